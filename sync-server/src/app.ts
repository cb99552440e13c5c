// Builds the Fastify app without listening, so tests drive it in-process with `app.inject` and
// main.ts serves it. The app does not own the database: whoever opened it closes it.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { API_BODY_LIMIT_BYTES } from '../../src/domain/schemas/limits';
import { setPasswordHashConcurrency } from './auth/password';
import type { ThrottleLimits } from './auth/throttle';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/db';
import type { SendLimitOverrides } from './mail/sendLimits';
import type { FileRouteOptions } from './routes/deps';
import { ApiError } from './http/apiError';
import { registerBodyParsers } from './http/bodyParsers';
import { registerCompression } from './http/compression';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  registerErrorHandler,
  sendApiError,
} from './http/errorHandler';
import { registerGuard } from './http/guard';
import { createRequestBudgets } from './http/rateLimit';
import { registerSecurityHeaders, securityHeadersFor } from './http/securityHeaders';
import { registerTextGuard } from './http/textGuard';
import { registerApiRoutes } from './routes/index';
import { isSpaNavigation, registerStaticSite } from './routes/staticSite';
import { createObjectStore } from './storage/createObjectStore';
import type { ObjectStore } from './storage/objectStore';

/** Fastify's default is 100; grants are capped at 512 before their MAC is even checked. */
const MAX_PARAM_LENGTH = 600;

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Fastify's logger option; off unless given */
  logger?: FastifyServerOptions['logger'];
  /** login throttle limits (tests may tighten them) */
  throttle?: ThrottleLimits;
  /** mail and SMS send limits for some kinds (tests lower them); mail/sendLimits.ts's otherwise */
  sendLimits?: SendLimitOverrides;
  /** upload settings (tests shrink the minimum part size) */
  files?: FileRouteOptions;
  /** the object store; made from the config (and `files`) when omitted */
  store?: ObjectStore;
  /** the source of "now" for the routes (tests pass a movable one); the system clock when omitted */
  clock?: Clock;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  setPasswordHashConcurrency(config.passwordHashConcurrency);
  const securityHeaders = securityHeadersFor(config);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: API_BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // an upload grant (files/uploadGrant.ts) travels as one path segment of about 160 characters
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // what the router and Node's HTTP parser refuse answers in the envelope too, not Fastify's shape
    frameworkErrors: frameworkErrorHandler(securityHeaders),
    clientErrorHandler: clientErrorHandler(securityHeaders),
  });

  registerSecurityHeaders(app, config);
  registerErrorHandler(app);
  // before any route: the plugin attaches itself to each route as it is added
  await registerCompression(app);
  await registerBodyParsers(app);
  // the address's budget before the guard (a forged token costs its sender), the session's after it
  const budgets = await createRequestBudgets(app, config.rateLimit);
  app.addHook('onRequest', budgets.perAddress);
  registerGuard(app, db);
  app.addHook('onRequest', budgets.perSession);
  registerTextGuard(app);
  const store =
    options.store ?? createObjectStore(config, { minPartBytes: options.files?.minPartBytes });
  registerApiRoutes(app, {
    db,
    config,
    store,
    throttle: options.throttle,
    sendLimits: options.sendLimits,
    clock: options.clock ?? systemClock,
  });
  const hasSite = await registerStaticSite(app, config.staticDir);

  app.setNotFoundHandler((request, reply) => {
    if (hasSite && isSpaNavigation(request))
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return sendApiError(request, reply, new ApiError('notFound'));
  });
  return app;
}
