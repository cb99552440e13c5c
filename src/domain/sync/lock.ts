// The review-lock rule (DESIGN.md section 5) as one decision the server applies to every op and the
// client uses to predict it. Review commands and album deletion go through the state machine instead.
import type { Album } from '../catalogue/album';
import {
  immutableAfterRelease,
  isAlbumContentEntity,
  isEditableInModification,
  isEntityEditableInModification,
  isImmutableAfterCreate,
} from '../status/editability';
import { isReleased } from '../status/releaseStatus';
import { changedFields } from './merge';
import { REVIEW_OP_KINDS, type Op } from './protocol';

/** What the lock decision needs to know of the album the op's record belongs to. */
export type LockAlbum = Pick<Album, 'reviewStatus' | 'releaseStatus' | 'everReleased' | 'approvedAt'> & Partial<Album>;

/**
 * null when the op may go on to validation, 'locked' when the album's review or release state
 * forbids it:
 * - 11, 16 (pending) and 15 (deleted): no content edit at all;
 * - 12 (approved): none until a modification is started (`modificationStarted`: the album is at 14
 *   on the server, or a startModification op precedes this one in the client's outbox);
 * - in a modification (14, 12 + started, 13 after a rejected modification): only
 *   editableFieldsInModification, and records created/deleted only for lyrics and localization;
 * - released: no track added or removed (or moved out), no ISRC changed;
 * - always: authorization company and display language stay as created.
 * `album` is null when the record belongs to no album (a library track): nothing locks it.
 * `current` is the record the op touches, when the caller has it: unchanged values in an update
 * payload then do not count as edits (forms may send fields back as they were). For album ops the
 * album itself is used. A track moving between albums must be decided against both albums.
 */
export function decideLock(
  op: Op,
  album: LockAlbum | null,
  modificationStarted = false,
  current?: Readonly<Record<string, unknown>> | null,
): 'locked' | null {
  if (!isAlbumContentEntity(op.entity) || album === null) return null;
  if ((REVIEW_OP_KINDS as readonly string[]).includes(op.kind)) return null;
  const status = album.reviewStatus;
  const frozen = status === 11 || status === 15 || status === 16;
  if (op.entity === 'album' && op.kind === 'create') return null;
  if (op.entity === 'album' && op.kind === 'delete') return frozen ? 'locked' : null;
  // Locked statuses refuse every edit op, even one that would change nothing.
  if (frozen || (status === 12 && !modificationStarted)) return 'locked';

  const base = current ?? (op.entity === 'album' ? (album as Readonly<Record<string, unknown>>) : null);
  const changed = op.kind === 'update' ? changedFields(base, op.payload) : [];
  if (op.kind === 'update' && changed.length === 0) return null;
  if (changed.some((field) => isImmutableAfterCreate(op.entity, field))) return 'locked';

  // 12 reaches this line only with a started modification.
  const inModification = status === 14 || status === 12 || (status === 13 && album.approvedAt !== null);
  if (inModification) {
    if (op.kind === 'update') {
      if (!changed.every((field) => isEditableInModification(op.entity, field))) return 'locked';
    } else if (!((op.kind === 'create' || op.kind === 'delete') && isEntityEditableInModification(op.entity))) {
      return 'locked';
    }
  }

  if (isReleased(album.releaseStatus, album.everReleased) && op.entity === 'track') {
    if (op.kind === 'create' || op.kind === 'delete') return 'locked';
    const fixed: readonly string[] = [...immutableAfterRelease.track, 'albumId'];
    if (changed.some((field) => fixed.includes(field))) return 'locked';
  }
  return null;
}
