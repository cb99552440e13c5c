import { describe, expect, it } from 'vitest';
import { formatPlaybackTime } from './playbackTime';

describe('formatPlaybackTime', () => {
  it.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [65, '1:05'],
    [3599, '59:59'],
    [3661, '1:01:01'],
    [Number.NaN, '--:--'],
    [Number.POSITIVE_INFINITY, '--:--'],
    [-1, '--:--'],
  ])('%s s reads %s', (seconds, text) => {
    expect(formatPlaybackTime(seconds)).toBe(text);
  });
});
