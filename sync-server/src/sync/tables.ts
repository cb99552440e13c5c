// Where each catalogue entity is stored and which of its fields are copied into indexed columns.
// The columns are derived from the record here, in one place, so `data` and the columns the lock
// and uniqueness rules query can never disagree.
import type { EntityName } from '../../../src/domain/catalogue/entities';
import { normalizeName } from '../../../src/domain/catalogue/validateParties';
import { cleanIsrc } from '../../../src/domain/identifiers';

export type StoredRecord = Readonly<Record<string, unknown>>;

interface TableSpec {
  table: string;
  /** extracted column -> its value in a record */
  columns: Readonly<Record<string, (record: StoredRecord) => unknown>>;
}

const text = (field: string) => (r: StoredRecord) =>
  typeof r[field] === 'string' && r[field] !== '' ? r[field] : null;
const nameKey = (r: StoredRecord) => normalizeName(typeof r.name === 'string' ? r.name : '');

export const ENTITY_TABLES: Readonly<Record<EntityName, TableSpec>> = {
  album: {
    table: 'albums',
    columns: {
      review_status: (r) => r.reviewStatus,
      release_status: (r) => r.releaseStatus,
      ever_released: (r) => r.everReleased === true,
      approved_at: text('approvedAt'),
    },
  },
  track: {
    table: 'tracks',
    columns: {
      album_id: text('albumId'),
      isrc: (r) => (typeof r.isrc === 'string' && r.isrc.trim() !== '' ? cleanIsrc(r.isrc) : null),
    },
  },
  artist: { table: 'artists', columns: {} },
  recordCompany: {
    table: 'record_companies',
    columns: { authorization_company_id: (r) => r.authorizationCompanyId, name_key: nameKey },
  },
  plCline: {
    table: 'pl_clines',
    columns: { authorization_company_id: (r) => r.authorizationCompanyId, name_key: nameKey },
  },
  rightsHolder: {
    table: 'rights_holders',
    columns: { album_id: text('albumId'), track_id: text('trackId') },
  },
  rightsCountry: {
    table: 'rights_countries',
    columns: { rights_holder_id: (r) => r.rightsHolderId },
  },
  authorization: { table: 'authorizations', columns: {} },
  authorizationTrack: {
    table: 'authorization_tracks',
    columns: { authorization_id: (r) => r.authorizationId, track_id: (r) => r.trackId },
  },
  trackClip: { table: 'track_clips', columns: { track_id: (r) => r.trackId } },
  accompaniment: { table: 'accompaniments', columns: { track_id: (r) => r.trackId } },
  material: { table: 'materials', columns: {} },
  lyrics: { table: 'lyrics', columns: { track_id: (r) => r.trackId } },
  localization: { table: 'localizations', columns: { entity_id: (r) => r.entityId } },
};

export function tableOf(entity: EntityName): string {
  return ENTITY_TABLES[entity].table;
}

/** The extracted columns of a record, as [column names, values]. */
export function extractColumns(
  entity: EntityName,
  record: StoredRecord,
): { names: string[]; values: unknown[] } {
  const columns = Object.entries(ENTITY_TABLES[entity].columns);
  return { names: columns.map(([name]) => name), values: columns.map(([, read]) => read(record)) };
}
