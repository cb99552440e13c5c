import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RELEASE_STATUSES, REVIEW_STATUSES, type ReleaseStatus } from '../status';
import { CHANNEL_EVENTS, canRequest, transitionChannel, type ChannelEvent } from './channelState';

const approved = { reviewStatus: 12 as const };

describe('transitionChannel', () => {
  it.each<[ReleaseStatus, ChannelEvent, ReleaseStatus | string]>([
    [20, 'requested', 21],
    [27, 'requested', 21],
    [24, 'requested', 21],
    [23, 'requested', 21],
    [22, 'requested', 'channel-event-not-allowed'],
    [21, 'requested', 'channel-event-not-allowed'],
    [21, 'batchSent', 21],
    [20, 'batchSent', 'channel-event-not-allowed'],
    [21, 'ackOk', 22],
    [21, 'ackFailed', 27],
    [22, 'ackOk', 'channel-event-not-allowed'],
    [21, 'gaveUp', 27],
    [25, 'gaveUp', 26],
    [22, 'gaveUp', 'channel-event-not-allowed'],
    [22, 'takedownRequested', 25],
    [23, 'takedownRequested', 25],
    [26, 'takedownRequested', 25],
    [20, 'takedownRequested', 'channel-event-not-allowed'],
    [24, 'takedownRequested', 'channel-event-not-allowed'],
    [25, 'takedownSent', 25],
    [22, 'takedownSent', 'channel-event-not-allowed'],
    [25, 'takedownOk', 24],
    [25, 'takedownFailed', 26],
    [22, 'updateNeeded', 23],
    [23, 'updateNeeded', 'channel-event-not-allowed'],
    [20, 'updateNeeded', 'channel-event-not-allowed'],
    // an approved modification's update in flight keeps 23 until the channel answers
    [23, 'batchSent', 23],
    [23, 'ackOk', 22],
    [23, 'ackFailed', 27],
    [23, 'gaveUp', 27],
    [23, 'takedownSent', 'channel-event-not-allowed'],
  ])('%i --%s--> %s', (from, event, expected) => {
    const r = transitionChannel(from, event, approved);
    expect(r.ok ? r.to : r.code).toBe(expected);
  });

  it('a request needs approved content; the pipe reporting back does not', () => {
    expect(transitionChannel(20, 'requested', { reviewStatus: 14 })).toEqual({
      ok: false,
      code: 'release-requires-approval',
    });
    expect(transitionChannel(21, 'ackOk', { reviewStatus: 14 })).toEqual({ ok: true, to: 22 });
    expect(canRequest(22, 'takedownRequested', 16)).toBe(true);
    expect(canRequest(20, 'requested', 11)).toBe(false);
  });

  it('no illegal move: every success is a known state, and only the pipe leaves 21 and 25', () => {
    const pipe = new Set<ChannelEvent>([
      'ackOk',
      'ackFailed',
      'gaveUp',
      'takedownOk',
      'takedownFailed',
      'batchSent',
      'takedownSent',
    ]);
    fc.assert(
      fc.property(
        fc.constantFrom(...RELEASE_STATUSES),
        fc.constantFrom(...CHANNEL_EVENTS),
        fc.constantFrom(...REVIEW_STATUSES),
        (from, event, reviewStatus) => {
          const r = transitionChannel(from, event, { reviewStatus });
          if (!r.ok) return true;
          if (!RELEASE_STATUSES.includes(r.to) || r.to === 20) return false;
          if ((from === 21 || from === 25) && !pipe.has(event)) return false;
          return true;
        },
      ),
    );
  });

  it('any run of events from 20 ends in a state reachable by the table, with 21/25 always answered', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CHANNEL_EVENTS), { maxLength: 40 }), (events) => {
        let s: ReleaseStatus = 20;
        for (const e of events) {
          const r = transitionChannel(s, e, approved);
          if (!r.ok) continue;
          // a delivery in flight only ends in 22 or 27; a takedown in 24 or 26
          if (s === 21 && ![21, 22, 27].includes(r.to)) return false;
          if (s === 25 && ![25, 24, 26].includes(r.to)) return false;
          s = r.to;
        }
        return true;
      }),
    );
  });
});
