// The wizard's pre-delivery quality findings (domain/quality), apart from the completeness parts:
// errors (they block the submission) and warnings (shown, stored for the reviewer), each pointing at
// the record and field to fix. Findings only the server can make come from the album's last submission.
import type { Issue, StoredFinding, Track } from '../../../../domain/catalogue';
import { isQualityCode, type QualityCode } from '../../../../domain/quality/codes';
import type { FixPlace } from './completeness';

/** Codes no device can find (it holds no other organisation's tracks). */
export const SERVER_ONLY_QUALITY_CODES: readonly QualityCode[] = ['isrc-used-other-organisation'];

export interface QualityItem {
  key: string;
  issue: Issue;
  /** the track the finding is about, when it is about one */
  track?: Pick<Track, 'id' | 'name'>;
  fix: FixPlace;
  /** found by the server when the album was last submitted, not by this device */
  fromServer: boolean;
}

export interface QualityFindings {
  errors: QualityItem[];
  warnings: QualityItem[];
}

function fixOf(issue: Issue): FixPlace {
  if (issue.entity === 'track' && issue.entityId !== undefined)
    return { routeName: 'library-track-info', params: { trackId: issue.entityId } };
  return { step: 'info', field: issue.field };
}

function asIssue(stored: StoredFinding): Issue | null {
  if (!isQualityCode(stored.code)) return null;
  const found: Issue = { field: stored.field, code: stored.code, severity: stored.severity };
  if (stored.params !== undefined) found.params = stored.params;
  if (stored.entity === 'track' && stored.entityId !== undefined) {
    found.entity = 'track';
    found.entityId = stored.entityId;
  }
  return found;
}

function itemsOf(
  tracks: readonly Pick<Track, 'id' | 'name'>[],
  found: readonly { issue: Issue; fromServer: boolean; fix: FixPlace }[],
): QualityFindings {
  const names = new Map(tracks.map((t) => [t.id, t.name]));
  const items = found.map(({ issue, fromServer, fix }, index): QualityItem => {
    const name = issue.entityId === undefined ? undefined : names.get(issue.entityId);
    const item: QualityItem = {
      key: `quality:${issue.entityId ?? 'album'}:${issue.field}:${issue.code}:${index}`,
      issue,
      fix,
      fromServer,
    };
    if (name !== undefined && issue.entityId !== undefined)
      item.track = { id: issue.entityId, name };
    return item;
  });
  return {
    errors: items.filter((i) => i.issue.severity === 'error'),
    warnings: items.filter((i) => i.issue.severity === 'warning'),
  };
}

/** The quality findings among the submission check's issues, plus the server's own from `stored`. */
export function summarizeQuality(
  tracks: readonly Pick<Track, 'id' | 'name'>[],
  issues: readonly Issue[],
  stored: readonly StoredFinding[] = [],
): QualityFindings {
  const ids = new Set(tracks.map((t) => t.id));
  const fromServer = stored
    .filter((s) => (SERVER_ONLY_QUALITY_CODES as readonly string[]).includes(s.code))
    .map(asIssue)
    .filter((i): i is Issue => i !== null && (i.entityId === undefined || ids.has(i.entityId)));
  return itemsOf(tracks, [
    ...issues
      .filter((i) => isQualityCode(i.code))
      .map((i) => ({ issue: i, fromServer: false, fix: fixOf(i) })),
    ...fromServer.map((i) => ({ issue: i, fromServer: true, fix: fixOf(i) })),
  ]);
}

/**
 * The findings stored with the album's last submission, as the reviewer reads them: the same
 * sentences the partner saw, with the track they concern, and no link into the partner's editor.
 */
export function storedQuality(
  tracks: readonly Pick<Track, 'id' | 'name'>[],
  stored: readonly StoredFinding[],
): QualityFindings {
  return itemsOf(
    tracks,
    stored
      .map(asIssue)
      .filter((i): i is Issue => i !== null)
      .map((issue) => ({ issue, fromServer: false, fix: null })),
  );
}

/** Today's date where the partner is (YYYY-MM-DD), for the on-shelf date rule. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
