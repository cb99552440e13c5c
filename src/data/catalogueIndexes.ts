// The indexes of the visible catalogue tables: what the library lists filter and sort by. Compound
// indexes serve "filter by one field, sort by another" without sorting in memory (albums of a
// status by update time, tracks of an album in order). Null and boolean values are not valid
// IndexedDB keys: records holding them simply do not appear in that index.
// `_nameKey` is the folded name (src/data/listKeys.ts): case-insensitive prefix search and name
// order in one key range. Every index costs time on each write (a first pull writes 100,000
// tracks), so the big track table gets compounds only for its most used filters.
import type { EntityName } from '../domain/catalogue/entities';

/**
 * The catalogue tables as database version 4 declared them. Never change: Dexie diffs each
 * declared version against the next to upgrade a device that is still on it.
 */
export const CATALOGUE_INDEXES_V4: Readonly<Record<EntityName, string>> = {
  album: 'id, updatedAt, name, reviewStatus, releaseStatus, upc, [reviewStatus+updatedAt], _nameKey, [reviewStatus+_nameKey]',
  track:
    'id, albumId, isrc, name, updatedAt, labelId, [albumId+trackNo], [albumId+updatedAt], _nameKey, [langCode+_nameKey], [langCode+updatedAt], [trackVersion+updatedAt], [source+updatedAt]',
  artist: 'id, name, updatedAt, _nameKey',
  recordCompany: 'id, name, authorizationCompanyId, updatedAt, _nameKey, createdAt',
  plCline: 'id, name, authorizationCompanyId, updatedAt, _nameKey, createdAt',
  rightsHolder: 'id, albumId, trackId',
  rightsCountry: 'id, rightsHolderId, albumId',
  authorization: 'id, title, authorizationCompanyId, updatedAt, _nameKey',
  authorizationTrack: 'id, authorizationId, trackId, albumId',
  trackClip: 'id, trackId, updatedAt, _nameKey, createdAt',
  accompaniment: 'id, trackId, updatedAt, _nameKey',
  material: 'id, albumId, trackId, artistId, updatedAt',
  lyrics: 'id, trackId',
  localization: 'id, entityId, albumId',
};

/**
 * The indexes as version 6 declared them (never change). Version 6 adds `*_artistIds` to albums and
 * tracks: multi-entry, one key per artist (src/data/listKeys.ts), so an artist's albums and songs
 * are one index lookup.
 */
export const CATALOGUE_INDEXES_V6: Readonly<Record<EntityName, string>> = {
  ...CATALOGUE_INDEXES_V4,
  album: `${CATALOGUE_INDEXES_V4.album}, *_artistIds`,
  track: `${CATALOGUE_INDEXES_V4.track}, *_artistIds`,
};

/**
 * The current indexes. Version 8 adds `*_words` to every named table and `*_codes` to tracks:
 * multi-entry, one key per word start of the name (and per digit of an album's UPC, per character
 * of a track's ISRC), so a search finds words inside names with one key range (listKeys.ts).
 */
export const CATALOGUE_INDEXES: Readonly<Record<EntityName, string>> = {
  ...CATALOGUE_INDEXES_V6,
  album: `${CATALOGUE_INDEXES_V6.album}, *_words`,
  track: `${CATALOGUE_INDEXES_V6.track}, *_words, *_codes`,
  artist: `${CATALOGUE_INDEXES_V6.artist}, *_words`,
  recordCompany: `${CATALOGUE_INDEXES_V6.recordCompany}, *_words`,
  plCline: `${CATALOGUE_INDEXES_V6.plCline}, *_words`,
  authorization: `${CATALOGUE_INDEXES_V6.authorization}, *_words`,
  trackClip: `${CATALOGUE_INDEXES_V6.trackClip}, *_words`,
  accompaniment: `${CATALOGUE_INDEXES_V6.accompaniment}, *_words`,
};

/**
 * The catalogue tables as database version 2 declared them. Never change: Dexie diffs each
 * declared version against the next to upgrade a device that is still on it.
 */
export const CATALOGUE_INDEXES_V2: Readonly<Record<EntityName, string>> = {
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
  // (a multi-entry index is declared `*name` and queried by `name`)
  return CATALOGUE_INDEXES[entity].split(',').map((s) => s.trim().replace(/^\*/, ''));
}
