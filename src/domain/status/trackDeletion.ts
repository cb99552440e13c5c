// Spec section 4: "deleting a track after delivery needs the typed phrase 'I Know'". The lock
// (sync/lock.ts) already refuses any track deleted from a released album; the phrase guards what it
// lets through once a delivery was made: a first delivery that failed (27 without everReleased),
// whose tracks channels may already hold. The delete dialog asks for it and the server refuses a
// delete without it, both from here.
import type { Album } from '../catalogue/album';
import { issue, type Issue } from '../catalogue/issues';

/** Typed exactly (case and spaces count) to delete a delivered track; sent as the delete op's confirmPhrase. */
export const TRACK_DELETE_CONFIRM_PHRASE = 'I Know';

export type DeliveryState = Pick<Album, 'releaseStatus' | 'everReleased'>;

/** A delivery was made at least once, successful or not. */
export function wasDelivered(album: DeliveryState): boolean {
  return album.everReleased || album.releaseStatus !== 20;
}

/** Does deleting a track of `album` (null: a track on no album) need the phrase? */
export function needsDeletePhrase(album: DeliveryState | null): boolean {
  return album !== null && wasDelivered(album);
}

export function isConfirmPhrase(typed: string | undefined): boolean {
  return typed === TRACK_DELETE_CONFIRM_PHRASE;
}

/** The server's refusal of a track delete that needs the phrase and came without it exactly. */
export function checkTrackDeletePhrase(
  album: DeliveryState | null,
  typed: string | undefined,
): Issue[] {
  if (!needsDeletePhrase(album) || isConfirmPhrase(typed)) return [];
  return [
    issue('confirmPhrase', 'confirm-phrase-required', { phrase: TRACK_DELETE_CONFIRM_PHRASE }),
  ];
}
