import { describe, expect, it } from 'vitest';
import { countUnsentWork, hasUnsentWork, mayBeSentBy } from './unsentWork';

describe('unsent work', () => {
  it('counts outbox edits and pending requests, not refused ones', () => {
    const work = countUnsentWork(2, [
      { state: 'pending' },
      { state: 'refused' },
      { state: 'pending' },
    ]);
    expect(work).toEqual({ edits: 2, requests: 2 });
    expect(hasUnsentWork(work)).toBe(true);
  });

  it('asks nothing at logout when only refused requests are left', () => {
    expect(hasUnsentWork(countUnsentWork(0, [{ state: 'refused' }]))).toBe(false);
  });

  it('may be sent by its owner or when nobody synced yet, never by another user', () => {
    expect(mayBeSentBy('u1', 'u1')).toBe(true);
    expect(mayBeSentBy(null, 'u1')).toBe(true);
    expect(mayBeSentBy('u1', 'u2')).toBe(false);
  });
});
