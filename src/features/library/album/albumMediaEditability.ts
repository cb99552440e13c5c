// Whether the cover, the tracks' audio and their lyrics may change now: the same domain rule the server's lock
// decision uses, so an enabled upload button is one whose edit the server accepts.
import type { Album } from '../../../domain/catalogue';
import { editContextOf, isFieldEditable } from '../../../domain/status';

export function isAlbumMediaEditable(
  album: Album,
  entity: 'album' | 'track' | 'lyrics',
  field: 'cover' | 'audio' | 'file',
): boolean {
  return isFieldEditable(entity, field, editContextOf(album));
}
