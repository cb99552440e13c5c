// What the album information screen may change now, from the domain's review rules: the same
// isFieldEditable the server's lock decision mirrors, so a disabled field is one the server refuses.
import type { MessageDescriptor } from 'react-intl';
import type { Album } from '../../../domain/catalogue';
import {
  canSubmitForReview,
  editContextOf,
  isContentLocked,
  isFieldEditable,
  isInModification,
  isPendingReview,
  REVIEW_COMMAND_FROM,
} from '../../../domain/status';
import { albumInfoMessages as m } from './messages';

export type AlbumCommand = 'submitForReview' | 'startModification' | 'undoModification';

/** Where the album stands for editing: drives the notice above the form. */
export type AlbumEditMode =
  'draft' | 'rejected' | 'pending' | 'approved' | 'modification' | 'deleted';

export interface AlbumEditability {
  mode: AlbumEditMode;
  /** may this album field change now (review lock, fixed after creation, modification limits) */
  canEdit(field: keyof Album): boolean;
  name: boolean;
  introduction: boolean;
  /** why some or all fields are disabled; null when everything shown is editable */
  explanation: MessageDescriptor | null;
  commands: Readonly<Record<AlbumCommand, boolean>>;
}

function modeOf(album: Album, hasApprovedContent: boolean): AlbumEditMode {
  const status = album.reviewStatus;
  if (isPendingReview(status)) return 'pending';
  if (status === 15) return 'deleted';
  if (isContentLocked(status)) return 'approved';
  if (isInModification(status, hasApprovedContent)) return 'modification';
  return status === 13 ? 'rejected' : 'draft';
}

const EXPLANATION: Readonly<Record<AlbumEditMode, MessageDescriptor | null>> = {
  draft: null,
  rejected: null,
  pending: m.lockedPending,
  approved: m.lockedApproved,
  modification: m.modificationLimits,
  deleted: m.lockedDeleted,
};

export function albumEditability(album: Album): AlbumEditability {
  const status = album.reviewStatus;
  const ctx = editContextOf(album);
  const { hasApprovedContent } = ctx;
  const canEdit = (field: keyof Album) => isFieldEditable('album', field, ctx);
  const mode = modeOf(album, hasApprovedContent);
  return {
    mode,
    canEdit,
    name: canEdit('name'),
    introduction: canEdit('introduction'),
    explanation: EXPLANATION[mode],
    commands: {
      submitForReview: canSubmitForReview(status),
      startModification: REVIEW_COMMAND_FROM.startModification.includes(status),
      undoModification: hasApprovedContent && REVIEW_COMMAND_FROM.undoModification.includes(status),
    },
  };
}
