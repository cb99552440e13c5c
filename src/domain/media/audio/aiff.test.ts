import { describe, expect, it } from 'vitest';
import { aiffFile } from '../testing/audioFixtures';
import { prefixes, probeBytes } from '../testing/probe';

describe('AIFF / AIFC', () => {
  it('reads COMM with the 80-bit sample rate', async () => {
    expect(await probeBytes(aiffFile())).toEqual({
      ok: true,
      facts: {
        container: 'aiff',
        codec: 'pcm-be',
        sampleRate: 44100,
        bitDepth: 16,
        channels: 2,
        durationSeconds: 2,
      },
    });
    const hiRes = await probeBytes(aiffFile({ sampleRate: 96000, bits: 24, frames: 96000 }));
    expect(hiRes.ok && hiRes.facts).toMatchObject({
      sampleRate: 96000,
      bitDepth: 24,
      durationSeconds: 1,
    });
  });

  it('reads AIFC compression types', async () => {
    const none = await probeBytes(aiffFile({ aifc: true }));
    expect(none.ok && none.facts).toMatchObject({
      container: 'aifc',
      codec: 'pcm-be',
      bitDepth: 16,
    });
    const sowt = await probeBytes(aiffFile({ aifc: true, compression: 'sowt' }));
    expect(sowt.ok && sowt.facts.codec).toBe('pcm');
    const ima = await probeBytes(aiffFile({ aifc: true, compression: 'ima4' }));
    expect(ima.ok && ima.facts).toMatchObject({ codec: 'unknown', bitDepth: null });
  });

  it('fails with audio-corrupt when truncated or without COMM/SSND, file-format for other FORMs', async () => {
    for (const prefix of prefixes(aiffFile(), 54).slice(4)) {
      expect(await probeBytes(prefix), `${prefix.length} bytes`).toEqual({
        ok: false,
        code: 'audio-corrupt',
      });
    }
    const zeroRate = await probeBytes(aiffFile({ sampleRate: 0 }));
    expect(zeroRate).toEqual({ ok: false, code: 'audio-corrupt' });
    const ilbm = aiffFile().slice();
    ilbm.set([0x49, 0x4c, 0x42, 0x4d], 8);
    expect(await probeBytes(ilbm)).toEqual({ ok: false, code: 'file-format' });
  });
});
