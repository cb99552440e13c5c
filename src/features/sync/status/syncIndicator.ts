// The one line the top bar says about sync, derived from the engine's SyncStatus. Order matters:
// an outdated client cannot sync at all, offline explains any queue, and "saved" is only said when
// nothing waits (a pull with an empty outbox is not "saving").
import type { SyncStatus } from '../../../app/sync/status';

export type SyncIndicator =
  | { kind: 'updateNeeded' }
  | { kind: 'offline'; pending: number }
  | { kind: 'retrying'; pending: number }
  | { kind: 'saving'; pending: number }
  | { kind: 'saved'; lastSyncedAt: number | null };

type IndicatorInput = Pick<
  SyncStatus,
  'online' | 'phase' | 'pending' | 'clientTooOld' | 'lastSyncedAt'
>;

export function describeSync(status: IndicatorInput): SyncIndicator {
  if (status.clientTooOld) return { kind: 'updateNeeded' };
  if (!status.online || status.phase === 'offline')
    return { kind: 'offline', pending: status.pending };
  if (status.phase === 'error') return { kind: 'retrying', pending: status.pending };
  if (status.pending > 0) return { kind: 'saving', pending: status.pending };
  return { kind: 'saved', lastSyncedAt: toMillis(status.lastSyncedAt) };
}

/** A stored time (ISO text, epoch ms or Date) as epoch ms; null when absent or unreadable. */
export function toMillis(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : ms;
  }
  if (value instanceof Date) return value.getTime();
  return null;
}
