// Whether a track's clips and accompaniments may be added, edited or deleted now: the domain's
// rule the server's lock decision uses (decideLock). Clips and accompaniments are library records
// of their own, not the album's reviewed content, so an album's review state does not lock them.
import type { Album } from '../../../domain/catalogue';
import { editContextOf, isFieldEditable } from '../../../domain/status';

export function isTrackMediaEditable(
  album: Album | null,
  entity: 'trackClip' | 'accompaniment',
): boolean {
  if (album === null) return true;
  return isFieldEditable(entity, 'title', editContextOf(album));
}
