// Track record (spec section 3). Lyrics files are `lyrics` records keyed by trackId, not an array
// here, so the rolling-lyrics editor and the track form never overwrite each other's edits.
import { z } from 'zod';
import {
  audioFactsSchema,
  baseRecordSchema,
  codeSchema,
  fileRefSchema,
  idSchema,
  nameSchema,
  shortTextSchema,
} from './common';
import {
  AUDIO_QUALITIES,
  EXPLICIT,
  ISRC_AUTH,
  SOURCES,
  SPATIAL_AUDIO_TYPES,
  TRACK_ARTIST_ROLES,
  TRACK_VERSIONS,
} from './enums';

export const trackArtistSchema = z.object({
  artistId: idSchema,
  role: z.enum(TRACK_ARTIST_ROLES),
});
export type TrackArtist = z.infer<typeof trackArtistSchema>;

/** A spatial-audio master: Atmos as .wav, 5.1/7.1 as .mov (checked in validateTrack). */
export const spatialAudioFileSchema = fileRefSchema.extend({ format: z.string() });

export const trackSchema = baseRecordSchema.extend({
  /** the album the track belongs to; null while it sits in the library only */
  albumId: idSchema.nullable(),
  /** position on the album, from 1; set by sortTracks */
  trackNo: z.int().positive().nullable(),
  discNo: z.int().positive(),
  name: nameSchema,
  /** auto unique code, assigned by the server */
  assetId: shortTextSchema.nullable(),
  /** the partner's own track id/code */
  trackCode: shortTextSchema.nullable(),
  /** performing language */
  langCode: codeSchema.nullable(),
  displayLanguage: codeSchema,
  authorizationCompanyId: idSchema,
  /** stored cleaned (cleanIsrc): 12 upper-case letters and digits */
  isrc: z.string().max(32).nullable(),
  isrcAuth: z.literal(ISRC_AUTH),
  spatialIsrc: z.string().max(32).nullable(),
  iswc: z.string().max(32).nullable(),
  genreId: codeSchema.nullable(),
  /** record company (label) */
  labelId: idSchema.nullable(),
  cLineId: idSchema.nullable(),
  pLineId: idSchema.nullable(),
  artists: z.array(trackArtistSchema),
  trackVersion: z.enum(TRACK_VERSIONS).nullable(),
  subTitle: shortTextSchema.nullable(),
  isAudition: z.boolean(),
  /** audition (preview) window inside the track, in milliseconds */
  auditionStartMs: z.int().nonnegative().nullable(),
  auditionEndMs: z.int().nonnegative().nullable(),
  explicit: z.literal(EXPLICIT),
  composers: z.array(nameSchema),
  lyricists: z.array(nameSchema),
  recordingProducer: nameSchema.nullable(),
  audio: audioFactsSchema.nullable(),
  portfolioTitle: nameSchema.nullable(),
  spatialAudioType: z.enum(SPATIAL_AUDIO_TYPES).nullable(),
  spatialAudio: spatialAudioFileSchema.nullable(),
  quality: z.enum(AUDIO_QUALITIES).nullable(),
  source: z.literal(SOURCES),
});
export type Track = z.infer<typeof trackSchema>;

export const TRACK_SERVER_FIELDS = [
  'assetId',
  'source',
] as const satisfies readonly (keyof Track)[];

/** Fields the add-track drawer asks for (spec section 5). */
export const TRACK_CREATE_REQUIRED = [
  'name',
  'authorizationCompanyId',
  'displayLanguage',
] as const satisfies readonly (keyof Track)[];

/** Required before the album is submitted; artists, composers, lyricists and audio have own rules. */
export const TRACK_REQUIRED_FIELDS = [
  'name',
  'langCode',
  'isrc',
  'genreId',
  'labelId',
] as const satisfies readonly (keyof Track)[];
