// ID3v2 tags precede MP3 (and some FLAC) audio; their size is "synchsafe" (7 bits a byte) so a
// tag never contains a false frame sync. A footer flag adds 10 more bytes.
import { hasBytes, startsWith } from '../binary';

/** Bytes taken by an ID3v2 tag at the start of `head` (0 when there is none or it is malformed). */
export function id3v2Length(head: Uint8Array): number {
  if (!startsWith(head, 0, 'ID3') || !hasBytes(head, 0, 10)) return 0;
  const sizeBytes = [head[6], head[7], head[8], head[9]];
  if (sizeBytes.some((x) => x > 0x7f)) return 0;
  const size = sizeBytes.reduce((acc, x) => acc * 128 + x, 0);
  const hasFooter = (head[5] & 0x10) !== 0;
  return 10 + size + (hasFooter ? 10 : 0);
}
