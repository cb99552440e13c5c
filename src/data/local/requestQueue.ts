// Queued business requests on the device (src/domain/sync/queuedRequests.ts), kept as one entry of
// the `cache` table so no Dexie version is needed. Unlike the rest of the cache they outlive a
// logout, like the outbox, and go with it when another user logs in (src/domain/sync/unsentWork.ts).
// The screens add and dismiss here; the sync worker sends through the same functions.
import {
  newQueuedRequest,
  type DecidedOn,
  type QueuedRequest,
  type QueuedRequestKind,
} from '../../domain/sync/queuedRequests';
import { postSyncMessage } from '../../sync/channel';
import type { RequestQueueStore } from '../../sync/store/requestQueue';
import type { PortalDb } from '../db';
import { QUEUED_REQUESTS_KEY as KEY } from './requestQueueKey';

async function readAll(db: PortalDb): Promise<QueuedRequest[]> {
  const row = await db.cache.get(KEY);
  return Array.isArray(row?.value) ? (row.value as QueuedRequest[]) : [];
}

/** Read-modify-write of the whole queue in one transaction (the tabs and the worker share it). */
function change(
  db: PortalDb,
  edit: (requests: QueuedRequest[]) => QueuedRequest[],
): Promise<void> {
  return db.transaction('rw', db.cache, async () => {
    const next = edit(await readAll(db));
    await db.cache.put({ key: KEY, value: next, savedAt: Date.now() });
  });
}

export function createDexieRequestQueue(db: PortalDb): RequestQueueStore {
  return {
    list: () => readAll(db),
    update: (request) =>
      change(db, (all) => all.map((r) => (r.id === request.id ? request : r))),
    remove: (id) => change(db, (all) => all.filter((r) => r.id !== id)),
  };
}

export interface QueueRequestInput {
  id: string;
  kind: QueuedRequestKind;
  body: Readonly<Record<string, unknown>>;
  decidedOn: DecidedOn;
  subjectId: string;
}

/** Adds a request at the end of the queue and tells the sync worker, which sends it when online. */
export async function queueRequest(db: PortalDb, input: QueueRequestInput): Promise<QueuedRequest> {
  const request = newQueuedRequest({ ...input, now: new Date() });
  await change(db, (all) => [...all.filter((r) => r.id !== request.id), request]);
  postSyncMessage({ type: 'outbox-changed' });
  return request;
}

/** Forgets a request: a refused one the user has read, or a pending one the user withdraws. */
export function dismissRequest(db: PortalDb, id: string): Promise<void> {
  return createDexieRequestQueue(db).remove(id);
}

/** The queued requests about one record (an album), oldest first. */
export async function requestsAbout(db: PortalDb, subjectId: string): Promise<QueuedRequest[]> {
  return (await readAll(db))
    .filter((r) => r.subjectId === subjectId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
