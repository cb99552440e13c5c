// The checks of a record about to be written, once its parents and references are found to be the
// organisation's (auth/owned.ts): the entity's domain rules (recordRules.ts), fed with what only
// the whole organisation's data answers: an ISRC or UPC used by another record, a record company or
// P/C line name taken for the same authorizing party, a song bound to a second authorization file,
// a country twice for one rights holder, a language twice for one album or track, the length of a
// clip's track.
import type { EntityName } from '../../../src/domain/catalogue/entities';
import { upcStoredForms } from '../../../src/domain/catalogue/albumUpc';
import type { Issue } from '../../../src/domain/catalogue/issues';
import { normalizeName } from '../../../src/domain/catalogue/validateParties';
import { cleanIsrc } from '../../../src/domain/identifiers';
import { findOwned } from '../auth/owned';
import type { Queryable } from '../db/db';
import { listRecords } from './records';
import { judgedFields, NO_FACTS, recordIssues, refusingIssues, type OrgFacts } from './recordRules';
import { tableOf, type StoredRecord } from './tables';

async function isIsrcUsedElsewhere(
  tx: Queryable,
  orgId: string,
  trackId: string,
  cleaned: string,
): Promise<boolean> {
  const { rows } = await tx.query<{ used: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM tracks WHERE org_id = $1 AND isrc = $2 AND id <> $3 AND deleted_at IS NULL) AS used`,
    [orgId, cleaned, trackId],
  );
  return rows[0].used;
}

async function namesTaken(
  tx: Queryable,
  orgId: string,
  entity: EntityName,
  id: string,
  record: StoredRecord,
): Promise<string[]> {
  const name = typeof record.name === 'string' ? record.name : '';
  const { rows } = await tx.query<{ name: string }>(
    `SELECT data->>'name' AS name FROM ${tableOf(entity)}
      WHERE org_id = $1 AND authorization_company_id = $2 AND name_key = $3 AND id <> $4 AND deleted_at IS NULL`,
    [orgId, record.authorizationCompanyId, normalizeName(name), id],
  );
  return rows.map((r) => r.name);
}

async function otherBindings(
  tx: Queryable,
  orgId: string,
  id: string,
  trackId: unknown,
): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM authorization_tracks WHERE org_id = $1 AND track_id = $2 AND id <> $3 AND deleted_at IS NULL`,
    [orgId, trackId, id],
  );
  return rows[0].n;
}

async function isUpcUsedElsewhere(
  tx: Queryable,
  orgId: string,
  albumId: string,
  upc: unknown,
): Promise<boolean> {
  const forms = typeof upc === 'string' ? upcStoredForms(upc) : [];
  if (forms.length === 0) return false;
  const { rows } = await tx.query<{ used: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM albums WHERE org_id = $1 AND data->>'upc' = ANY($2::text[]) AND id <> $3 AND deleted_at IS NULL) AS used`,
    [orgId, forms, albumId],
  );
  return rows[0].used;
}

/** The other live records under the same parent (`column` = the parent's id). */
async function siblingsOf(
  tx: Queryable,
  orgId: string,
  entity: EntityName,
  column: string,
  parentId: unknown,
  id: string,
): Promise<StoredRecord[]> {
  if (typeof parentId !== 'string') return [];
  const rows = await listRecords(tx, entity, orgId, column, [parentId]);
  return rows.filter((r) => r.id !== id).map((r) => r.data);
}

async function trackDurationOf(
  tx: Queryable,
  orgId: string,
  trackId: unknown,
): Promise<number | null> {
  if (typeof trackId !== 'string') return null;
  const track = await findOwned(tx, orgId, 'track', trackId);
  if (track === null) return null;
  const audio = track.data.audio as { durationMs?: unknown } | null | undefined;
  return typeof audio?.durationMs === 'number' ? audio.durationMs : null;
}

/** What the entity's rules need from the organisation, read only when the op sets a field they judge. */
async function loadFacts(
  tx: Queryable,
  orgId: string,
  entity: EntityName,
  id: string,
  record: StoredRecord,
  judged: ReadonlySet<string>,
): Promise<OrgFacts> {
  const facts: OrgFacts = { ...NO_FACTS };
  const judges = (...names: string[]) => names.some((n) => judged.has(n));
  if (entity === 'track' && judges('isrc')) {
    const isrc = typeof record.isrc === 'string' ? cleanIsrc(record.isrc) : '';
    facts.isrcUsed = isrc !== '' && (await isIsrcUsedElsewhere(tx, orgId, id, isrc));
  }
  if (entity === 'album' && judges('upc') && record.upcMode === 'owned')
    facts.upcUsed = await isUpcUsedElsewhere(tx, orgId, id, record.upc);
  if ((entity === 'recordCompany' || entity === 'plCline') && judges('name'))
    facts.takenNames = await namesTaken(tx, orgId, entity, id, record);
  if (entity === 'authorizationTrack' && judges('trackId'))
    facts.otherBindings = await otherBindings(tx, orgId, id, record.trackId);
  if (entity === 'rightsCountry' && judges('countryCode')) {
    facts.siblings = await siblingsOf(
      tx,
      orgId,
      entity,
      'rights_holder_id',
      record.rightsHolderId,
      id,
    );
  }
  if (entity === 'localization' && judges('language'))
    facts.siblings = await siblingsOf(tx, orgId, entity, 'entity_id', record.entityId, id);
  if (entity === 'trackClip')
    facts.trackDurationMs = await trackDurationOf(tx, orgId, record.trackId);
  return facts;
}

/**
 * Business issues refusing a record about to be written: the entity's domain rules (recordRules.ts)
 * over the whole record, kept to the fields the op sets (`fields`, the payload's keys) and the
 * fields those bear on.
 */
export async function checkRecord(
  tx: Queryable,
  orgId: string,
  entity: EntityName,
  id: string,
  record: StoredRecord,
  fields: readonly string[],
): Promise<Issue[]> {
  const facts = await loadFacts(tx, orgId, entity, id, record, judgedFields(entity, fields));
  return refusingIssues(entity, recordIssues(entity, record, facts), fields);
}
