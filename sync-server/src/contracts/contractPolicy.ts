// Who may read or write which contract: one function per way in. A partner reads only its own
// organisation's contracts (findOwnedContract); the back office names the partner organisation it
// writes for, and only staff of the back-office organisation may (backofficePolicy.ts
// authorizeBackofficeOrganisation). A refusal says nothing of the other organisation's contract.
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
