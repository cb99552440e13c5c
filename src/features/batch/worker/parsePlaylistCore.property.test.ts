import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlaylistRefusal } from '../../../domain/batch/playlistTypes';
import { testLookups, validSheet } from '../../../domain/batch/playlistTesting';
import { parsePlaylistBytes } from './parsePlaylistCore';
import { xlsxOf } from './xlsxTesting';
import { precheckPlaylist } from './zipPrecheck';

const good = xlsxOf(validSheet(1, 3));

describe('the playlist reader never throws', () => {
  it('on random bytes, with and without a zip signature', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.uint8Array({ maxLength: 4096 }), async (zipLike, bytes) => {
        const input = zipLike ? new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...bytes]) : bytes;
        const pre = await precheckPlaylist(input);
        if (!pre.ok) expect(pre.refusal.refused).toMatch(/^playlist-/);
        const answer = await parsePlaylistBytes(input, testLookups());
        expect(isPlaylistRefusal(answer)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('on a real workbook with random bytes overwritten or cut', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ at: fc.nat(good.length - 1), value: fc.nat(255) }), {
          minLength: 1,
          maxLength: 16,
        }),
        fc.option(fc.nat(good.length), { nil: undefined }),
        async (writes, cut) => {
          const bytes = good.slice(0, cut ?? good.length);
          for (const w of writes) if (w.at < bytes.length) bytes[w.at] = w.value;
          const started = performance.now();
          const answer = await parsePlaylistBytes(bytes, testLookups());
          expect(performance.now() - started).toBeLessThan(5000);
          if (isPlaylistRefusal(answer)) expect(answer.refused).toMatch(/^playlist-/);
          else expect(Array.isArray(answer.issues)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
