// What the device has not sent yet (outbox edits, pending queued requests) and whose it is. Both
// belong to the user who made them: logging out keeps them for that user's next login here, and
// another user's login drops them unsent, so nothing is ever sent under someone else's session.
import type { QueuedRequest } from './queuedRequests';

export interface UnsentWork {
  /** outbox ops not yet answered by the server */
  edits: number;
  /** queued business requests still waiting to be sent (refused ones are answered, not unsent) */
  requests: number;
}

export function countUnsentWork(
  outboxOps: number,
  requests: readonly Pick<QueuedRequest, 'state'>[],
): UnsentWork {
  return { edits: outboxOps, requests: requests.filter((r) => r.state === 'pending').length };
}

/** Logout asks first only when something would wait on the device. */
export function hasUnsentWork(work: UnsentWork): boolean {
  return work.edits + work.requests > 0;
}

/**
 * Whether the device's unsent work may be sent under `userId`'s session: only when it is the
 * owner's (the user whose session last synced here) or nobody's yet. Otherwise the engine drops the
 * outbox and the queued requests together before sending anything (src/sync/engine/engine.ts).
 */
export function mayBeSentBy(ownerUserId: string | null, userId: string): boolean {
  return ownerUserId === null || ownerUserId === userId;
}
