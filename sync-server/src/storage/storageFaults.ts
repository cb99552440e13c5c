// A disk that cannot take a write: full (ENOSPC, or a quota's EDQUOT) or mounted read-only (EROFS),
// as Node reports them (the `code` of a system error, POSIX errno names). The error handler answers
// them as the envelope's storageFull (507, RFC 4918 section 11.5 "Insufficient Storage") and
// storageReadOnly (503), and the upload paths drop what the failed write left behind at once.
export type StorageFault = 'full' | 'read-only';

const FAULTS: Readonly<Record<string, StorageFault>> = {
  ENOSPC: 'full',
  EDQUOT: 'full',
  EROFS: 'read-only',
};

/** The fault of a failed write, looking through wrapped causes; null for any other error. */
export function storageFaultOf(error: unknown): StorageFault | null {
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && Object.hasOwn(FAULTS, code)) return FAULTS[code];
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
