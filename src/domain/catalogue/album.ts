// Album record (spec section 3). Content fields are nullable so a draft can be stored; statuses and
// the review bookkeeping (approvedAt, everReleased, reject*) are written by the server only.
import { z } from 'zod';
import { REJECT_REASON_CODES } from '../review/reasons';
import { RELEASE_STATUS, RELEASE_STATUSES, type ReleaseStatus } from '../status/releaseStatus';
import {
  REVIEW_STAGES,
  REVIEW_STATUS,
  REVIEW_STATUSES,
  type ReviewStatus,
} from '../status/reviewStatus';
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
import {
  ALBUM_ARTIST_ROLES,
  ALBUM_EDITIONS,
  ALBUM_TYPES,
  EXPLICIT,
  SOURCES,
  UPC_MODES,
} from './enums';

export const albumArtistSchema = z.object({
  artistId: idSchema,
  role: z.enum(ALBUM_ARTIST_ROLES),
});
export type AlbumArtist = z.infer<typeof albumArtistSchema>;

/** A finding as stored: codes and params, never sentences (catalogue/issues.ts). */
export const storedFindingSchema = z.object({
  field: z.string().max(64),
  code: z.string().max(64),
  severity: z.enum(['error', 'warning']),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  entity: z.string().max(64).optional(),
  /** a plain string, not an id reference: the record may be gone by the time it is read */
  entityId: z.string().max(64).optional(),
});
export type StoredFinding = z.infer<typeof storedFindingSchema>;

export const reviewStatusSchema: z.ZodType<ReviewStatus> = z.literal(REVIEW_STATUSES);
export const releaseStatusSchema: z.ZodType<ReleaseStatus> = z.literal(RELEASE_STATUSES);

export const albumSchema = baseRecordSchema.extend({
  name: nameSchema,
  cover: imageFactsSchema.nullable(),
  type: z.literal(ALBUM_TYPES),
  edition: z.enum(ALBUM_EDITIONS).nullable(),
  upcMode: z.enum(UPC_MODES),
  /** typed by the user when owned; filled by the server when system-generated or applied for */
  upc: z.string().max(32).nullable(),
  /** the authorization company (authorizing party); fixed at creation */
  authorizationCompanyId: idSchema,
  /** fixed at creation */
  displayLanguage: codeSchema,
  performingLanguage: codeSchema.nullable(),
  genreId: codeSchema.nullable(),
  recordCompanyId: idSchema.nullable(),
  /** P-line and C-line owners: ids of plCline records */
  pLineId: idSchema.nullable(),
  cLineId: idSchema.nullable(),
  artists: z.array(albumArtistSchema),
  originalReleaseDate: dateSchema.nullable(),
  expectedOnShelfDate: dateSchema.nullable(),
  requestedOffShelfDate: dateSchema.nullable(),
  isCollection: z.boolean(),
  explicit: z.literal(EXPLICIT),
  /** preview / pre-purchase allowed before the on-shelf date */
  previewAllowed: z.boolean(),
  albumNumber: shortTextSchema.nullable(),
  introduction: introductionSchema.nullable(),
  source: z.literal(SOURCES),
  reviewStatus: reviewStatusSchema,
  releaseStatus: releaseStatusSchema,
  /** settlement payment mode code from the contract (values not shown in the spec) */
  paymentMode: shortTextSchema.nullable(),
  /** when the content now on record was last approved; null if never approved */
  approvedAt: timestampSchema.nullable(),
  /** true once a release reached 22; never goes back */
  everReleased: z.boolean(),
  rejectReason: introductionSchema.nullable(),
  rejectStage: z.enum(REVIEW_STAGES).nullable(),
  /** the common reason picked at the last rejection (rejectReason holds the reviewer's words) */
  rejectReasonCode: z.enum(REJECT_REASON_CODES).nullable().optional(),
  /**
   * the quality warnings of the last accepted submission (domain/quality), kept for the reviewer;
   * absent on albums never submitted since issue 15
   */
  qualityWarnings: z.array(storedFindingSchema).optional(),
});
export type Album = z.infer<typeof albumSchema>;

/** Fields only the server writes: a client payload carrying one is refused. */
export const ALBUM_SERVER_FIELDS = [
  'reviewStatus',
  'releaseStatus',
  'approvedAt',
  'everReleased',
  'rejectReason',
  'rejectStage',
  'rejectReasonCode',
  'qualityWarnings',
  'source',
] as const satisfies readonly (keyof Album)[];

/** Fields the add-album drawer asks for; the rest can follow in the wizard. */
export const ALBUM_CREATE_REQUIRED = [
  'name',
  'authorizationCompanyId',
  'displayLanguage',
  'type',
] as const satisfies readonly (keyof Album)[];

/** Required before submission (spec section 5); cover, artists and UPC have their own rules. */
export const ALBUM_REQUIRED_FIELDS = [
  'name',
  'authorizationCompanyId',
  'type',
  'displayLanguage',
  'performingLanguage',
  'recordCompanyId',
  'genreId',
  'pLineId',
  'cLineId',
  'originalReleaseDate',
  'expectedOnShelfDate',
] as const satisfies readonly (keyof Album)[];

/** The review and release state of a new album: what the server stores and a device predicts. */
export const NEW_ALBUM_STATE = {
  reviewStatus: REVIEW_STATUS.notSubmitted,
  releaseStatus: RELEASE_STATUS.notReleased,
  approvedAt: null,
  everReleased: false,
  rejectReason: null,
  rejectStage: null,
  rejectReasonCode: null,
  // the quality findings stored with a submission (warnings only): none before the first submit
  qualityWarnings: [] as readonly never[],
} as const;
