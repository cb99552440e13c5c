import { describe, expect, it } from 'vitest';
import { testId } from '../../domain/catalogue/testing';
import { makeOp } from '../../domain/sync/opTesting';
import type { Op } from '../../domain/sync/protocol';
import { selectBatch } from './outbox';

const op = (seq: number, record: number, kind: 'update' | 'create' = 'update'): Op =>
  makeOp(kind, {
    seq,
    opId: `op-${seq}`,
    entity: 'album',
    entityId: testId(record),
    ...(kind === 'create' ? { baseVersion: null } : {}),
  });

describe('selectBatch', () => {
  it('takes consecutive ops from the lowest seq, at most max', () => {
    const pending = [op(3, 1), op(4, 2), op(5, 3), op(6, 4)];
    expect(selectBatch(pending, 3).map((o) => o.seq)).toEqual([3, 4, 5]);
    expect(selectBatch([], 3)).toEqual([]);
  });

  it('keeps several ops on one record together (the server skips our own changes), and stops at a gap', () => {
    expect(
      selectBatch([op(1, 1, 'create'), op(2, 2), op(3, 1), op(4, 1)], 10).map((o) => o.seq),
    ).toEqual([1, 2, 3, 4]);
    expect(selectBatch([op(1, 1), op(3, 2)], 10).map((o) => o.seq)).toEqual([1]);
  });
});
