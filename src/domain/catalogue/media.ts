// Track clips, accompaniments, materials, lyrics and localization rows (spec section 3). Times are
// integer milliseconds; the forms type mm:ss and convert with parseTimeInput (time.ts).
import { z } from 'zod';
import {
  audioFactsSchema,
  baseRecordSchema,
  codeSchema,
  fileRefSchema,
  idSchema,
  imageFactsSchema,
  introductionSchema,
  nameSchema,
  shortTextSchema,
  timestampSchema,
} from './common';
import {
  ACCOMPANIMENT_TYPES,
  CLIP_TYPES,
  LOCALIZED_ENTITIES,
  LYRICS_FORMATS,
  LYRICS_KINDS,
  MATERIAL_TYPES,
  MATERIAL_VERSIONS,
  SOURCES,
} from './enums';
import { MaterialLimits, TextLimits } from './limits';

export const trackClipSchema = baseRecordSchema.extend({
  trackId: idSchema,
  title: nameSchema,
  type: z.literal(CLIP_TYPES),
  startMs: z.int().nonnegative().nullable(),
  durationMs: z.int().nonnegative().nullable(),
  tag: shortTextSchema.nullable(),
  /** the uploaded clip file (type 2) */
  file: audioFactsSchema.nullable(),
  source: z.literal(SOURCES),
  createdAt: timestampSchema,
});
export type TrackClip = z.infer<typeof trackClipSchema>;

export const accompanimentSchema = baseRecordSchema.extend({
  trackId: idSchema,
  title: nameSchema,
  /** vocal or non-vocal (the spec's "type/version"; `version` is the record's sync version) */
  accompanimentType: z.enum(ACCOMPANIMENT_TYPES),
  /** resource id in the object store, with size, format and duration read from the file */
  file: audioFactsSchema.nullable(),
  tag: shortTextSchema.nullable(),
});
export type Accompaniment = z.infer<typeof accompanimentSchema>;

export const materialSchema = baseRecordSchema.extend({
  name: z.string().max(MaterialLimits.nameMax),
  type: z.literal(MATERIAL_TYPES),
  /** domestic or foreign (the spec's "version"; `version` is the record's sync version) */
  materialVersion: z.enum(MATERIAL_VERSIONS),
  file: fileRefSchema.nullable(),
  /** what the material illustrates, if anything */
  albumId: idSchema.nullable(),
  trackId: idSchema.nullable(),
  artistId: idSchema.nullable(),
});
export type Material = z.infer<typeof materialSchema>;

export const lyricsSchema = baseRecordSchema.extend({
  trackId: idSchema,
  title: nameSchema,
  kind: z.enum(LYRICS_KINDS),
  format: z.enum(LYRICS_FORMATS),
  language: codeSchema.nullable(),
  content: z.string().max(TextLimits.lyricsMax),
  file: fileRefSchema.nullable(),
});
export type Lyrics = z.infer<typeof lyricsSchema>;

/** Per-language album or track info for overseas platforms; the overseas cover is album-only. */
export const localizationSchema = baseRecordSchema.extend({
  entity: z.enum(LOCALIZED_ENTITIES),
  entityId: idSchema,
  /** the album the row belongs to (for a track row, the track's album), for the lock rules */
  albumId: idSchema.nullable(),
  language: codeSchema,
  name: nameSchema.nullable(),
  subTitle: shortTextSchema.nullable(),
  introduction: introductionSchema.nullable(),
  overseasCover: imageFactsSchema.nullable(),
});
export type Localization = z.infer<typeof localizationSchema>;

export const CLIP_SERVER_FIELDS = [
  'source',
  'createdAt',
] as const satisfies readonly (keyof TrackClip)[];
