// The review-lock rule (DESIGN.md section 5) as one decision the server applies to every op and the
// client uses to predict it. Review commands and album deletion go through the state machine instead.
// The rule itself is decideEdit (status/editability.ts): this reads the op and the album into it.
import type { Album } from '../catalogue/album';
import { decideEdit, editContextOf } from '../status/editability';
import { changedFields } from './merge';
import type { Op } from './protocol';

/** What the lock decision needs to know of the album the op's record belongs to. */
export type LockAlbum = Pick<
  Album,
  'reviewStatus' | 'releaseStatus' | 'everReleased' | 'approvedAt'
> &
  Partial<Album>;

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
  if (album === null) return null;
  const base =
    current ?? (op.entity === 'album' ? (album as Readonly<Record<string, unknown>>) : null);
  const fields = op.kind === 'update' ? changedFields(base, op.payload) : [];
  return decideEdit(
    { kind: op.kind, entity: op.entity, fields },
    editContextOf(album, modificationStarted),
  );
}
