// Album checks of spec section 5. The UPC is required only when the partner owns one (system and
// applied UPCs are filled by the server); EP/album track counts are guidance, i.e. warnings.
import { validateUpc } from '../identifiers';
import { ALBUM_CREATE_REQUIRED, ALBUM_REQUIRED_FIELDS, type Album } from './album';
import type { ImageFacts } from './common';
import { ALBUM_TYPE, type AlbumType } from './enums';
import { checkRequired, issue, requiredIssue, tooLargeIssue, warning, type Issue } from './issues';
import { AlbumLimits, fileExtension, ImageLimits } from './limits';

export interface CoverOptions {
  /** batch upload caps the cover at 10M instead of 15M */
  batch?: boolean;
}

/** Cover picture: JPG/PNG, at least 1400x1400, square (the UI offers a crop), at most 15M (10M in batch). */
export function validateCover(
  cover: ImageFacts | null | undefined,
  options: CoverOptions = {},
  field = 'cover',
): Issue[] {
  if (cover === null || cover === undefined) return [requiredIssue(field)];
  const issues: Issue[] = [];
  if (!isImageFormat(cover.format, cover.name)) issues.push(issue(field, 'file-format'));
  const maxBytes =
    options.batch === true ? AlbumLimits.batchCoverMaxBytes : AlbumLimits.coverMaxBytes;
  if (cover.sizeBytes > maxBytes) issues.push(tooLargeIssue(field, maxBytes));
  if (Math.min(cover.widthPx, cover.heightPx) < AlbumLimits.coverMinPx) {
    issues.push(issue(field, 'cover-too-small', { minPx: AlbumLimits.coverMinPx }));
  }
  if (cover.widthPx !== cover.heightPx) issues.push(issue(field, 'cover-not-square'));
  return issues;
}

/** Overseas cover (localization): square, 3000-10000 px a side, image size cap of 10M. */
export function validateOverseasCover(
  cover: ImageFacts | null | undefined,
  field = 'overseasCover',
): Issue[] {
  if (cover === null || cover === undefined) return [];
  const issues: Issue[] = [];
  if (!isImageFormat(cover.format, cover.name)) issues.push(issue(field, 'file-format'));
  // an album cover for overseas platforms: the album cover's 15 MB (spec section 9), as its upload allows
  if (cover.sizeBytes > AlbumLimits.coverMaxBytes)
    issues.push(tooLargeIssue(field, AlbumLimits.coverMaxBytes));
  const { overseasCoverMinPx: min, overseasCoverMaxPx: max } = AlbumLimits;
  const sideOk = (px: number) => px >= min && px <= max;
  if (!sideOk(cover.widthPx) || !sideOk(cover.heightPx))
    issues.push(issue(field, 'overseas-cover-size', { minPx: min, maxPx: max }));
  if (cover.widthPx !== cover.heightPx) issues.push(issue(field, 'cover-not-square'));
  return issues;
}

export function isImageFormat(format: string, fileName = ''): boolean {
  const allowed: readonly string[] = ImageLimits.formats;
  const f = format.toLowerCase().replace(/^image\//, '');
  return allowed.includes(f) || (f === '' && allowed.includes(fileExtension(fileName)));
}

/** What the add-album drawer needs before the record is created. */
export function validateAlbumCreate(album: Partial<Album>): Issue[] {
  return checkRequired(album, ALBUM_CREATE_REQUIRED);
}

/** Album information complete and well-formed (the album step of the wizard, and submission). */
export function validateAlbum(album: Partial<Album>, options: CoverOptions = {}): Issue[] {
  const issues = checkRequired(album, ALBUM_REQUIRED_FIELDS);
  issues.push(...validateCover(album.cover, options));
  if (!(album.artists ?? []).some((a) => a.role === 'MainArtist'))
    issues.push(issue('artists', 'main-artist-required'));
  if (album.upcMode === 'owned') {
    const upc = album.upc ?? '';
    if (upc.trim() === '') issues.push(requiredIssue('upc'));
    else {
      const code = validateUpc(upc);
      if (code !== null) issues.push(issue('upc', code));
    }
  }
  if (isBefore(album.requestedOffShelfDate, album.expectedOnShelfDate)) {
    issues.push(issue('requestedOffShelfDate', 'date-order', { after: 'expectedOnShelfDate' }));
  }
  return issues;
}

/** ISO dates compare as strings; false when either is missing. */
export function isBefore(
  date: string | null | undefined,
  other: string | null | undefined,
): boolean {
  if (date === null || date === undefined || other === null || other === undefined) return false;
  return date < other;
}

/** Guidance only (spec section 5): an EP has 2-5 songs, an album 6 or more. */
export function albumTypeGuidance(type: AlbumType | null | undefined, trackCount: number): Issue[] {
  if (
    type === ALBUM_TYPE.ep &&
    (trackCount < AlbumLimits.epMinTracks || trackCount > AlbumLimits.epMaxTracks)
  ) {
    return [
      warning('type', 'album-type-ep-track-count', {
        min: AlbumLimits.epMinTracks,
        max: AlbumLimits.epMaxTracks,
        count: trackCount,
      }),
    ];
  }
  if (type === ALBUM_TYPE.album && trackCount < AlbumLimits.albumMinTracks) {
    return [
      warning('type', 'album-type-album-track-count', {
        min: AlbumLimits.albumMinTracks,
        count: trackCount,
      }),
    ];
  }
  return [];
}
