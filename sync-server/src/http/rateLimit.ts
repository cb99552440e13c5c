// The /api request budget (@fastify/rate-limit's counters, our hooks): every API route costs one
// request of the client address's budget before the guard runs (so forged session tokens cost
// the sender too), and of the session's budget once the guard knows the session. A route opts out
// with `config: { rateLimit: false }`: only the part PUT, authorized by its signed URL and
// bounded by its size. Counters live in each instance's memory: the budget is per instance.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { RateLimitSettings } from '../config';
import { ApiError } from './apiError';
import { clientAddressOf } from './request';

export interface RequestBudgets {
  /** onRequest, before the guard */
  perAddress: onRequestAsyncHookHandler;
  /** onRequest, after the guard: counts requests that carry a valid session */
  perSession: onRequestAsyncHookHandler;
}

/** Addresses (or sessions) remembered at once; the least recent are forgotten first. */
const TRACKED_KEYS = 20_000;

function isBudgeted(request: FastifyRequest): boolean {
  const config = request.routeOptions.config;
  return config.privilege !== undefined && config.rateLimit !== false;
}

export async function createRequestBudgets(
  app: FastifyInstance,
  settings: RateLimitSettings,
): Promise<RequestBudgets> {
  // no global hook: the two below decide which requests count and how a refusal looks
  await app.register(rateLimit, { global: false, cache: TRACKED_KEYS });
  const timeWindow = settings.windowSeconds * 1000;
  const byAddress = app.createRateLimit({
    max: settings.perAddress,
    timeWindow,
    keyGenerator: (r) => `address:${clientAddressOf(r)}`,
  });
  const bySession = app.createRateLimit({
    max: settings.perSession,
    timeWindow,
    keyGenerator: (r) => `session:${r.auth?.sessionHash ?? ''}`,
  });

  const spend = async (check: typeof byAddress, request: FastifyRequest): Promise<void> => {
    const verdict = await check(request);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    const seconds = Math.max(1, verdict.ttlInSeconds);
    throw new ApiError('tooManyRequests', {
      params: { seconds },
      headers: { 'retry-after': String(seconds) },
    });
  };

  return {
    perAddress: async (request) => {
      if (isBudgeted(request)) await spend(byAddress, request);
    },
    perSession: async (request) => {
      if (request.auth && isBudgeted(request)) await spend(bySession, request);
    },
  };
}
