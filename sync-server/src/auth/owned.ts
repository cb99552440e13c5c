// The one tenant rule of catalogue records: a record is the caller's when it is its organisation's,
// and so must be every record, party and file it names. Everything on the sync path that reads a
// record by id reads it here, scoped by the organisation (records are keyed by (org_id, id),
// migration 086), so "absent" and "another organisation's" are one answer everywhere and no
// answer tells them apart. The back office's reach across organisations is its own policy
// (backofficePolicy.ts), never a way around this one.
import type { EntityName } from '../../../src/domain/catalogue/entities';
import { issue, type Issue } from '../../../src/domain/catalogue/issues';
import { referencesOf, type HeldReference } from '../../../src/domain/catalogue/references';
import type { Queryable } from '../db/db';
import { findFileById, isOwnFile } from '../files/fileRecords';
import { loadRecord, type RecordRow } from '../sync/records';
import type { StoredRecord } from '../sync/tables';

export interface OwnedOptions {
  /** a deleted record counts as absent (a parent or a reference must be live) */
  live?: boolean;
}

/**
 * The organisation's record with this id; null when it is absent or (live) deleted. A record is
 * identified by (org_id, id) (migration 086): another organisation's record with the same id is
 * not looked at, so the answer is the one a never-seen id gets, and a create under that id is
 * free here.
 */
export async function findOwned(
  tx: Queryable,
  orgId: string,
  entity: EntityName,
  id: unknown,
  options: OwnedOptions = {},
): Promise<RecordRow | null> {
  const row = await loadRecord(tx, orgId, entity, id);
  if (row === null || (options.live === true && row.deleted)) return null;
  return row;
}

/**
 * The authorizing parties a partner may name: its own organisation, or a party no organisation is
 * (made by the back office, which keeps no table of them yet). Another organisation never.
 */
async function isNameableParty(tx: Queryable, orgId: string, partyId: string): Promise<boolean> {
  if (partyId === orgId) return true;
  const { rows } = await tx.query<{ taken: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM organisations WHERE id::text = $1) AS taken',
    [partyId.toLowerCase()],
  );
  return !rows[0].taken;
}

/**
 * A file named before its upload started is not in `files` yet (an offline edit names the id it
 * will upload under), so only another organisation's file is refused; the upload itself cannot
 * take an id that is in use (file-id-used).
 */
async function isNameableFile(tx: Queryable, orgId: string, fileId: string): Promise<boolean> {
  const row = await findFileById(tx, fileId);
  return row === null || isOwnFile(row, orgId);
}

async function isNameable(tx: Queryable, orgId: string, ref: HeldReference): Promise<boolean> {
  switch (ref.target) {
    case 'authorizingParty':
      return isNameableParty(tx, orgId, ref.id);
    case 'file':
      return isNameableFile(tx, orgId, ref.id);
    default:
      return (await findOwned(tx, orgId, ref.target, ref.id, { live: true })) !== null;
  }
}

/**
 * The ids a record about to be written holds in the fields the op sets (src/domain/catalogue/
 * references.ts), each checked against the organisation: 'notFound' when a parent is not a live
 * record of it (the op has nothing to hang on), otherwise one reference-not-found issue per field
 * naming what the organisation does not have (none: every reference is its own).
 */
export async function checkReferences(
  tx: Queryable,
  orgId: string,
  entity: EntityName,
  record: StoredRecord,
  fields: readonly string[],
): Promise<'notFound' | Issue[]> {
  const held = referencesOf(entity, record, fields);
  for (const parent of held.filter((ref) => ref.role === 'parent')) {
    if (!(await isNameable(tx, orgId, parent))) return 'notFound';
  }
  const refused = new Set<string>();
  for (const ref of held.filter((r) => r.role === 'reference' && !refused.has(r.field))) {
    if (!(await isNameable(tx, orgId, ref))) refused.add(ref.field);
  }
  return [...refused].map((field) => issue(field, 'reference-not-found'));
}
