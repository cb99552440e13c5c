import { describe, expect, it } from 'vitest';
import { ByteWriter, concat } from '../testing/byteWriter';
import { wavFile } from '../testing/audioFixtures';
import { prefixes, probeBytes, probeCounting } from '../testing/probe';
import { sparseSource } from '../testing/sparseSource';

describe('WAV', () => {
  it('reads a 16-bit stereo PCM file', async () => {
    const probe = await probeBytes(wavFile({ seconds: 0.5 }));
    expect(probe).toEqual({
      ok: true,
      facts: {
        container: 'wav',
        codec: 'pcm',
        sampleRate: 44100,
        bitDepth: 16,
        channels: 2,
        durationSeconds: 0.5,
        bwf: false,
        atmos: false,
      },
    });
  });

  it('reads WAVE_FORMAT_EXTENSIBLE with its valid bits and sub-format', async () => {
    const probe = await probeBytes(
      wavFile({ extensible: true, bits: 24, sampleRate: 96000, channels: 6 }),
    );
    expect(probe.ok && probe.facts).toMatchObject({
      codec: 'pcm',
      bitDepth: 24,
      sampleRate: 96000,
      channels: 6,
    });
    const float = await probeBytes(wavFile({ extensible: true, float: true, bits: 32 }));
    expect(float.ok && float.facts).toMatchObject({ codec: 'float', bitDepth: 32 });
  });

  it('notes a BWF bext chunk and Dolby Atmos ADM chunks, also after the data', async () => {
    const bwf = await probeBytes(wavFile({ before: ['bext'] }));
    expect(bwf.ok && bwf.facts).toMatchObject({ bwf: true, atmos: false });
    const adm = await probeBytes(wavFile({ before: ['bext', 'chna'], after: ['axml'] }));
    expect(adm.ok && adm.facts).toMatchObject({ bwf: true, atmos: true });
    const dbmd = await probeBytes(wavFile({ after: ['dbmd'] }));
    expect(dbmd.ok && dbmd.facts.atmos).toBe(true);
  });

  it('reads RF64 with its ds64 size past 4 GiB from a sparse source', async () => {
    const dataSize = 6 * 1024 ** 3;
    const head = wavFile({ rf64: true, dataSize, sampleRate: 48000, bits: 24, headerOnly: true });
    const { probe, counter } = await probeCounting(sparseSource(head.length + dataSize, head));
    expect(probe.ok && probe.facts).toMatchObject({
      container: 'rf64',
      sampleRate: 48000,
      bitDepth: 24,
    });
    expect(probe.ok && probe.facts.durationSeconds).toBeCloseTo(dataSize / (48000 * 6));
    expect(counter.bytesRead).toBeLessThan(1024 * 1024);
  });

  it('reads a 1 GiB WAV header only', async () => {
    const dataSize = 1024 ** 3 + 4;
    const head = wavFile({ dataSize, headerOnly: true });
    const { probe, counter } = await probeCounting(sparseSource(head.length + dataSize, head));
    expect(probe.ok && probe.facts.durationSeconds).toBeCloseTo(dataSize / (44100 * 4));
    expect(counter.bytesRead).toBeLessThan(1024 * 1024);
    expect(counter.reads).toBeLessThanOrEqual(4);
  });

  it('fails with audio-corrupt, never throwing, on every truncation of the header', async () => {
    for (const prefix of prefixes(wavFile(), 44)) {
      if (prefix.length === 0) continue;
      const probe = await probeBytes(prefix);
      expect(probe.ok, `${prefix.length} bytes`).toBe(false);
    }
  });

  it('fails on a zero channel count, a missing fmt, or RF64 without ds64', async () => {
    const file = wavFile();
    const noChannels = file.slice();
    noChannels[22] = 0;
    expect(await probeBytes(noChannels)).toEqual({ ok: false, code: 'audio-corrupt' });
    const dataOnly = concat(
      new ByteWriter().ascii('RIFF').u32le(12).ascii('WAVE').ascii('data').u32le(0).build(),
    );
    expect(await probeBytes(dataOnly)).toEqual({ ok: false, code: 'audio-corrupt' });
    const rf64 = wavFile({ rf64: false }).slice();
    rf64.set([0x52, 0x46, 0x36, 0x34], 0); // 'RF64' without ds64
    expect(await probeBytes(rf64)).toEqual({ ok: false, code: 'audio-corrupt' });
  });

  it('says file-format for a RIFF that is not WAVE (an AVI)', async () => {
    expect(
      await probeBytes(new ByteWriter().ascii('RIFF').u32le(4).ascii('AVI ').zeros(20).build()),
    ).toEqual({ ok: false, code: 'file-format' });
  });
});
