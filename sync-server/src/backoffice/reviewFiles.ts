// The files a reviewer may play or look at: those the album under review names (its cover, its
// tracks' audio and spatial audio), read as that organisation's own files. The back office never
// reaches a file by its bare id: only through an album it may review (auth/backofficePolicy.ts).
import { referencedFileIds } from '../../../src/domain/catalogue/fileFields';
import { ACTIONS, privilegesOfRoles } from '../../../src/domain/roles';
import { authorizeBackofficeAlbum, type BackofficeAlbumRef } from '../auth/backofficePolicy';
import type { AuthContext } from '../auth/context';
import { findOwned } from '../auth/owned';
import { toRoleCodes } from '../auth/sessions';
import type { Db } from '../db/db';
import { authorizeFile, findFileById, type FileRow } from '../files/fileRecords';
import { ApiError } from '../http/apiError';
import { listRecords } from '../sync/records';

/**
 * The file `fileId` of the organisation's album `ref` for a back-office reviewer. 403 outside the
 * back office; 404 for an album the organisation does not have, and for a file the album does not
 * name, exactly as for a file nobody has (a reviewer learns nothing of files outside the album).
 */
export async function authorizeReviewFile(
  db: Db,
  auth: AuthContext,
  ref: BackofficeAlbumRef,
  fileId: string | null,
): Promise<FileRow> {
  const { orgId } = await authorizeBackofficeAlbum(db, auth, ref);
  const { albumId } = ref;
  const album = await findOwned(db, orgId, 'album', albumId, { live: true });
  if (album === null || fileId === null) throw new ApiError('notFound');
  const tracks = await listRecords(db, 'track', orgId, 'album_id', [albumId]);
  const named = new Set([
    ...referencedFileIds('album', [album.data]),
    ...referencedFileIds(
      'track',
      tracks.map((t) => t.data),
    ),
  ]);
  if (!named.has(fileId)) throw new ApiError('notFound');
  return authorizeFile(await findFileById(db, fileId), orgId);
}

/**
 * A reviewer's signed stream, checked again as the signer stands now (no session comes with an
 * <audio> element's request): still staff of the back office, the album still naming the file,
 * the file still verified. A file or album gone, or a signer no longer staff, reads as not found.
 */
export async function authorizeReviewStream(
  db: Db,
  userId: string,
  albumId: string,
  fileId: string,
): Promise<FileRow> {
  const { rows } = await db.query<{ org_id: string; roles: string[] }>(
    'SELECT org_id, roles FROM users WHERE id = $1',
    [userId],
  );
  if (!rows[0]) throw new ApiError('notFound');
  const roles = toRoleCodes(rows[0].roles);
  const auth: AuthContext = {
    userId,
    orgId: rows[0].org_id,
    roles,
    privileges: new Set(privilegesOfRoles(roles)),
    sessionHash: '',
  };
  if (!auth.privileges.has(ACTIONS.backofficeReview)) throw new ApiError('notFound');
  // the URL names the album by id; its organisation is the file's (file ids are global, an album
  // is (org_id, id), migration 086), and that organisation's album must still name the file
  const file = await findFileById(db, fileId);
  if (file === null) throw new ApiError('notFound');
  const row = await authorizeReviewFile(db, auth, { orgId: file.org_id, albumId }, fileId);
  if (row.status !== 'verified') throw new ApiError('notFound');
  return row;
}
