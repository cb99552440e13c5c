// Random access to a file's bytes, so header parsers read a few kilobytes of a 1 GB upload
// (a Blob in the browser worker, an object-store range read on the server) and never the whole file.

export interface ByteSource {
  readonly size: number;
  /** Up to `length` bytes from `offset`; fewer at the end of the file. */
  read(offset: number, length: number): Promise<Uint8Array>;
}

export function byteSourceFromBytes(bytes: Uint8Array): ByteSource {
  return {
    size: bytes.length,
    read: (offset, length) => Promise.resolve(bytes.subarray(offset, offset + length)),
  };
}

export interface CountingSource extends ByteSource {
  readonly bytesRead: number;
  readonly reads: number;
}

/** Records what a parser asked for: tests use it to hold parsers to their read budget. */
export function countingSource(src: ByteSource): CountingSource {
  let bytesRead = 0;
  let reads = 0;
  return {
    size: src.size,
    get bytesRead() {
      return bytesRead;
    },
    get reads() {
      return reads;
    },
    async read(offset, length) {
      reads += 1;
      const bytes = await src.read(offset, length);
      bytesRead += bytes.length;
      return bytes;
    },
  };
}
