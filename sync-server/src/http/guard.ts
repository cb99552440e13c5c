// The single place where routes are guarded. Every /api route declares `config.privilege`; a
// route without one fails at start. The check runs at onRequest, before the body is even read,
// so an anonymous caller cannot make the server parse a megabyte.
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth/context';
import { hasPrivilege, type RoutePrivilege } from '../auth/privileges';
import { findSession } from '../auth/sessions';
import type { Db } from '../db/db';
import { HEADER_ROLES, rolesFingerprint } from '../../../src/domain/api';
import { ApiError } from './apiError';
import { sessionSignOf } from './request';

declare module 'fastify' {
  interface FastifyContextConfig {
    privilege?: RoutePrivilege;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export function registerGuard(app: FastifyInstance, db: Db): void {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && route.config?.privilege === undefined) {
      throw new Error(`Route ${route.method} ${route.url} must declare config.privilege`);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const privilege = request.routeOptions.config.privilege;
    if (privilege === undefined || privilege === 'public') return;
    const sign = sessionSignOf(request);
    const auth = sign ? await findSession(db, sign) : null;
    if (!auth) throw new ApiError('notlogin');
    // the caller's roles as of this request: a client holding another list reloads its privileges,
    // so a role change reaches every device of the member at its next call (refusals included)
    reply.header(HEADER_ROLES, rolesFingerprint(auth.roles));
    if (!hasPrivilege(auth, privilege)) throw new ApiError('forbidden');
    request.auth = auth;
  });
}
