import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeAlbum, makeAudio, makeCover, makeTrack, testId } from '../catalogue/testing';
import type { Track } from '../catalogue/track';
import { checkAlbumQuality, checkTitle, checkTrackQuality } from './checkQuality';

const codes = (issues: readonly { code: string }[]) => issues.map((i) => i.code);

describe('checkTrackQuality', () => {
  it('points a featured artist at the title, as an error with the words found', () => {
    expect(checkTrackQuality(makeTrack({ name: 'Stay (feat. Justin Bieber)' }))).toEqual([
      {
        field: 'name',
        code: 'title-featured-artist',
        severity: 'error',
        params: { text: 'feat. Justin Bieber' },
      },
    ]);
  });

  it('warns of a version in the title that the version field does not say', () => {
    const live = makeTrack({ name: '后来（现场版）', trackVersion: 'studio' });
    expect(checkTrackQuality(live)).toEqual([
      {
        field: 'trackVersion',
        code: 'title-version-mismatch',
        severity: 'warning',
        params: { text: '现场' },
      },
    ]);
    expect(checkTrackQuality({ ...live, trackVersion: 'live' })).toEqual([]);
    expect(codes(checkTrackQuality(makeTrack({ name: 'Clocks (Instrumental)' })))).toEqual([
      'title-version-mismatch',
    ]);
    expect(
      checkTrackQuality(makeTrack({ name: '稻香 (伴奏)', trackVersion: 'accompaniment' })),
    ).toEqual([]);
  });

  it('warns under 30 s and refuses over 2 h, at the audio field', () => {
    const at = (durationMs: number) =>
      checkTrackQuality(makeTrack({ audio: makeAudio({ durationMs }) }));
    expect(at(29_999)).toEqual([
      {
        field: 'audio',
        code: 'duration-too-short',
        severity: 'warning',
        params: { minSeconds: 30 },
      },
    ]);
    expect(at(30_000)).toEqual([]);
    expect(at(7_200_000)).toEqual([]);
    expect(at(7_200_001)).toEqual([
      { field: 'audio', code: 'duration-too-long', severity: 'error', params: { maxHours: 2 } },
    ]);
    // no audio, or an unreadable duration, is the completeness check's to report
    expect(checkTrackQuality(makeTrack({ audio: null }))).toEqual([]);
    expect(at(0)).toEqual([]);
  });

  it('warns of an ISRC another organisation holds, when the server can tell', () => {
    const track = makeTrack({ isrc: 'CNA122400001' });
    expect(checkTrackQuality(track)).toEqual([]);
    expect(
      checkTrackQuality(track, { isIsrcUsedByOtherOrganisation: (i) => i === 'CNA122400001' }),
    ).toEqual([
      {
        field: 'isrc',
        code: 'isrc-used-other-organisation',
        severity: 'warning',
        params: { isrc: 'CNA122400001' },
      },
    ]);
  });

  it('refuses a cover the server has not verified; a device, which cannot know, leaves it out', () => {
    const input = { album: makeAlbum({ cover: makeCover() }), tracks: [] };
    expect(codes(checkAlbumQuality(input, { isCoverVerified: false }))).toEqual([
      'cover-not-verified',
    ]);
    expect(checkAlbumQuality(input, { isCoverVerified: true })).toEqual([]);
    expect(checkAlbumQuality(input)).toEqual([]);
    expect(
      checkAlbumQuality(
        { album: makeAlbum({ cover: null }), tracks: [] },
        { isCoverVerified: false },
      ),
    ).toEqual([]);
  });

  it('refuses placeholders and warns of capitals', () => {
    expect(codes(checkTitle('Track 1'))).toEqual(['title-placeholder']);
    expect(codes(checkTitle('曲目1'))).toEqual(['title-placeholder']);
    expect(codes(checkTitle('无标题'))).toEqual(['title-placeholder']);
    expect(checkTitle('SAY MY NAME')).toEqual([
      { field: 'name', code: 'title-all-caps', severity: 'warning' },
    ]);
    expect(checkTitle('DNA')).toEqual([]);
    expect(checkTitle('晴天')).toEqual([]);
  });
});

describe('checkAlbumQuality', () => {
  it('refuses an explicit track on an album marked clean or not explicit', () => {
    const tracks = [makeTrack({ explicit: 2 }), makeTrack({ explicit: 0 })];
    for (const explicit of [0, 1] as const) {
      expect(checkAlbumQuality({ album: makeAlbum({ explicit }), tracks })).toEqual([
        {
          field: 'explicit',
          code: 'explicit-track-not-on-album',
          severity: 'error',
          params: { count: 1 },
        },
      ]);
    }
    expect(checkAlbumQuality({ album: makeAlbum({ explicit: 2 }), tracks })).toEqual([]);
    expect(checkAlbumQuality({ album: makeAlbum({ explicit: 2 }), tracks: [makeTrack()] })).toEqual(
      [{ field: 'explicit', code: 'explicit-album-no-track', severity: 'warning' }],
    );
  });

  it('warns of an on-shelf date in the past for a new release only', () => {
    const album = makeAlbum({ expectedOnShelfDate: '2026-11-24' });
    expect(checkAlbumQuality({ album, tracks: [] }, { today: '2026-11-25' })).toEqual([
      {
        field: 'expectedOnShelfDate',
        code: 'release-date-past',
        severity: 'warning',
        params: { date: '2026-11-24' },
      },
    ]);
    expect(checkAlbumQuality({ album, tracks: [] }, { today: '2026-11-24' })).toEqual([]);
    const approved = { ...album, approvedAt: '2026-01-01T00:00:00.000Z' };
    expect(checkAlbumQuality({ album: approved, tracks: [] }, { today: '2026-11-25' })).toEqual([]);
    const released = { ...album, everReleased: true };
    expect(checkAlbumQuality({ album: released, tracks: [] }, { today: '2026-11-25' })).toEqual([]);
  });

  it("tags a track's findings with the track", () => {
    const track = makeTrack({ name: 'Untitled' });
    expect(checkAlbumQuality({ album: makeAlbum(), tracks: [track] })).toEqual([
      {
        field: 'name',
        code: 'title-placeholder',
        severity: 'error',
        params: { text: 'Untitled' },
        entity: 'track',
        entityId: track.id,
      },
    ]);
  });
});

