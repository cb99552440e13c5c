import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAudio, makeTrack } from '../../../domain/catalogue/testing';
import { cleanIsrc, isValidIsrc } from '../../../domain/identifiers';
import {
  checkTrackForm,
  issuesByFormField,
  splitNames,
  trackPatch,
  trackToValues,
  valuesToTrackFields,
  type TrackFormField,
  type TrackFormValues,
} from './trackForm';

const never = { isIsrcUsed: () => false };
const codes = (issues: { field: string; code: string }[]) =>
  issues.map((i) => `${i.field}:${i.code}`);

function edit(overrides: Partial<TrackFormValues>, track = makeTrack()) {
  const values = { ...trackToValues(track), ...overrides };
  const edited = Object.keys(overrides) as TrackFormField[];
  return { track, values, edited };
}

describe('the track form values', () => {
  it('round-trip a complete track without any change', () => {
    const track = makeTrack({
      auditionStartMs: 10_000,
      auditionEndMs: 40_000,
      isAudition: true,
      composers: ['甲', '乙'],
    });
    const values = trackToValues(track);
    expect(values.auditionStart).toBe('00:10');
    expect(values.composers).toBe('甲, 乙');
    const all = Object.keys(values) as TrackFormField[];
    expect(trackPatch(track, values, all)).toEqual({});
  });

  it('splits names on western and Chinese separators', () => {
    expect(splitNames('林夏、周屿，A; B ;；')).toEqual(['林夏', '周屿', 'A', 'B']);
    expect(splitNames('  ')).toEqual([]);
  });

  it('stores the ISRC cleaned and empty texts as null', () => {
    const fields = valuesToTrackFields({
      ...trackToValues(makeTrack()),
      isrc: 'cn-a12 26 00001',
      subTitle: '  ',
      iswc: '',
    });
    expect(fields.isrc).toBe('CNA122600001');
    expect(fields.subTitle).toBeNull();
    expect(fields.iswc).toBeNull();
  });

  it('drops the audition window when the audition is turned off', () => {
    const track = makeTrack({ isAudition: true, auditionStartMs: 1000, auditionEndMs: 31_000 });
    const { values, edited } = edit({ isAudition: false }, track);
    expect(trackPatch(track, values, edited)).toEqual({
      isAudition: false,
      auditionStartMs: null,
      auditionEndMs: null,
    });
  });

  it('sends only what the user edited, even when a stored value has another form', () => {
    const track = makeTrack({ isrc: 'CN-A12-24-00001' });
    const { values, edited } = edit({ name: 'New name' }, track);
    expect(trackPatch(track, values, edited)).toEqual({ name: 'New name' });
  });
});

describe('checkTrackForm', () => {
  it('blocks a save with a malformed ISRC, with the domain code at the ISRC field', () => {
    const { track, values, edited } = edit({ isrc: 'CN-A12-26' });
    const result = checkTrackForm(track, values, edited, never);
    expect(codes(result.blocking)).toEqual(['isrc:isrc-length']);
    expect(issuesByFormField(result.blocking).get('isrc')?.[0].code).toBe('isrc-length');
  });

  it('blocks an ISRC another track of the organisation holds ("Current ISRC has been used")', () => {
    const { track, values, edited } = edit({ isrc: 'CN-A12-26-00099' });
    const result = checkTrackForm(track, values, edited, {
      isIsrcUsed: (c) => c === 'CNA122600099',
    });
    expect(codes(result.blocking)).toEqual(['isrc:isrc-used']);
  });

  it('blocks an empty name and a malformed audition, judged on the typed text', () => {
    const { track, values, edited } = edit({
      name: ' ',
      isAudition: true,
      auditionStart: '1:75',
      auditionEnd: '',
    });
    const result = checkTrackForm(track, values, edited, never);
    expect(codes(result.blocking)).toEqual([
      'name:required',
      'auditionStartMs:time-invalid',
      'auditionEndMs:required',
    ]);
  });

  it('refuses an audition ending after the track', () => {
    const track = makeTrack({ audio: makeAudio({ durationMs: 60_000 }) });
    const { values, edited } = edit(
      { isAudition: true, auditionStart: '00:30', auditionEnd: '01:30' },
      track,
    );
    expect(codes(checkTrackForm(track, values, edited, never).blocking)).toEqual([
      'auditionEndMs:audition-exceeds-track',
    ]);
  });

  it('keeps what is merely incomplete as warnings: a draft stays saveable', () => {
    const track = makeTrack({
      langCode: null,
      genreId: null,
      artists: [],
      composers: [],
      audio: null,
      isrc: null,
    });
    const result = checkTrackForm(track, trackToValues(track), [], never);
    expect(result.blocking).toEqual([]);
    expect(result.incomplete.every((i) => i.severity === 'warning')).toBe(true);
    expect(codes(result.incomplete)).toEqual(
      expect.arrayContaining([
        'langCode:required',
        'isrc:required',
        'genreId:required',
        'artists:main-artist-required',
        'composers:composer-required',
        'audio:audio-required',
      ]),
    );
  });

  it('does not ask for an ISRC when the platform applies for one, nor a lyricist for a backing track', () => {
    const track = makeTrack({
      isrc: null,
      isrcAuth: 1,
      trackVersion: 'accompaniment',
      lyricists: [],
    });
    const found = codes(checkTrackForm(track, trackToValues(track), [], never).incomplete);
    expect(found).not.toContain('isrc:required');
    expect(found).not.toContain('lyricists:lyricist-required');
  });

  it('never blocks on a field the user did not touch (an already wrong stored ISRC is a warning)', () => {
    const track = makeTrack({ isrc: 'XX' });
    const { values, edited } = edit({ subTitle: 'Live' }, track);
    const result = checkTrackForm(track, values, edited, never);
    expect(result.blocking).toEqual([]);
    expect(codes(result.incomplete)).toContain('isrc:isrc-length');
  });

  it('any typed ISRC is either blocked or stored as a valid 12-character code', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (typed) => {
        const { track, values, edited } = edit({ isrc: typed });
        const result = checkTrackForm(track, values, edited, never);
        const stored = trackPatch(track, values, edited).isrc;
        const isBlocked = result.blocking.some((i) => i.field === 'isrc');
        if (cleanIsrc(typed) === '') return !isBlocked && (stored === undefined || stored === null);
        return (
          isBlocked ||
          (typeof stored === 'string'
            ? isValidIsrc(stored) && stored.length === 12
            : stored === undefined)
        );
      }),
    );
  });

  it('a valid ISRC typed in any punctuation and case is accepted and stored cleaned', () => {
    const part = (chars: string, n: number) =>
      fc.array(fc.constantFrom(...chars), { minLength: n, maxLength: n }).map((a) => a.join(''));
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const isrc = fc.tuple(
      part(letters, 2),
      part(`${letters}0123456789`, 3),
      part('0123456789', 2),
      part('0123456789', 5),
    );
    fc.assert(
      fc.property(
        isrc,
        fc.constantFrom('-', ' ', '', '.', '—'),
        fc.boolean(),
        ([cc, reg, yy, nn], sep, lower) => {
          const raw = [cc, reg, yy, nn].join(sep);
          const typed = lower ? raw.toLowerCase() : raw;
          const { track, values, edited } = edit({ isrc: typed });
          const cleaned = `${cc}${reg}${yy}${nn}`;
          return (
            checkTrackForm(track, values, edited, never).blocking.length === 0 &&
            (trackPatch(track, values, edited).isrc ?? track.isrc) === cleaned
          );
        },
      ),
    );
  });
});
