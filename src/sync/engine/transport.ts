// How the engine reaches the sync-server: push and pull as typed calls that either answer or throw
// a SyncFailure saying what kind of failure it was. The kind decides everything downstream: network
// trouble and 5xx are retried with backoff, 426 stops syncing, 401 waits for a new session, and a
// refused request (other 4xx) is judged op by op so it can never block the queue.
import { HEADER_LANGUAGE, HEADER_TOKEN, type ApiEnvelope } from '../../domain/api';
import { isEntityName } from '../../domain/catalogue/entities';
import { SYNC_PATHS } from '../../domain/sync/paths';
import {
  pushResponseSchema,
  type PullRequest,
  type PullResponse,
  type PushRequest,
  type PushResponse,
} from '../../domain/sync/protocol';
import type { SessionSnapshot } from '../store/model';

export type SyncFailureKind =
  'offline' | 'timeout' | 'unavailable' | 'badAnswer' | 'notlogin' | 'clientTooOld' | 'refused';

export class SyncFailure extends Error {
  readonly kind: SyncFailureKind;
  readonly status: number | null;
  readonly code: string | null;
  /** the envelope's message, worded by the server in the session's language */
  readonly msg: string | null;

  constructor(
    kind: SyncFailureKind,
    options: {
      status?: number;
      code?: string | number | null;
      msg?: string | null;
      cause?: unknown;
    } = {},
  ) {
    super(`sync ${kind}${options.status ? ` (${options.status})` : ''}`, { cause: options.cause });
    this.name = 'SyncFailure';
    this.kind = kind;
    this.status = options.status ?? null;
    this.code = options.code === undefined || options.code === null ? null : String(options.code);
    this.msg = options.msg ?? null;
  }
}

export function isSyncFailure(error: unknown): error is SyncFailure {
  return error instanceof SyncFailure;
}

/**
 * A refusal that can be about one op of the request: the body did not parse (422) or was too big
 * (413). The engine then finds that op and makes it a conflict. Any other refusal (404 of a
 * misrouted deployment, 403 of a client id, 429) says nothing about the ops: it is waited out, so
 * a server misconfiguration can never turn the outbox into conflicts.
 */
export function isOpRefusal(error: unknown): error is SyncFailure {
  return (
    isSyncFailure(error) &&
    error.kind === 'refused' &&
    (error.status === 413 || error.status === 422)
  );
}

/** Failures that go away by themselves: retry them with backoff, never mark ops failed. */
export function isTransient(error: unknown): boolean {
  if (!isSyncFailure(error)) return false;
  if (error.kind === 'refused') return !isOpRefusal(error);
  return (
    error.kind === 'offline' ||
    error.kind === 'timeout' ||
    error.kind === 'unavailable' ||
    error.kind === 'badAnswer'
  );
}

export interface SyncTransport {
  push(request: PushRequest): Promise<PushResponse>;
  pull(request: PullRequest): Promise<PullResponse>;
  /** a queued business request (src/domain/sync/queuedRequests.ts): POST `url`, the result or a SyncFailure */
  request?(url: string, body: unknown): Promise<unknown>;
}

export interface FetchTransportOptions {
  fetchFn: typeof fetch;
  /** read before every request, so a renewed token is used at once */
  getSession: () => Promise<SessionSnapshot>;
  /** '' for same-origin (the app and the service worker) */
  baseUrl?: string;
  /** a sync request that takes longer is abandoned and retried; the default is generous for slow links */
  timeoutMs?: number;
}

export const SYNC_TIMEOUT_MS = 60_000;

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { state?: unknown }).state === 'boolean'
  );
}

