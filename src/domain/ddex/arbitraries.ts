// fast-check arbitraries of release bundles that should make valid messages: every album type and
// edition, several discs, spatial audio, lyrics, many artists and rights holders, Chinese and
// English titles with XML's special characters, and optional fields left empty. Tests only.
import fc from 'fast-check';
import {
  ALBUM_EDITIONS,
  ALBUM_TYPES,
  EXPLICIT,
  LYRICS_FORMATS,
  RIGHTS_HOLDER_TYPES,
  SPATIAL_AUDIO_TYPES,
  TRACK_ARTIST_ROLES,
  TRACK_VERSIONS,
} from '../catalogue/enums';
import { makeAudio, makeTrack, testId } from '../catalogue/testing';
import type { Track } from '../catalogue/track';
import { DEAL_USAGES, type ReleaseBundle, type StoredFile } from './bundle';
import { GENRES } from '../reference/genres';
import {
  makeArtist,
  makeBundle,
  makeLocalization,
  makeLyrics,
  makeRightsCountry,
  makeRightsHolder,
  storedFile,
} from './testing';

const words = [
  '夏天',
  '的风',
  'Moon',
  'River',
  '&',
  '<b>',
  '"quoted"',
  "it's",
  '🎵',
  '月亮',
  'Ünïcödé',
  '\u0007bell',
  '  ',
  'AT&T',
];
/** Titles and names in Chinese and English, with characters XML must escape or cannot carry. */
export const textArb = fc
  .array(fc.constantFrom(...words), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.join(' ').trim() || '无题');
const optionalText = fc.option(textArb, { nil: null });
const date = fc
  .integer({ min: 0, max: 3000 })
  .map((d) => new Date(Date.UTC(2020, 0, 1) + d * 86_400_000).toISOString().slice(0, 10));

const trackArb = fc.record({
  disc: fc.integer({ min: 1, max: 3 }),
  name: textArb,
  subTitle: optionalText,
  artists: fc.array(
    fc.record({
      artist: fc.integer({ min: 0, max: 7 }),
      role: fc.constantFrom(...TRACK_ARTIST_ROLES),
    }),
    { maxLength: 5 },
  ),
  composers: fc.array(textArb, { maxLength: 3 }),
  lyricists: fc.array(textArb, { maxLength: 2 }),
  producer: optionalText,
  version: fc.option(fc.constantFrom(...TRACK_VERSIONS), { nil: null }),
  explicit: fc.constantFrom(...EXPLICIT),
  langCode: fc.option(fc.constantFrom('zh', 'en', 'yue', 'zxx', 'ja'), { nil: null }),
  displayLanguage: fc.constantFrom('zh-Hans', 'zh-Hant', 'en'),
  iswc: fc.option(fc.constant('T-034.524.680-1'), { nil: null }),
  genre: fc.option(fc.constantFrom(...GENRES.map((g) => g.code)), { nil: null }),
  durationMs: fc.integer({ min: 1000, max: 3_600_000 }),
  format: fc.constantFrom('wav', 'flac', 'mp3', 'm4a'),
  bitDepth: fc.option(fc.constantFrom(16, 24), { nil: null }),
  spatial: fc.option(fc.constantFrom(...SPATIAL_AUDIO_TYPES), { nil: null }),
  lyrics: fc.array(fc.constantFrom(...LYRICS_FORMATS), { maxLength: 2 }),
  audition: fc.option(
    fc.record({
      start: fc.integer({ min: 0, max: 60_000 }),
      length: fc.option(fc.integer({ min: 1, max: 60_000 }), { nil: null }),
    }),
    { nil: null },
  ),
  enTitle: optionalText,
  holders: fc.array(
    fc.record({
      type: fc.constantFrom(...RIGHTS_HOLDER_TYPES),
      name: textArb,
      countries: fc.array(
        fc.record({
          code: fc.option(fc.constantFrom('CN', 'HK', 'US', 'XK'), { nil: null }),
          share: fc.option(
            fc.integer({ min: 0, max: 10000 }).map((n) => n / 100),
            { nil: null },
          ),
        }),
        { maxLength: 3 },
      ),
    }),
    { maxLength: 3 },
  ),
});

