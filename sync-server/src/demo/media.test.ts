// The demo's generated files are real files: the domain's own content check accepts each for its
// purpose, and their insides hold up (PNG chunk CRCs and pixels, the PDF's cross-reference offsets).
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { byteSourceFromBytes, inspectFile, parseLrc } from '../../../src/domain/media';
import { demoCoverPng, demoLrc, demoPdf, demoWav, type Rgb } from './media';

/** The PNG's chunks, each with whether its CRC is right (zlib's crc32 is not in Node 20's zlib). */
function pngChunks(png: Buffer): Array<{ type: string; data: Buffer; crcOk: boolean }> {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = table[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunks = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const typeAndData = png.subarray(at + 4, at + 8 + length);
    chunks.push({
      type: typeAndData.subarray(0, 4).toString('ascii'),
      data: typeAndData.subarray(4),
      crcOk: crc(typeAndData) === png.readUInt32BE(at + 8 + length),
    });
    at += 12 + length;
  }
  return chunks;
}

/** Undoes PNG's Sub filter (the only one the cover uses) row by row: RGB pixels. */
function decodeRows(idat: Buffer, size: number): Buffer[] {
  const raw = inflateSync(idat);
  const stride = 1 + size * 3;
  expect(raw.length).toBe(stride * size);
  return Array.from({ length: size }, (_, y) => {
    expect(raw[y * stride]).toBe(1);
    const row = Buffer.from(raw.subarray(y * stride + 1, (y + 1) * stride));
    for (let i = 3; i < row.length; i++) row[i] = (row[i] + row[i - 3]) & 0xff;
    return row;
  });
}

const pixel = (row: Buffer, x: number) => [row[x * 3], row[x * 3 + 1], row[x * 3 + 2]];

describe('demo media', () => {
  it('makes a stereo 44.1 kHz 16-bit WAV of a few seconds that the track check accepts, the same each time', async () => {
    const wav = demoWav(3, 2);
    expect(wav.length).toBe(44 + 2 * 44_100 * 4);
    const inspection = await inspectFile(byteSourceFromBytes(wav), {
      name: 'a.wav',
      purpose: 'track',
      requireRiff: true,
    });
    expect(inspection.issues).toEqual([]);
    expect(inspection.facts).toMatchObject({
      kind: 'audio',
      audio: {
        container: 'wav',
        sampleRate: 44_100,
        bitDepth: 16,
        channels: 2,
        durationSeconds: 2,
      },
    });
    expect(demoWav(3, 2).equals(wav)).toBe(true);
    expect(demoWav(4, 2).equals(wav)).toBe(false);
    // sound, not silence, and never clipped
    const samples = new Int16Array(wav.buffer, wav.byteOffset + 44, (wav.length - 44) / 2);
    const loudest = samples.reduce((m, s) => Math.max(m, Math.abs(s)), 0);
    expect(loudest).toBeGreaterThan(4000);
    expect(loudest).toBeLessThan(32_767);
  });

  it('makes a square PNG cover with valid chunks whose pixels are the gradient and the record', async () => {
    const size = 200;
    const top: Rgb = [200, 100, 50];
    const bottom: Rgb = [20, 40, 80];
    const png = await demoCoverPng(size, top, bottom);
    const inspection = await inspectFile(byteSourceFromBytes(png), {
      name: 'c.png',
      purpose: 'logo',
    });
    expect(inspection).toEqual({
      facts: { kind: 'image', image: { format: 'png', width: size, height: size } },
      issues: [],
    });
    const chunks = pngChunks(png);
    expect(chunks.map((c) => [c.type, c.crcOk])).toEqual([
      ['IHDR', true],
      ['IDAT', true],
      ['IEND', true],
    ]);
    const rows = decodeRows(chunks[1].data, size);
    expect(pixel(rows[0], 0)).toEqual([...top]);
    expect(pixel(rows[size - 1], size - 1)).toEqual([...bottom]);
    expect(pixel(rows[size / 2], size / 2)).toEqual([...top]); // the label
    expect(pixel(rows[size / 2], Math.round(size * 0.25))).toEqual([24, 24, 28]); // the disc
    expect(pixel(rows[size / 2], 2)).not.toEqual([24, 24, 28]);
  });

  it('passes the album cover check at the size the demo uses', async () => {
    const png = await demoCoverPng(1400, [1, 2, 3], [4, 5, 6]);
    const inspection = await inspectFile(byteSourceFromBytes(png), {
      name: 'c.png',
      purpose: 'albumCover',
    });
    expect(inspection.issues).toEqual([]);
  });

  it('writes a PDF whose cross-reference table points at each object', async () => {
    const pdf = demoPdf(['Letter (1)', 'back\\slash']);
    const inspection = await inspectFile(byteSourceFromBytes(pdf), {
      name: 'l.pdf',
      purpose: 'authorization',
    });
    expect(inspection).toEqual({ facts: { kind: 'attachment', format: 'pdf' }, issues: [] });
    const text = pdf.toString('latin1');
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/(\d{10}) 00000 n\r\n/g)].map((m) =>
      Number(m[1]),
    );
    expect(offsets.length).toBe(5);
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
    const stream = /<< \/Length (\d+) >>\nstream\n/.exec(text);
    const streamStart = (stream?.index ?? 0) + (stream?.[0].length ?? 0);
    expect(
      text.slice(streamStart + Number(stream?.[1]), streamStart + Number(stream?.[1]) + 10),
    ).toBe('\nendstream');
    expect(text).toContain('(Letter \\(1\\)) Tj');
  });

  it('writes LRC lyrics whose time tags lie within the track', async () => {
    const lrc = demoLrc('霓虹', '林夏', ['a', 'b', 'c'], 4000);
    const inspection = await inspectFile(byteSourceFromBytes(lrc), {
      name: 'x.lrc',
      purpose: 'lyrics',
      durationMs: 4000,
    });
    expect(inspection).toMatchObject({
      facts: { kind: 'lyrics', format: 'lrc', lines: 3, tags: { ti: '霓虹', ar: '林夏' } },
      issues: [],
    });
    expect(parseLrc(lrc.toString('utf8'), { durationMs: 4000 }).lines.map((l) => l.timeMs)).toEqual(
      [0, 1330, 2660],
    );
  });
});
