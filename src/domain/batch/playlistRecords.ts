// From a playlist's parsed cells to the album and track fields the library stores, and the
// library's own validators run on them. Cover and audio are not known yet when the sheet is read
// (they arrive with the material folders), so their issues are left to the upload step.
import { albumSchema, type Album, type AlbumArtist } from '../catalogue/album';
import { checkAlbumUpc } from '../catalogue/albumUpc';
import type {
  AlbumEdition,
  AlbumType,
  AudioQuality,
  Explicit,
  IsrcAuth,
  TrackVersion,
  UpcMode,
} from '../catalogue/enums';
import { issue, type Issue } from '../catalogue/issues';
import { trackSchema, type Track, type TrackArtist } from '../catalogue/track';
import { validateAlbum, validateAlbumCreate } from '../catalogue/validateAlbum';
import { validateTrack, validateTrackCreate } from '../catalogue/validateTrack';
import type { CellValue } from './playlistCells';

/** A row's (or an album's) values by column key; null for a blank cell. */
export type RowValues = ReadonlyMap<string, CellValue | null>;

export interface RecordContext {
  authorizationCompanyId: string;
  isIsrcUsed: (cleaned: string) => boolean;
  isUpcUsed: (ean13: string) => boolean;
}

/** The column that answers for a record field, so the library's issues land on a cell. */
export const ALBUM_FIELD_COLUMNS: Readonly<Record<string, string>> = {
  name: 'albumName',
  type: 'albumType',
  edition: 'edition',
  displayLanguage: 'displayLanguage',
  performingLanguage: 'performingLanguage',
  genreId: 'albumGenre',
  recordCompanyId: 'recordCompany',
  pLineId: 'pLine',
  cLineId: 'cLine',
  artists: 'albumMainArtists',
  originalReleaseDate: 'originalReleaseDate',
  expectedOnShelfDate: 'expectedOnShelfDate',
  requestedOffShelfDate: 'requestedOffShelfDate',
  upc: 'upc',
  upcMode: 'upcMode',
  albumNumber: 'albumNumber',
  introduction: 'introduction',
};

export const TRACK_FIELD_COLUMNS: Readonly<Record<string, string>> = {
  name: 'trackName',
  langCode: 'trackLanguage',
  isrc: 'isrc',
  iswc: 'iswc',
  spatialIsrc: 'spatialIsrc',
  portfolioTitle: 'portfolioTitle',
  genreId: 'trackGenre',
  labelId: 'recordCompany',
  artists: 'trackMainArtists',
  composers: 'composers',
  lyricists: 'lyricists',
  trackVersion: 'trackVersion',
  subTitle: 'subTitle',
  recordingProducer: 'recordingProducer',
  auditionStartMs: 'auditionStart',
  auditionEndMs: 'auditionEnd',
  trackCode: 'trackCode',
};

/** Fields whose issues wait for the material: the cover and audio arrive after the sheet. */
const ALBUM_LATER_FIELDS = new Set(['cover']);
const TRACK_LATER_FIELDS = new Set(['audio', 'lyrics', 'spatialAudio', 'spatialAudioType']);

function text(values: RowValues, key: string): string | null {
  const v = values.get(key);
  return typeof v === 'string' ? v : null;
}

function list(values: RowValues, key: string): string[] {
  const v = values.get(key);
  return Array.isArray(v) ? v : [];
}

function pick<T>(values: RowValues, key: string, fallback: T): T {
  const v = values.get(key);
  return v === null || v === undefined ? fallback : (v as T);
}

function num(values: RowValues, key: string): number | null {
  const v = values.get(key);
  return typeof v === 'number' ? v : null;
}

