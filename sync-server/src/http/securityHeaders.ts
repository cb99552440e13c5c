// Security headers on every response (API, static files, errors). The CSP fits a Vite-built React
// SPA: own scripts only, Fluent UI's injected styles, blob: workers and media, no framing.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

export function buildContentSecurityPolicy(s3Endpoint?: string): string {
  // direct uploads to an S3-compatible store (DESIGN.md section 6) need its origin in connect-src
  const connect = ["'self'"];
  if (s3Endpoint) {
    try {
      connect.push(new URL(s3Endpoint).origin);
    } catch {
      // a malformed endpoint is reported by the storage layer; the policy stays strict
    }
  }
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    `connect-src ${connect.join(' ')}`,
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The headers of every answer; also sent by the answers Fastify's hooks never see (errorHandler.ts). */
export function securityHeadersFor(config: Pick<Config, 's3'>): Readonly<Record<string, string>> {
  return {
    'content-security-policy': buildContentSecurityPolicy(config.s3.endpoint),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

export function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 's3'>): void {
  const headers = securityHeadersFor(config);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(headers);
    // API answers are personal: never stored by a shared cache unless a route says otherwise
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
