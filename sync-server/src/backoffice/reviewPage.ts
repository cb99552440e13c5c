// Everything a reviewer reads on one screen (issue 15): the album of any organisation with its
// tracks, rights holders and country records, authorization letters and bound tracks, lyrics and
// localizations, the last approved content (a 16 is reviewed against it), the claim, the stage and
// the history. The album is authorized once (authorizeBackofficeAlbum) and read as its
// organisation's own records.
import type { ReviewPageData } from '../../../src/domain/review/types';
import type { AuthContext } from '../auth/context';
import { authorizeBackofficeAlbum, type BackofficeAlbumRef } from '../auth/backofficePolicy';
import { findOwned } from '../auth/owned';
import type { Db } from '../db/db';
import { ApiError } from '../http/apiError';
import { listRecords } from '../sync/records';
import { collectAlbumContent, loadSnapshot } from '../sync/snapshots';
import { liveClaimOf } from './reviewClaims';
import { currentStageOf, listReviewEvents } from './reviewEvents';

export type ReviewPage = ReviewPageData;

export async function loadReviewPage(
  db: Db,
  auth: AuthContext,
  ref: BackofficeAlbumRef,
  now: Date,
): Promise<ReviewPageData> {
  const { orgId } = await authorizeBackofficeAlbum(db, auth, ref);
  const { albumId } = ref;
  const album = await findOwned(db, orgId, 'album', albumId, { live: true });
  if (album === null) throw new ApiError('notFound');
  const rows = await collectAlbumContent(db, orgId, albumId);
  const letterIds = [
    ...new Set(
      rows
        .filter((row) => row.entity === 'authorizationTrack')
        .map((row) => row.data.authorizationId)
        .filter((id): id is string => typeof id === 'string'),
    ),
  ];
  const letters = await listRecords(db, 'authorization', orgId, 'id', letterIds);
  const org = await db.query<{ name: string; name_en: string }>(
    'SELECT name, name_en FROM organisations WHERE id = $1',
    [orgId],
  );
  const claim = await liveClaimOf(db, orgId, albumId, now);
  return {
    orgId,
    orgName: org.rows[0]?.name ?? '',
    orgNameEn: org.rows[0]?.name_en ?? '',
    album: album.data,
    content: rows.map((row) => ({ entity: row.entity, record: row.data })),
    authorizations: letters.map((row) => row.data),
    approved: await loadSnapshot(db, orgId, albumId),
    stage: await currentStageOf(db, orgId, albumId),
    claim: claim === null ? null : { ...claim, isMine: claim.reviewerId === auth.userId },
    history: await listReviewEvents(db, orgId, albumId),
  };
}
