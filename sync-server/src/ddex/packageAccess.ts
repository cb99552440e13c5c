// The one authorization of an album's DDEX package: a partner reaches its own organisation's live
// albums (another organisation's album answers as one nobody has), the back office any
// organisation's, named with its organisation (an album is (org_id, id), migration 086;
// auth/backofficePolicy.ts). Only approved content is packaged.
// The same rule answers the diff of an album's last built message.
import { REVIEW_STATUS } from '../../../src/domain/status/reviewStatus';
import { authorizeBackofficeAlbum } from '../auth/backofficePolicy';
import type { AuthContext } from '../auth/context';
import { findOwned } from '../auth/owned';
import type { Db } from '../db/db';
import { ApiError } from '../http/apiError';
import type { RecordRow } from '../sync/records';

export type PackageReach = 'ownOrganisation' | 'backoffice';

/** The album asked for: the back office names its organisation too, a partner never does. */
export type PackageTarget =
  | { reach: 'ownOrganisation'; albumId: string }
  | { reach: 'backoffice'; orgId: string; albumId: string };

export async function authorizePackageAlbum(
  db: Db,
  auth: AuthContext,
  target: PackageTarget,
  /** a package is of approved content; a diff also of an album under modification */
  approvedOnly = true,
): Promise<{ orgId: string; album: RecordRow }> {
  const { albumId } = target;
  const orgId =
    target.reach === 'backoffice'
      ? (await authorizeBackofficeAlbum(db, auth, target)).orgId
      : auth.orgId;
  const album = await findOwned(db, orgId, 'album', albumId, { live: true });
  if (album === null) throw new ApiError('notFound');
  if (approvedOnly && album.data.reviewStatus !== REVIEW_STATUS.approved)
    throw new ApiError('albumNotApproved');
  return { orgId, album };
}
