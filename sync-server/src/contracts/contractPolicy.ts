// Who may read or write which contract: one function per way in. A partner reads only its own
// organisation's contracts (findOwnedContract); the back office names the partner organisation it
// writes for, and only staff of the back-office organisation may (as backofficePolicy.ts does for
// albums). A refusal says nothing of the other organisation's contract.
import type { AuthContext } from '../auth/context';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/apiError';
import { findOwnedContract, type ContractRow } from './contractStore';

/** The caller's organisation's contract; 404 for another organisation's and for an unknown id alike. */
export async function authorizeContract(
  q: Queryable,
  auth: AuthContext,
  contractId: string,
): Promise<ContractRow> {
  const row = await findOwnedContract(q, auth.orgId, contractId);
  if (!row) throw new ApiError('notFound');
  return row;
}

/**
 * The partner organisation a back-office contract call is about. 403 outside the back office,
 * whatever the organisation; 404 for an organisation that is not a partner (or the back office).
 */
export async function authorizeBackofficeOrg(
  q: Queryable,
  auth: AuthContext,
  orgId: string,
): Promise<{ orgId: string }> {
  const { rows } = await q.query<{ is_backoffice: boolean }>(
    'SELECT is_backoffice FROM organisations WHERE id = $1',
    [auth.orgId],
  );
  if (rows[0]?.is_backoffice !== true) throw new ApiError('forbidden');
  const target = await q.query<{ is_backoffice: boolean }>(
    'SELECT is_backoffice FROM organisations WHERE id = $1',
    [orgId],
  );
  if (!target.rows[0] || target.rows[0].is_backoffice) throw new ApiError('notFound');
  return { orgId };
}

/** Back office only: the partner organisations, for the editor's picker. */
export async function listPartnerOrgs(
  q: Queryable,
  auth: AuthContext,
): Promise<{ id: string; name: string; nameEn: string }[]> {
  const { rows } = await q.query<{ is_backoffice: boolean }>(
    'SELECT is_backoffice FROM organisations WHERE id = $1',
    [auth.orgId],
  );
  if (rows[0]?.is_backoffice !== true) throw new ApiError('forbidden');
  const orgs = await q.query<{ id: string; name: string; name_en: string }>(
    'SELECT id, name, name_en FROM organisations WHERE NOT is_backoffice ORDER BY name, id',
  );
  return orgs.rows.map((r) => ({ id: r.id, name: r.name, nameEn: r.name_en }));
}
