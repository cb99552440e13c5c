// The back office reviews and releases every partner's albums: the one reach across organisations.
// It is granted here and nowhere else: to staff (the route's privilege) of the back-office
// organisation (a partner's member given the staff role gets nothing), and only to name the
// organisation whose album it decides on; the album itself is then read as that organisation's
// own record (owned.ts), under that organisation's write lock.
import type { StaffOrg } from '../../../src/domain/contracts/api';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/apiError';
import type { AuthContext } from './context';

async function isBackofficeMember(db: Queryable, auth: AuthContext): Promise<boolean> {
  const { rows } = await db.query<{ is_backoffice: boolean }>(
    'SELECT is_backoffice FROM organisations WHERE id = $1',
    [auth.orgId],
  );
  return rows[0]?.is_backoffice === true;
}

/** 403 unless the caller is staff of the back-office organisation: every back-office resource starts here. */
export async function requireBackofficeMember(q: Queryable, auth: AuthContext): Promise<void> {
  if (!(await isBackofficeMember(q, auth))) throw new ApiError('forbidden');
}

/**
 * An organisation's album as the back office names it: albums are keyed by (org_id, id)
 * (migration 086), so the id alone may name two organisations' albums.
 */
export interface BackofficeAlbumRef {
  orgId: string;
  albumId: string;
}

/**
 * The organisation of the album a back-office decision is about. 403 for a caller outside the back
 * office, whatever the album (it learns nothing of it); 404 when that organisation has no such
 * album.
 */
export async function authorizeBackofficeAlbum(
  db: Queryable,
  auth: AuthContext,
  ref: BackofficeAlbumRef,
): Promise<{ orgId: string }> {
  await requireBackofficeMember(db, auth);
  const { rows } = await db.query<{ org_id: string }>(
    'SELECT org_id FROM albums WHERE org_id = $1 AND id = $2',
    [ref.orgId, ref.albumId],
  );
  if (!rows[0]) throw new ApiError('notFound');
  return { orgId: rows[0].org_id };
}

/** The review queue lists every organisation's pending albums: the back office only (403 otherwise). */
export const authorizeBackofficeQueue = requireBackofficeMember;

/** Channel reports name every organisation's tracks: the back office only (403 otherwise). */
export const authorizeBackofficeReports = requireBackofficeMember;

/**
 * The partner organisation a back-office call names (a contract written for it, a DDEX message
 * imported into it): 403 for a caller outside the back office (it learns nothing of the
 * organisation), 404 for no such partner (the back office itself is none).
 */
export async function authorizeBackofficeOrganisation(
  db: Queryable,
  auth: AuthContext,
  orgId: string,
): Promise<{ orgId: string }> {
  await requireBackofficeMember(db, auth);
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM organisations WHERE id = $1 AND NOT is_backoffice',
    [orgId],
  );
  if (!rows[0]) throw new ApiError('notFound');
  return { orgId: rows[0].id };
}

/**
 * The partner organisations by name, for the back office's pickers (contracts, DDEX import): 403
 * outside the back office; `query` filters by name, `limit` null lists them all. Each with the
 * subject facts that decide its statements' tax type (account type, tax residence: taxTypeOf).
 */
export async function listPartnerOrganisations(
  db: Queryable,
  auth: AuthContext,
  query = '',
  limit: number | null = null,
): Promise<StaffOrg[]> {
  await requireBackofficeMember(db, auth);
  const { rows } = await db.query<{
    id: string;
    name: string;
    name_en: string;
    account_type: StaffOrg['accountType'];
    tax_resident: boolean;
  }>(
    `SELECT id, name, name_en, account_type, tax_resident FROM organisations
      WHERE NOT is_backoffice AND ($1 = '' OR strpos(lower(name), lower($1)) > 0)
      ORDER BY name, id LIMIT $2`,
    [query.trim(), limit],
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    nameEn: r.name_en,
    accountType: r.account_type,
    taxResident: r.tax_resident,
  }));
}
