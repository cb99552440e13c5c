// Every id a catalogue record holds, per entity, so the server can check each against the caller's
// organisation (sync-server/src/auth/owned.ts). A parent is a record this one hangs off (a lyric's
// track): without it the op has nothing to act on and is answered notFound, as an absent target is.
// A reference names another record, an authorizing party or an uploaded file from one of the
// record's fields: an absent or foreign one is the field's error, `reference-not-found`.
import type { EntityName } from './entities';
import { fileRefFields } from './fileFields';

/** What a reference names: a record of an entity, an authorizing party, or an uploaded file. */
export type ReferenceTarget = EntityName | 'authorizingParty' | 'file';

export interface ReferenceField {
  field: string;
  /** the named entity; a function when the record says which (a localization row's `entity`) */
  target: ReferenceTarget | ((record: Readonly<Record<string, unknown>>) => EntityName | null);
  role: 'parent' | 'reference';
  /** the field holds a list of objects, each naming its id in this key (an album's artists) */
  itemKey?: string;
  /** other fields whose change re-points this one (a localization row's `entity`) */
  alsoSetBy?: readonly string[];
}

const parent = (field: string, target: EntityName): ReferenceField => ({
  field,
  target,
  role: 'parent',
});
const reference = (field: string, target: ReferenceTarget, itemKey?: string): ReferenceField =>
  itemKey === undefined
    ? { field, target, role: 'reference' }
    : { field, target, role: 'reference', itemKey };
const party = reference('authorizationCompanyId', 'authorizingParty');

/** The id fields of each entity besides its own id; file fields come from FILE_REF_FIELDS. */
export const RECORD_ID_FIELDS: Readonly<Record<EntityName, readonly ReferenceField[]>> = {
  album: [
    party,
    reference('recordCompanyId', 'recordCompany'),
    reference('pLineId', 'plCline'),
    reference('cLineId', 'plCline'),
    reference('artists', 'artist', 'artistId'),
  ],
  track: [
    parent('albumId', 'album'),
    party,
    reference('labelId', 'recordCompany'),
    reference('pLineId', 'plCline'),
    reference('cLineId', 'plCline'),
    reference('artists', 'artist', 'artistId'),
  ],
  artist: [reference('recordCompanyId', 'recordCompany')],
  recordCompany: [party],
  plCline: [party],
  rightsHolder: [parent('albumId', 'album'), parent('trackId', 'track')],
  rightsCountry: [parent('rightsHolderId', 'rightsHolder'), parent('albumId', 'album')],
  authorization: [party],
  authorizationTrack: [
    parent('authorizationId', 'authorization'),
    parent('trackId', 'track'),
    parent('albumId', 'album'),
  ],
  trackClip: [parent('trackId', 'track')],
  accompaniment: [parent('trackId', 'track')],
  material: [parent('albumId', 'album'), parent('trackId', 'track'), parent('artistId', 'artist')],
  lyrics: [parent('trackId', 'track')],
  localization: [
    {
      field: 'entityId',
      target: (record) =>
        record.entity === 'track' ? 'track' : record.entity === 'album' ? 'album' : null,
      role: 'parent',
      alsoSetBy: ['entity'],
    },
    parent('albumId', 'album'),
  ],
};

/** One id found in a record: which field holds it, what it must name, and the id itself. */
export interface HeldReference {
  field: string;
  role: ReferenceField['role'];
  target: ReferenceTarget;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function idsIn(value: unknown, itemKey: string | undefined): unknown[] {
  if (itemKey === undefined) return [value];
  return Array.isArray(value)
    ? value.map((item) => (isObject(item) ? item[itemKey] : undefined))
    : [];
}

/**
 * The ids `record` holds in the fields an op sets (`fields`, its payload's keys), in table order.
 * Empty values are no reference. A file path that is no file id (a uuid the client chose for its
 * upload) is left to the record's validation: the file rules judge it.
 */
export function referencesOf(
  entity: EntityName,
  record: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): HeldReference[] {
  const touched = (f: ReferenceField) =>
    fields.includes(f.field) || (f.alsoSetBy ?? []).some((other) => fields.includes(other));
  const held: HeldReference[] = [];
  for (const f of RECORD_ID_FIELDS[entity]) {
    if (!touched(f)) continue;
    const target = typeof f.target === 'function' ? f.target(record) : f.target;
    if (target === null) continue;
    for (const id of idsIn(record[f.field], f.itemKey)) {
      if (id === null || id === undefined || id === '') continue;
      held.push({ field: f.field, role: f.role, target, id: String(id) });
    }
  }
  for (const [field] of fileRefFields(entity)) {
    const value = record[field];
    if (
      !fields.includes(field) ||
      !isObject(value) ||
      typeof value.path !== 'string' ||
      !UUID.test(value.path)
    )
      continue;
    held.push({ field, role: 'reference', target: 'file', id: value.path });
  }
  return held;
}
