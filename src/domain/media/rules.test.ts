import { describe, expect, it } from 'vitest';
import type { AudioFacts } from './audio/types';
import { MB } from '../catalogue/limits';
import type { ImageFacts } from './image';
import { FILE_PURPOSES } from './filePolicy';
import { checkAudio, checkImage } from './rules';

const stereoWav: AudioFacts = {
  container: 'wav',
  codec: 'pcm',
  sampleRate: 44100,
  bitDepth: 16,
  channels: 2,
  durationSeconds: 200,
};
const codes = (issues: { code: string }[]) => issues.map((i) => i.code);
const track = { size: 40 * MB, fileName: 'song.wav', purpose: 'track' } as const;

describe('checkAudio', () => {
  it('accepts a 44.1 kHz 16-bit stereo WAV, FLAC, MP3, M4A and AIFF track', () => {
    expect(checkAudio(stereoWav, track)).toEqual([]);
    expect(
      checkAudio(
        { ...stereoWav, container: 'flac', codec: 'flac' },
        { ...track, fileName: 'a.flac' },
      ),
    ).toEqual([]);
    expect(
      checkAudio(
        { ...stereoWav, container: 'mp3', codec: 'mp3', bitDepth: null },
        { ...track, fileName: 'a.mp3' },
      ),
    ).toEqual([]);
    expect(
      checkAudio(
        { ...stereoWav, container: 'm4a', codec: 'aac', bitDepth: null },
        { ...track, fileName: 'a.m4a' },
      ),
    ).toEqual([]);
    expect(
      checkAudio(
        { ...stereoWav, container: 'aiff', codec: 'pcm-be' },
        { ...track, fileName: 'a.aif' },
      ),
    ).toEqual([]);
  });

  it('names the file and the reason', () => {
    const issues = checkAudio({ ...stereoWav, sampleRate: 22050, bitDepth: 8, channels: 1 }, track);
    expect(issues).toEqual([
      {
        field: 'file',
        code: 'audio-sample-rate',
        severity: 'error',
        params: { file: 'song.wav', rate: 22050, minHz: 44100 },
      },
      {
        field: 'file',
        code: 'audio-bit-depth',
        severity: 'error',
        params: { file: 'song.wav', bits: 8, minBits: 16 },
      },
      {
        field: 'file',
        code: 'audio-channels',
        severity: 'error',
        params: { file: 'song.wav', channels: 1, expected: 2 },
      },
    ]);
  });

  it('caps the size at 1000 MB and rejects zero bytes alone', () => {
    expect(codes(checkAudio(stereoWav, { ...track, size: 1000 * MB }))).toEqual([]);
    expect(codes(checkAudio(stereoWav, { ...track, size: 1000 * MB + 1 }))).toEqual([
      'file-too-large',
    ]);
    expect(codes(checkAudio(stereoWav, { ...track, size: 0 }))).toEqual(['file-empty']);
  });

  it('rejects a MOV track, flags a missing duration and warns on a renamed file', () => {
    expect(
      codes(checkAudio({ ...stereoWav, container: 'mov' }, { ...track, fileName: 'a.mov' })),
    ).toEqual(['file-format']);
    expect(codes(checkAudio({ ...stereoWav, durationSeconds: 0 }, track))).toEqual([
      'audio-no-duration',
    ]);
    const renamed = checkAudio({ ...stereoWav, container: 'flac', codec: 'flac' }, track);
    expect(renamed).toEqual([
      {
        field: 'file',
        code: 'file-extension-mismatch',
        severity: 'warning',
        params: { file: 'song.wav', ext: 'wav', actual: 'flac' },
      },
    ]);
  });

  it('does not require stereo for accompaniments and clips', () => {
    expect(
      checkAudio({ ...stereoWav, channels: 1 }, { ...track, purpose: 'accompaniment' }),
    ).toEqual([]);
    expect(checkAudio({ ...stereoWav, channels: 1 }, { ...track, purpose: 'clip' })).toEqual([]);
  });

  it("caps each purpose at its own limit from the file policy table, not the track's 1000 MB", () => {
    const atmosWav: AudioFacts = {
      ...stereoWav,
      channels: 12,
      sampleRate: 48000,
      bitDepth: 24,
      atmos: true,
    };
    // a 1.2 GB Dolby Atmos ADM WAV: spatial audio may reach 2000 MB
    expect(checkAudio(atmosWav, { ...track, size: 1200 * 1000 * 1000, purpose: 'atmos' })).toEqual(
      [],
    );
    expect(checkAudio(atmosWav, { ...track, size: 2000 * MB, purpose: 'atmos' })).toEqual([]);
    const over = checkAudio(atmosWav, { ...track, size: 2000 * MB + 1, purpose: 'atmos' });
    expect(over).toEqual([
      expect.objectContaining({
        code: 'file-too-large',
        params: expect.objectContaining({ maxMb: 2000 }),
      }),
    ]);
    const mov: AudioFacts = { ...stereoWav, container: 'mov', channels: 8 };
    expect(
      checkAudio(mov, { ...track, size: 1500 * MB, fileName: 'a.mov', purpose: 'surround71' }),
    ).toEqual([]);
    // a clip: 200 MB
    const clip = checkAudio(stereoWav, { ...track, size: 200 * MB + 1, purpose: 'clip' });
    expect(clip).toEqual([
      expect.objectContaining({
        code: 'file-too-large',
        params: expect.objectContaining({ maxMb: 200 }),
      }),
    ]);
    for (const purpose of [
      'track',
      'accompaniment',
      'clip',
      'atmos',
      'surround51',
      'surround71',
    ] as const) {
      const { maxBytes } = FILE_PURPOSES[purpose];
      const facts =
        purpose === 'atmos'
          ? atmosWav
          : purpose.startsWith('surround')
            ? { ...mov, channels: purpose === 'surround51' ? 6 : 8 }
            : stereoWav;
      const fileName = facts.container === 'mov' ? 'a.mov' : 'a.wav';
      expect(codes(checkAudio(facts, { size: maxBytes, fileName, purpose })), purpose).toEqual([]);
      expect(codes(checkAudio(facts, { size: maxBytes + 1, fileName, purpose })), purpose).toEqual([
        'file-too-large',
      ]);
    }
  });

  it('takes Dolby Atmos only as an ADM WAV', () => {
    const atmos = { ...track, purpose: 'atmos' } as const;
    expect(checkAudio({ ...stereoWav, channels: 12, atmos: true }, atmos)).toEqual([]);
    expect(codes(checkAudio({ ...stereoWav, atmos: false }, atmos))).toEqual([
      'atmos-metadata-missing',
    ]);
    expect(
      codes(
        checkAudio(
          { ...stereoWav, container: 'm4a', bitDepth: null },
          { ...atmos, fileName: 'a.m4a' },
        ),
      ),
    ).toEqual(['spatial-audio-format']);
  });

  it('takes 5.1 only as a 6-channel MOV and 7.1 as an 8-channel MOV', () => {
    const mov: AudioFacts = {
      ...stereoWav,
      container: 'mov',
      channels: 6,
      sampleRate: 48000,
      bitDepth: 24,
    };
    expect(checkAudio(mov, { ...track, fileName: 'a.mov', purpose: 'surround51' })).toEqual([]);
    expect(codes(checkAudio(mov, { ...track, fileName: 'a.mov', purpose: 'surround71' }))).toEqual([
      'surround-channels',
    ]);
    expect(
      codes(
        checkAudio({ ...mov, channels: 8 }, { ...track, fileName: 'a.mov', purpose: 'surround71' }),
      ),
    ).toEqual([]);
    expect(
      codes(checkAudio({ ...mov, container: 'wav' }, { ...track, purpose: 'surround51' })),
    ).toEqual(['spatial-audio-format']);
  });
});

