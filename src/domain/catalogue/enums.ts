// Codes of the catalogue (spec section 3). Numbers where the spec numbers them (album type, source,
// material, clip type, isrcAuth, explicit); otherwise stable camelCase strings the UI translates.

/** 1 Album, 2 Single, 3 EP, 4 Box-set, 9 Classical Music. */
export const ALBUM_TYPES = [1, 2, 3, 4, 9] as const;
export type AlbumType = (typeof ALBUM_TYPES)[number];
export const ALBUM_TYPE = { album: 1, single: 2, ep: 3, boxSet: 4, classical: 9 } as const;

export const ALBUM_EDITIONS = [
  'original',
  'deluxe',
  'special',
  'souvenir',
  'ost',
  'greatestHits',
  'other',
  'live',
] as const;
export type AlbumEdition = (typeof ALBUM_EDITIONS)[number];

/** UPC already owned (user types it), system-generated, or applied for. */
export const UPC_MODES = ['owned', 'system', 'applied'] as const;
export type UpcMode = (typeof UPC_MODES)[number];

export const ALBUM_ARTIST_ROLES = ['MainArtist', 'FeaturedArtist', 'Others'] as const;
export type AlbumArtistRole = (typeof ALBUM_ARTIST_ROLES)[number];

/** 1 front desk (this portal), 2 backstage, 3 backstage DDEX receive, 4 offline tool / disk import. */
export const SOURCES = [1, 2, 3, 4] as const;
export type Source = (typeof SOURCES)[number];
export const SOURCE = { frontDesk: 1, backstage: 2, ddex: 3, offlineTool: 4 } as const;

export const TRACK_ARTIST_ROLES = [
  'main',
  'featured',
  'other',
  'producer',
  'arranger',
  'recording',
  'mixer',
] as const;
export type TrackArtistRole = (typeof TRACK_ARTIST_ROLES)[number];

/** 0 the ISRC was already held, 1 the platform helps apply for one. */
export const ISRC_AUTH = [0, 1] as const;
export type IsrcAuth = (typeof ISRC_AUTH)[number];

export const TRACK_VERSIONS = [
  'studio',
  'live',
  'demo',
  'remix',
  'remaster',
  'accompaniment',
  'other',
] as const;
export type TrackVersion = (typeof TRACK_VERSIONS)[number];

/** 0 not explicit, 1 clean/abridged version, 2 explicit. */
export const EXPLICIT = [0, 1, 2] as const;
export type Explicit = (typeof EXPLICIT)[number];

export const SPATIAL_AUDIO_TYPES = ['atmos', 'surround51', 'surround71'] as const;
export type SpatialAudioType = (typeof SPATIAL_AUDIO_TYPES)[number];

export const AUDIO_QUALITIES = ['normal', 'hiRes', 'lossless'] as const;
export type AudioQuality = (typeof AUDIO_QUALITIES)[number];

export const LYRICS_FORMATS = ['txt', 'lrc', 'krc'] as const;
export type LyricsFormat = (typeof LYRICS_FORMATS)[number];

/** original lyrics, a translation, the traditional-Chinese conversion, or time-coded rolling lyrics */
export const LYRICS_KINDS = ['original', 'translation', 'traditional', 'rolling'] as const;
export type LyricsKind = (typeof LYRICS_KINDS)[number];

export const ARTIST_TYPES = ['unknown', 'male', 'female', 'group', 'band', 'others'] as const;
export type ArtistType = (typeof ARTIST_TYPES)[number];

export const RIGHTS_HOLDER_TYPES = [
  'lyricist',
  'composer',
  'arranger',
  'producer',
  'vocalAccompaniment',
  'performer',
  'recordingProducer',
  'recordingOwner',
] as const;
export type RightsHolderType = (typeof RIGHTS_HOLDER_TYPES)[number];

/** 1 system clip (cut from the track), 2 uploaded clip file, 3 pay-mode-3.0 default clip. */
export const CLIP_TYPES = [1, 2, 3] as const;
export type ClipType = (typeof CLIP_TYPES)[number];
export const CLIP_TYPE = { system: 1, uploaded: 2, payMode3Default: 3 } as const;

export const ACCOMPANIMENT_TYPES = ['vocal', 'nonVocal'] as const;
export type AccompanimentType = (typeof ACCOMPANIMENT_TYPES)[number];

/**
 * 1 banner, 2 cover, 3 artist photo, 4 album intro, 5 track intro, 6 artist intro, 7 lyrics,
 * 8 other copy, 9 splash, 10 ad map, 11 audio, 12 video, 13 other pictures, 14 accompaniment.
 */
export const MATERIAL_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

export const MATERIAL_VERSIONS = ['domestic', 'foreign'] as const;
export type MaterialVersion = (typeof MATERIAL_VERSIONS)[number];

/** Entities that localization rows describe. */
export const LOCALIZED_ENTITIES = ['album', 'track'] as const;
export type LocalizedEntity = (typeof LOCALIZED_ENTITIES)[number];
