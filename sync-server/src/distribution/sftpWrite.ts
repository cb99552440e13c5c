// Streams a Readable into an open SFTP handle with several WRITE requests in flight: one request at
// a time (ssh2's createWriteStream) waits a round trip per chunk and reaches a fraction of what the
// OpenSSH client does; a bounded window keeps memory at window x chunk whatever the file size.
import type { Readable } from 'node:stream';
import type { SFTPWrapper } from 'ssh2';

export interface WriteWindow {
  /** bytes per WRITE request (OpenSSH accepts up to ~255 KiB through its limits extension) */
  chunkBytes: number;
  /**
   * WRITE requests awaiting their status at once, over every file written on the connection: past
   * the server's channel window (OpenSSH: 2 MiB) more requests only queue inside ssh2, and several
   * files at once each with its own window were slower than one (tests/bench/sftp.bench.ts)
   */
  maxInFlight: number;
  /** a WRITE unanswered this long means the connection is gone */
  stallMs: number;
}

export class WriteStallError extends Error {
  constructor(ms: number) {
    super(`no answer to a write for ${ms} ms`);
    this.name = 'WriteStallError';
  }
}

/** The requests in flight on one connection, shared by the files written on it at once. */
export interface WriteSlots {
  inFlight: number;
  waiting: Set<() => void>;
}

export function createWriteSlots(): WriteSlots {
  return { inFlight: 0, waiting: new Set() };
}

/** Resolves with the number of bytes written once every WRITE is acknowledged; rejects on the first failure. */
export async function pumpWrites(
  sftp: SFTPWrapper,
  handle: Buffer,
  source: Readable,
  window: WriteWindow,
  slots: WriteSlots = createWriteSlots(),
): Promise<number> {
  let position = 0;
  let inFlight = 0;
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  let stallTimer: NodeJS.Timeout | null = null;

  const notify = (): void => {
    const resume = wake;
    wake = null;
    if (resume) slots.waiting.delete(resume);
    resume?.();
  };
  /** a slot freed by any file may let this one go on */
  const notifyAll = (): void => {
    for (const resume of [...slots.waiting]) resume();
  };
  const armStall = (): void => {
    if (stallTimer) clearTimeout(stallTimer);
    stallTimer =
      inFlight > 0
        ? setTimeout(() => {
            failure ??= new WriteStallError(window.stallMs);
            notify();
          }, window.stallMs)
        : null;
  };
  const waitUntil = async (done: () => boolean): Promise<void> => {
    while (!done() && failure === null)
      await new Promise<void>((resolve) => {
        const resume = (): void => {
          slots.waiting.delete(resume);
          if (wake === resume) wake = null;
          resolve();
        };
        wake = resume;
        slots.waiting.add(resume);
      });
  };

  const send = (piece: Buffer): void => {
    inFlight += 1;
    slots.inFlight += 1;
    const at = position;
    position += piece.length;
    sftp.write(handle, piece, 0, piece.length, at, (error) => {
      inFlight -= 1;
      slots.inFlight -= 1;
      if (error) failure ??= error;
      armStall();
      notifyAll();
    });
    if (inFlight === 1) armStall();
  };

  try {
    for await (const chunk of source) {
      const data = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      for (let offset = 0; offset < data.length; offset += window.chunkBytes) {
        await waitUntil(() => slots.inFlight < window.maxInFlight);
        if (failure !== null) throw failure;
        send(data.subarray(offset, offset + window.chunkBytes));
      }
    }
    await waitUntil(() => inFlight === 0);
    if (failure !== null) throw failure;
    return position;
  } catch (error) {
    source.destroy();
    throw error;
  } finally {
    if (stallTimer) clearTimeout(stallTimer);
  }
}