describe('checkImage', () => {
  const png = (width: number, height: number): ImageFacts => ({ format: 'png', width, height });

  it('album cover: at least 1400 px, square, at most 15 MB', () => {
    expect(checkImage(png(1400, 1400), { size: 15 * MB, purpose: 'albumCover' })).toEqual([]);
    expect(codes(checkImage(png(1399, 1399), { size: MB, purpose: 'albumCover' }))).toEqual([
      'image-too-small',
    ]);
    expect(
      codes(checkImage(png(1400, 1600), { size: MB, purpose: 'albumCover', fileName: 'c.png' })),
    ).toEqual(['image-not-square']);
    expect(
      codes(checkImage(png(3000, 3000), { size: 15 * MB + 1, purpose: 'albumCover' })),
    ).toEqual(['file-too-large']);
    expect(
      codes(checkImage(png(3000, 3000), { size: 10 * MB + 1, purpose: 'batchCover' })),
    ).toEqual(['file-too-large']);
  });

  it('overseas cover: 3000-10000 px and 1:1', () => {
    expect(checkImage(png(3000, 3000), { size: MB, purpose: 'overseasCover' })).toEqual([]);
    expect(codes(checkImage(png(2999, 2999), { size: MB, purpose: 'overseasCover' }))).toEqual([
      'image-overseas-size',
    ]);
    expect(codes(checkImage(png(10001, 10001), { size: MB, purpose: 'overseasCover' }))).toEqual([
      'image-overseas-size',
    ]);
    expect(codes(checkImage(png(4000, 3000), { size: MB, purpose: 'overseasCover' }))).toEqual([
      'image-not-square',
    ]);
  });

  it('caps each image purpose at its limit in the file policy table', () => {
    for (const purpose of [
      'albumCover',
      'overseasCover',
      'batchCover',
      'avatar',
      'idImage',
      'logo',
    ] as const) {
      const { maxBytes } = FILE_PURPOSES[purpose];
      const side = purpose === 'overseasCover' ? 3000 : 1400;
      expect(codes(checkImage(png(side, side), { size: maxBytes, purpose })), purpose).toEqual([]);
      expect(codes(checkImage(png(side, side), { size: maxBytes + 1, purpose })), purpose).toEqual([
        'file-too-large',
      ]);
    }
  });

  it('avatar, ID image and logo: at most 10 MB; a small avatar is a warning', () => {
    const small = checkImage(png(300, 300), { size: MB, purpose: 'avatar', fileName: 'me.jpg' });
    expect(small).toEqual([
      {
        field: 'file',
        code: 'image-small-recommended',
        severity: 'warning',
        params: { file: 'me.jpg', width: 300, height: 300, minPx: 500 },
      },
    ]);
    expect(codes(checkImage(png(100, 50), { size: 10 * MB + 1, purpose: 'idImage' }))).toEqual([
      'file-too-large',
    ]);
    expect(checkImage(png(100, 50), { size: 10 * MB, purpose: 'logo' })).toEqual([]);
    expect(codes(checkImage(png(100, 50), { size: 0, purpose: 'logo' }))).toEqual(['file-empty']);
  });
});
