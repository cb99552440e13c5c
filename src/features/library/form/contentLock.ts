// What the review state of an album lets a page change in the album's content (its tracks, rights
// holders, localization): the domain's isFieldEditable per field, and whether whole records may be
// added or removed. A record outside any album (a library track) is locked by nothing.
import type { MessageDescriptor } from 'react-intl';
import type { Album } from '../../../domain/catalogue';
import type { AlbumContentEntity } from '../../../domain/status/editability';
import {
  isContentLocked,
  isEntityEditableInModification,
  isFieldEditable,
  isInModification,
  isPendingReview,
  isReleased,
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

export function editContextOf(album: Album): FieldEditContext {
  return {
    reviewStatus: album.reviewStatus,
    hasApprovedContent: album.approvedAt !== null,
    released: isReleased(album.releaseStatus, album.everReleased),
  };
}

/** `album` null: the record belongs to no album; `modificationNote` explains a partial lock. */
export function contentLockOf(
  entity: AlbumContentEntity,
  album: Album | null,
  modificationNote: MessageDescriptor = m.modificationLimits,
): ContentLock {
  if (album === null) {
    return { canEdit: (field) => isFieldEditable(entity, field, { reviewStatus: 10, hasApprovedContent: false }), canAddRemove: true, isReleased: false, explanation: null };
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
    canAddRemove: !isContentLocked(status) && (!modification || isEntityEditableInModification(entity)),
    isReleased: ctx.released === true,
    explanation,
  };
}
