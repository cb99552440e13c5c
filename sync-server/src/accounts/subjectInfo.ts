// /account/subjectInfo: the organisation's identity as sign-up stored it (organisations.name,
// account_type, id_number). Every member with the screen reads it; an administrator changes it
// (privilege action-subject-edit), in the session's own organisation only, and the change is
// written to the security log in the same transaction.
import type { SubjectAccountType, SubjectInfo } from '../../../src/domain/accounts/subjectInfo';
import { subjectInfoSchemaFor } from '../../../src/domain/schemas/subjectInfo';
import type { ApiLanguage } from '../../../src/domain/locale';
import type { AuthContext } from '../auth/context';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../http/apiError';
import { parseInput } from '../http/validate';
import { recordSecurityEvent } from './securityLog';

export async function readSubjectInfo(q: Queryable, orgId: string): Promise<SubjectInfo> {
  const { rows } = await q.query<{
    name: string;
    account_type: SubjectAccountType;
    id_number: string;
  }>('SELECT name, account_type, id_number FROM organisations WHERE id = $1', [orgId]);
  const row = rows[0];
  if (!row) throw new ApiError('notFound');
  return { accountType: row.account_type, name: row.name, idNumber: row.id_number };
}

/** The ID number in the log: its first and last four characters only. */
function maskId(id: string): string {
  return id.length <= 8 ? '*'.repeat(id.length) : `${id.slice(0, 4)}…${id.slice(-4)}`;
}

export async function updateSubjectInfo(
  deps: { db: Db; clock: Clock },
  auth: AuthContext,
  body: unknown,
  context: { language: ApiLanguage; address: string },
): Promise<SubjectInfo> {
  return deps.db.transaction(async (tx) => {
    // the owner check: the session's organisation, locked so two saves log in their order
    const { rows } = await tx.query<{
      name: string;
      account_type: SubjectAccountType;
      id_number: string;
      actor: string;
    }>(
      `SELECT o.name, o.account_type, o.id_number, u.login_name AS actor
         FROM organisations o JOIN users u ON u.org_id = o.id AND u.id = $2
        WHERE o.id = $1 FOR UPDATE OF o`,
      [auth.orgId, auth.userId],
    );
    const before = rows[0];
    if (!before) throw new ApiError('notFound');
    const input = parseInput(subjectInfoSchemaFor(before.account_type), body, context.language);
    await tx.query('UPDATE organisations SET name = $2, id_number = $3 WHERE id = $1', [
      auth.orgId,
      input.name,
      input.idNumber,
    ]);
    await recordSecurityEvent(tx, {
      orgId: auth.orgId,
      kind: 'subjectInfoChanged',
      at: deps.clock.now(),
      actor: before.actor,
      subject: input.name,
      address: context.address,
      detail: {
        nameBefore: before.name,
        name: input.name,
        idNumberBefore: maskId(before.id_number),
        idNumber: maskId(input.idNumber),
      },
    });
    return { accountType: before.account_type, name: input.name, idNumber: input.idNumber };
  });
}
