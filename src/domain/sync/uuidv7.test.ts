import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createUuidV7, isUuidV7, nextUuidV7, uuidV7Time } from './uuidv7';

/** A deterministic byte source from a seed (xorshift), so runs are reproducible. */
function seededBytes(seed: number) {
  let x = seed | 1;
  return (n: number) =>
    Uint8Array.from({ length: n }, () => {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      return x & 0xff;
    });
}
const clockOf = (times: readonly number[]) => {
  let i = 0;
  return () => times[Math.min(i++, times.length - 1)];
};

describe('createUuidV7', () => {
  it('makes RFC 9562 version-7 ids carrying the clock', () => {
    const next = createUuidV7(() => 1_700_000_000_000, seededBytes(1));
    const id = next();
    expect(isUuidV7(id)).toBe(true);
    expect(uuidV7Time(id)).toBe(1_700_000_000_000);
    expect(id.slice(0, 13)).toBe('018bcfe5-6800');
  });
  it('is pure in its inputs', () => {
    const a = createUuidV7(clockOf([5, 5, 9]), seededBytes(7));
    const b = createUuidV7(clockOf([5, 5, 9]), seededBytes(7));
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });
  it('ids strictly increase for any clock, even a stuck or backward one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2 ** 48 - 1 }), { minLength: 1, maxLength: 200 }),
        fc.integer(),
        (times, seed) => {
          const next = createUuidV7(clockOf(times), seededBytes(seed));
          const ids = times.map(() => next());
          return ids.every((id, i) => isUuidV7(id) && (i === 0 || ids[i - 1] < id));
        },
      ),
    );
  });
  it('ids from later milliseconds sort later, whichever generator made them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 47 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer(),
        fc.integer(),
        (t, dt, s1, s2) => {
          const early = createUuidV7(() => t, seededBytes(s1))();
          const late = createUuidV7(() => t + dt, seededBytes(s2))();
          return early < late;
        },
      ),
    );
  });
  it('keeps counting past 4096 ids in one millisecond', () => {
    const next = createUuidV7(() => 1000, seededBytes(3));
    const ids = Array.from({ length: 10_000 }, () => next());
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    expect(uuidV7Time(ids[ids.length - 1])).toBeGreaterThan(1000);
  });
  it('refuses a short random source', () => {
    expect(() =>
      createUuidV7(
        () => 0,
        () => new Uint8Array(4),
      )(),
    ).toThrow(RangeError);
  });
});

describe('isUuidV7 and uuidV7Time', () => {
  it.each([
    ['01890a5d-ac96-774b-bcce-b302099a8057', true],
    ['01890a5d-ac96-474b-bcce-b302099a8057', false],
    ['01890a5d-ac96-774b-7cce-b302099a8057', false],
    ['01890A5D-AC96-774B-BCCE-B302099A8057', false],
    ['not-a-uuid', false],
  ])('%s -> %s', (id, ok) => {
    expect(isUuidV7(id)).toBe(ok);
    expect(uuidV7Time(id) === null).toBe(!ok);
  });
});

describe('nextUuidV7', () => {
  it('makes v7 ids that strictly increase within one context, stamped with the current time', () => {
    const before = Date.now();
    const ids = Array.from({ length: 500 }, () => nextUuidV7());
    expect(ids.every(isUuidV7)).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect(uuidV7Time(ids[0])).toBeGreaterThanOrEqual(before);
  });
});
