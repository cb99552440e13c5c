// The back office's review workspace (spec section 4, issue 15): the reasons a reviewer picks from,
// how long a claim holds an album, and the request shapes the queue and the decisions share with
// the staff screens. Codes, never sentences: the texts are in src/i18n/codes/review.ts.
import { z } from 'zod';
import { idSchema, introductionSchema } from '../catalogue/common';
import { emptyAsUndefined, pageQuery } from '../schemas/common';
import { isStorableText } from '../schemas/text';
import { REVIEW_STAGES } from '../status/reviewStatus';
import { REJECT_REASON_CODES, type RejectReasonCode } from './reasons';

export { REJECT_REASON_CODES, type RejectReasonCode };

/** A claim left without a decision expires after this long, so a reviewer who left frees the album. */
export const REVIEW_CLAIM_MS = 30 * 60_000;

/** 11 newly added, 16 modification: the two kinds of pending review. */
export const REVIEW_QUEUE_TYPES = [11, 16] as const;
export type ReviewQueueType = (typeof REVIEW_QUEUE_TYPES)[number];

/** Waiting-time filter: at least this many hours since submission. */
export const REVIEW_WAIT_FILTERS = [0, 24, 72, 168] as const;

export const reviewQueueQuerySchema = z.object({
  ...pageQuery,
  orgId: emptyAsUndefined(idSchema.optional()),
  type: emptyAsUndefined(
    z.coerce
      .number()
      .int()
      .refine((v): v is ReviewQueueType => (REVIEW_QUEUE_TYPES as readonly number[]).includes(v))
      .optional(),
  ),
  minWaitHours: emptyAsUndefined(z.coerce.number().int().min(0).max(100_000).optional()),
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;

/** The partner's own album (its organisation is the caller's). */
export const reviewAlbumIdSchema = z.strictObject({ albumId: idSchema });

/**
 * An organisation's album as the back office names it: an album is identified by its
 * organisation and its id together (ids are made by clients; two organisations may use one).
 */
export const reviewAlbumRefSchema = z.strictObject({ orgId: idSchema, albumId: idSchema });
export type ReviewAlbumRef = z.infer<typeof reviewAlbumRefSchema>;

/** The key of an organisation's album among the device's kept review pages. */
export function reviewAlbumKey(ref: ReviewAlbumRef): string {
  return `${ref.orgId}/${ref.albumId}`;
}

/** A signed stream URL of a file the album names: `fileUrl` is its id or its file location. */
export const reviewFileUrlSchema = z.strictObject({
  orgId: idSchema,
  albumId: idSchema,
  fileUrl: z.string().min(1).max(300),
});

const reasonText = introductionSchema.refine(isStorableText, { message: 'invalid-character' });

export const reviewDecisionSchema = z.strictObject({
  orgId: idSchema,
  albumId: idSchema,
  action: z.enum(['approve', 'reject']),
  /** the stage the reviewer decides; the server refuses a stage that is not the album's current one */
  stage: z.enum(REVIEW_STAGES).optional(),
  reasonCode: z.enum(REJECT_REASON_CODES).optional(),
  reason: reasonText.optional(),
});
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

/** A rejection names a common reason or says why in words; "other" needs the words. */
export function checkRejectReason(
  code: RejectReasonCode | undefined,
  text: string | undefined,
): 'review-reason-required' | null {
  const hasText = (text ?? '').trim() !== '';
  if (code === undefined || code === 'other') return hasText ? null : 'review-reason-required';
  return null;
}

/** What the review history records: the submission, and each stage's decision. */
export const REVIEW_EVENT_DECISIONS = ['submitted', 'approved', 'rejected'] as const;
export type ReviewEventDecision = (typeof REVIEW_EVENT_DECISIONS)[number];

/** Relative to the API base (apiUrl on the server, the api client on the device). */
export const REVIEW_PATHS = {
  queue: '/backoffice/review/queue',
  album: '/backoffice/review/album',
  claim: '/backoffice/review/claim',
  release: '/backoffice/review/release',
  /** a signed stream URL of the album's cover or a track's audio, for the reviewer's player */
  fileUrl: '/backoffice/review/file_url',
  /** the staff decision (routes/backoffice/album.ts) */
  decide: '/backoffice/album/review',
  /** the partner's own album's review history */
  history: '/album/review/history',
} as const;
