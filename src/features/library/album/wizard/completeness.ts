// The wizard's "what is still incomplete" list: the domain's submission check (the one the server
// runs on submitForReview) over the album, its tracks, bindings and letters from this device, sorted
// into the parts the user fixes in different places, each item pointing at where it is fixed.
import { issue, type Issue, type Track } from '../../../../domain/catalogue';
import {
  validateAlbumForSubmission,
  type SubmissionOptions,
} from '../../../../domain/catalogue/validateSubmission';
import type { AlbumSubmissionData } from '../../../../data/albumSubmissionQueries';
import type { RouteTarget } from '../../../../domain/routes';
import type { WizardStep } from './wizardSteps';
import { isQualityCode } from '../../../../domain/quality/codes';
import type { StoredFinding } from '../../../../domain/catalogue';
import { localToday, summarizeQuality, type QualityFindings } from './qualityFindings';

export type CompletenessPart = 'status' | 'album' | 'tracks' | 'authorization';
export const COMPLETENESS_PARTS: readonly CompletenessPart[] = [
  'status',
  'album',
  'tracks',
  'authorization',
];

/** Where an item is fixed: a step of the wizard, another screen (route name + params), or nowhere. */
export type FixPlace = { step: WizardStep; field?: string } | RouteTarget | null;

export interface CompletenessItem {
  key: string;
  part: CompletenessPart;
  issue: Issue;
  /** the track the item is about, when it is about one */
  track?: Pick<Track, 'id' | 'name'>;
  /** for a track: its own issues, worded under the "{name} information incomplete" line */
  details: Issue[];
  fix: FixPlace;
}

export interface Completeness {
  items: CompletenessItem[];
  /** the pre-delivery quality findings, apart: their errors block the submission too */
  quality: QualityFindings;
  /** errors block the submission (quality errors included); warnings do not */
  errorCount: number;
  isComplete: boolean;
  /** parts with at least one error */
  incompleteParts: ReadonlySet<CompletenessPart>;
}

const isAuthorizationIssue = (i: Issue) =>
  i.field === 'authorization' || i.entity === 'authorization';

/** Sorts the submission issues into parts; `tracks` gives names and order. */
export function summarizeCompleteness(
  albumId: string,
  tracks: readonly Pick<Track, 'id' | 'name' | 'trackNo'>[],
  allIssues: readonly Issue[],
  bindingCount: number,
  stored: readonly StoredFinding[] = [],
): Completeness {
  const quality = summarizeQuality(tracks, allIssues, stored);
  const issues = allIssues.filter((i) => !isQualityCode(i.code));
  const items: CompletenessItem[] = [];
  const album = { albumId };
  const ordered = [...tracks].sort((a, b) => (a.trackNo ?? 0) - (b.trackNo ?? 0));
  for (const [index, i] of issues.entries()) {
    const key = `${i.entity ?? 'album'}:${i.entityId ?? ''}:${i.field}:${i.code}:${index}`;
    if (i.field === 'reviewStatus')
      items.push({ key, part: 'status', issue: i, details: [], fix: null });
    else if (i.entity === 'authorization') {
      items.push({
        key,
        part: 'authorization',
        issue: i,
        details: [],
        fix: { routeName: 'library-authorization-edit', params: { authId: i.entityId ?? '' } },
      });
    } else if (i.entity === undefined && i.field === 'tracks') {
      // "{name} information incomplete" comes per track below, with the track's own issues
      if (i.code === 'entity-incomplete') continue;
      items.push({
        key,
        part: 'tracks',
        issue: i,
        details: [],
        fix: { routeName: 'library-album-track', params: album },
      });
    } else if (i.entity === undefined && i.field === 'type' && i.severity === 'warning') {
      items.push({
        key,
        part: 'tracks',
        issue: i,
        details: [],
        fix: { routeName: 'library-album-track', params: album },
      });
    } else if (i.entity === undefined)
      items.push({
        key,
        part: 'album',
        issue: i,
        details: [],
        fix: { step: 'info', field: i.field },
      });
  }
  for (const track of ordered) {
    const own = issues.filter((i) => i.entity === 'track' && i.entityId === track.id);
    const details = own.filter((i) => !isAuthorizationIssue(i));
    const named = { id: track.id, name: track.name };
    if (details.some((i) => i.severity === 'error')) {
      items.push({
        key: `track:${track.id}`,
        part: 'tracks',
        issue: issue('tracks', 'entity-incomplete', { name: track.name }),
        track: named,
        details,
        fix: { routeName: 'library-track-info', params: { trackId: track.id } },
      });
    }
    for (const i of own.filter(isAuthorizationIssue)) {
      const fix: RouteTarget = {
        routeName: 'library-album-authorization-bindAuthorization',
        params: album,
      };
      items.push({
        key: `auth:${track.id}:${i.code}`,
        part: 'authorization',
        issue: i,
        track: named,
        details: [],
        fix,
      });
    }
  }
  // an album with no tracks has no song to bind yet, but still lacks its authorization document
  if (tracks.length === 0 && bindingCount === 0) {
    const fix: RouteTarget = { routeName: 'library-album-authorization-list', params: album };
    items.push({
      key: 'auth:none',
      part: 'authorization',
      issue: issue('authorization', 'required', { field: 'authorization' }),
      details: [],
      fix,
    });
  }
  const errors = items.filter((i) => i.issue.severity === 'error');
  const parts = new Set(errors.map((i) => i.part));
  for (const found of quality.errors) parts.add(found.track ? 'tracks' : 'album');
  const errorCount = errors.length + quality.errors.length;
  return { items, quality, errorCount, isComplete: errorCount === 0, incompleteParts: parts };
}

/** The domain's submission check over what this device holds, summarized for the wizard. */
export function albumCompleteness(
  data: AlbumSubmissionData,
  options: Pick<SubmissionOptions, 'requireLrc'> = {},
): Completeness {
  const issues = validateAlbumForSubmission(
    {
      album: data.album,
      tracks: data.tracks,
      bindings: data.bindings,
      authorizations: data.authorizations,
    },
    {
      ...options,
      isIsrcUsed: (isrc) => data.isrcsUsedElsewhere.has(isrc),
      lyricsFormatsByTrack: data.lyricsFormatsByTrack,
      today: localToday(),
    },
  );
  return summarizeCompleteness(
    data.album.id,
    data.tracks,
    issues,
    data.bindings.length,
    data.album.qualityWarnings,
  );
}