/** Classifies one HTTP answer: the envelope's result, or the failure it stands for. */
export function readSyncAnswer(status: number, body: unknown): unknown {
  const envelope = isEnvelope(body) ? body : null;
  const code = envelope?.code ?? null;
  if (status === 426 || code === 'clientTooOld')
    throw new SyncFailure('clientTooOld', { status, code });
  if (status === 401 || code === 'notlogin') throw new SyncFailure('notlogin', { status, code });
  // a bare 5xx is a gateway: the server is out of reach, as is a 5xx envelope
  if (status >= 500) throw new SyncFailure('unavailable', { status, code });
  if (envelope === null) throw new SyncFailure(status >= 400 ? 'refused' : 'badAnswer', { status });
  if (!envelope.state || status >= 400)
    throw new SyncFailure('refused', {
      status,
      code,
      msg: typeof envelope.msg === 'string' ? envelope.msg : null,
    });
  return envelope.result;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown, min: number): value is number =>
  Number.isSafeInteger(value) && (value as number) >= min;

/** Why a change fails the pull envelope check, or null when it passes. */
function changeProblem(change: unknown): string | null {
  if (!isObject(change)) return 'not an object';
  if (!isCount(change.serverSeq, 1)) return 'serverSeq';
  if (!isEntityName(change.entity)) return 'entity';
  if (typeof change.entityId !== 'string') return 'entityId';
  if (!isCount(change.version, 0)) return 'version';
  if (change.op !== 'upsert' && change.op !== 'delete') return 'op';
  if (change.record !== null && !isObject(change.record)) return 'record';
  return null;
}

/**
 * The pull answer's check on the hot path: the same shape pullResponseSchema demands (top level
 * and every change's envelope, the record an object or null) but without zod, which copies every
 * record field by field: on a first pull of 100,000 records that copy alone took seconds. The
 * records' own fields are not checked here, as with the schema (z.record of unknown); the tests
 * hold this check to the schema (transport.test.ts). Answers the page itself, not a copy.
 */
export function readPullResponse(body: unknown): PullResponse {
  const fail = (why: string) =>
    new SyncFailure('badAnswer', { cause: new Error(`pull answer: ${why}`) });
  if (!isObject(body)) throw fail('not an object');
  if (body.type !== 'pull') throw fail('type');
  if (!Number.isSafeInteger(body.protocol)) throw fail('protocol');
  if (!isCount(body.cursor, 0)) throw fail('cursor');
  if (typeof body.hasMore !== 'boolean') throw fail('hasMore');
  if (!isCount(body.lastSeq, 0)) throw fail('lastSeq');
  if (!Array.isArray(body.changes)) throw fail('changes');
  for (let i = 0; i < body.changes.length; i++) {
    const problem = changeProblem(body.changes[i]);
    if (problem !== null) throw fail(`changes[${i}].${problem}`);
  }
  return body as unknown as PullResponse;
}

export function createFetchTransport(options: FetchTransportOptions): SyncTransport {
  const { fetchFn, getSession, baseUrl = '', timeoutMs = SYNC_TIMEOUT_MS } = options;

  async function post(path: string, body: unknown): Promise<unknown> {
    const session = await getSession();
    if (!session.token) throw new SyncFailure('notlogin');
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      [HEADER_TOKEN]: session.token,
      [HEADER_LANGUAGE]: session.language,
    };
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetchFn(`${baseUrl}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      // a body that is not JSON is judged by its status in readSyncAnswer
      const payload: unknown = await response.json().catch(() => undefined);
      return readSyncAnswer(response.status, payload);
    } catch (error) {
      if (isSyncFailure(error)) throw error;
      if (controller.signal.aborted) throw new SyncFailure('timeout', { cause: error });
      // fetch rejects only when no answer came back at all
      throw new SyncFailure('offline', { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async push(request) {
      const parsed = pushResponseSchema.safeParse(await post(SYNC_PATHS.push, request));
      if (!parsed.success) throw new SyncFailure('badAnswer', { cause: parsed.error });
      return parsed.data;
    },
    async pull(request) {
      return readPullResponse(await post(SYNC_PATHS.pull, request));
    },
    request: post,
  };
}
