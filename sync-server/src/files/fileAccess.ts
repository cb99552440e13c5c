// Reading stored files back: by a file reference of the caller's organisation (download, parse),
// or by a signed, expiring playback URL, since an <audio> element cannot send the session header.
// A reviewer's URL also names the album it was granted through (backoffice/reviewFiles.ts), and
// the stream checks that grant again rather than the signer's organisation.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASE } from '../../../src/domain/api';
import type { ApiLanguage } from '../../../src/domain/locale';
import type { AuthContext } from '../auth/context';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../http/apiError';
import { authorizeReviewStream } from '../backoffice/reviewFiles';
import { uploadError } from './fileErrors';
import { authorizeFile, findFileById, type FileRow } from './fileRecords';

/** The playback URL lives one hour: long enough for a track, short enough once leaked. */
export const PLAY_URL_TTL_SECONDS = 60 * 60;
const PURPOSE = 'rpp-file-stream-v1\n';
/** Another purpose, so a reviewer's MAC can never pass as a partner's (nor the reverse). */
const REVIEW_PURPOSE = 'rpp-file-stream-review-v1\n';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UUID_ONLY = new RegExp(`^${UUID}$`, 'i');
const FILE_REF = new RegExp(
  `^(?:(${UUID})|(?:https?://[^/]+)?${API_BASE}/files/(${UUID})(?:\\.json|/stream)?(?:\\?.*)?)$`,
  'i',
);

/** A file id from what the client calls a file URL: the id itself or its `/api/files/<id>.json` location. */
export function fileIdOfRef(ref: string): string | null {
  const match = FILE_REF.exec(ref.trim());
  if (!match) return null;
  return (match[1] ?? match[2]).toLowerCase();
}

/** The caller's own file behind a reference, or 404 (also for another organisation's). */
export async function findOwnFile(db: Queryable, auth: AuthContext, ref: string): Promise<FileRow> {
  const id = fileIdOfRef(ref);
  return authorizeFile(id === null ? null : await findFileById(db, id), auth.orgId);
}

/** Only a file whose bytes are joined and judged can be read back. */
export function requireReadable(
  row: FileRow,
  language: ApiLanguage,
  statuses: readonly string[] = ['verified', 'rejected'],
): FileRow {
  if (!statuses.includes(row.status)) throw uploadError('file-not-ready', language);
  return row;
}

function macOf(
  secret: string,
  fileId: string,
  userId: string,
  exp: number,
  albumId: string | null,
): string {
  const signed =
    albumId === null
      ? `${PURPOSE}${fileId}\n${userId}\n${exp}`
      : `${REVIEW_PURPOSE}${fileId}\n${userId}\n${albumId}\n${exp}`;
  return createHmac('sha256', secret).update(signed).digest('base64url');
}

/**
 * A playback URL of a file for a user. `albumId`: the album a reviewer was granted the file
 * through; the stream then authorizes through that album, not the signer's organisation.
 */
export function signPlayUrl(
  secret: string,
  fileId: string,
  userId: string,
  now: Date = new Date(),
  albumId: string | null = null,
): { url: string; expiresAt: string } {
  const exp = Math.floor(now.getTime() / 1000) + PLAY_URL_TTL_SECONDS;
  const query = new URLSearchParams({
    ...(albumId === null ? {} : { a: albumId }),
    exp: String(exp),
    sig: macOf(secret, fileId, userId, exp, albumId),
    u: userId,
  });
  return {
    url: `${API_BASE}/files/${fileId}/stream?${query.toString()}`,
    expiresAt: new Date(exp * 1000).toISOString(),
  };
}

/** Checks a playback URL: the MAC first in constant time, then the expiry. Returns the user id. */
export function checkPlayUrl(
  secret: string,
  fileId: string,
  query: Readonly<Record<string, unknown>>,
  now: Date = new Date(),
):
  | { ok: true; userId: string; albumId: string | null }
  | { ok: false; reason: 'forged' | 'expired' } {
  const { exp, sig, u, a } = query;
  if (
    typeof exp !== 'string' ||
    typeof sig !== 'string' ||
    typeof u !== 'string' ||
    !/^\d{1,12}$/.test(exp) ||
    (a !== undefined && (typeof a !== 'string' || !UUID_ONLY.test(a)))
  ) {
    return { ok: false, reason: 'forged' };
  }
  const albumId = typeof a === 'string' ? a : null;
  const expected = Buffer.from(macOf(secret, fileId, u, Number(exp), albumId));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'forged' };
  if (Number(exp) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, userId: u, albumId };
}

/**
 * The verified file a playback URL names, while its signer still belongs to the file's
 * organisation (or, for a reviewer's URL, may still review the album that names the file).
 * A bad or expired signature: 403; anything else: 404.
 */
export async function findPlayableFile(
  db: Db,
  secret: string,
  fileId: string,
  query: Readonly<Record<string, unknown>>,
  language: ApiLanguage,
): Promise<FileRow> {
  const check = checkPlayUrl(secret, fileId, query);
  if (!check.ok)
    throw uploadError(
      check.reason === 'expired' ? 'play-link-expired' : 'play-link-invalid',
      language,
    );
  if (check.albumId !== null) return authorizeReviewStream(db, check.userId, check.albumId, fileId);
  const row = await findFileById(db, fileId);
  if (!row || row.status !== 'verified') throw new ApiError('notFound');
  const { rows } = await db.query('SELECT 1 FROM users WHERE id = $1 AND org_id = $2', [
    check.userId,
    row.org_id,
  ]);
  if (rows.length === 0) throw new ApiError('notFound');
  return row;
}

export type RangeRequest = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * One byte range of an HTTP Range header (RFC 9110): `a-b`, `a-` or the suffix `-n`. A header
 * this server does not handle (several ranges, another unit, bad syntax) is ignored: null.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** Content-Disposition for a download: an ASCII fallback plus the RFC 5987 UTF-8 name (Chinese names). */
export function attachmentDisposition(name: string): string {
  const clean = name.replace(/[\p{Cc}\p{Cf}"\\/]/gu, '').trim() || 'file';
  const fallback = clean.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
