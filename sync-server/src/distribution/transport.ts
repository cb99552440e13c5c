// How a delivery reaches a channel: the batch writer and the acknowledgement reader speak only this
// interface, so a channel reached over SFTP and the embedded local folder behave the same. Paths are
// POSIX and relative to the channel's remote folder; a transport never leaves it.
import type { Readable } from 'node:stream';

export interface RemoteEntry {
  name: string;
  size: number;
  isDirectory: boolean;
}

/** Why a transport call failed; `retryable` decides between a retry with backoff and state 27/26 now. */
export type TransportFailure =
  | 'host-key-mismatch'
  | 'auth-failed'
  | 'unreachable'
  | 'connection-lost'
  | 'no-space'
  | 'permission-denied'
  | 'not-found'
  | 'other';

export const RETRYABLE_FAILURES: ReadonlySet<TransportFailure> = new Set([
  'unreachable',
  'connection-lost',
  'other',
]);

export class TransportError extends Error {
  readonly retryable: boolean;
  constructor(
    readonly failure: TransportFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TransportError';
    this.retryable = RETRYABLE_FAILURES.has(failure);
  }
}

export interface DeliveryTransport {
  readonly kind: 'sftp' | 'folder';
  /** creates the folder and its parents; an existing folder is fine */
  ensureDir(path: string): Promise<void>;
  /** null when nothing is there */
  stat(path: string): Promise<{ size: number; isDirectory: boolean } | null>;
  list(dir: string): Promise<RemoteEntry[]>;
  /** reads a whole file, refusing one larger than maxBytes (acknowledgements, hash checks of complete files) */
  readFile(path: string, maxBytes: number): Promise<Buffer>;
  /** streams a whole file (hash check of a large complete file without holding it in memory) */
  openRead(path: string): Promise<Readable>;
  /**
   * Writes `path` whole: the bytes go to a hidden sibling part file that is renamed to `path` once
   * complete, so a reader never sees half a file and a cut transfer leaves no file at `path`.
   */
  writeFile(path: string, source: () => Readable, sizeBytes: number): Promise<void>;
  remove(path: string): Promise<void>;
  close(): Promise<void>;
}
