// The checks only the server can make, because they need the whole organisation's data: parents
// exist in the organisation, an ISRC is not used by another track, a record company or P/C line
// name is unique per authorizing party, a song is bound to one authorization file. The rules
// themselves are the domain's (validateTrackIdentifiers, validatePartyName, wouldDoubleBind).
import type { EntityName } from '../../../src/domain/catalogue/entities';
import { issue, type Issue } from '../../../src/domain/catalogue/issues';
import { normalizeName, validatePartyName } from '../../../src/domain/catalogue/validateParties';
import { validateTrackIdentifiers } from '../../../src/domain/catalogue/validateTrack';
import { cleanIsrc } from '../../../src/domain/identifiers';
import type { Queryable } from '../db/db';
import { loadRecord } from './records';
import { tableOf, type StoredRecord } from './tables';

/** Fields that make a record part of another one: the parent must be a live record of the org. */
const PARENT_FIELDS: Partial<Record<EntityName, ReadonlyArray<readonly [string, EntityName]>>> = {
  track: [['albumId', 'album']],
  rightsHolder: [['albumId', 'album'], ['trackId', 'track']],
  rightsCountry: [['rightsHolderId', 'rightsHolder'], ['albumId', 'album']],
  authorizationTrack: [['authorizationId', 'authorization'], ['trackId', 'track'], ['albumId', 'album']],
  trackClip: [['trackId', 'track']],
  accompaniment: [['trackId', 'track']],
  lyrics: [['trackId', 'track']],
  material: [['albumId', 'album'], ['trackId', 'track'], ['artistId', 'artist']],
};

function parentsOf(entity: EntityName, record: StoredRecord): Array<readonly [string, EntityName]> {
  if (entity === 'localization') return record.entity === 'track' ? [['entityId', 'track']] : [['entityId', 'album']];
  return [...(PARENT_FIELDS[entity] ?? [])];
}

/** false when a parent named in `fields` (the payload's keys) is missing or of another organisation. */
export async function hasParents(
  tx: Queryable,
  orgId: string,
  entity: EntityName,
  record: StoredRecord,
  fields: readonly string[],
): Promise<boolean> {
  for (const [field, parentEntity] of parentsOf(entity, record)) {
    const touched = fields.includes(field) || (entity === 'localization' && fields.includes('entity'));
    const value = record[field];
    if (!touched || value === null || value === undefined) continue;
    const parent = await loadRecord(tx, parentEntity, value);
    if (parent === null || parent.orgId !== orgId || parent.deleted) return false;
  }
  return true;
}

async function isIsrcUsedElsewhere(tx: Queryable, orgId: string, trackId: string, cleaned: string): Promise<boolean> {
  const { rows } = await tx.query<{ used: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM tracks WHERE org_id = $1 AND isrc = $2 AND id <> $3 AND deleted_at IS NULL) AS used`,
    [orgId, cleaned, trackId],
  );
  return rows[0].used;
}

async function namesTaken(tx: Queryable, orgId: string, entity: EntityName, id: string, record: StoredRecord): Promise<string[]> {
  const name = typeof record.name === 'string' ? record.name : '';
  const { rows } = await tx.query<{ name: string }>(
    `SELECT data->>'name' AS name FROM ${tableOf(entity)}
      WHERE org_id = $1 AND authorization_company_id = $2 AND name_key = $3 AND id <> $4 AND deleted_at IS NULL`,
    [orgId, record.authorizationCompanyId, normalizeName(name), id],
  );
  return rows.map((r) => r.name);
}

async function otherBindings(tx: Queryable, orgId: string, id: string, trackId: unknown): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM authorization_tracks WHERE org_id = $1 AND track_id = $2 AND id <> $3 AND deleted_at IS NULL`,
    [orgId, trackId, id],
  );
  return rows[0].n;
}

/** Business issues of a record about to be written; `fields` are the keys the op sets. */
export async function checkRecord(
  tx: Queryable,
  orgId: string,
  entity: EntityName,
  id: string,
  record: StoredRecord,
  fields: readonly string[],
): Promise<Issue[]> {
  const touches = (...names: string[]) => names.some((n) => fields.includes(n));
  if (entity === 'track' && touches('isrc', 'spatialIsrc', 'iswc')) {
    const isrc = typeof record.isrc === 'string' ? cleanIsrc(record.isrc) : '';
    const used = isrc !== '' && (await isIsrcUsedElsewhere(tx, orgId, id, isrc));
    return validateTrackIdentifiers(record, { isIsrcUsed: () => used });
  }
  if ((entity === 'recordCompany' || entity === 'plCline') && touches('name', 'authorizationCompanyId')) {
    const name = typeof record.name === 'string' ? record.name : null;
    return validatePartyName(name, await namesTaken(tx, orgId, entity, id, record));
  }
  if (entity === 'authorizationTrack' && touches('trackId', 'authorizationId')) {
    const others = await otherBindings(tx, orgId, id, record.trackId);
    return others > 0 ? [issue('trackId', 'track-multiple-authorizations', { count: others + 1 })] : [];
  }
  return [];
}
