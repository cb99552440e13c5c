// The partner's distribution calls (issue 16; paths ours, in the spec's style) and what they answer.
import { z } from 'zod';
import type { ReleaseStatus } from '../status';
import type { ChannelRefusal } from './allowedChannels';

export const DISTRIBUTION_PATHS = {
  /** POST: distribute an approved album to channels (all allowed ones, or those named) */
  distribute: '/album/distribute',
  /** POST: take an album off channels */
  offShelf: '/album/off_shelf',
  /** GET ?albumId=: the channels, each with the album's state, last message, time and answer */
  channels: '/album/channels',
} as const;

export const distributionRequestSchema = z.strictObject({
  albumId: z.uuid(),
  channelIds: z.union([z.literal('all'), z.array(z.uuid()).min(1).max(100)]),
  /** the album version the partner saw: content changed since is a conflict */
  albumVersion: z.number().int().min(1),
  /**
   * the idempotency key (a queued request's id, src/domain/sync/queuedRequests.ts): the same id
   * again answers as the first time and never delivers twice
   */
  requestId: z.uuid().optional(),
});
export type DistributionRequest = z.infer<typeof distributionRequestSchema>;

export const albumChannelsQuerySchema = z.object({ albumId: z.uuid() });

export interface AlbumChannelView {
  channelId: string;
  code: string;
  nameZh: string;
  nameEn: string;
  /** the channel's logo (channelLogoUrl); absent in a view cached before logos existed */
  logoFileId?: string | null;
  /** null when the contract allows it; otherwise why not (the panel shows it greyed with the reason) */
  refusal: ChannelRefusal | null;
  state: ReleaseStatus;
  lastMessageId: string | null;
  lastBatchId: string | null;
  requestedAt: string | null;
  sentAt: string | null;
  answeredAt: string | null;
  answerCode: string | null;
  answerText: string | null;
}

export interface AlbumChannelsResult {
  albumId: string;
  releaseStatus: ReleaseStatus;
  channels: AlbumChannelView[];
}
