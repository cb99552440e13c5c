// The review workspace's answers (issue 15), shared by the sync-server's presenters and the staff
// screens: the queue page, the review page, the claim and the history.
import type { EntityName } from '../catalogue/entities';
import type { ReviewStage } from '../status/reviewStatus';
import type { RejectReasonCode } from './reasons';
import type { ReviewEventDecision } from './review';

export type StoredRecordView = Readonly<Record<string, unknown>>;

export interface ReviewQueueItem {
  albumId: string;
  orgId: string;
  orgName: string;
  orgNameEn: string;
  name: string;
  type: 11 | 16;
  stage: ReviewStage;
  submittedAt: string;
  waitingMs: number;
  claim: { reviewerName: string; expiresAt: string; isMine: boolean } | null;
}

export interface ReviewQueueOrgCount {
  orgId: string;
  name: string;
  nameEn: string;
  count: number;
}

export interface ReviewQueuePage {
  list: ReviewQueueItem[];
  /** albums matching the filters */
  total: number;
  /** every pending album, by type and by organisation (the filters' choices) */
  counts: { newAlbums: number; modifications: number; byOrg: ReviewQueueOrgCount[] };
}

export interface ReviewClaim {
  reviewerId: string;
  reviewerName: string;
  claimedAt: string;
  expiresAt: string;
}

export interface ReviewEvent {
  id: number;
  actorName: string | null;
  reviewType: 11 | 16 | null;
  stage: ReviewStage | null;
  decision: ReviewEventDecision;
  reasonCode: RejectReasonCode | null;
  reasonText: string | null;
  at: string;
}

export interface ContentEntry {
  entity: EntityName;
  record: StoredRecordView;
}

export interface ReviewPageData {
  orgId: string;
  orgName: string;
  orgNameEn: string;
  album: StoredRecordView;
  /** the album's live content records, each named by its entity */
  content: ContentEntry[];
  /** the authorization letters the album's tracks are bound to */
  authorizations: StoredRecordView[];
  /** the last approved content (album first), or null when never approved */
  approved: ContentEntry[] | null;
  stage: ReviewStage;
  claim: (ReviewClaim & { isMine: boolean }) | null;
  history: ReviewEvent[];
}
