// One sync round: push the outbox in seq order (batches of SyncLimits.pushMaxOps, see selectBatch),
// then pull by cursor until the server has nothing more. Failures are thrown as
// SyncFailure for the caller (the runner, the service worker, a test) to retry or stop on; the
// engine itself keeps no state between calls, so a new engine can take over a database at any time.
import {
  opSchema,
  SYNC_PROTOCOL_VERSION,
  SyncLimits,
  type Op,
  type OpResult,
  type PullResponse,
} from '../../domain/sync/protocol';
import { mayBeSentBy } from '../../domain/sync/unsentWork';
import type { SyncMeta, SyncStore } from '../store/model';
import { isClientTooOld, selectBatch } from '../store/outbox';
import type { RequestQueueStore } from '../store/requestQueue';
import { applyPullPage } from './pullApply';
import { recordPushResults, refuseOp } from './pushResults';
import { sendQueuedRequests } from './sendRequests';
import { isOpRefusal, isSyncFailure, SyncFailure, type SyncTransport } from './transport';

export interface SyncEngineOptions {
  store: SyncStore;
  transport: SyncTransport;
  now?: () => Date;
  /** tests use it to act as an older client */
  protocol?: number;
  pushMaxOps?: number;
  pullLimit?: number;
  /**
   * Told of each op the server refused, with why: the op becomes a conflict the user sees, and the
   * app keeps the cause (reportError). The engine knows no app, so it only calls this hook.
   */
  onError?(context: string, error: unknown): void;
  /** queued business requests, sent after the outbox when the transport can send them */
  requests?: RequestQueueStore;
}

/** An op the server turned away, as the error log keeps it: what was sent and the server's reason. */
export class OpRejectedError extends Error {
  constructor(
    op: Pick<Op, 'entity' | 'kind' | 'entityId'>,
    reason: string,
    codes: readonly string[] = [],
    options?: ErrorOptions,
  ) {
    super(
      `${op.entity} ${op.kind} ${op.entityId}: ${reason}${codes.length > 0 ? ` (${codes.join(', ')})` : ''}`,
      options,
    );
    this.name = 'OpRejectedError';
  }
}

export interface SyncReport {
  applied: number;
  rejected: number;
  /** queued business requests the server did, and refused */
  requestsSent: number;
  requestsRefused: number;
  pulled: number;
  lostDatabase: boolean;
}

export interface SyncEngine {
  /** push, then pull; throws SyncFailure */
  syncOnce(): Promise<SyncReport>;
}

