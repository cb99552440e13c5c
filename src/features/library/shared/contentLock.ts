// What the review state of an album lets a page change in the album's content (its tracks, rights
// holders, localization): the domain's isFieldEditable per field, and whether whole records may be
// added or removed (the create and delete ops decideLock takes). A record outside any album (a
// library track) is locked only in the fields fixed at creation.
import type { MessageDescriptor } from 'react-intl';
import type { Album } from '../../../domain/catalogue';
import type { AlbumContentEntity } from '../../../domain/status/editability';
import {
  editContextOf,
  isContentLocked,
  isEditAllowed,
  isFieldEditable,
  isInModification,
  isPendingReview,
  type FieldEditContext,
} from '../../../domain/status';
import { formMessages as m } from './messages';

export interface ContentLock {
  canEdit(field: string): boolean;
  /** may records of the entity be created or deleted now */
  canAddRemove: boolean;
  /** the album was released: ISRCs are fixed */
  isReleased: boolean;
  /** why some or all of the page is read-only; null when nothing is */
  explanation: MessageDescriptor | null;
}

/** No album: nothing but the fields fixed at creation is locked. */
const NO_ALBUM: FieldEditContext = { reviewStatus: 10, hasApprovedContent: false };

const canAddRemove = (entity: AlbumContentEntity, ctx: FieldEditContext) =>
  isEditAllowed({ kind: 'create', entity }, ctx) && isEditAllowed({ kind: 'delete', entity }, ctx);

/** `album` null: the record belongs to no album; `modificationNote` explains a partial lock. */
export function contentLockOf(
  entity: Exclude<AlbumContentEntity, 'album'>,
  album: Album | null,
  modificationNote: MessageDescriptor = m.modificationLimits,
): ContentLock {
  if (album === null) {
    return {
      canEdit: (field) => isFieldEditable(entity, field, NO_ALBUM),
      canAddRemove: canAddRemove(entity, NO_ALBUM),
      isReleased: false,
      explanation: null,
    };
  }
  const ctx = editContextOf(album);
  const status = album.reviewStatus;
  const modification = isInModification(status, ctx.hasApprovedContent);
  let explanation: MessageDescriptor | null = null;
  if (isPendingReview(status)) explanation = m.lockedPending;
  else if (status === 15) explanation = m.lockedDeleted;
  else if (isContentLocked(status)) explanation = m.lockedApproved;
  else if (modification) explanation = modificationNote;
  return {
    canEdit: (field) => isFieldEditable(entity, field, ctx),
    canAddRemove: canAddRemove(entity, ctx),
    isReleased: ctx.released === true,
    explanation,
  };
}
