import { describe, expect, it } from 'vitest';
import { flacFile } from '../testing/audioFixtures';
import { prefixes, probeBytes } from '../testing/probe';

describe('FLAC', () => {
  it('reads STREAMINFO', async () => {
    expect(await probeBytes(flacFile())).toEqual({
      ok: true,
      facts: {
        container: 'flac',
        codec: 'flac',
        sampleRate: 48000,
        bitDepth: 24,
        channels: 2,
        durationSeconds: 3,
      },
    });
  });

  it('reads 192 kHz 16-bit mono and a sample count above 2^32', async () => {
    const probe = await probeBytes(
      flacFile({ sampleRate: 192000, bits: 16, channels: 1, totalSamples: 2 ** 33 }),
    );
    expect(probe.ok && probe.facts).toMatchObject({
      sampleRate: 192000,
      bitDepth: 16,
      channels: 1,
      durationSeconds: 2 ** 33 / 192000,
    });
  });

  it('reads a FLAC behind an ID3v2 tag', async () => {
    const probe = await probeBytes(flacFile({ id3Bytes: 3000 }));
    expect(probe.ok && probe.facts.container).toBe('flac');
  });

  it('fails with audio-corrupt on truncations and on a first block that is not STREAMINFO', async () => {
    for (const prefix of prefixes(flacFile(), 42).slice(4)) {
      expect(await probeBytes(prefix)).toEqual({ ok: false, code: 'audio-corrupt' });
    }
    const wrongBlock = flacFile();
    wrongBlock[4] = 0x84; // VORBIS_COMMENT first
    expect(await probeBytes(wrongBlock)).toEqual({ ok: false, code: 'audio-corrupt' });
    const zeroRate = flacFile({ sampleRate: 0 });
    expect(await probeBytes(zeroRate)).toEqual({ ok: false, code: 'audio-corrupt' });
  });
});