export const bundleArb: fc.Arbitrary<ReleaseBundle> = fc
  .record({
    type: fc.constantFrom(...ALBUM_TYPES),
    edition: fc.option(fc.constantFrom(...ALBUM_EDITIONS), { nil: null }),
    name: textArb,
    enName: optionalText,
    artistNames: fc.array(fc.tuple(textArb, optionalText), { minLength: 1, maxLength: 8 }),
    albumRoles: fc.array(fc.constantFrom('MainArtist', 'FeaturedArtist', 'Others'), {
      minLength: 1,
      maxLength: 4,
    }),
    explicit: fc.constantFrom(...EXPLICIT),
    isCollection: fc.boolean(),
    previewAllowed: fc.boolean(),
    originalReleaseDate: fc.option(date, { nil: null }),
    onShelf: date,
    until: fc.option(fc.integer({ min: 0, max: 2000 }), { nil: null }),
    preorderDays: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
    territories: fc.oneof(
      fc.constant(['Worldwide']),
      fc.uniqueArray(fc.constantFrom('CN', 'HK', 'MO', 'TW', 'US', 'GB', 'JP', 'XK'), {
        minLength: 1,
        maxLength: 5,
      }),
    ),
    excluded: fc.uniqueArray(fc.constantFrom('KP', 'IR', 'SY'), { maxLength: 2 }),
    usages: fc.uniqueArray(fc.constantFrom(...DEAL_USAGES), {
      minLength: 1,
      maxLength: DEAL_USAGES.length,
    }),
    lyricsAccepted: fc.boolean(),
    spatialAccepted: fc.boolean(),
    tracks: fc.array(trackArb, { minLength: 1, maxLength: 12 }),
    isTest: fc.boolean(),
  })
  .map((g) => {
    const bundle = makeBundle(0);
    const artists = g.artistNames.map(([name, foreign], i) =>
      makeArtist(testId(2000 + i), name, { foreignName: foreign }),
    );
    const files: Record<string, StoredFile> = { ...bundle.files };
    const tracks: Track[] = g.tracks.map((t, i) => {
      const id = testId(3000 + i);
      const audio = makeAudio({
        path: `f-a-${i}`,
        name: `master.${t.format}`,
        format: t.format,
        durationMs: t.durationMs,
        bitDepth: t.format === 'mp3' ? null : t.bitDepth,
      });
      files[audio.path] = storedFile(audio.path, audio.name, audio.sizeBytes);
      const spatialAudio =
        t.spatial === null
          ? null
          : {
              path: `f-s-${i}`,
              name: t.spatial === 'atmos' ? 'atmos.wav' : 'surround.mov',
              sizeBytes: 9000,
              format: t.spatial === 'atmos' ? 'wav' : 'mov',
            };
      if (spatialAudio !== null)
        files[spatialAudio.path] = storedFile(spatialAudio.path, spatialAudio.name, 9000);
      return {
        ...makeTrack({ id }),
        albumId: bundle.album.id,
        trackNo: i + 1,
        discNo: t.disc,
        name: t.name,
        subTitle: t.subTitle,
        isrc: `CNA12250${String(i + 1).padStart(4, '0')}`,
        spatialIsrc: t.spatial === null ? null : `CNA12260${String(i + 1).padStart(4, '0')}`,
        artists: t.artists
          .filter((a) => a.artist < artists.length)
          .map((a) => ({ artistId: artists[a.artist]?.id ?? '', role: a.role })),
        composers: t.composers,
        lyricists: t.lyricists,
        recordingProducer: t.producer,
        trackVersion: t.version,
        explicit: t.explicit,
        langCode: t.langCode,
        displayLanguage: t.displayLanguage,
        iswc: t.iswc,
        genreId: t.genre,
        audio,
        spatialAudioType: t.spatial,
        spatialAudio,
        isAudition: t.audition !== null,
        auditionStartMs: t.audition?.start ?? null,
        auditionEndMs:
          t.audition === null || t.audition.length === null
            ? null
            : t.audition.start + t.audition.length,
        quality: t.bitDepth === 24 ? 'hiRes' : 'lossless',
      };
    });
    const lyrics = g.tracks.flatMap((t, i) =>
      t.lyrics.map((format, j) => {
        const fileId = `f-l-${i}-${j}`;
        files[fileId] = storedFile(fileId, `lyrics.${format}`, 300);
        return makeLyrics(testId(4000 + i * 10 + j), tracks[i]?.id ?? '', fileId, {
          format,
          language: j === 0 ? 'zh-Hans' : 'en',
        });
      }),
    );
    const holders = g.tracks.flatMap((t, i) =>
      t.holders.map((h, j) =>
        makeRightsHolder(testId(5000 + i * 10 + j), {
          trackId: tracks[i]?.id ?? null,
          albumId: bundle.album.id,
          type: h.type,
          name: h.name,
        }),
      ),
    );
    const countries = g.tracks.flatMap((t, i) =>
      t.holders.flatMap((h, j) =>
        h.countries.map((c, k) =>
          makeRightsCountry(testId(6000 + i * 100 + j * 10 + k), testId(5000 + i * 10 + j), {
            countryCode: c.code,
            percentage: c.share,
          }),
        ),
      ),
    );
    const localizations = [
      ...(g.enName === null
        ? []
        : [makeLocalization(testId(7000), 'album', bundle.album.id, 'en', g.enName)]),
      ...g.tracks.flatMap((t, i) =>
        t.enTitle === null
          ? []
          : [makeLocalization(testId(7100 + i), 'track', tracks[i]?.id ?? '', 'en', t.enTitle)],
      ),
    ];
    const onShelf = new Date(`${g.onShelf}T00:00:00Z`);
    const shift = (days: number) =>
      new Date(onShelf.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    return {
      ...bundle,
      album: {
        ...bundle.album,
        type: g.type,
        edition: g.edition,
        name: g.name,
        explicit: g.explicit,
        isCollection: g.isCollection,
        previewAllowed: g.previewAllowed,
        originalReleaseDate: g.originalReleaseDate,
        expectedOnShelfDate: g.onShelf,
        artists: g.albumRoles.map((role, i) => ({
          artistId: artists[i % artists.length]?.id ?? '',
          role: role as 'MainArtist' | 'FeaturedArtist' | 'Others',
        })),
      },
      tracks,
      artists,
      lyrics,
      localizations,
      files,
      rightsHolders: holders,
      rightsCountries: countries,
      deal: {
        territories: g.territories,
        excludedTerritories: g.territories[0] === 'Worldwide' ? g.excluded : [],
        usages: g.usages,
        validFrom: null,
        validUntil: g.until === null ? null : shift(g.until),
        preorderStart: g.preorderDays === null ? null : shift(-g.preorderDays),
      },
      message: { ...bundle.message, isTestMessage: g.isTest },
      recipient: {
        lyricsAccepted: g.lyricsAccepted,
        spatialAudioAccepted: g.spatialAccepted,
        takedownStyle: 'endDatedDeals' as const,
      },
    };
  });
