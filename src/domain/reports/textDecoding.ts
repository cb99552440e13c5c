// Bytes of a report to text, chunk by chunk. DSR files are UTF-8 (DDEX Part 1); spreadsheets saved
// as "CSV" by Excel on Chinese Windows are GB18030, so 'auto' switches to it when the first
// non-ASCII bytes are not UTF-8 (ASCII before that reads the same in both).

export type ReportEncoding = 'utf-8' | 'gb18030';

export interface ChunkDecoder {
  decode(chunk: string | Uint8Array): string;
  flush(): string;
  /** the encoding in use: 'auto' until the first non-ASCII byte decides */
  encoding(): ReportEncoding | 'auto';
}

function isAscii(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i += 1) if (bytes[i] > 0x7f) return false;
  return true;
}

export function createChunkDecoder(encoding: ReportEncoding | 'auto' = 'utf-8'): ChunkDecoder {
  let mode: ReportEncoding | 'auto' = encoding;
  // UTF-8 decoders drop a leading BOM themselves; string chunks have theirs dropped below.
  let decoder = new TextDecoder(encoding === 'gb18030' ? 'gb18030' : 'utf-8');
  const probe = encoding === 'auto' ? new TextDecoder('utf-8', { fatal: true }) : null;
  let isStart = true;

  const stripBom = (text: string): string => {
    const wasStart = isStart;
    if (text.length > 0) isStart = false;
    return wasStart && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  };

  return {
    decode(chunk) {
      if (typeof chunk === 'string') return stripBom(chunk);
      if (mode === 'auto' && probe !== null && !isAscii(chunk)) {
        const hasBom = isStart && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf;
        try {
          probe.decode(chunk, { stream: true });
          mode = 'utf-8';
        } catch {
          // not UTF-8: a report from a Chinese channel, read as GB18030
          if (!hasBom) {
            mode = 'gb18030';
            decoder = new TextDecoder('gb18030');
          } else mode = 'utf-8';
        }
      }
      return stripBom(decoder.decode(chunk, { stream: true }));
    },
    flush() {
      return stripBom(decoder.decode());
    },
    encoding() {
      return mode;
    },
  };
}
