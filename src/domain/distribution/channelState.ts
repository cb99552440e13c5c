// The release state of one album on one channel (spec section 4, codes 20-27). The moves come from
// the album-level table in status/releaseStatus.ts, so the panel's "can I?" and the server's refusal
// share one home; this adds the delivery pipe's own events (batch sent, give-up after retries).

import {
  RELEASE_COMMAND_FROM,
  transitionRelease,
  type ReleaseCommandType,
  type ReleaseStatus,
  type ReviewStatus,
} from '../status';

export const CHANNEL_EVENTS = [
  'requested',
  'batchSent',
  'ackOk',
  'ackFailed',
  'takedownRequested',
  'takedownSent',
  'takedownOk',
  'takedownFailed',
  'updateNeeded',
  'gaveUp',
] as const;
export type ChannelEvent = (typeof CHANNEL_EVENTS)[number];

export type ChannelStateCode = 'channel-event-not-allowed' | 'release-requires-approval';

export type ChannelTransition =
  { ok: true; to: ReleaseStatus } | { ok: false; code: ChannelStateCode };

/** Each event is one album command; "sent" events keep the in-flight state (the answer decides). */
const EVENT_COMMAND: Readonly<
  Record<Exclude<ChannelEvent, 'batchSent' | 'takedownSent' | 'gaveUp'>, ReleaseCommandType>
> = {
  requested: 'distribute',
  ackOk: 'releaseSucceeded',
  ackFailed: 'releaseFailed',
  takedownRequested: 'takedown',
  takedownOk: 'takedownSucceeded',
  takedownFailed: 'takedownFailed',
  updateNeeded: 'contentUpdated',
};

/** Giving up after the retry limit ends the delivery the way a failed answer would. */
function commandOf(event: ChannelEvent, from: ReleaseStatus): ReleaseCommandType | null {
  if (event === 'batchSent') return from === 21 ? 'releaseSucceeded' : null;
  if (event === 'takedownSent') return from === 25 ? 'takedownSucceeded' : null;
  if (event === 'gaveUp')
    return from === 21 ? 'releaseFailed' : from === 25 ? 'takedownFailed' : null;
  return EVENT_COMMAND[event];
}

/**
 * The channel's next state. `requested` needs approved content (review status 12); every other
 * event is the pipe reporting what happened, which the album's review state cannot veto.
 */
export function transitionChannel(
  from: ReleaseStatus,
  event: ChannelEvent,
  ctx: { reviewStatus: ReviewStatus },
): ChannelTransition {
  // an approved modification's update goes out while the channel shows 23 (it still has the old
  // content); the channel's answer ends it like a release's: 22, or 27 with the reason
  if (from === 23 && (event === 'ackOk' || event === 'ackFailed' || event === 'gaveUp'))
    return { ok: true, to: event === 'ackOk' ? 22 : 27 };
  if (from === 23 && event === 'batchSent') return { ok: true, to: 23 };
  const command = commandOf(event, from);
  if (command === null || !RELEASE_COMMAND_FROM[command].includes(from))
    return { ok: false, code: 'channel-event-not-allowed' };
  if (event === 'batchSent' || event === 'takedownSent') return { ok: true, to: from };
  const reviewStatus = event === 'requested' ? ctx.reviewStatus : 12;
  const moved = transitionRelease(from, command, { reviewStatus });
  if (!moved.ok)
    return {
      ok: false,
      code: moved.code === 'release-requires-approval' ? moved.code : 'channel-event-not-allowed',
    };
  return moved;
}

/** A delivery (21) or takedown (25) is in flight: the pipe owns the channel until it answers. */
export function isInFlight(state: ReleaseStatus): boolean {
  return state === 21 || state === 25;
}

/** Whether the partner may ask for this on a channel now (the panel's checkbox, the route's check). */
export function canRequest(
  state: ReleaseStatus,
  event: 'requested' | 'takedownRequested',
  reviewStatus: ReviewStatus,
): boolean {
  return transitionChannel(state, event, { reviewStatus }).ok;
}
