// What the album information screen may change now, from the domain's review rules: the same
// isFieldEditable the server's lock decision mirrors, so a disabled field is one the server refuses.
import type { MessageDescriptor } from 'react-intl';
import type { Album } from '../../../domain/catalogue';
import {
  canSubmitForReview,
  isContentLocked,
  isFieldEditable,
  isInModification,
  isPendingReview,
  isReleased,
  REVIEW_COMMAND_FROM,
} from '../../../domain/status';
import { albumInfoMessages as m } from './messages';

export type AlbumCommand = 'submitForReview' | 'startModification' | 'undoModification';

export interface AlbumEditability {
  name: boolean;
  introduction: boolean;
  /** why some or all fields are disabled; null when everything shown is editable */
  explanation: MessageDescriptor | null;
  commands: Readonly<Record<AlbumCommand, boolean>>;
}

export function albumEditability(album: Album): AlbumEditability {
  const status = album.reviewStatus;
  const hasApprovedContent = album.approvedAt !== null;
  const ctx = { reviewStatus: status, hasApprovedContent, released: isReleased(album.releaseStatus, album.everReleased) };
  const name = isFieldEditable('album', 'name', ctx);
  const introduction = isFieldEditable('album', 'introduction', ctx);
  let explanation: MessageDescriptor | null = null;
  if (isPendingReview(status)) explanation = m.lockedPending;
  else if (status === 15) explanation = m.lockedDeleted;
  else if (isContentLocked(status)) explanation = m.lockedApproved;
  else if (isInModification(status, hasApprovedContent) && !name) explanation = m.modificationLimits;
  return {
    name,
    introduction,
    explanation,
    commands: {
      submitForReview: canSubmitForReview(status),
      startModification: REVIEW_COMMAND_FROM.startModification.includes(status),
      undoModification: hasApprovedContent && REVIEW_COMMAND_FROM.undoModification.includes(status),
    },
  };
}
