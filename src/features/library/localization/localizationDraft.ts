// The localization drawer as plain data: one language's row of an album or a track as the inputs
// hold it, the domain's check (one row per language, a name, the overseas cover's rules), and
// the record fields it saves.
import type { ImageFacts, Issue, Localization, LocalizedEntity } from '../../../domain/catalogue';
import { validateLocalization } from '../../../domain/catalogue/validateLocalization';

export interface LocalizationOwner {
  entity: LocalizedEntity;
  entityId: string;
  /** the album the row belongs to, for the lock rules (a track's album; null for a library track) */
  albumId: string | null;
}

export interface LocalizationDraft {
  id: string | null;
  language: string;
  name: string;
  subTitle: string;
  introduction: string;
  overseasCover: ImageFacts | null;
}

export function newLocalizationDraft(): LocalizationDraft {
  return { id: null, language: '', name: '', subTitle: '', introduction: '', overseasCover: null };
}

export function rowToDraft(row: Localization): LocalizationDraft {
  return {
    id: row.id,
    language: row.language,
    name: row.name ?? '',
    subTitle: row.subTitle ?? '',
    introduction: row.introduction ?? '',
    overseasCover: row.overseasCover,
  };
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The record fields of a draft (everything the drawer edits, plus whose row it is). */
export function draftToFields(
  draft: LocalizationDraft,
  owner: LocalizationOwner,
): Omit<Localization, 'id' | 'orgId' | 'version' | 'updatedAt'> {
  return {
    entity: owner.entity,
    entityId: owner.entityId,
    albumId: owner.albumId,
    language: draft.language,
    name: orNull(draft.name),
    subTitle: orNull(draft.subTitle),
    // an introduction keeps its line breaks; only blank means none
    introduction: draft.introduction.trim() === '' ? null : draft.introduction,
    overseasCover: owner.entity === 'album' ? draft.overseasCover : null,
  };
}

/** `rows` are every row of the owner on this device; the draft's own row is left out here. */
export function checkLocalizationDraft(
  draft: LocalizationDraft,
  owner: LocalizationOwner,
  rows: readonly Localization[],
): Issue[] {
  const siblings = rows.filter((r) => r.id !== draft.id);
  return validateLocalization(draftToFields(draft, owner), siblings);
}
