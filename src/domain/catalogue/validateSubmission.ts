// Album completeness before "submit for review" (spec sections 4 and 5): the status allows it, album
// info, every track (verified audio, main artist, composer, lyricist), an authorization letter per
// track. Track issues are tagged with the track id and summarised as "{name} information incomplete".
// The pre-delivery quality checks (domain/quality) follow, so device and server show the same findings.
import { checkAlbumQuality, type QualityOptions } from '../quality/checkQuality';
import { cleanIsrc, isValidIsrc } from '../identifiers';
import { checkSubmitForReview } from '../status/reviewStatus';
import type { Album } from './album';
import { aboutRecord, hasErrors, issue, type Issue } from './issues';
import type { Authorization, AuthorizationTrack } from './rights';
import type { Track } from './track';
import { albumTypeGuidance, validateAlbum, type CoverOptions } from './validateAlbum';
import { checkAuthorizationCoverage, validateAuthorization } from './validateAuthorization';
import { validateTrack, type TrackCheckOptions } from './validateTrack';

export interface SubmissionInput {
  album: Album;
  tracks: readonly Track[];
  bindings: readonly Pick<AuthorizationTrack, 'authorizationId' | 'trackId'>[];
  /** the letters the bindings point to */
  authorizations: readonly Authorization[];
}

export type SubmissionOptions = CoverOptions &
  QualityOptions &
  Omit<TrackCheckOptions, 'lyricsFormats'> & {
    /** lyrics formats per track id, for the LRC rule */
    lyricsFormatsByTrack?: ReadonlyMap<string, TrackCheckOptions['lyricsFormats']>;
  };

export function validateAlbumForSubmission(
  input: SubmissionInput,
  options: SubmissionOptions = {},
): Issue[] {
  const { album, tracks } = input;
  const issues: Issue[] = [];
  const statusCode = checkSubmitForReview(album.reviewStatus);
  if (statusCode !== null) issues.push(issue('reviewStatus', statusCode));
  issues.push(...validateAlbum(album, options));
  if (tracks.length === 0) issues.push(issue('tracks', 'album-no-tracks'));

  const seenIsrc = new Set<string>();
  for (const track of tracks) {
    const trackIssues = validateTrack(track, {
      ...options,
      lyricsFormats: options.lyricsFormatsByTrack?.get(track.id),
    });
    const isrc = cleanIsrc(track.isrc ?? '');
    if (isValidIsrc(isrc)) {
      // Two tracks of one album cannot share an ISRC, whatever the global index says.
      if (seenIsrc.has(isrc) && !trackIssues.some((i) => i.code === 'isrc-used'))
        trackIssues.push(issue('isrc', 'isrc-used'));
      seenIsrc.add(isrc);
    }
    issues.push(...aboutRecord(trackIssues, 'track', track.id));
    if (hasErrors(trackIssues))
      issues.push(issue('tracks', 'entity-incomplete', { name: track.name }));
  }

  issues.push(
    ...checkAuthorizationCoverage(
      tracks.map((t) => t.id),
      input.bindings,
    ),
  );
  const boundIds = new Set(input.bindings.map((b) => b.authorizationId));
  for (const auth of input.authorizations) {
    if (boundIds.has(auth.id))
      issues.push(...aboutRecord(validateAuthorization(auth), 'authorization', auth.id));
  }
  for (const id of boundIds) {
    if (!input.authorizations.some((a) => a.id === id)) {
      issues.push({
        ...issue('authorization', 'required', { field: 'authorization' }),
        entity: 'authorization',
        entityId: id,
      });
    }
  }
  issues.push(...albumTypeGuidance(album.type, tracks.length));
  issues.push(
    ...checkAlbumQuality(
      { album, tracks },
      {
        today: options.today,
        isIsrcUsedByOtherOrganisation: options.isIsrcUsedByOtherOrganisation,
        isCoverVerified: options.isCoverVerified,
      },
    ),
  );
  return issues;
}

/** Track fields the copy dialog may copy: shared facts, never identity (name, ISRC, audio). */
export const COPYABLE_TRACK_FIELDS = [
  'langCode',
  'genreId',
  'labelId',
  'cLineId',
  'pLineId',
  'artists',
  'composers',
  'lyricists',
  'recordingProducer',
  'explicit',
  'trackVersion',
  'isrcAuth',
  'quality',
] as const satisfies readonly (keyof Track)[];
export type CopyableTrackField = (typeof COPYABLE_TRACK_FIELDS)[number];

/** Copy: at least one field and one track chosen, and only copyable fields. */
export function validateCopySelection(
  fields: readonly string[],
  trackIds: readonly string[],
): Issue[] {
  const issues: Issue[] = [];
  if (fields.length === 0) issues.push(issue('fields', 'copy-no-field'));
  else if (fields.some((f) => !(COPYABLE_TRACK_FIELDS as readonly string[]).includes(f)))
    issues.push(issue('fields', 'format'));
  if (trackIds.length === 0) issues.push(issue('trackIds', 'copy-no-track'));
  return issues;
}