// Clean titles: capitalised words (none a version, featuring or placeholder word) or Chinese words.
const LATIN_WORDS = [
  'Moon',
  'River',
  'Blue',
  'Night',
  'Summer',
  'Rain',
  'of',
  'the',
  'Song',
  'Road',
];
const CHINESE_WORDS = ['晴天', '七里香', '后来', '平凡之路', '夜曲', '稻香', '城里的月光'];
const titleArb = fc.oneof(
  fc.array(fc.constantFrom(...LATIN_WORDS), { minLength: 2, maxLength: 5 }).map((w) => w.join(' ')),
  fc
    .array(fc.constantFrom(...CHINESE_WORDS), { minLength: 1, maxLength: 3 })
    .map((w) => w.join('')),
);
const NAMES = ['Justin Bieber', 'Lin Xia', '林俊杰', '杨瑞代', 'Ciara'];
const trackArb = fc.record({
  name: titleArb,
  trackVersion: fc.constantFrom('studio', null, 'live', 'remix', 'other'),
  durationMs: fc.integer({ min: 30_000, max: 7_200_000 }),
});
const albumArb = fc.record({
  name: titleArb,
  explicit: fc.constantFrom(0 as const, 1 as const, 2 as const),
  tracks: fc.array(trackArb, { minLength: 1, maxLength: 12 }),
  daysAhead: fc.integer({ min: 0, max: 400 }),
});

type GeneratedAlbum = typeof albumArb extends fc.Arbitrary<infer T> ? T : never;

function build(a: GeneratedAlbum) {
  const day = new Date(Date.UTC(2026, 10, 25 + a.daysAhead)).toISOString().slice(0, 10);
  const tracks = a.tracks.map((t, i) =>
    makeTrack({
      id: testId(1000 + i),
      name: t.name,
      trackVersion: t.trackVersion as Track['trackVersion'],
      // the album's explicit flag agrees with its tracks: one explicit track on an explicit album
      explicit: a.explicit === 2 && i === 0 ? 2 : 0,
      audio: makeAudio({ durationMs: t.durationMs }),
    }),
  );
  return {
    album: makeAlbum({ name: a.name, explicit: a.explicit, expectedOnShelfDate: day }),
    tracks,
  };
}

describe('properties', () => {
  it('a clean album has no findings', () => {
    fc.assert(
      fc.property(albumArb, (a) => {
        expect(checkAlbumQuality(build(a), { today: '2026-11-25' })).toEqual([]);
      }),
    );
  });

  it('"feat. X" added to any one title yields exactly that finding, on that record', () => {
    fc.assert(
      fc.property(
        albumArb,
        fc.nat(),
        fc.constantFrom(...NAMES),
        fc.constantFrom(
          (t: string, n: string) => `${t} (feat. ${n})`,
          (t: string, n: string) => `${t} feat. ${n}`,
          (t: string, n: string) => `${t}（feat. ${n}）`,
        ),
        (a, pick, artist, write) => {
          const input = build(a);
          const index = pick % (input.tracks.length + 1);
          const featured = write(
            index === 0 ? input.album.name : input.tracks[index - 1].name,
            artist,
          );
          const changed =
            index === 0
              ? { ...input, album: { ...input.album, name: featured } }
              : {
                  ...input,
                  tracks: input.tracks.map((t, i) =>
                    i === index - 1 ? { ...t, name: featured } : t,
                  ),
                };
          const found = checkAlbumQuality(changed, { today: '2026-11-25' });
          expect(found).toHaveLength(1);
          expect(found[0]).toMatchObject({
            code: 'title-featured-artist',
            severity: 'error',
            field: 'name',
            params: { text: `feat. ${artist}` },
          });
          expect(found[0].entityId).toBe(index === 0 ? undefined : input.tracks[index - 1].id);
        },
      ),
    );
  });

  it('a title in capitals is a warning and never blocks', () => {
    fc.assert(
      fc.property(albumArb, (a) => {
        const input = build(a);
        const shouted = {
          ...input,
          album: { ...input.album, name: `${input.album.name} FOREVER`.toUpperCase() },
        };
        const found = checkAlbumQuality(shouted, { today: '2026-11-25' });
        expect(found.every((f) => f.severity === 'warning')).toBe(true);
      }),
    );
  });
});
