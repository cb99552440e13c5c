// Pieces every catalogue record shares. Schemas describe what may be STORED (a draft album with
// empty fields is valid); completeness for review is checked by the validate* functions instead.
import { z } from 'zod';
import { TextLimits } from './limits';

/**
 * Record ids are uuid strings. Any 8-4-4-4-12 hex shape is taken (z.guid), not only RFC variants,
 * so ids made by the back office or by imports are accepted as they are.
 */
export const idSchema = z.guid();

export const baseRecordSchema = z.object({
  id: idSchema,
  orgId: z.string().min(1),
  /** assigned by the server; 0 before the first acknowledgement */
  version: z.int().nonnegative(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type BaseRecord = z.infer<typeof baseRecordSchema>;
/** Fields of the base that the client never writes in a payload. */
export const BASE_FIELDS = ['id', 'orgId', 'version', 'updatedAt'] as const;

/** 'YYYY-MM-DD' calendar date (release dates, birthdays, terms). */
export const dateSchema = z.iso.date();
export const timestampSchema = z.iso.datetime({ offset: true });

export const nameSchema = z.string().max(TextLimits.nameMax);
export const shortTextSchema = z.string().max(TextLimits.shortTextMax);
export const introductionSchema = z.string().max(TextLimits.introductionMax);
/** A lookup code (language, genre, country...) from the /common lookups. */
export const codeSchema = z.string().min(1).max(64);

/** A stored file: object-store key plus its original name. */
export const fileRefSchema = z.object({
  path: z.string().min(1),
  name: z.string().max(TextLimits.nameMax),
  sizeBytes: z.int().nonnegative(),
});
export type FileRef = z.infer<typeof fileRefSchema>;

/** Facts read from an image header (worker before upload, server again after). */
export const imageFactsSchema = fileRefSchema.extend({
  format: z.string(),
  widthPx: z.int().nonnegative(),
  heightPx: z.int().nonnegative(),
});
export type ImageFacts = z.infer<typeof imageFactsSchema>;

/** Facts read from an audio header; bit depth is null for lossy formats (mp3, m4a). */
export const audioFactsSchema = fileRefSchema.extend({
  format: z.string(),
  durationMs: z.int().nonnegative(),
  sampleRateHz: z.int().nonnegative(),
  bitDepth: z.int().nonnegative().nullable(),
  channels: z.int().nonnegative(),
  bitrateKbps: z.number().nonnegative().nullable(),
  /** set by the server once it re-read the uploaded file; the client is never trusted */
  verifiedAt: timestampSchema.nullable(),
});
export type AudioFacts = z.infer<typeof audioFactsSchema>;
