import { describe, expect, it } from 'vitest';
import { id3v2Tag, mp3File } from '../testing/audioFixtures';
import { concat } from '../testing/byteWriter';
import { probeBytes } from '../testing/probe';

describe('MP3', () => {
  it('estimates a CBR duration from the bitrate when there is no Xing/VBRI header', async () => {
    const file = mp3File({ frames: 99 });
    const probe = await probeBytes(file);
    expect(probe.ok && probe.facts).toMatchObject({
      container: 'mp3',
      codec: 'mp3',
      sampleRate: 44100,
      bitDepth: null,
      channels: 2,
    });
    expect(probe.ok && probe.facts.durationSeconds).toBeCloseTo((file.length * 8) / 128000);
  });

  it('skips an ID3v2 tag by its synchsafe size and takes the Xing frame count', async () => {
    const probe = await probeBytes(mp3File({ id3Bytes: 20_000, xingFrames: 10_000 }));
    expect(probe.ok && probe.facts.durationSeconds).toBeCloseTo((10_000 * 1152) / 44100);
  });

  it('reads a mono Xing header at its mono offset, and a VBRI header', async () => {
    const mono = await probeBytes(mp3File({ mono: true, xingFrames: 500 }));
    expect(mono.ok && mono.facts).toMatchObject({
      channels: 1,
      durationSeconds: (500 * 1152) / 44100,
    });
    const vbri = await probeBytes(mp3File({ vbriFrames: 2000 }));
    expect(vbri.ok && vbri.facts.durationSeconds).toBeCloseTo((2000 * 1152) / 44100);
  });

  it('finds the first frame after padding that follows the tag, and a tag with a footer', async () => {
    const padded = await probeBytes(mp3File({ id3Bytes: 100, padding: 700 }));
    expect(padded.ok && padded.facts.container).toBe('mp3');
    const footer = await probeBytes(concat(id3v2Tag(50, true), mp3File()));
    expect(footer.ok && footer.facts.container).toBe('mp3');
  });

  it('fails: a tag with no frame after it is audio-corrupt; a cut tag too', async () => {
    expect(await probeBytes(concat(id3v2Tag(100), new Uint8Array(200)))).toEqual({
      ok: false,
      code: 'audio-corrupt',
    });
    expect(await probeBytes(id3v2Tag(5000).subarray(0, 300))).toEqual({
      ok: false,
      code: 'audio-corrupt',
    });
    expect(
      await probeBytes(Uint8Array.from([0x49, 0x44, 0x33, 4, 0, 0, 0xff, 0xff, 0xff, 0xff])),
    ).toEqual({
      ok: false,
      code: 'audio-corrupt',
    });
  });

  it('does not take a reserved version, bad bitrate or reserved rate for a frame', async () => {
    for (const header of [
      [0xff, 0xeb, 0x90, 0x44], // version 01 reserved
      [0xff, 0xfb, 0xf0, 0x44], // bitrate index 15
      [0xff, 0xfb, 0x9c, 0x44], // sample rate index 3
      [0xff, 0xf9, 0x90, 0x44], // layer 00 reserved
    ]) {
      expect(await probeBytes(concat(Uint8Array.from(header), new Uint8Array(500)))).toEqual({
        ok: false,
        code: 'file-format',
      });
    }
  });
});
