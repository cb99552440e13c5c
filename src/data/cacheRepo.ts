// Last server answers the shell displays (dashboard, announcements, unread count), kept so the
// dashboard still shows with the network cut. Cleared on logout with the session.
import type { IdentityImage, IdentityImageSlot } from '../domain/accounts/identityImages';
import type { SubjectInfo } from '../domain/accounts/subjectInfo';
import type { ContractView } from '../domain/contracts/api';
import type { HelpCentre } from '../domain/help/help';
import type { AlbumDdexDiff } from '../domain/ddex/api';
import type { AlbumChannelsResult } from '../domain/distribution/api';
import type { AlbumBatchesResult } from '../domain/distribution/deliveries';
import type { QueuedRequest } from '../domain/sync/queuedRequests';
import type { ReviewEvent, ReviewPageData, ReviewQueuePage } from '../domain/review/types';
import type { ApiLanguage } from '../domain/locale';
import type { DashboardSummary, RoleInfo, SysMessage, SysMessagePage } from '../domain/api';
import type { SecurityLogPage, TeamInvitation, TeamMember } from '../domain/team/teamApi';
import type { TrendFigures } from '../domain/trend/api';
import type {
  SaleStatementItem,
  SaleView,
  SettlementStatementItem,
  SettlementView,
  StatementList,
} from '../domain/finance/api';
import { db } from './db';

export interface CacheValues {
  dashboardSummary: DashboardSummary;
  /** the latest announcements, as the dashboard lists them */
  announcements: SysMessage[];
  /** the notification screen's lists, one per kind */
  announcementPage: SysMessagePage;
  notificationPage: SysMessagePage;
  unreadCount: number;
  /** the organisation's contracts with their bank accounts: every contract screen reads this */
  contracts: ContractView[];
  /** the help centre as last read, per language: readable offline once visited */
  helpCentre: Partial<Record<ApiLanguage, HelpCentre>>;
  /** the team screen (administrators): members, open invitations, roles, the log's first page */
  teamMembers: TeamMember[];
  teamInvitations: TeamInvitation[];
  teamRoles: RoleInfo[];
  securityLog: SecurityLogPage;
  /** the subject info screen: the organisation's identity and its images (signed read links) */
  subjectInfo: { info: SubjectInfo; slots: IdentityImageSlot[]; images: IdentityImage[] };
  /** staff: the review queue as last loaded (with the filters it was loaded with) */
  reviewQueue: { query: Record<string, string>; page: ReviewQueuePage };
  /** staff: the review pages last opened, by album id (a few, newest kept) */
  reviewPages: Record<string, ReviewPageData>;
  /** staff: the dashboard's review figures (pending by type, the oldest submission) */
  reviewSummary: { counts: ReviewQueuePage['counts']; oldestSubmittedAt: string | null };
  /** partner: each album's DDEX diff card as last loaded, by album id, with when */
  albumDiffs: Record<string, { diff: AlbumDdexDiff; savedAt: number }>;
  /** partner: each album's review history as last loaded, by album id, with when */
  reviewHistories: Record<string, { events: ReviewEvent[]; savedAt: number }>;
  /** partner: each album's distribution panel (channels and their states) as last loaded */
  albumChannels: Record<string, { result: AlbumChannelsResult; savedAt: number }>;
  /** partner: each album's delivery batches (what each channel was told) as last loaded */
  albumBatches: Record<string, { result: AlbumBatchesResult; savedAt: number }>;
  /** partner: the dashboard's last month (the trend call's answer for it) */
  dashboardTrend: TrendFigures;
  /** partner: the trend screen's answers as last loaded, by query (trendQueryKey), with when */
  trendFigures: Record<string, { figures: TrendFigures; savedAt: number }>;
  /** partner: the statement lists as last loaded, by query (financeListKey), with when */
  financeLists: Record<string, { page: FinanceListAnswer; savedAt: number }>;
  /** partner: sales and settlement statements last opened, by id (and page), with when */
  saleStatements: Record<string, { view: SaleView; savedAt: number }>;
  settlementStatements: Record<string, { view: SettlementView; savedAt: number }>;
  /** queued business requests (src/data/local/requestQueue.ts): pending, and refused until dismissed */
  queuedRequests: QueuedRequest[];
}
export type CacheKey = keyof CacheValues;

/** A statement list as cached: tagged with its kind, so the screen knows which table it fills. */
export type FinanceListAnswer =
  | ({ kind: 'sale' } & StatementList<SaleStatementItem>)
  | ({ kind: 'settlement' } & StatementList<SettlementStatementItem>);

export interface Cached<T> {
  value: T;
  savedAt: number;
}

export async function getCached<K extends CacheKey>(key: K): Promise<Cached<CacheValues[K]> | undefined> {
  const row = await db.cache.get(key);
  return row ? { value: row.value as CacheValues[K], savedAt: row.savedAt } : undefined;
}

export async function putCached<K extends CacheKey>(key: K, value: CacheValues[K]): Promise<void> {
  await db.cache.put({ key, value, savedAt: Date.now() });
}

/** Read-modify-write of one entry in a transaction; absent entries stay absent. */
export async function updateCached<K extends CacheKey>(
  key: K,
  update: (value: CacheValues[K]) => CacheValues[K],
): Promise<void> {
  await db.transaction('rw', db.cache, async () => {
    const row = await db.cache.get(key);
    if (row) await db.cache.put({ key, value: update(row.value as CacheValues[K]), savedAt: row.savedAt });
  });
}

/** The cache entries that hold one answer per album, each saved at its own time. */
export type PerAlbumCacheKey =
  | 'albumDiffs'
  | 'reviewHistories'
  | 'albumChannels'
  | 'albumBatches'
  | 'trendFigures'
  | 'financeLists'
  | 'saleStatements'
  | 'settlementStatements';

/** Stores one album's answer under `key`, keeping the `keep` most recently saved albums. */
export async function putCachedEntry<K extends PerAlbumCacheKey>(
  key: K,
  albumId: string,
  entry: CacheValues[K][string],
  keep: number,
): Promise<void> {
  await db.transaction('rw', db.cache, async () => {
    const row = await db.cache.get(key);
    const kept = Object.entries((row?.value ?? {}) as CacheValues[K])
      .filter(([id]) => id !== albumId)
      .sort(([, a], [, b]) => a.savedAt - b.savedAt)
      .slice(-(keep - 1));
    await db.cache.put({
      key,
      value: { ...Object.fromEntries(kept), [albumId]: entry },
      savedAt: entry.savedAt,
    });
  });
}
