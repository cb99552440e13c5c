// Which fields a user may change, by review status. In a modification (14) only presentation and
// scheduling change; what identifies the product or carries rights stays as approved (see below).
// decideEdit is the one rule: the UI's isFieldEditable and the server's decideLock both ask it.
import type { Album } from '../catalogue/album';
import type { EntityName } from '../catalogue/entities';
import type { Track } from '../catalogue/track';
import { REVIEW_OP_KINDS, type OpKind } from '../sync/protocol';
import { isReleased } from './releaseStatus';
import { contentAccessOf, type ContentAccess, type ReviewStatus } from './reviewStatus';

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
  album: [
    'cover',
    'introduction',
    'genreId',
    'expectedOnShelfDate',
    'requestedOffShelfDate',
    'previewAllowed',
  ],
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

/** Fixed once the album was released: the ISRCs channels already hold, and the album of a track (moving it out removes it). */
export const immutableAfterRelease = {
  track: ['isrc', 'spatialIsrc', 'albumId'],
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
  const fields: readonly string[] | undefined = (
    immutableAfterCreate as Partial<Record<EntityName, readonly string[]>>
  )[entity];
  return fields?.includes(field) ?? false;
}

/** Is `field` of `entity` editable in a modification? Whole-entity editability counts. */
export function isEditableInModification(entity: EntityName, field: string): boolean {
  const rule = (
    editableFieldsInModification as Partial<Record<EntityName, readonly string[] | 'all'>>
  )[entity];
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
  /** album released (isReleased): ISRCs are fixed, no track is added or removed */
  released?: boolean;
  /**
   * the server's view of 12: a startModification op precedes the edit in the same client's outbox,
   * so the album is in a modification by the time the edit applies (on a device it already shows 14)
   */
  modificationStarted?: boolean;
}

/** The album's facts the lock rules read. */
export type EditContextAlbum = Pick<
  Album,
  'reviewStatus' | 'approvedAt' | 'releaseStatus' | 'everReleased'
>;

/** The one way from an album to its edit context, for the forms and for decideLock. */
export function editContextOf(
  album: EditContextAlbum,
  modificationStarted = false,
): FieldEditContext {
  return {
    reviewStatus: album.reviewStatus,
    hasApprovedContent: album.approvedAt !== null,
    released: isReleased(album.releaseStatus, album.everReleased),
    modificationStarted,
  };
}

function accessOf(ctx: FieldEditContext): ContentAccess {
  const access = contentAccessOf(ctx.reviewStatus, ctx.hasApprovedContent);
  return access === 'approved' && ctx.modificationStarted === true ? 'modification' : access;
}

/** An edit as the lock rules see it: the op's kind and entity and, for an update, the fields whose values change. */
export interface ContentEdit {
  kind: OpKind;
  entity: EntityName;
  fields?: readonly string[];
}

/**
 * null when the edit may go on to validation, 'locked' when the album's review or release state
 * forbids it (the rows of CONTENT_ACCESS, the field lists above, and after a release no track is
 * added, removed or moved out and no ISRC changes). Review commands are the state machine's; so is
 * the album's own deletion, except that a frozen album refuses it here. An update that changes no
 * field passes unless the status refuses every edit.
 */
export function decideEdit(edit: ContentEdit, ctx: FieldEditContext): 'locked' | null {
  const { kind, entity } = edit;
  if (!isAlbumContentEntity(entity) || (REVIEW_OP_KINDS as readonly string[]).includes(kind))
    return null;
  const access = accessOf(ctx);
  if (entity === 'album' && kind === 'create') return null;
  if (entity === 'album' && kind === 'delete') return access === 'frozen' ? 'locked' : null;
  if (access === 'frozen' || access === 'approved') return 'locked';

  const fields = kind === 'update' ? (edit.fields ?? []) : [];
  if (fields.some((field) => isImmutableAfterCreate(entity, field))) return 'locked';
  if (access === 'modification') {
    const allowed =
      kind === 'update'
        ? fields.every((field) => isEditableInModification(entity, field))
        : (kind === 'create' || kind === 'delete') && isEntityEditableInModification(entity);
    if (!allowed) return 'locked';
  }
  if (ctx.released === true && entity === 'track') {
    if (kind === 'create' || kind === 'delete') return 'locked';
    if (fields.some((field) => (immutableAfterRelease.track as readonly string[]).includes(field)))
      return 'locked';
  }
  return null;
}

/** Would the server take this edit now? What a button or a form asks before it queues the op. */
export function isEditAllowed(edit: ContentEdit, ctx: FieldEditContext): boolean {
  return decideEdit(edit, ctx) === null;
}

/** What the form asks for each input: may the user change `field` of an album-content record now? */
export function isFieldEditable(entity: EntityName, field: string, ctx: FieldEditContext): boolean {
  return isEditAllowed({ kind: 'update', entity, fields: [field] }, ctx);
}
