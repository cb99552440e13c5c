// Which fields a user may change, by review status. In a modification (14) only presentation and
// scheduling change; what identifies the product or carries rights stays as approved (see below).
import type { Album } from '../catalogue/album';
import type { EntityName } from '../catalogue/entities';
import type { Track } from '../catalogue/track';
import { isContentLocked, isInModification, type ReviewStatus } from './reviewStatus';

/**
 * Editable while a modification of an approved album is open (status 14, or 13 after the
 * modification was rejected). The spec says only "some fields"; our choice and why:
 * - editable: what channels accept as a metadata update of a live product without re-ingesting
 *   it: cover art, introduction, genre, on-shelf / off-shelf dates, preview / pre-purchase;
 *   per track the audition (preview) window and genre; all lyrics and localization rows
 *   (translations, overseas cover), which are presentation.
 * - not editable: what identifies the product or the recording (album name, type, UPC, artists,
 *   original release date, track name, subtitle, version, ISRC, ISWC, audio, track list and order),
 *   what carries rights and money (authorization company, record company, P/C lines, composers,
 *   lyricists, rights holders and shares, authorization bindings), and display language. Changing
 *   those is a different product or a different licence: a new album, or a back-office correction.
 */
export const editableFieldsInModification = {
  album: ['cover', 'introduction', 'genreId', 'expectedOnShelfDate', 'requestedOffShelfDate', 'previewAllowed'],
  track: ['isAudition', 'auditionStartMs', 'auditionEndMs', 'genreId'],
  lyrics: 'all',
  localization: 'all',
} as const satisfies {
  album: readonly (keyof Album)[];
  track: readonly (keyof Track)[];
  lyrics: 'all';
  localization: 'all';
};

/** Fixed once the record exists (spec section 4); a track inherits the rule from its album. */
export const immutableAfterCreate = {
  album: ['authorizationCompanyId', 'displayLanguage'],
  track: ['authorizationCompanyId', 'displayLanguage'],
} as const satisfies { album: readonly (keyof Album)[]; track: readonly (keyof Track)[] };

/** Fixed once the album was released: the ISRCs channels already hold. */
export const immutableAfterRelease = {
  track: ['isrc', 'spatialIsrc'],
} as const satisfies { track: readonly (keyof Track)[] };

/**
 * Entities whose records are the album's reviewed content: the lock rules apply to them. Artists,
 * record companies, P/C lines, letters, clips, accompaniments and materials are library records of
 * their own and are never locked by an album's review.
 */
export const ALBUM_CONTENT_ENTITIES = [
  'album',
  'track',
  'rightsHolder',
  'rightsCountry',
  'authorizationTrack',
  'lyrics',
  'localization',
] as const satisfies readonly EntityName[];
export type AlbumContentEntity = (typeof ALBUM_CONTENT_ENTITIES)[number];

export function isAlbumContentEntity(entity: EntityName): entity is AlbumContentEntity {
  return (ALBUM_CONTENT_ENTITIES as readonly string[]).includes(entity);
}

export function isImmutableAfterCreate(entity: EntityName, field: string): boolean {
  const fields: readonly string[] | undefined = (immutableAfterCreate as Partial<Record<EntityName, readonly string[]>>)[entity];
  return fields?.includes(field) ?? false;
}

/** Is `field` of `entity` editable in a modification? Whole-entity editability counts. */
export function isEditableInModification(entity: EntityName, field: string): boolean {
  const rule = (editableFieldsInModification as Partial<Record<EntityName, readonly string[] | 'all'>>)[entity];
  if (rule === undefined) return false;
  return rule === 'all' || rule.includes(field);
}

/** Can whole records of `entity` be created or deleted during a modification? */
export function isEntityEditableInModification(entity: EntityName): boolean {
  return (editableFieldsInModification as Partial<Record<EntityName, unknown>>)[entity] === 'all';
}

export interface FieldEditContext {
  reviewStatus: ReviewStatus;
  hasApprovedContent: boolean;
  /** album released (isReleased): ISRCs are fixed */
  released?: boolean;
}

/**
 * What the form asks for each input: may the user change `field` of an album-content record now?
 * The server asks decideLock (sync/lock.ts), which applies the same rules to a whole op.
 */
export function isFieldEditable(entity: EntityName, field: string, ctx: FieldEditContext): boolean {
  if (!isAlbumContentEntity(entity)) return true;
  if (isImmutableAfterCreate(entity, field)) return false;
  if (entity === 'track' && ctx.released === true && (immutableAfterRelease.track as readonly string[]).includes(field)) return false;
  if (isContentLocked(ctx.reviewStatus)) return false;
  if (isInModification(ctx.reviewStatus, ctx.hasApprovedContent)) return isEditableInModification(entity, field);
  return true;
}
