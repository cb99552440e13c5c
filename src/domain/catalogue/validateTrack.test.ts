import { describe, expect, it } from 'vitest';
import type { Issue } from './issues';
import { MB } from './limits';
import { makeAudio, makeTrack, testId } from './testing';
import {
  validateAudioFacts,
  validateAudition,
  validateSpatialAudio,
  validateTrack,
  validateTrackCreate,
} from './validateTrack';

const codes = (issues: Issue[]) => issues.map((i) => `${i.field}:${i.code}`);

describe('validateTrack', () => {
  it('passes a complete track', () => {
    expect(validateTrack(makeTrack())).toEqual([]);
  });
  it('reports required fields', () => {
    expect(
      codes(
        validateTrack(
          makeTrack({ name: '', langCode: null, genreId: null, labelId: null, isrc: null }),
        ),
      ),
    ).toEqual([
      'name:required',
      'langCode:required',
      'isrc:required',
      'genreId:required',
      'labelId:required',
    ]);
  });
  it('does not require an ISRC the platform applies for', () => {
    expect(validateTrack(makeTrack({ isrc: null, isrcAuth: 1 }))).toEqual([]);
  });
  it('checks ISRC format and use, after cleaning', () => {
    expect(codes(validateTrack(makeTrack({ isrc: 'CN-A12-24-0001' })))).toEqual([
      'isrc:isrc-length',
    ]);
    expect(codes(validateTrack(makeTrack({ isrc: '1NA122400001' })))).toEqual(['isrc:isrc-format']);
    const used = new Set(['CNA122400001']);
    expect(
      codes(
        validateTrack(makeTrack({ isrc: 'cn-a12-24-00001' }), { isIsrcUsed: (c) => used.has(c) }),
      ),
    ).toEqual(['isrc:isrc-used']);
  });
  it('checks spatial ISRC and ISWC when given', () => {
    expect(codes(validateTrack(makeTrack({ spatialIsrc: 'X', iswc: 'T-034.524.680-2' })))).toEqual([
      'spatialIsrc:isrc-length',
      'iswc:iswc-check-digit',
    ]);
    expect(validateTrack(makeTrack({ iswc: 'T-034.524.680-1' }))).toEqual([]);
  });
  it('needs a main artist, a composer and a lyricist', () => {
    const t = makeTrack({
      artists: [{ artistId: testId(1), role: 'featured' }],
      composers: [' '],
      lyricists: [],
    });
    expect(codes(validateTrack(t))).toEqual([
      'artists:main-artist-required',
      'composers:composer-required',
      'lyricists:lyricist-required',
    ]);
  });
  it('a backing track needs no lyricist', () => {
    expect(validateTrack(makeTrack({ trackVersion: 'accompaniment', lyricists: [] }))).toEqual([]);
  });
  it('needs verified audio', () => {
    expect(codes(validateTrack(makeTrack({ audio: null })))).toEqual(['audio:audio-required']);
    expect(codes(validateTrack(makeTrack({ audio: makeAudio({ verifiedAt: null }) })))).toEqual([
      'audio:audio-not-verified',
    ]);
  });
  it('asks Apple-verified partners for LRC lyrics', () => {
    expect(codes(validateTrack(makeTrack(), { requireLrc: true }))).toEqual([
      'lyrics:lyrics-lrc-missing',
    ]);
    expect(validateTrack(makeTrack(), { requireLrc: true, lyricsFormats: ['txt', 'lrc'] })).toEqual(
      [],
    );
    expect(
      validateTrack(makeTrack({ trackVersion: 'accompaniment' }), { requireLrc: true }),
    ).toEqual([]);
  });
});

describe('validateTrackCreate', () => {
  it('asks the drawer for name, authorization company and display language', () => {
    expect(validateTrackCreate({}).map((i) => i.field)).toEqual([
      'name',
      'authorizationCompanyId',
      'displayLanguage',
    ]);
  });
});

describe('validateAudioFacts', () => {
  it.each([
    [{}, []],
    [{ format: 'ogg', name: 'a.ogg' }, ['audio:file-format']],
    [{ format: 'AIFF' }, []],
    [{ format: 'mp3', bitDepth: null }, []],
    [{ sizeBytes: 1000 * MB + 1 }, ['audio:file-too-large']],
    [{ durationMs: 0 }, ['audio:audio-invalid']],
    [{ sampleRateHz: 22_050 }, ['audio:audio-sample-rate']],
    [{ sampleRateHz: 96_000, bitDepth: 24 }, []],
    [{ bitDepth: 8 }, ['audio:audio-bit-depth']],
    [{ channels: 1 }, ['audio:audio-channels']],
    [{ channels: 6 }, ['audio:audio-channels']],
  ])('%o -> %o', (overrides, expected) => {
    expect(codes(validateAudioFacts(makeAudio(overrides)))).toEqual(expected);
  });
  it('reports the unverified state only for otherwise good audio', () => {
    expect(
      codes(
        validateAudioFacts(makeAudio({ verifiedAt: null, channels: 1 }), { requireVerified: true }),
      ),
    ).toEqual(['audio:audio-channels']);
  });
});

describe('validateAudition', () => {
  const on = (start: string | number | null, end: string | number | null) => ({
    isAudition: true,
    start,
    end,
  });
  it('is skipped without an audition', () => {
    expect(validateAudition({ isAudition: false, start: null, end: 'x' }, 1000)).toEqual([]);
  });
  it.each([
    [on('00:30', '01:00'), []],
    [on(30_000, 60_000), []],
    [on(null, '01:00'), ['auditionStartMs:required']],
    [on('00:30', ''), ['auditionEndMs:required']],
    [on('0:7x', '01:00'), ['auditionStartMs:time-invalid']],
    [on('01:00', '00:30'), ['auditionEndMs:audition-end-before-start']],
    [on('01:00', '01:00'), ['auditionEndMs:audition-end-before-start']],
    [on('03:00', '03:30'), ['auditionEndMs:audition-exceeds-track']],
  ])('%o -> %o', (input, expected) => {
    expect(codes(validateAudition(input, 200_000))).toEqual(expected);
  });
  it('without a known duration only the order is checked', () => {
    expect(validateAudition(on('03:00', '09:30'), null)).toEqual([]);
  });
});

describe('validateSpatialAudio', () => {
  const file = (format: string) => ({ path: 'p', name: `a.${format}`, sizeBytes: 1, format });
  it.each([
    [null, null, []],
    ['atmos', file('wav'), []],
    ['atmos', file('mov'), ['spatialAudio:spatial-audio-format']],
    ['surround51', file('mov'), []],
    ['surround71', file('wav'), ['spatialAudio:spatial-audio-format']],
    ['atmos', null, ['spatialAudio:required']],
    [null, file('wav'), ['spatialAudioType:required']],
  ] as const)('%s with %o', (type, f, expected) => {
    expect(codes(validateSpatialAudio({ spatialAudioType: type, spatialAudio: f }))).toEqual(
      expected,
    );
  });
});
