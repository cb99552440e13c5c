// Exponential backoff with full jitter (AWS architecture blog): the delay is uniform in
// [0, min(cap, base * 2^attempt)), so many devices coming back online at once spread out instead
// of hammering the server in lockstep.
export const SyncBackoff = {
  baseMs: 1_000,
  capMs: 60_000,
} as const;

export type Random = () => number;

/** The ceiling of the wait before retry number `attempt` (0 = first retry). */
export function backoffCeiling(
  attempt: number,
  baseMs: number = SyncBackoff.baseMs,
  capMs: number = SyncBackoff.capMs,
): number {
  // 2^attempt overflows to Infinity for large attempts; min() keeps it at the cap
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempt));
}

/** A full-jitter delay in [0, ceiling). */
export function backoffDelay(
  attempt: number,
  random: Random = Math.random,
  baseMs?: number,
  capMs?: number,
): number {
  const r = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  return Math.floor(r * backoffCeiling(attempt, baseMs, capMs));
}
