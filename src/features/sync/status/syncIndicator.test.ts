import { describe, expect, it } from 'vitest';
import { describeSync } from './syncIndicator';

const base = {
  online: true,
  phase: 'idle',
  pending: 0,
  clientTooOld: false,
  lastSyncedAt: null,
} as const;

describe('describeSync', () => {
  it('says everything is saved when nothing waits, even while pulling', () => {
    expect(describeSync(base).kind).toBe('saved');
    expect(describeSync({ ...base, phase: 'syncing' }).kind).toBe('saved');
  });

  it('counts the changes being sent', () => {
    expect(describeSync({ ...base, phase: 'syncing', pending: 3 })).toEqual({
      kind: 'saving',
      pending: 3,
    });
    expect(describeSync({ ...base, pending: 1 })).toEqual({ kind: 'saving', pending: 1 });
  });

  it('explains a queue by being offline', () => {
    expect(describeSync({ ...base, online: false, pending: 2 })).toEqual({
      kind: 'offline',
      pending: 2,
    });
    expect(describeSync({ ...base, phase: 'offline' })).toEqual({ kind: 'offline', pending: 0 });
  });

  it('tells a failed attempt from a normal one', () => {
    expect(describeSync({ ...base, phase: 'error', pending: 4 })).toEqual({
      kind: 'retrying',
      pending: 4,
    });
  });

  it('puts an outdated client above everything else', () => {
    expect(describeSync({ ...base, online: false, clientTooOld: true, pending: 5 })).toEqual({
      kind: 'updateNeeded',
    });
  });
});
