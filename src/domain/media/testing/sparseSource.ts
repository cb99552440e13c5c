// A file of any size made of a real header, zeros, and optionally a tail: lets tests probe a
// "1 GiB" WAV or a moov after a 900 MB mdat without allocating it.
import type { ByteSource } from '../byteSource';

export function sparseSource(
  size: number,
  head: Uint8Array,
  tail: Uint8Array = new Uint8Array(0),
): ByteSource {
  const tailStart = size - tail.length;
  return {
    size,
    read(offset, length) {
      const end = Math.min(size, offset + length);
      const out = new Uint8Array(Math.max(0, end - offset));
      for (let i = 0; i < out.length; i++) {
        const at = offset + i;
        if (at < head.length) out[i] = head[at];
        else if (at >= tailStart) out[i] = tail[at - tailStart];
      }
      return Promise.resolve(out);
    },
  };
}
