// The screens' side of queued business requests (src/data/local/requestQueue.ts) on the page's
// database: a live list of one record's requests, queueing one, and dismissing one.
import { useLiveQuery } from 'dexie-react-hooks';
import type { QueuedRequest } from '../domain/sync/queuedRequests';
import { db } from './db';
import {
  dismissRequest,
  queueRequest,
  requestsAbout,
  type QueueRequestInput,
} from './local/requestQueue';

/** The queued requests about one record, oldest first: `undefined` while IndexedDB is read. */
export function useQueuedRequests(subjectId: string): QueuedRequest[] | undefined {
  return useLiveQuery(() => requestsAbout(db, subjectId), [subjectId]);
}

export function queueDeviceRequest(input: QueueRequestInput): Promise<QueuedRequest> {
  return queueRequest(db, input);
}

export function dismissDeviceRequest(id: string): Promise<void> {
  return dismissRequest(db, id);
}
