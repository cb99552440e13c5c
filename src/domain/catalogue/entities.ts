// The entity tables, one name each, shared by Dexie's schema, the sync protocol and the server's
// tables. Payload schemas are derived here so create/update ops are parsed by the same shapes.
import { z } from 'zod';
import { ALBUM_SERVER_FIELDS, albumSchema, type Album } from './album';
import { BASE_FIELDS } from './common';
import {
  accompanimentSchema,
  CLIP_SERVER_FIELDS,
  localizationSchema,
  lyricsSchema,
  materialSchema,
  trackClipSchema,
  type Accompaniment,
  type Localization,
  type Lyrics,
  type Material,
  type TrackClip,
} from './media';
import {
  ARTIST_SERVER_FIELDS,
  artistSchema,
  PLCLINE_SERVER_FIELDS,
  plClineSchema,
  RECORD_COMPANY_SERVER_FIELDS,
  recordCompanySchema,
  type Artist,
  type PlCline,
  type RecordCompany,
} from './parties';
import {
  AUTHORIZATION_SERVER_FIELDS,
  authorizationSchema,
  authorizationTrackSchema,
  rightsCountrySchema,
  rightsHolderSchema,
  type Authorization,
  type AuthorizationTrack,
  type RightsCountry,
  type RightsHolder,
} from './rights';
import { TRACK_SERVER_FIELDS, trackSchema, type Track } from './track';

export const ENTITY_NAMES = [
  'album',
  'track',
  'artist',
  'recordCompany',
  'plCline',
  'rightsHolder',
  'rightsCountry',
  'authorization',
  'authorizationTrack',
  'trackClip',
  'accompaniment',
  'material',
  'lyrics',
  'localization',
] as const;
export type EntityName = (typeof ENTITY_NAMES)[number];

export interface EntityRecordMap {
  album: Album;
  track: Track;
  artist: Artist;
  recordCompany: RecordCompany;
  plCline: PlCline;
  rightsHolder: RightsHolder;
  rightsCountry: RightsCountry;
  authorization: Authorization;
  authorizationTrack: AuthorizationTrack;
  trackClip: TrackClip;
  accompaniment: Accompaniment;
  material: Material;
  lyrics: Lyrics;
  localization: Localization;
}
export type EntityRecord = EntityRecordMap[EntityName];

export const ENTITY_SCHEMAS = {
  album: albumSchema,
  track: trackSchema,
  artist: artistSchema,
  recordCompany: recordCompanySchema,
  plCline: plClineSchema,
  rightsHolder: rightsHolderSchema,
  rightsCountry: rightsCountrySchema,
  authorization: authorizationSchema,
  authorizationTrack: authorizationTrackSchema,
  trackClip: trackClipSchema,
  accompaniment: accompanimentSchema,
  material: materialSchema,
  lyrics: lyricsSchema,
  localization: localizationSchema,
} as const satisfies { [K in EntityName]: z.ZodType<EntityRecordMap[K]> };

/** Fields only the server writes, per entity (besides id, orgId, version, updatedAt). */
export const SERVER_OWNED_FIELDS: Readonly<Record<EntityName, readonly string[]>> = {
  album: ALBUM_SERVER_FIELDS,
  track: TRACK_SERVER_FIELDS,
  artist: ARTIST_SERVER_FIELDS,
  recordCompany: RECORD_COMPANY_SERVER_FIELDS,
  plCline: PLCLINE_SERVER_FIELDS,
  rightsHolder: [],
  rightsCountry: [],
  authorization: AUTHORIZATION_SERVER_FIELDS,
  authorizationTrack: [],
  trackClip: CLIP_SERVER_FIELDS,
  accompaniment: [],
  material: [],
  lyrics: [],
  localization: [],
};

export function isEntityName(value: unknown): value is EntityName {
  return typeof value === 'string' && (ENTITY_NAMES as readonly string[]).includes(value);
}

/** The fields a client may write for an entity: the schema's keys minus base and server fields. */
export function clientWritableFields(entity: EntityName): string[] {
  const blocked = new Set<string>([...BASE_FIELDS, ...SERVER_OWNED_FIELDS[entity]]);
  return Object.keys(ENTITY_SCHEMAS[entity].shape).filter((key) => !blocked.has(key));
}

function writableShape(entity: EntityName): Record<string, z.ZodType> {
  const writable = new Set(clientWritableFields(entity));
  const shape: Record<string, z.ZodType> = ENTITY_SCHEMAS[entity].shape;
  return Object.fromEntries(Object.entries(shape).filter(([key]) => writable.has(key)));
}

/**
 * Payload of a `create` op: every client-writable field, nothing else (strict). The server fills
 * the base fields (id comes from the op's entityId) and the server-owned ones.
 */
export function createPayloadSchema(entity: EntityName): z.ZodType<Record<string, unknown>> {
  return z.strictObject(writableShape(entity));
}

/** Payload of an `update` op: a non-empty subset of the client-writable fields. */
export function updatePayloadSchema(entity: EntityName): z.ZodType<Record<string, unknown>> {
  const optional = Object.fromEntries(
    Object.entries(writableShape(entity)).map(([k, v]) => [k, v.optional()]),
  );
  // `when`: judge emptiness only on an otherwise clean parse (unknown keys are stripped before it).
  return z.strictObject(optional).refine((patch) => Object.keys(patch).length > 0, {
    message: 'empty patch',
    when: (ctx) => ctx.issues.length === 0,
  });
}
