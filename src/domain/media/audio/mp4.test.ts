import { describe, expect, it } from 'vitest';
import { concat } from '../testing/byteWriter';
import { box, ftypBox, largeMdatHeader, moovBox, mp4File } from '../testing/mp4Fixtures';
import { prefixes, probeBytes, probeCounting } from '../testing/probe';
import { sparseSource } from '../testing/sparseSource';

describe('M4A / MP4', () => {
  it('reads AAC from the esds AudioSpecificConfig, moov after mdat', async () => {
    const probe = await probeBytes(
      mp4File({ entry: { kind: 'aac', sampleRate: 48000, channels: 2 }, seconds: 4 }),
    );
    expect(probe).toEqual({
      ok: true,
      facts: {
        container: 'm4a',
        codec: 'aac',
        sampleRate: 48000,
        bitDepth: null,
        channels: 2,
        durationSeconds: 4,
      },
    });
  });

  it('falls back to the sample entry without esds', async () => {
    const probe = await probeBytes(
      mp4File({ entry: { kind: 'aac', sampleRate: 32000, channels: 1, withEsds: false } }),
    );
    expect(probe.ok && probe.facts).toMatchObject({ codec: 'aac', sampleRate: 32000, channels: 1 });
  });

  it('reads ALAC from its magic cookie, past a video track', async () => {
    const probe = await probeBytes(
      mp4File({
        entry: { kind: 'alac', sampleRate: 96000, channels: 2, bits: 24 },
        withVideoTrack: true,
        seconds: 2,
      }),
    );
    expect(probe.ok && probe.facts).toMatchObject({
      container: 'm4a',
      codec: 'alac',
      sampleRate: 96000,
      bitDepth: 24,
      channels: 2,
      durationSeconds: 2,
    });
  });

  it('finds moov after a 900 MB 64-bit mdat reading headers only', async () => {
    const ftyp = ftypBox();
    const mdatSize = 900 * 1024 * 1024;
    const moov = moovBox({ entry: { kind: 'aac', sampleRate: 44100, channels: 2 }, seconds: 300 });
    const size = ftyp.length + mdatSize + moov.length;
    const { probe, counter } = await probeCounting(
      sparseSource(size, concat(ftyp, largeMdatHeader(mdatSize)), moov),
    );
    expect(probe.ok && probe.facts).toMatchObject({ container: 'm4a', durationSeconds: 300 });
    expect(counter.bytesRead).toBeLessThan(1024 * 1024);
    expect(counter.reads).toBeLessThanOrEqual(6);
  });

  it('fails with audio-corrupt when moov is missing, cut, or has no sound track', async () => {
    expect(await probeBytes(concat(ftypBox(), box('mdat', new Uint8Array(10))))).toEqual({
      ok: false,
      code: 'audio-corrupt',
    });
    const file = mp4File({ entry: { kind: 'aac', sampleRate: 44100, channels: 2 } });
    for (const prefix of prefixes(file).slice(8)) {
      expect((await probeBytes(prefix)).ok, `${prefix.length} bytes`).toBe(false);
    }
    const video = concat(ftypBox(), box('moov', box('trak', box('mdia'))));
    expect(await probeBytes(video)).toEqual({ ok: false, code: 'audio-corrupt' });
  });
});

describe('QuickTime MOV', () => {
  it('reads 5.1 and 7.1 lpcm (sound description v2)', async () => {
    const six = await probeBytes(
      mp4File({ brand: 'qt  ', entry: { kind: 'lpcm', sampleRate: 48000, channels: 6, bits: 24 } }),
    );
    expect(six.ok && six.facts).toMatchObject({
      container: 'mov',
      codec: 'pcm',
      sampleRate: 48000,
      bitDepth: 24,
      channels: 6,
    });
    const eight = await probeBytes(
      mp4File({
        brand: 'qt  ',
        entry: { kind: 'lpcm', sampleRate: 96000, channels: 8, bits: 32, float: true },
      }),
    );
    expect(eight.ok && eight.facts).toMatchObject({
      container: 'mov',
      codec: 'float',
      sampleRate: 96000,
      bitDepth: 32,
      channels: 8,
    });
  });

  it('reads sowt, twos and in24 entries, and a MOV without ftyp', async () => {
    const sowt = await probeBytes(
      mp4File({ brand: 'qt  ', entry: { kind: 'sowt', sampleRate: 44100, channels: 2, bits: 16 } }),
    );
    expect(sowt.ok && sowt.facts).toMatchObject({ codec: 'pcm', bitDepth: 16 });
    const twos = await probeBytes(
      mp4File({ brand: 'qt  ', entry: { kind: 'twos', sampleRate: 44100, channels: 2, bits: 16 } }),
    );
    expect(twos.ok && twos.facts.codec).toBe('pcm-be');
    const in24 = await probeBytes(
      mp4File({ noFtyp: true, entry: { kind: 'in24', sampleRate: 48000, channels: 6, bits: 16 } }),
    );
    expect(in24.ok && in24.facts).toMatchObject({
      container: 'mov',
      codec: 'pcm-be',
      bitDepth: 24,
      channels: 6,
    });
  });
});
