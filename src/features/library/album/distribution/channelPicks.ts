// Which of an album's channels the panel offers for a request: the contract must allow the channel
// (off-shelf also from a channel the contract no longer allows, since taking down is always right)
// and the channel's state must take the request (canRequest, the table the server refuses by).
import type { AlbumChannelView } from '../../../../domain/distribution/api';
import { canRequest } from '../../../../domain/distribution/channelState';
import type { ReviewStatus } from '../../../../domain/status';

export type DistributionKind = 'release' | 'takedown';

export function canPick(
  channel: AlbumChannelView,
  kind: DistributionKind,
  reviewStatus: ReviewStatus,
): boolean {
  if (kind === 'release' && channel.refusal !== null) return false;
  return canRequest(
    channel.state,
    kind === 'release' ? 'requested' : 'takedownRequested',
    reviewStatus,
  );
}

/** The chosen channels that take this request; the default choice is every channel ("all"). */
export function pickedFor(
  channels: readonly AlbumChannelView[],
  chosen: ReadonlySet<string> | 'all',
  kind: DistributionKind,
  reviewStatus: ReviewStatus,
): AlbumChannelView[] {
  return channels.filter(
    (c) => (chosen === 'all' || chosen.has(c.channelId)) && canPick(c, kind, reviewStatus),
  );
}

/** The channel's own name in the reader's language. */
export function channelName(channel: { nameZh: string; nameEn: string }, locale: string): string {
  return locale.startsWith('zh') ? channel.nameZh : channel.nameEn;
}
