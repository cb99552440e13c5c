// The demo's files, made in code at seed time so the demo ships no binaries: WAV tracks, PNG covers,
// the PDF letter and LRC lyrics that pass the same content checks as a partner's upload. Every
// byte is a function of its arguments (no clock, no randomness), so a demo file can be made again.
import { endianness } from 'node:os';
import { promisify } from 'node:util';
import { constants, deflate, type ZlibOptions } from 'node:zlib';

const deflateAsync = promisify<Buffer, ZlibOptions, Buffer>(deflate);

/** A short melody per track: a few seconds of 44.1 kHz, 16-bit stereo PCM keep the demo small. */
export const DEMO_AUDIO_SECONDS = 4;
const SAMPLE_RATE = 44_100;
const CHANNELS = 2;
const BYTES_PER_SAMPLE = 2;
const IS_LITTLE_ENDIAN = endianness() === 'LE';
/** A major pentatonic scale from A3: any run of its notes sounds tuneful enough for a demo. */
const PENTATONIC_HZ = [220, 246.94, 277.18, 329.63, 369.99, 440, 493.88, 554.37, 659.25];

/** One second of a note, stereo: the tone left, its fifth right, swelling and fading so notes join without a click. */
const noteCache = new Map<number, Int16Array>();
function noteSecond(hz: number): Int16Array {
  let samples = noteCache.get(hz);
  if (samples !== undefined) return samples;
  samples = new Int16Array(SAMPLE_RATE * CHANNELS);
  for (let i = 0; i < SAMPLE_RATE; i++) {
    const t = i / SAMPLE_RATE;
    const envelope = Math.min(1, t * 20) * Math.min(1, (1 - t) * 8);
    const tone = Math.sin(2 * Math.PI * hz * t);
    const fifth = Math.sin(2 * Math.PI * hz * 1.5 * t);
    samples[i * 2] = Math.round(9000 * envelope * (0.8 * tone + 0.2 * fifth));
    samples[i * 2 + 1] = Math.round(9000 * envelope * (0.2 * tone + 0.8 * fifth));
  }
  noteCache.set(hz, samples);
  return samples;
}

/** RIFF/WAVE, PCM, stereo: one note a second from the scale, `seed` choosing the tune. */
export function demoWav(seed: number, seconds = DEMO_AUDIO_SECONDS): Buffer {
  const blockAlign = CHANNELS * BYTES_PER_SAMPLE;
  const dataBytes = seconds * SAMPLE_RATE * blockAlign;
  const out = Buffer.alloc(44 + dataBytes);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVEfmt ', 8, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(CHANNELS, 22);
  out.writeUInt32LE(SAMPLE_RATE, 24);
  out.writeUInt32LE(SAMPLE_RATE * blockAlign, 28);
  out.writeUInt16LE(blockAlign, 32);
  out.writeUInt16LE(BYTES_PER_SAMPLE * 8, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
  for (let note = 0; note < seconds; note++) {
    const samples = noteSecond(
      PENTATONIC_HZ[(seed * 3 + note * (seed + 2)) % PENTATONIC_HZ.length],
    );
    const at = 44 + note * SAMPLE_RATE * blockAlign;
    // WAV is little-endian: copy the samples as they are on such a machine, else byte by byte
    if (IS_LITTLE_ENDIAN)
      out.set(new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength), at);
    else
      for (let i = 0; i < samples.length; i++)
        out.writeInt16LE(samples[i], at + i * BYTES_PER_SAMPLE);
  }
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, tail]);
}

export type Rgb = readonly [number, number, number];

/** The filtered rows are long runs of zeros: run-length matching deflates them ~8x faster than the default, and smaller. */
const RUNS_OF_ZEROS: ZlibOptions = { strategy: constants.Z_RLE };

/**
 * A square RGB cover: a gradient from `top` to `bottom` with a record in the middle (a dark disc and
 * a label of the `top` colour). Rows use PNG's Sub filter (each byte minus the one a pixel to its
 * left), so a row is its first pixel and the colour steps at the disc's and label's edges, zeros
 * between: written in a few steps per row, deflated off the main thread.
 */
export async function demoCoverPng(size: number, top: Rgb, bottom: Rgb): Promise<Buffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, adaptive filters, no interlace
  const stride = 1 + size * 3;
  const raw = Buffer.alloc(stride * size);
  const dark: Rgb = [24, 24, 28];
  const centre = size / 2;
  const disc = size * 0.34;
  const label = size * 0.12;
  const step = (at: number, from: Rgb, to: Rgb) => {
    for (let c = 0; c < 3; c++) raw[at + c] = (to[c] - from[c]) & 0xff;
  };
  for (let y = 0; y < size; y++) {
    const f = y / (size - 1);
    const background = top.map((c, i) => Math.round(c + (bottom[i] - c) * f)) as unknown as Rgb;
    const at = y * stride;
    raw[at] = 1; // Sub
    step(at + 1, [0, 0, 0], background);
    const dy = Math.abs(y + 0.5 - centre);
    if (dy >= disc) continue;
    // the first pixel inside a circle of radius r: x + 0.5 > centre - half
    const first = (half: number) => Math.max(1, Math.ceil(centre - half - 0.5));
    const discHalf = Math.sqrt(disc * disc - dy * dy);
    const discFrom = first(discHalf);
    const discTo = size - discFrom;
    step(at + 1 + discFrom * 3, background, dark);
    step(at + 1 + discTo * 3, dark, background);
    if (dy >= label) continue;
    const labelHalf = Math.sqrt(label * label - dy * dy);
    const labelFrom = first(labelHalf);
    step(at + 1 + labelFrom * 3, dark, top);
    step(at + 1 + (size - labelFrom) * 3, top, dark);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', await deflateAsync(raw, RUNS_OF_ZEROS)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * A one-page A4 PDF 1.4 with lines of Helvetica text (ASCII: the standard fonts carry no CJK), its
 * cross-reference table pointing at each object's byte offset as readers expect.
 */
export function demoPdf(lines: readonly string[]): Buffer {
  const content = [
    'BT',
    '/F1 14 Tf',
    '72 770 Td',
    '20 TL',
    ...lines.map((line, i) => `${i === 0 ? '' : 'T* '}(${pdfText(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(body, 'latin1');
  // each entry is exactly 20 bytes: 10-digit offset, 5-digit generation, n/f, CR LF
  const entries = [
    '0000000000 65535 f\r\n',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n\r\n`),
  ];
  body += `xref\n0 ${objects.length + 1}\n${entries.join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const lrcTime = (ms: number) => {
  const minutes = Math.floor(ms / 60_000);
  const seconds = (ms % 60_000) / 1000;
  return `${String(minutes).padStart(2, '0')}:${seconds.toFixed(2).padStart(5, '0')}`;
};

/** LRC lyrics, UTF-8: title and artist tags, then the lines spread evenly within the track's length. */
export function demoLrc(
  title: string,
  artist: string,
  lines: readonly string[],
  durationMs: number,
): Buffer {
  // whole hundredths of a second, as LRC writes them
  const step = Math.floor(durationMs / lines.length / 10) * 10;
  const timed = lines.map((line, i) => `[${lrcTime(i * step)}]${line}`);
  return Buffer.from([`[ti:${title}]`, `[ar:${artist}]`, ...timed, ''].join('\n'), 'utf8');
}
