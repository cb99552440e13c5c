// What the album's track tab may do now, decided by the domain's own lock rule (decideEdit, which
// the server's decideLock applies to every op), so an enabled button is one whose edit the server
// accepts. Spec section 4 says both "after release no track is added or deleted" and "deleting a
// track after delivery needs the typed phrase 'I Know'". The lock wins, as on the server: a
// released album (isReleased: 21 in flight, 22-26, or 20/27 after an earlier success) refuses.
// The phrase (status/trackDeletion.ts, which the server applies too) guards the one
// delivered-but-not-released case the lock lets through: a first delivery that failed (27
// without everReleased), whose tracks channels may already hold.
import type { Album } from '../../../../domain/catalogue';
import {
  COPYABLE_TRACK_FIELDS,
  type CopyableTrackField,
} from '../../../../domain/catalogue/validateSubmission';
import {
  editContextOf,
  isEditAllowed,
  isFieldEditable,
  isReleased,
  needsDeletePhrase,
} from '../../../../domain/status';
import type { LockAlbum } from '../../../../domain/sync/lock';

export type TrackListAlbum = LockAlbum & Pick<Album, 'id'>;

/** Why a track may not be added or deleted: the release, or the review state. */
export type AddRemoveRefusal = 'released' | 'locked';

export type TrackDeleteRule =
  | { kind: 'refused'; reason: AddRemoveRefusal }
  | { kind: 'confirm' }
  /** the user types TRACK_DELETE_CONFIRM_PHRASE (status/trackDeletion.ts) exactly */
  | { kind: 'phrase' };

function refusalOf(album: TrackListAlbum, kind: 'create' | 'delete'): AddRemoveRefusal | null {
  if (isEditAllowed({ kind, entity: 'track' }, editContextOf(album))) return null;
  return isReleased(album.releaseStatus, album.everReleased) ? 'released' : 'locked';
}

export function addTrackRefusal(album: TrackListAlbum): AddRemoveRefusal | null {
  return refusalOf(album, 'create');
}

export function trackDeleteRule(album: TrackListAlbum): TrackDeleteRule {
  const refusal = refusalOf(album, 'delete');
  if (refusal !== null) return { kind: 'refused', reason: refusal };
  return needsDeletePhrase(album) ? { kind: 'phrase' } : { kind: 'confirm' };
}

/** The running order is the tracks' trackNo: editable when that field is. */
export function canSortTracks(album: Album): boolean {
  return isFieldEditable('track', 'trackNo', editContextOf(album));
}

/** The copyable fields the album's state lets change now (in a modification only some). */
export function copyableFieldsNow(album: Album): CopyableTrackField[] {
  const ctx = editContextOf(album);
  return COPYABLE_TRACK_FIELDS.filter((field) => isFieldEditable('track', field, ctx));
}
