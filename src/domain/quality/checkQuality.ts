// Pre-delivery quality checks over an album and its tracks (issue 15): findings with a code, a
// severity (an error blocks the submission, a warning is shown and stored for the reviewer), the
// record and field they point at, and params. Completeness (validateAlbumForSubmission) runs these.
import type { Album } from '../catalogue/album';
import { cleanIsrc, isValidIsrc } from '../identifiers';
import { aboutRecord, issue, warning, type Issue } from '../catalogue/issues';
import type { Track } from '../catalogue/track';
import { QualityLimits } from './codes';
import {
  findFeaturedArtist,
  findTitleVersion,
  isAllCapitals,
  isPlaceholderTitle,
} from './titleRules';

export interface QualityInput {
  album: Pick<
    Album,
    'name' | 'explicit' | 'expectedOnShelfDate' | 'everReleased' | 'approvedAt' | 'cover'
  >;
  tracks: readonly Pick<Track, 'id' | 'name' | 'trackVersion' | 'explicit' | 'audio' | 'isrc'>[];
}

export interface QualityOptions {
  /** today's date (YYYY-MM-DD) where the checker stands; without it the date rule is skipped */
  today?: string;
  /**
   * answers whether another organisation holds a track with this cleaned ISRC: only the server
   * knows, so a device leaves it out and the finding shows once the submission reached the server
   */
  isIsrcUsedByOtherOrganisation?: (cleanedIsrc: string) => boolean;
  /**
   * whether the server has read and verified the stored cover file: only the server knows (a
   * device leaves it out); false while it is still being checked, was refused, or never arrived
   */
  isCoverVerified?: boolean;
}

/** The rules every title follows, album or track. */
export function checkTitle(title: string, field = 'name'): Issue[] {
  const issues: Issue[] = [];
  if (title.trim() === '') return issues;
  const featured = findFeaturedArtist(title);
  if (featured !== null) issues.push(issue(field, 'title-featured-artist', { text: featured }));
  if (isPlaceholderTitle(title)) issues.push(issue(field, 'title-placeholder', { text: title }));
  if (isAllCapitals(title)) issues.push(warning(field, 'title-all-caps'));
  return issues;
}

/** A track's own rules: its title, the version its title names, its duration. */
export function checkTrackQuality(
  track: QualityInput['tracks'][number],
  options: QualityOptions = {},
): Issue[] {
  const issues = checkTitle(track.name);
  const named = findTitleVersion(track.name);
  if (named !== null && named.version !== track.trackVersion)
    issues.push(warning('trackVersion', 'title-version-mismatch', { text: named.word }));
  const durationMs = track.audio?.durationMs ?? 0;
  if (durationMs > 0 && durationMs < QualityLimits.minDurationMs)
    issues.push(
      warning('audio', 'duration-too-short', { minSeconds: QualityLimits.minDurationMs / 1000 }),
    );
  if (durationMs > QualityLimits.maxDurationMs)
    issues.push(
      issue('audio', 'duration-too-long', { maxHours: QualityLimits.maxDurationMs / 3_600_000 }),
    );
  const isrc = cleanIsrc(track.isrc ?? '');
  // another organisation may hold a licence to the same recording: the reviewer decides, so a warning
  if (isValidIsrc(isrc) && options.isIsrcUsedByOtherOrganisation?.(isrc) === true)
    issues.push(warning('isrc', 'isrc-used-other-organisation', { isrc }));
  return issues;
}

function checkExplicit(input: QualityInput): Issue[] {
  const explicitTracks = input.tracks.filter((t) => t.explicit === 2).length;
  // an album marked not explicit (0) or clean (1) cannot hold an explicit track
  if (input.album.explicit !== 2 && explicitTracks > 0)
    return [issue('explicit', 'explicit-track-not-on-album', { count: explicitTracks })];
  if (input.album.explicit === 2 && input.tracks.length > 0 && explicitTracks === 0)
    return [warning('explicit', 'explicit-album-no-track')];
  return [];
}

/** Every finding on the album and its tracks; track findings carry the track's id. */
export function checkAlbumQuality(input: QualityInput, options: QualityOptions = {}): Issue[] {
  const { album } = input;
  const issues = checkTitle(album.name ?? '');
  issues.push(...checkExplicit(input));
  const isNewRelease = !album.everReleased && (album.approvedAt ?? null) === null;
  const onShelf = album.expectedOnShelfDate;
  if (options.today !== undefined && isNewRelease && onShelf !== null && onShelf < options.today)
    issues.push(warning('expectedOnShelfDate', 'release-date-past', { date: onShelf }));
  // a missing cover is completeness's finding; this one is about a cover the server has not verified
  if (album.cover !== null && album.cover !== undefined && options.isCoverVerified === false)
    issues.push(issue('cover', 'cover-not-verified'));
  for (const track of input.tracks)
    issues.push(...aboutRecord(checkTrackQuality(track, options), 'track', track.id));
  return issues;
}
