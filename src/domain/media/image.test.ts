import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROBE_BUDGET } from './binary';
import { byteSourceFromBytes, countingSource } from './byteSource';
import { probeImage } from './image';
import { ByteWriter, concat } from './testing/byteWriter';
import { jpegFile, pngFile } from './testing/imageFixtures';

const probe = (bytes: Uint8Array) => probeImage(byteSourceFromBytes(bytes));

describe('probeImage', () => {
  it('reads PNG IHDR', async () => {
    expect(await probe(pngFile(3000, 2000))).toEqual({
      ok: true,
      facts: { format: 'png', width: 3000, height: 2000 },
    });
  });

  it('reads JPEG size from the first SOF after APPn, DQT and DHT (C4 is not a frame)', async () => {
    expect(await probe(jpegFile(1400, 1500))).toEqual({
      ok: true,
      facts: { format: 'jpeg', width: 1400, height: 1500 },
    });
    const progressive = await probe(jpegFile(640, 480, { sof: 0xc2, app1Bytes: 60_000, fill: 3 }));
    expect(progressive).toEqual({ ok: true, facts: { format: 'jpeg', width: 640, height: 480 } });
  });

  it('reports a PNG by its content even when a JPEG was expected', async () => {
    const result = await probe(pngFile(1400, 1400));
    expect(result.ok && result.facts.format).toBe('png');
  });

  it('says file-empty, file-format and image-corrupt', async () => {
    expect(await probe(new Uint8Array(0))).toEqual({ ok: false, code: 'file-empty' });
    expect(await probe(new TextEncoder().encode('GIF89a....'))).toEqual({
      ok: false,
      code: 'file-format',
    });
    for (const n of [9, 16, 23])
      expect(await probe(pngFile(10, 10).subarray(0, n))).toEqual({
        ok: false,
        code: 'image-corrupt',
      });
    expect(await probe(pngFile(0, 10))).toEqual({ ok: false, code: 'image-corrupt' });
    const jpeg = jpegFile(100, 100);
    for (const n of [3, 10, 40, 200])
      expect(await probe(jpeg.subarray(0, n))).toEqual({ ok: false, code: 'image-corrupt' });
    // scan data before any frame header
    expect(await probe(new ByteWriter().u8(0xff, 0xd8, 0xff, 0xda).u16be(2).build())).toEqual({
      ok: false,
      code: 'image-corrupt',
    });
    // endless fill bytes stop at the step limit
    expect(
      await probe(concat(Uint8Array.from([0xff, 0xd8]), new Uint8Array(100_000).fill(0xff))),
    ).toEqual({ ok: false, code: 'image-corrupt' });
  });

  it('never throws on random bytes, behind either signature too, within the budget', async () => {
    const prefix = fc.constantFrom(
      new Uint8Array(0),
      pngFile(1, 1).subarray(0, 8),
      Uint8Array.from([0xff, 0xd8, 0xff]),
    );
    await fc.assert(
      fc.asyncProperty(prefix, fc.uint8Array({ maxLength: 1024 }), async (magic, rest) => {
        const src = countingSource(byteSourceFromBytes(concat(magic, rest)));
        const result = await probeImage(src);
        expect(typeof result.ok).toBe('boolean');
        expect(src.reads).toBeLessThanOrEqual(PROBE_BUDGET.maxReads);
      }),
      { numRuns: 400 },
    );
  });
});
