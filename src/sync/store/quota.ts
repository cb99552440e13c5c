// A full disk shows up as QuotaExceededError, possibly wrapped by Dexie (`inner`) or as a cause.
export function isQuotaError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    if (e.name === 'QuotaExceededError') return true;
    e = (e as { inner?: unknown }).inner ?? e.cause;
  }
  return false;
}
