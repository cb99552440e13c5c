// Builds the Fastify app without listening, so tests drive it in-process with `app.inject` and
// main.ts serves it. The app does not own the database: whoever opened it closes it.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { API_BODY_LIMIT_BYTES } from '../../src/domain/schemas/limits';
import type { ThrottleLimits } from './auth/throttle';
import type { Config } from './config';
import type { Db } from './db/db';
import type { FileRouteOptions } from './routes/deps';
import { ApiError } from './http/apiError';
import { registerBodyParsers } from './http/bodyParsers';
import { registerCompression } from './http/compression';
import { registerErrorHandler, sendApiError } from './http/errorHandler';
import { registerGuard } from './http/guard';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerApiRoutes } from './routes/index';
import { isSpaNavigation, registerStaticSite } from './routes/staticSite';

/** Fastify's default is 100; grants are capped at 512 before their MAC is even checked. */
const MAX_PARAM_LENGTH = 600;

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Fastify's logger option; off unless given */
  logger?: FastifyServerOptions['logger'];
  /** login throttle limits (tests may tighten them) */
  throttle?: ThrottleLimits;
  /** upload settings (tests shrink the minimum part size) */
  files?: FileRouteOptions;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: API_BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // an upload grant (files/uploadGrant.ts) travels as one path segment of about 160 characters
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  });

  registerSecurityHeaders(app, config);
  registerErrorHandler(app);
  // before any route: the plugin attaches itself to each route as it is added
  await registerCompression(app);
  await registerBodyParsers(app);
  registerGuard(app, db);
  registerApiRoutes(app, { db, config, throttle: options.throttle, files: options.files });
  const hasSite = await registerStaticSite(app, config.staticDir);

  app.setNotFoundHandler((request, reply) => {
    if (hasSite && isSpaNavigation(request)) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return sendApiError(request, reply, new ApiError('notFound'));
  });
  return app;
}