export function buildAlbumFields(
  values: RowValues,
  authorizationCompanyId: string,
): Partial<Album> {
  const upc = text(values, 'upc');
  const artists: AlbumArtist[] = [
    ...list(values, 'albumMainArtists').map((artistId) => ({
      artistId,
      role: 'MainArtist' as const,
    })),
    ...list(values, 'albumFeaturedArtists').map((artistId) => ({
      artistId,
      role: 'FeaturedArtist' as const,
    })),
  ];
  return {
    name: text(values, 'albumName') ?? '',
    type: pick<AlbumType | undefined>(values, 'albumType', undefined),
    edition: pick<AlbumEdition | null>(values, 'edition', null),
    // a UPC typed in the sheet is one the partner owns; without one the platform generates it
    upcMode: pick<UpcMode>(values, 'upcMode', upc === null ? 'system' : 'owned'),
    upc,
    authorizationCompanyId,
    displayLanguage: text(values, 'displayLanguage') ?? undefined,
    performingLanguage: text(values, 'performingLanguage'),
    genreId: text(values, 'albumGenre'),
    recordCompanyId: text(values, 'recordCompany'),
    pLineId: text(values, 'pLine'),
    cLineId: text(values, 'cLine'),
    artists,
    originalReleaseDate: text(values, 'originalReleaseDate'),
    expectedOnShelfDate: text(values, 'expectedOnShelfDate'),
    requestedOffShelfDate: text(values, 'requestedOffShelfDate'),
    isCollection: pick<boolean>(values, 'isCollection', false),
    explicit: pick<Explicit>(values, 'albumExplicit', 0),
    previewAllowed: pick<boolean>(values, 'previewAllowed', false),
    albumNumber: text(values, 'albumNumber'),
    introduction: text(values, 'introduction'),
  };
}

export function buildTrackFields(
  values: RowValues,
  album: Partial<Album>,
  trackNo: number,
): Partial<Track> {
  const artists: TrackArtist[] = [
    ...list(values, 'trackMainArtists').map((artistId) => ({ artistId, role: 'main' as const })),
    ...list(values, 'trackFeaturedArtists').map((artistId) => ({
      artistId,
      role: 'featured' as const,
    })),
  ];
  const start = num(values, 'auditionStart');
  const end = num(values, 'auditionEnd');
  return {
    name: text(values, 'trackName') ?? '',
    trackNo,
    discNo: num(values, 'discNo') ?? 1,
    // a track without its own language, genre or label takes its album's
    langCode: text(values, 'trackLanguage') ?? album.performingLanguage ?? null,
    displayLanguage: album.displayLanguage,
    authorizationCompanyId: album.authorizationCompanyId,
    isrc: text(values, 'isrc'),
    isrcAuth: pick<IsrcAuth>(values, 'isrcAuth', 0),
    iswc: text(values, 'iswc'),
    spatialIsrc: text(values, 'spatialIsrc'),
    portfolioTitle: text(values, 'portfolioTitle'),
    genreId: text(values, 'trackGenre') ?? album.genreId ?? null,
    labelId: album.recordCompanyId ?? null,
    pLineId: album.pLineId ?? null,
    cLineId: album.cLineId ?? null,
    artists,
    trackVersion: pick<TrackVersion | null>(values, 'trackVersion', null),
    subTitle: text(values, 'subTitle'),
    isAudition: start !== null || end !== null,
    auditionStartMs: start,
    auditionEndMs: end,
    explicit: pick<Explicit>(values, 'explicit', 0),
    composers: list(values, 'composers'),
    lyricists: list(values, 'lyricists'),
    recordingProducer: text(values, 'recordingProducer'),
    trackCode: text(values, 'trackCode'),
    quality: pick<AudioQuality | null>(values, 'quality', null),
  };
}

const partialAlbumSchema = albumSchema.partial();
const partialTrackSchema = trackSchema.partial();

/** The stored shape (the library's zod schemas): lengths, dates, codes; one issue per field. */
function schemaIssues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; code: string; maximum?: unknown }[] };
}): Issue[] {
  if (result.success || result.error === undefined) return [];
  return result.error.issues.map((i) => {
    const field = String(i.path[0] ?? '');
    return i.code === 'too_big' && typeof i.maximum === 'number'
      ? issue(field, 'too-long', { max: i.maximum })
      : issue(field, 'format');
  });
}

/** The library's album checks, less those about the cover file. */
export function checkAlbumFields(album: Partial<Album>, context: RecordContext): Issue[] {
  const issues = [
    ...schemaIssues(partialAlbumSchema.safeParse(album)),
    ...validateAlbumCreate(album),
    ...validateAlbum(album, { batch: true }),
    ...checkAlbumUpc(album, { isUpcUsed: context.isUpcUsed }),
  ];
  return issues.filter((i) => i.severity === 'error' && !ALBUM_LATER_FIELDS.has(i.field));
}

/** The library's track checks, less those about the audio and lyrics files. */
export function checkTrackFields(track: Partial<Track>, context: RecordContext): Issue[] {
  const issues = [
    ...schemaIssues(partialTrackSchema.safeParse(track)),
    ...validateTrackCreate(track),
    ...validateTrack(track, { isIsrcUsed: context.isIsrcUsed }),
  ];
  return issues.filter((i) => i.severity === 'error' && !TRACK_LATER_FIELDS.has(i.field));
}
