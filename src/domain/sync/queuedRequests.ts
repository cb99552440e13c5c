/**
 * Queued business requests (DESIGN.md section 9): of the server-authoritative half, only what an
 * issue names may be asked offline (a distribution or off-shelf request, a statement confirmation).
 * Such a request is kept on the device and sent, in the order it was made, by the sync round after
 * the outbox. Each carries what it was decided on (the album's version, the statement's hash), so
 * the server can refuse it as a visible conflict rather than act on a picture that moved, and its
 * id is the server's idempotency key (`requestId`): a request resent after a lost answer is done
 * once. To add a kind: name it in QUEUED_REQUEST_PATHS with its route (a POST that accepts
 * `requestId` and the decidedOn fields beside the body), and show its refusals on the screen that
 * made it (`state: 'refused'` rows stay until the user dismisses them).
 */
import { apiUrl } from '../api';
import { DISTRIBUTION_PATHS } from '../distribution/api';
import { FINANCE_PATHS } from '../finance/api';

/** Each kind and the route (an `apiUrl` path) it is sent to. */
export const QUEUED_REQUEST_PATHS = {
  albumDistribute: DISTRIBUTION_PATHS.distribute,
  albumOffShelf: DISTRIBUTION_PATHS.offShelf,
  /** a settlement statement's confirmation, decided on the hash of the statement as read */
  statementConfirm: FINANCE_PATHS.confirm,
} as const;
export type QueuedRequestKind = keyof typeof QUEUED_REQUEST_PATHS;

/** pending: waits for a connection; refused: the server said no (a 4xx), shown until dismissed. */
export type QueuedRequestState = 'pending' | 'refused';

export type DecidedOn = Readonly<Record<string, string | number>>;

export interface QueuedRequestRefusal {
  status: number;
  /** the envelope's error code (src/domain/errors.ts), e.g. albumChanged */
  code: string | null;
  /** the envelope's localized message as the server worded it */
  msg: string | null;
  /** the values of the code's message, when the server sent them: the screen words it itself */
  params?: Readonly<Record<string, string | number>>;
}

/** The values a refusal's envelope result carries (`{ params }`), or undefined. */
export function refusalParams(
  result: unknown,
): Readonly<Record<string, string | number>> | undefined {
  if (typeof result !== 'object' || result === null) return undefined;
  const params = (result as { params?: unknown }).params;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return undefined;
  const entries = Object.entries(params).filter(
    (e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number',
  );
  return Object.fromEntries(entries);
}

export interface QueuedRequest {
  /** uuid: the request's identity on the device and its idempotency key on the server */
  id: string;
  kind: QueuedRequestKind;
  /** what the request asks (e.g. albumId, channelIds) */
  body: Readonly<Record<string, unknown>>;
  /** what the user saw when deciding (e.g. { albumVersion: 7 }): sent beside the body */
  decidedOn: DecidedOn;
  /** the record the request is about, for the screen that lists it (e.g. the album's id) */
  subjectId: string;
  createdAt: string;
  state: QueuedRequestState;
  /** the last failure: a refusal, or a transient one ('offline', 'unavailable', ...) kept for display */
  lastError: QueuedRequestRefusal | string | null;
  attempts: number;
}

export function newQueuedRequest(input: {
  id: string;
  kind: QueuedRequestKind;
  body: Readonly<Record<string, unknown>>;
  decidedOn: DecidedOn;
  subjectId: string;
  now: Date;
}): QueuedRequest {
  const { now, ...rest } = input;
  return {
    ...rest,
    createdAt: now.toISOString(),
    state: 'pending',
    lastError: null,
    attempts: 0,
  };
}

/** The URL and the JSON body a queued request is sent as. */
export function queuedRequestCall(request: QueuedRequest): {
  url: string;
  body: Record<string, unknown>;
} {
  return {
    url: apiUrl(QUEUED_REQUEST_PATHS[request.kind]),
    body: { ...request.body, ...request.decidedOn, requestId: request.id },
  };
}

/** Pending requests in the order they were made (creation time, then id for the same instant). */
export function pendingInOrder(requests: readonly QueuedRequest[]): QueuedRequest[] {
  return requests
    .filter((r) => r.state === 'pending')
    .sort((a, b) =>
      a.createdAt === b.createdAt
        ? a.id.localeCompare(b.id)
        : a.createdAt.localeCompare(b.createdAt),
    );
}

/**
 * What a server answer does to a request: 'done' (2xx, it leaves the queue), 'refused' (the server
 * judged it and said no: kept as a visible row), or 'retry' (no judgment: offline, 5xx, 401, 408,
 * 429; it stays queued, in its place).
 */
export function judgeAnswer(status: number | null): 'done' | 'refused' | 'retry' {
  if (status === null) return 'retry';
  if (status >= 200 && status < 300) return 'done';
  if (status === 401 || status === 408 || status === 426 || status === 429) return 'retry';
  if (status >= 400 && status < 500) return 'refused';
  return 'retry';
}
