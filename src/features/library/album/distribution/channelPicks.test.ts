import { describe, expect, it } from 'vitest';
import type { AlbumChannelView } from '../../../../domain/distribution/api';
import type { ReleaseStatus } from '../../../../domain/status';
import { canPick, pickedFor } from './channelPicks';

function channel(
  id: string,
  state: ReleaseStatus,
  refusal: AlbumChannelView['refusal'] = null,
): AlbumChannelView {
  return {
    channelId: id,
    code: id,
    nameZh: `渠道${id}`,
    nameEn: `Channel ${id}`,
    refusal,
    state,
    lastMessageId: null,
    lastBatchId: null,
    requestedAt: null,
    sentAt: null,
    answeredAt: null,
    answerCode: null,
    answerText: null,
  };
}

describe('canPick', () => {
  it('offers distribution from 20, 23, 24 and 27 of an approved album only', () => {
    for (const state of [20, 23, 24, 27] as const) {
      expect(canPick(channel('a', state), 'release', 12)).toBe(true);
      expect(canPick(channel('a', state), 'release', 11)).toBe(false);
    }
    for (const state of [21, 22, 25, 26] as const)
      expect(canPick(channel('a', state), 'release', 12)).toBe(false);
  });

  it('never offers distribution to a channel the contract refuses', () => {
    expect(canPick(channel('a', 20, 'channel-excluded'), 'release', 12)).toBe(false);
  });

  it('offers off-shelf from 22, 23 and 26, even where the contract no longer allows it', () => {
    for (const state of [22, 23, 26] as const)
      expect(canPick(channel('a', state, 'channel-contract-ended'), 'takedown', 13)).toBe(true);
    for (const state of [20, 21, 24, 25, 27] as const)
      expect(canPick(channel('a', state), 'takedown', 12)).toBe(false);
  });
});

describe('pickedFor', () => {
  const channels = [channel('a', 20), channel('b', 22), channel('c', 27, 'channel-territory')];

  it('takes every channel that takes the request when all are chosen', () => {
    expect(pickedFor(channels, 'all', 'release', 12).map((c) => c.channelId)).toEqual(['a']);
    expect(pickedFor(channels, 'all', 'takedown', 12).map((c) => c.channelId)).toEqual(['b']);
  });

  it('keeps to the chosen channels', () => {
    expect(pickedFor(channels, new Set(['b']), 'release', 12)).toEqual([]);
    expect(pickedFor(channels, new Set(['b']), 'takedown', 12).map((c) => c.channelId)).toEqual([
      'b',
    ]);
  });
});
