// /account/subjectInfo: the organisation's identity as sign-up stored it (organisations.name,
// account_type, id_number, and the details of migration 014). Every member with the screen reads it; an administrator changes it
// (privilege action-subject-edit), in the session's own organisation only, and the change is
// written to the security log in the same transaction. The tax residence (migration 084) is part of
// it: statements computed after a change use it; issued ones are not recomputed (their hash holds).
import type { SubjectAccountType, SubjectInfo } from '../../../src/domain/accounts/subjectInfo';
import {
  cleanSubjectDetails,
  EMPTY_SUBJECT_DETAILS,
  type SubjectDetailField,
} from '../../../src/domain/accounts/subjectDetails';
import { subjectInfoSchemaFor } from '../../../src/domain/schemas/subjectInfo';
import type { ApiLanguage } from '../../../src/domain/locale';
import type { AuthContext } from '../auth/context';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../http/apiError';
import { parseInput } from '../http/validate';
import { recordSecurityEvent } from './securityLog';

interface SubjectRow {
  name: string;
  account_type: SubjectAccountType;
  id_number: string;
  legal_representative: string;
  address: string;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  tax_resident: boolean;
}

const SUBJECT_COLUMNS = `o.name, o.account_type, o.id_number, o.legal_representative, o.address,
  o.contact_name, o.contact_phone, o.contact_email, o.tax_resident`;

function presentSubject(row: SubjectRow): SubjectInfo {
  return {
    accountType: row.account_type,
    name: row.name,
    idNumber: row.id_number,
    legalRepresentative: row.legal_representative,
    address: row.address,
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    contactEmail: row.contact_email,
    taxResident: row.tax_resident,
  };
}

export async function readSubjectInfo(q: Queryable, orgId: string): Promise<SubjectInfo> {
  const { rows } = await q.query<SubjectRow>(
    `SELECT ${SUBJECT_COLUMNS} FROM organisations o WHERE o.id = $1`,
    [orgId],
  );
  const row = rows[0];
  if (!row) throw new ApiError('notFound');
  return presentSubject(row);
}

const DETAIL_FIELDS = Object.keys(EMPTY_SUBJECT_DETAILS) as SubjectDetailField[];

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
    const { rows } = await tx.query<SubjectRow & { actor: string }>(
      `SELECT ${SUBJECT_COLUMNS}, u.login_name AS actor
         FROM organisations o JOIN users u ON u.org_id = o.id AND u.id = $2
        WHERE o.id = $1 FOR UPDATE OF o`,
      [auth.orgId, auth.userId],
    );
    const before = rows[0];
    if (!before) throw new ApiError('notFound');
    const input = parseInput(subjectInfoSchemaFor(before.account_type), body, context.language);
    const details = cleanSubjectDetails(before.account_type, input);
    const taxResident = input.taxResident ?? before.tax_resident;
    await tx.query(
      `UPDATE organisations SET name = $2, id_number = $3, legal_representative = $4, address = $5,
              contact_name = $6, contact_phone = $7, contact_email = $8, tax_resident = $9
        WHERE id = $1`,
      [
        auth.orgId,
        input.name,
        input.idNumber,
        details.legalRepresentative,
        details.address,
        details.contactName,
        details.contactPhone,
        details.contactEmail,
        taxResident,
      ],
    );
    const after: SubjectInfo = {
      accountType: before.account_type,
      name: input.name,
      idNumber: input.idNumber,
      ...details,
      taxResident,
    };
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
        // which details changed, not their values: the log is read by every administrator
        detailsChanged: DETAIL_FIELDS.filter((f) => presentSubject(before)[f] !== after[f]).join(
          ',',
        ),
        // the tax rule of the statements computed from now on (taxTypeOf)
        taxResidentBefore: String(before.tax_resident),
        taxResident: String(taxResident),
      },
    });
    return after;
  });
}
