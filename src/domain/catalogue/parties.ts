// Artist, record company and P-line/C-line records (spec section 3). Record company and P/C line
// names are unique per authorizing party, so both carry authorizationCompanyId.
import { z } from 'zod';
import {
  baseRecordSchema,
  codeSchema,
  dateSchema,
  idSchema,
  imageFactsSchema,
  introductionSchema,
  nameSchema,
  shortTextSchema,
  timestampSchema,
} from './common';
import { ARTIST_TYPES, SOURCES } from './enums';

export const artistSchema = baseRecordSchema.extend({
  name: nameSchema,
  /** type or gender */
  type: z.enum(ARTIST_TYPES),
  countryCode: codeSchema.nullable(),
  displayLanguage: codeSchema.nullable(),
  alias: nameSchema.nullable(),
  foreignName: nameSchema.nullable(),
  occupation: shortTextSchema.nullable(),
  birthday: dateSchema.nullable(),
  birthplace: shortTextSchema.nullable(),
  postalCode: shortTextSchema.nullable(),
  members: z.array(nameSchema),
  agent: shortTextSchema.nullable(),
  contact: shortTextSchema.nullable(),
  website: shortTextSchema.nullable(),
  recordCompanyId: idSchema.nullable(),
  genreIds: z.array(codeSchema),
  subGenreIds: z.array(codeSchema),
  representativeWorks: introductionSchema.nullable(),
  introduction: introductionSchema.nullable(),
  avatar: imageFactsSchema.nullable(),
  source: z.literal(SOURCES),
  /** counts kept by the server */
  albumCount: z.int().nonnegative(),
  songCount: z.int().nonnegative(),
});
export type Artist = z.infer<typeof artistSchema>;

export const recordCompanySchema = baseRecordSchema.extend({
  name: nameSchema,
  displayLanguage: codeSchema.nullable(),
  authorizationCompanyId: idSchema,
  albumCount: z.int().nonnegative(),
  trackCount: z.int().nonnegative(),
  creatorName: shortTextSchema.nullable(),
  createdAt: timestampSchema,
  source: z.literal(SOURCES),
});
export type RecordCompany = z.infer<typeof recordCompanySchema>;

/** One name usable as P-line owner, C-line owner or both. */
export const plClineSchema = baseRecordSchema.extend({
  name: nameSchema,
  authorizationCompanyId: idSchema,
  source: z.literal(SOURCES),
  createdAt: timestampSchema,
});
export type PlCline = z.infer<typeof plClineSchema>;

export const ARTIST_SERVER_FIELDS = [
  'albumCount',
  'songCount',
  'source',
] as const satisfies readonly (keyof Artist)[];
export const RECORD_COMPANY_SERVER_FIELDS = [
  'albumCount',
  'trackCount',
  'creatorName',
  'createdAt',
  'source',
] as const satisfies readonly (keyof RecordCompany)[];
export const PLCLINE_SERVER_FIELDS = [
  'createdAt',
  'source',
] as const satisfies readonly (keyof PlCline)[];
