import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideEvictionWarning,
  mayBeEvicted,
  UNSENT_WARNING_AFTER_MS,
  type EvictionRiskInput,
  type StoragePersistence,
} from './evictionRisk';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const LONG_AGO = NOW - UNSENT_WARNING_AFTER_MS;
const input = (patch: Partial<EvictionRiskInput>): EvictionRiskInput => ({
  persistence: 'bestEffort',
  pending: 2,
  oldestPendingAt: LONG_AGO,
  online: false,
  now: NOW,
  ...patch,
});
const PERSISTENCES: StoragePersistence[] = ['checking', 'persisted', 'bestEffort', 'unsupported'];

describe('decideEvictionWarning', () => {
  it('tells an offline person whose storage was refused to go online once edits waited long', () => {
    expect(decideEvictionWarning(input({}))).toEqual({
      warning: 'goOnline',
      confirmUnload: true,
      recheckAt: null,
    });
  });

  it('asks an online person to keep the page open while the edits still wait', () => {
    expect(decideEvictionWarning(input({ online: true }))).toEqual({
      warning: 'keepOpen',
      confirmUnload: true,
      recheckAt: null,
    });
  });

  it('treats a browser that gives no answer like a refusal', () => {
    expect(decideEvictionWarning(input({ persistence: 'unsupported' })).warning).toBe('goOnline');
  });

  it('says nothing when the browser keeps the data, or before its answer came', () => {
    expect(decideEvictionWarning(input({ persistence: 'persisted' }))).toEqual({
      warning: 'none',
      confirmUnload: false,
      recheckAt: null,
    });
    expect(decideEvictionWarning(input({ persistence: 'checking' })).warning).toBe('none');
  });

  it('says nothing when nothing waits', () => {
    expect(decideEvictionWarning(input({ pending: 0, oldestPendingAt: null })).warning).toBe(
      'none',
    );
    expect(decideEvictionWarning(input({ pending: 3, oldestPendingAt: null })).warning).toBe(
      'none',
    );
  });

  it('waits until the oldest edit is long unsent, and says when that will be', () => {
    const queued = NOW - UNSENT_WARNING_AFTER_MS + 1;
    expect(decideEvictionWarning(input({ oldestPendingAt: queued }))).toEqual({
      warning: 'none',
      confirmUnload: false,
      recheckAt: queued + UNSENT_WARNING_AFTER_MS,
    });
    expect(decideEvictionWarning(input({ oldestPendingAt: queued, now: NOW + 1 })).warning).toBe(
      'goOnline',
    );
  });

  it('warns exactly when the data may be evicted and the oldest edit waited the constant', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PERSISTENCES),
        fc.nat(50),
        fc.option(
          fc.integer({ min: -2 * UNSENT_WARNING_AFTER_MS, max: 2 * UNSENT_WARNING_AFTER_MS }),
        ),
        fc.boolean(),
        (persistence, pending, age, online) => {
          const decision = decideEvictionWarning({
            persistence,
            pending,
            online,
            now: NOW,
            oldestPendingAt: age === null ? null : NOW - age,
          });
          const expected =
            mayBeEvicted(persistence) &&
            pending > 0 &&
            age !== null &&
            age >= UNSENT_WARNING_AFTER_MS;
          expect(decision.warning !== 'none').toBe(expected);
          expect(decision.confirmUnload).toBe(expected);
          if (expected) expect(decision.warning).toBe(online ? 'keepOpen' : 'goOnline');
          // a recheck is offered only for a warning still to come, and lies in the future
          if (decision.recheckAt !== null) expect(decision.recheckAt).toBeGreaterThan(NOW);
        },
      ),
    );
  });
});
