import { describe, expect, it } from 'vitest';
import { makeTrack, testId } from '../catalogue/testing';
import { checkPayloadBounds } from './bounds';
import { SyncLimits } from './protocol';

function nested(depth: number): unknown {
  return JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`) as unknown;
}

describe('checkPayloadBounds', () => {
  it('lets real payloads through: a whole track, the longest sort', () => {
    expect(checkPayloadBounds({ ...makeTrack() })).toBeNull();
    const trackIds = Array.from({ length: SyncLimits.sortTracksMax }, (_, i) => testId(i + 1));
    expect(checkPayloadBounds({ trackIds })).toBeNull();
    expect(checkPayloadBounds({})).toBeNull();
  });

  it('refuses a payload nested deeper than the bound, counting the payload itself as 1', () => {
    const max = SyncLimits.opPayloadMaxDepth;
    expect(checkPayloadBounds(nested(max))).toBeNull();
    expect(checkPayloadBounds(nested(max + 1))).toEqual({
      field: 'payload',
      code: 'op-too-deep',
      severity: 'error',
      params: { max },
    });
    expect(checkPayloadBounds({ a: [[[1]]] }, { maxDepth: 3, maxValues: 100 })).toMatchObject({
      code: 'op-too-deep',
    });
    expect(checkPayloadBounds({ a: [[1]] }, { maxDepth: 3, maxValues: 100 })).toBeNull();
  });

  it('refuses a payload holding more values than the bound, at any depth', () => {
    const max = SyncLimits.opPayloadMaxValues;
    expect(checkPayloadBounds({ list: Array.from({ length: max - 1 }, () => 0) })).toBeNull();
    expect(checkPayloadBounds({ list: Array.from({ length: max }, () => 0) })).toEqual({
      field: 'payload',
      code: 'op-too-large',
      severity: 'error',
      params: { max },
    });
    expect(
      checkPayloadBounds({ a: { b: 1, c: 2 }, d: [3] }, { maxDepth: 10, maxValues: 5 }),
    ).toBeNull();
    expect(
      checkPayloadBounds({ a: { b: 1, c: 2 }, d: [3, 4] }, { maxDepth: 10, maxValues: 5 }),
    ).toMatchObject({ code: 'op-too-large' });
  });

  it('answers a payload nested 500,000 deep or a million values wide at once, without the call stack', () => {
    expect(checkPayloadBounds(nested(500_000))).toMatchObject({ code: 'op-too-deep' });
    expect(checkPayloadBounds({ list: new Array(1_000_000).fill(0) })).toMatchObject({
      code: 'op-too-large',
    });
  });
});