/** Rounds stop here even if the server keeps answering oddly; the runner schedules another. */
const MAX_REQUESTS_PER_ROUND = 10_000;
/** A first pull reads stored versions only of records stored before it; with more than this many, of all. */
const FIRST_PULL_KNOWN_MAX = 10_000;

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { store, transport, now = () => new Date() } = options;
  const protocol = options.protocol ?? SYNC_PROTOCOL_VERSION;
  const pushMaxOps = Math.min(options.pushMaxOps ?? SyncLimits.pushMaxOps, SyncLimits.pushMaxOps);
  const pullLimit = options.pullLimit ?? SyncLimits.pullMaxLimit;
  const readMeta = () => store.transact((tx) => tx.getMeta());

  /**
   * Another user's login on this device starts from an empty catalogue, without the previous
   * user's outbox and queued requests: data and unsent work never cross users.
   */
  async function prepare(userId: string | null): Promise<SyncMeta> {
    const claim = () =>
      store.transact(async (tx) => {
        const meta = await tx.getMeta();
        if (userId !== null && !mayBeSentBy(meta.ownerUserId, userId)) return null;
        const next = {
          ...meta,
          ownerUserId: meta.ownerUserId ?? userId,
          clientTooOld: isClientTooOld(meta),
        };
        if (next.ownerUserId !== meta.ownerUserId || next.clientTooOld !== meta.clientTooOld)
          await tx.putMeta(next);
        return next;
      });
    const meta = await claim();
    if (meta !== null) return meta;
    await store.resetCatalogue(userId);
    return (await claim()) ?? Promise.reject(new Error('sync meta of another user after reset'));
  }

  async function markClientTooOld(): Promise<void> {
    await store.transact(async (tx) =>
      tx.putMeta({ ...(await tx.getMeta()), clientTooOld: true, refusedProtocol: protocol }),
    );
  }

  async function send<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (isSyncFailure(error) && error.kind === 'clientTooOld') await markClientTooOld();
      throw error;
    }
  }

  function reportRejections(ops: readonly Op[], results: readonly OpResult[]): void {
    for (const result of results) {
      const op = ops.find((o) => o.opId === result.opId);
      if (result.status !== 'rejected' || op === undefined) continue;
      options.onError?.(
        'sync.opRejected',
        new OpRejectedError(
          op,
          result.reason,
          result.codes?.map((c) => `${c.field}:${c.code}`),
        ),
      );
    }
  }

  async function pushAll(report: SyncReport): Promise<void> {
    // after a refused request, ops go one by one until the refused one is found
    let singlesLeft = 0;
    for (let requests = 0; requests < MAX_REQUESTS_PER_ROUND; requests++) {
      const max = singlesLeft > 0 ? 1 : pushMaxOps;
      const batch = await store.transact(async (tx) => selectBatch(await tx.pendingOps(max), max));
      if (batch.length === 0) return;
      const firstInvalid = batch.findIndex((op) => !opSchema.safeParse(op).success);
      if (firstInvalid === 0) {
        await store.transact((tx) => refuseOp(tx, batch[0], 'badInput', now()));
        options.onError?.('sync.opRefused', new OpRejectedError(batch[0], 'badInput'));
        continue;
      }
      const ops: Op[] = firstInvalid > 0 ? batch.slice(0, firstInvalid) : batch;
      let response;
      try {
        response = await send(() => transport.push({ protocol, clientId: ops[0].clientId, ops }));
      } catch (error) {
        if (!isOpRefusal(error)) throw error;
        if (ops.length > 1) {
          singlesLeft = ops.length;
          continue;
        }
        await store.transact((tx) => refuseOp(tx, ops[0], error.code, now()));
        options.onError?.(
          'sync.opRefused',
          new OpRejectedError(ops[0], error.code ?? 'refused', [], { cause: error }),
        );
        singlesLeft = 0;
        continue;
      }
      if (singlesLeft > 0) singlesLeft -= 1;
      const recorded = await store.transact((tx) => recordPushResults(tx, ops, response, now()));
      report.applied += recorded.applied;
      report.rejected += recorded.rejected;
      if (recorded.rejected > 0) reportRejections(ops, response.results);
      report.lostDatabase ||= recorded.lostDatabase;
    }
  }

  /**
   * Pages until !hasMore; answers how many pending ops the server consumed without us knowing.
   * The next page is requested as soon as a page arrives, from the cursor the server gave, while
   * this page is written: the download then overlaps IndexedDB's work instead of adding to it. A
   * prefetched page is used only if the stored cursor after the write is the one it was asked
   * from; otherwise it is dropped and asked again, so the pages applied are those a serial loop
   * would apply. The page's lastSeq may be read before the previous write, as any network delay
   * allows: pushes happen only before the pull, never during it.
   */
  async function pullAll(
    report: SyncReport,
    startCursor: number,
    clientId: string,
  ): Promise<number> {
    const request = (from: number) =>
      send(() => transport.pull({ protocol, clientId, cursor: from, limit: pullLimit }));
    let unanswered = 0;
    let cursor = startCursor;
    let next: { from: number; page: Promise<PullResponse> } | null = null;
    // a first pull need not read the versions of records it stores itself: see applyPullPage
    let knownBefore =
      startCursor === 0
        ? await store.transact((tx) => tx.listVisibleKeys(FIRST_PULL_KNOWN_MAX))
        : null;
    for (let requests = 0; requests < MAX_REQUESTS_PER_ROUND; requests++) {
      const page: PullResponse = await (next !== null && next.from === cursor
        ? next.page
        : request(cursor));
      next = null;
      const last = !page.hasMore || page.cursor <= cursor;
      if (!last) {
        const prefetch = request(page.cursor);
        // a failed prefetch is seen when it is awaited; a round that ends first must not leave an
        // unhandled rejection behind
        prefetch.catch(() => undefined);
        next = { from: page.cursor, page: prefetch };
      }
      // only a page wholly past the cursor it was asked from is sure to be newer than earlier pages
      const pastCursor =
        page.cursor > cursor && page.changes.every((change) => change.serverSeq > cursor);
      if (!pastCursor) knownBefore = null;
      const recorded = await store.transact((tx) =>
        applyPullPage(tx, page, last ? now().toISOString() : null, knownBefore),
      );
      // a cursor moved by something else than this page voids the promise
      if (recorded.cursor !== page.cursor) knownBefore = null;
      report.pulled += recorded.changes;
      report.lostDatabase ||= recorded.lostDatabase;
      unanswered = recorded.unansweredOps;
      // a server that says "more" without moving the cursor would loop us for ever
      if (last) break;
      cursor = recorded.cursor;
    }
    return unanswered;
  }

  return {
    async syncOnce() {
      const session = await store.readSession();
      // without the user's id the catalogue's owner cannot be checked: never push one user's ops
      // under another's session
      if (!session.token || !session.userId) throw new SyncFailure('notlogin');
      const meta = await prepare(session.userId);
      if (isClientTooOld(meta)) throw new SyncFailure('clientTooOld');
      const report: SyncReport = {
        applied: 0,
        rejected: 0,
        requestsSent: 0,
        requestsRefused: 0,
        pulled: 0,
        lostDatabase: false,
      };
      // a second round only when the pull shows answers we missed (a response lost on the way)
      let cursor = meta.cursor;
      for (let round = 0; round < 3; round++) {
        await pushAll(report);
        // after the edits they may depend on, before the pull that shows their effect
        const post = transport.request;
        if (round === 0 && options.requests && post) {
          const sent = await send(() =>
            sendQueuedRequests({
              store: options.requests as RequestQueueStore,
              post,
              onError: options.onError,
            }),
          );
          report.requestsSent += sent.sent;
          report.requestsRefused += sent.refused;
        }
        const unanswered = await pullAll(report, cursor, meta.clientId);
        if (unanswered === 0) break;
        cursor = (await readMeta()).cursor;
      }
      return report;
    },
  };
}
