// Unsent edits live only in this browser's IndexedDB. Unless the browser granted persistent storage
// it may evict that data under storage pressure, so when edits have waited long the person is told.
// "Long" keeps a moment offline or a slow push from raising the alarm; the warning asks for what
// saves the edits: going online (offline) or keeping the page open while sync retries (online).

/** How long the oldest unsent edit waits before a browser that may evict its data is a warning. */
export const UNSENT_WARNING_AFTER_MS = 10 * 60 * 1000;

/**
 * The browser's answer (`navigator.storage.persisted()`): `checking` until it came, `persisted`
 * (not evicted without the person's consent), `bestEffort` (may be evicted), `unsupported` (no
 * answer at all: no guarantee either).
 */
export type StoragePersistence = 'checking' | 'persisted' | 'bestEffort' | 'unsupported';

export interface EvictionRiskInput {
  persistence: StoragePersistence;
  /** unsent ops in the outbox */
  pending: number;
  /** when the oldest unsent op was queued (epoch ms), null when none or unknown */
  oldestPendingAt: number | null;
  online: boolean;
  now: number;
}

export type EvictionWarning = 'none' | 'goOnline' | 'keepOpen';

export interface EvictionDecision {
  warning: EvictionWarning;
  /** ask before the page is closed (`beforeunload`): the same condition as the warning */
  confirmUnload: boolean;
  /** when the warning would start if nothing changes (epoch ms), so a caller can wait for it */
  recheckAt: number | null;
}

/** Whether the answer leaves the data to the browser's discretion ('checking' is not yet a no). */
export function mayBeEvicted(persistence: StoragePersistence): boolean {
  return persistence === 'bestEffort' || persistence === 'unsupported';
}

export function decideEvictionWarning(input: EvictionRiskInput): EvictionDecision {
  const quiet: EvictionDecision = { warning: 'none', confirmUnload: false, recheckAt: null };
  if (!mayBeEvicted(input.persistence) || input.pending <= 0 || input.oldestPendingAt === null)
    return quiet;
  const warnAt = input.oldestPendingAt + UNSENT_WARNING_AFTER_MS;
  if (input.now < warnAt) return { ...quiet, recheckAt: warnAt };
  return { warning: input.online ? 'keepOpen' : 'goOnline', confirmUnload: true, recheckAt: null };
}
