// PCM WAV files for end-to-end tests and benches: a 44-byte header and silence. Big ones are
// streamed to disk in blocks, never held in memory (the upload reads them from the file).
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';

export interface WavFormat {
  sampleRate?: number;
  channels?: number;
  bits?: number;
}

export function wavHeader(
  dataBytes: number,
  { sampleRate = 44100, channels = 2, bits = 16 }: WavFormat = {},
): Buffer {
  const blockAlign = channels * (bits / 8);
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + dataBytes, 4);
  h.write('WAVEfmt ', 8, 'ascii');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(channels, 22);
  h.writeUInt32LE(sampleRate, 24);
  h.writeUInt32LE(sampleRate * blockAlign, 28);
  h.writeUInt16LE(blockAlign, 32);
  h.writeUInt16LE(bits, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(dataBytes, 40);
  return h;
}

/** A whole WAV of `seconds` in memory (small files). */
export function wavBytes(seconds: number, format: WavFormat = {}): Buffer {
  const { sampleRate = 44100, channels = 2, bits = 16 } = format;
  const data = Math.round(sampleRate * seconds) * channels * (bits / 8);
  return Buffer.concat([wavHeader(data, format), Buffer.alloc(data)]);
}

const BLOCK = 8 * 1024 * 1024;

/** A WAV of `totalBytes` on disk, written in 8 MiB blocks. */
export async function writeWav(
  file: string,
  totalBytes: number,
  format: WavFormat = {},
): Promise<void> {
  const out = createWriteStream(file);
  out.write(wavHeader(totalBytes - 44, format));
  const zeros = Buffer.alloc(BLOCK);
  for (let left = totalBytes - 44; left > 0; left -= zeros.length) {
    if (!out.write(left >= zeros.length ? zeros : zeros.subarray(0, left)))
      await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}
