// The indexes of the visible catalogue tables: what the library lists filter and sort by. Compound
// indexes serve "filter by one field, sort by another" without sorting in memory (albums of a
// status by update time, tracks of an album in order). Null and boolean values are not valid
// IndexedDB keys: records holding them simply do not appear in that index.
import type { EntityName } from '../domain/catalogue/entities';

export const CATALOGUE_INDEXES: Readonly<Record<EntityName, string>> = {
  album: 'id, updatedAt, name, reviewStatus, releaseStatus, upc, [reviewStatus+updatedAt]',
  track: 'id, albumId, isrc, name, updatedAt, labelId, [albumId+trackNo], [albumId+updatedAt]',
  artist: 'id, name, updatedAt',
  recordCompany: 'id, name, authorizationCompanyId, updatedAt',
  plCline: 'id, name, authorizationCompanyId, updatedAt',
  rightsHolder: 'id, albumId, trackId',
  rightsCountry: 'id, rightsHolderId, albumId',
  authorization: 'id, title, authorizationCompanyId, updatedAt',
  authorizationTrack: 'id, authorizationId, trackId, albumId',
  trackClip: 'id, trackId, updatedAt',
  accompaniment: 'id, trackId, updatedAt',
  material: 'id, albumId, trackId, artistId, updatedAt',
  lyrics: 'id, trackId',
  localization: 'id, entityId, albumId',
};

/** Indexed field names of an entity's table, compound ones as "[a+b]". */
export function indexesOf(entity: EntityName): string[] {
  return CATALOGUE_INDEXES[entity].split(',').map((s) => s.trim());
}
