// Whether the cover and the tracks' audio may change now: the same domain rule the server's lock
// decision uses, so an enabled upload button is one whose edit the server accepts.
import type { Album } from '../../../domain/catalogue';
import { isFieldEditable, isReleased } from '../../../domain/status';

export function isAlbumMediaEditable(album: Album, entity: 'album' | 'track', field: 'cover' | 'audio'): boolean {
  const ctx = {
    reviewStatus: album.reviewStatus,
    hasApprovedContent: album.approvedAt !== null,
    released: isReleased(album.releaseStatus, album.everReleased),
  };
  return isFieldEditable(entity, field, ctx);
}
