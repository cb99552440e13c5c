// Bounds-checked big/little-endian reads and a budgeted, caching reader: every parser goes through
// it, so a hostile file costs at most PROBE_BUDGET whatever its box sizes and chunk counts say.
import type { ByteSource } from './byteSource';

export const PROBE_BUDGET = {
  /** total bytes fetched from the source by one probe */
  maxBytes: 768 * 1024,
  /** number of source reads by one probe */
  maxReads: 48,
  /** one fetch; neighbouring headers (chunks, boxes, markers) are then served from the cache */
  blockBytes: 16 * 1024,
} as const;

/** True when `b` holds `n` bytes at `o`: check this before the unchecked readers below. */
export function hasBytes(b: Uint8Array, o: number, n: number): boolean {
  return Number.isInteger(o) && o >= 0 && o + n <= b.length;
}

export function u16be(b: Uint8Array, o: number): number {
  return (b[o] << 8) | b[o + 1];
}
export function u16le(b: Uint8Array, o: number): number {
  return b[o] | (b[o + 1] << 8);
}
export function u24be(b: Uint8Array, o: number): number {
  return (b[o] << 16) | (b[o + 1] << 8) | b[o + 2];
}
export function u32be(b: Uint8Array, o: number): number {
  return b[o] * 0x1000000 + ((b[o + 1] << 16) | (b[o + 2] << 8) | b[o + 3]);
}
export function u32le(b: Uint8Array, o: number): number {
  return b[o + 3] * 0x1000000 + ((b[o + 2] << 16) | (b[o + 1] << 8) | b[o]);
}
/** 64-bit sizes as numbers: exact up to 2^53 bytes, far beyond any upload. */
export function u64be(b: Uint8Array, o: number): number {
  return u32be(b, o) * 2 ** 32 + u32be(b, o + 4);
}
export function u64le(b: Uint8Array, o: number): number {
  return u32le(b, o + 4) * 2 ** 32 + u32le(b, o);
}
export function fourcc(b: Uint8Array, o: number): string {
  return String.fromCharCode(b[o], b[o + 1], b[o + 2], b[o + 3]);
}
export function startsWith(b: Uint8Array, o: number, ascii: string): boolean {
  if (!hasBytes(b, o, ascii.length)) return false;
  for (let i = 0; i < ascii.length; i++) if (b[o + i] !== ascii.charCodeAt(i)) return false;
  return true;
}

/**
 * Reads through a budget and a small block cache. Past the budget, or outside the file, it answers
 * empty bytes: the parser sees a truncated header and fails with a code instead of reading on.
 */
export class ProbeReader {
  readonly size: number;
  private reads = 0;
  private bytes = 0;
  private blocks: { offset: number; data: Uint8Array }[] = [];

  constructor(private readonly src: ByteSource) {
    this.size = Number.isFinite(src.size) && src.size > 0 ? Math.floor(src.size) : 0;
  }

  async read(offset: number, length: number): Promise<Uint8Array> {
    if (!Number.isSafeInteger(offset) || offset < 0 || offset >= this.size || !(length > 0))
      return new Uint8Array(0);
    const wanted = Math.min(Math.floor(length), this.size - offset);
    for (const block of this.blocks) {
      const start = offset - block.offset;
      if (start >= 0 && start + wanted <= block.data.length)
        return block.data.subarray(start, start + wanted);
    }
    const fetchLength = Math.min(Math.max(wanted, PROBE_BUDGET.blockBytes), this.size - offset);
    const data = await this.fetch(offset, fetchLength);
    if (this.blocks.unshift({ offset, data }) > 4) this.blocks.pop();
    return data.subarray(0, Math.min(wanted, data.length));
  }

  private async fetch(offset: number, length: number): Promise<Uint8Array> {
    const left = PROBE_BUDGET.maxBytes - this.bytes;
    if (this.reads >= PROBE_BUDGET.maxReads || left <= 0) return new Uint8Array(0);
    this.reads += 1;
    const got = await this.src.read(offset, Math.min(length, left));
    const data = got.length > length ? got.subarray(0, length) : got;
    this.bytes += data.length;
    return data;
  }
}
