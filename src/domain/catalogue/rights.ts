// Rights holders and their per-country records, and authorization files with their track bindings
// (spec section 3). A holder belongs to an album or a track; its country records carry the shares.
import { z } from 'zod';
import {
  baseRecordSchema,
  codeSchema,
  dateSchema,
  fileRefSchema,
  idSchema,
  nameSchema,
  shortTextSchema,
} from './common';
import { RIGHTS_HOLDER_TYPES } from './enums';

export const rightsHolderSchema = baseRecordSchema.extend({
  albumId: idSchema.nullable(),
  trackId: idSchema.nullable(),
  type: z.enum(RIGHTS_HOLDER_TYPES),
  name: nameSchema,
  email: z.string().max(254).nullable(),
});
export type RightsHolder = z.infer<typeof rightsHolderSchema>;

export const rightsCountrySchema = baseRecordSchema.extend({
  rightsHolderId: idSchema,
  /** the album the holder's work belongs to, so lock rules find it without a join */
  albumId: idSchema.nullable(),
  countryCode: codeSchema.nullable(),
  opInfo: shortTextSchema.nullable(),
  spInfo: shortTextSchema.nullable(),
  /**
   * 0-100 with at most two decimals: checked by validateRightsPercentage, not here, so the server
   * refuses 150 with the same code the form shows (rights-percentage-range), not as a bad format
   */
  percentage: z.number().nullable(),
  periodStart: dateSchema.nullable(),
  periodEnd: dateSchema.nullable(),
});
export type RightsCountry = z.infer<typeof rightsCountrySchema>;

/** An authorization letter: one file, many tracks. */
export const authorizationSchema = baseRecordSchema.extend({
  authorizationCompanyId: idSchema,
  title: nameSchema,
  number: shortTextSchema.nullable(),
  attachment: fileRefSchema.nullable(),
  metadataAttachment: fileRefSchema.nullable(),
  /** kept by the server: number of bound tracks */
  songCount: z.int().nonnegative(),
});
export type Authorization = z.infer<typeof authorizationSchema>;

/** A track bound to an authorization file. Each track has exactly one binding before review. */
export const authorizationTrackSchema = baseRecordSchema.extend({
  authorizationId: idSchema,
  trackId: idSchema,
  albumId: idSchema.nullable(),
});
export type AuthorizationTrack = z.infer<typeof authorizationTrackSchema>;

export const AUTHORIZATION_SERVER_FIELDS = [
  'songCount',
] as const satisfies readonly (keyof Authorization)[];
