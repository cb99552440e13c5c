import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCRYPT,
  HashSlots,
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
} from './password';

// cheap parameters for most cases: the format and the comparison do not depend on the cost
const FAST = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('stores scrypt with its parameters, memory-hard by default', async () => {
    const stored = await hashPassword('Demo-Admin-2026');
    const [scheme, N, r, p, salt, key] = stored.split('$');
    expect(scheme).toBe('scrypt');
    expect(Number(N)).toBe(DEFAULT_SCRYPT.N);
    expect(Number(N)).toBeGreaterThanOrEqual(2 ** 15);
    expect([Number(r), Number(p)]).toEqual([8, 1]);
    expect(Buffer.from(salt, 'base64url').length).toBe(16);
    expect(Buffer.from(key, 'base64url').length).toBe(32);
    expect(await verifyPassword('Demo-Admin-2026', stored)).toBe(true);
  });

  it('accepts the right password only', async () => {
    const stored = await hashPassword('correct horse', FAST);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horse ', stored)).toBe(false);
    expect(await verifyPassword('Correct horse', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same', FAST), hashPassword('same', FAST)]);
    expect(a).not.toBe(b);
  });

  it('never matches a malformed or hostile stored value', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$1024$8$1$c2FsdA$',
      'scrypt$1000$8$1$c2FsdA$a2V5',
      'scrypt$1073741824$8$1$c2FsdA$a2V5',
      'bcrypt$x$y$z$a$b',
    ]) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('does the same work for an account without a usable password (a placeholder hash)', async () => {
    const stored = await hashPassword('anything');
    const t0 = performance.now();
    await verifyPassword('anything', stored);
    const realTime = performance.now() - t0;
    const started = performance.now();
    expect(await verifyPassword('anything', '!pending')).toBe(false);
    expect(performance.now() - started).toBeGreaterThan(realTime / 4);
  });

  it('does the same work for an unknown account and answers false', async () => {
    const started = performance.now();
    expect(await verifyAgainstDummy('anything')).toBe(false);
    const dummyTime = performance.now() - started;
    const stored = await hashPassword('anything');
    const t0 = performance.now();
    await verifyPassword('anything', stored);
    const realTime = performance.now() - t0;
    // same order of magnitude: the dummy check is a real scrypt at the default cost
    expect(dummyTime).toBeGreaterThan(realTime / 4);
  });
});

/** A task the test finishes by hand, recording when it started. */
function gate(
  started: string[],
  name: string,
): { task: () => Promise<string>; finish: () => void; fail: () => void } {
  let finish = (): void => undefined;
  let fail = (): void => undefined;
  const done = new Promise<string>((resolve, reject) => {
    finish = () => resolve(name);
    fail = () => reject(new Error(name));
  });
  return {
    task: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(),
    fail: () => fail(),
  };
}

/** Lets every settled promise's callbacks run. */
const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('hash slots', () => {
  it('runs at most the limit at once and the rest in arrival order', async () => {
    const slots = new HashSlots(2);
    const started: string[] = [];
    const gates = ['a', 'b', 'c', 'd'].map((n) => gate(started, n));
    const outcomes = Promise.allSettled(gates.map((g) => slots.run(g.task)));
    await settle();
    expect(started).toEqual(['a', 'b']);
    gates[1].finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    // a failed task frees its slot too
    gates[0].fail();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    gates[2].finish();
    gates[3].finish();
    await expect(outcomes).resolves.toMatchObject([
      { status: 'rejected' },
      { value: 'b' },
      { value: 'c' },
      { value: 'd' },
    ]);
  });

  it('starts waiting tasks when the limit is raised, and lowers it as tasks end', async () => {
    const slots = new HashSlots(1);
    const started: string[] = [];
    const gates = ['a', 'b', 'c', 'd'].map((n) => gate(started, n));
    const results = gates.map((g) => slots.run(g.task));
    await settle();
    expect(started).toEqual(['a']);
    slots.setLimit(3);
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    slots.setLimit(1);
    gates[0].finish();
    gates[1].finish();
    await settle();
    // two of three ended, but one still runs: the limit of one is full
    expect(started).toEqual(['a', 'b', 'c']);
    gates[2].finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    gates[3].finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });
});
