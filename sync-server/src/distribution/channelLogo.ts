// A channel's logo: an image the back office uploaded itself (its own organisation's verified
// image file, never a partner's), and read back by anyone only while a channel names it.
import type { AuthContext } from '../auth/context';
import type { Queryable } from '../db/db';
import type { FileRow } from '../files/fileRecords';
import { ApiError } from '../http/apiError';

/**
 * 422 unless `fileId` is a verified image of the caller's organisation (the caller is already
 * known to be back-office staff: authorizeChannel runs first). null (no logo) always passes.
 */
export async function checkChannelLogo(
  q: Queryable,
  auth: AuthContext,
  fileId: string | null,
): Promise<void> {
  if (fileId === null) return;
  const { rows } = await q.query(
    `SELECT 1 FROM files WHERE id = $1 AND org_id = $2 AND kind = 'image' AND status = 'verified'`,
    [fileId, auth.orgId],
  );
  if (rows.length === 0) throw new ApiError('channelLogoInvalid');
}

/** The file behind a channel logo URL: 404 for any file no channel names as its logo. */
export async function findChannelLogoFile(q: Queryable, fileId: string): Promise<FileRow> {
  const { rows } = await q.query<FileRow>(
    `SELECT f.* FROM files f
      WHERE f.id = $1 AND f.kind = 'image' AND f.status = 'verified'
        AND EXISTS (SELECT 1 FROM channels c WHERE c.logo_file_id = f.id)`,
    [fileId],
  );
  const row = rows[0];
  if (!row) throw new ApiError('notFound');
  return row;
}
