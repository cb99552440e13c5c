import { describe, expect, it, vi } from 'vitest';
import type { SyncPhase } from '../channel';
import type { SyncEngine, SyncReport } from './engine';
import { createSyncRunner, type Timers } from './runner';
import { SyncFailure } from './transport';

const ok: SyncReport = {
  applied: 0,
  rejected: 0,
  requestsSent: 0,
  requestsRefused: 0,
  pulled: 0,
  lostDatabase: false,
};

function fakeTimers() {
  const pending: Array<{ fn: () => void; ms: number; id: number }> = [];
  let next = 0;
  const timers: Timers = {
    set(fn, ms) {
      pending.push({ fn, ms, id: ++next });
      return next;
    },
    clear(handle) {
      const i = pending.findIndex((t) => t.id === handle);
      if (i >= 0) pending.splice(i, 1);
    },
  };
  const fire = async () => {
    const t = pending.shift();
    t?.fn();
    await flush();
    return t?.ms;
  };
  return { timers, pending, fire };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(outcomes: Array<SyncReport | Error>) {
  const engine: SyncEngine = {
    syncOnce: vi.fn(async () => {
      const next = outcomes.shift() ?? ok;
      if (next instanceof Error) throw next;
      return next;
    }),
  };
  const phases: Array<[SyncPhase, string | null]> = [];
  const t = fakeTimers();
  const onNotLogin = vi.fn();
  const reported: Array<[string, unknown]> = [];
  const runner = createSyncRunner({
    engine,
    timers: t.timers,
    random: () => 0.5,
    onPhase: (p, e) => phases.push([p, e]),
    onNotLogin,
    onError: (context, error) => reported.push([context, error]),
  });
  return { engine, phases, runner, onNotLogin, reported, ...t };
}

describe('sync runner', () => {
  it('retries network failures with growing jittered waits and resets after a success', async () => {
    const s = setup([
      new SyncFailure('offline'),
      new SyncFailure('unavailable', { status: 503 }),
      new SyncFailure('timeout'),
    ]);
    s.runner.request('start');
    await flush();
    expect(await s.fire()).toBe(500);
    expect(await s.fire()).toBe(1000);
    expect(await s.fire()).toBe(2000);
    expect(s.engine.syncOnce).toHaveBeenCalledTimes(4);
    expect(s.phases.at(-1)).toEqual(['idle', null]);
    expect(s.phases).toContainEqual(['offline', 'offline']);
    expect(s.phases).toContainEqual(['error', 'unavailable']);
    expect(s.pending).toHaveLength(0);
  });

  it('debounces edits, lets edits wait out a backoff, and runs urgent triggers at once', async () => {
    const s = setup([new SyncFailure('offline')]);
    s.runner.request('edit');
    s.runner.request('edit');
    expect(s.pending.map((t) => t.ms)).toEqual([300]);
    await s.fire();
    expect(s.pending.map((t) => t.ms)).toEqual([500]);
    s.runner.request('edit');
    expect(s.pending.map((t) => t.ms)).toEqual([500]);
    s.runner.request('online');
    await flush();
    expect(s.engine.syncOnce).toHaveBeenCalledTimes(2);
    expect(s.pending).toHaveLength(0);
  });

  it('runs once more when asked during a round', async () => {
    const s = setup([]);
    s.runner.request('start');
    s.runner.request('manual');
    await flush();
    await flush();
    expect(s.engine.syncOnce).toHaveBeenCalledTimes(2);
  });

  it('pauses on notlogin until a new session (or an urgent trigger), and stops for good on clientTooOld', async () => {
    const s = setup([new SyncFailure('notlogin'), ok, new SyncFailure('clientTooOld')]);
    s.runner.request('start');
    await flush();
    expect(s.onNotLogin).toHaveBeenCalledTimes(1);
    s.runner.request('edit');
    s.runner.request('poke');
    expect(s.pending).toHaveLength(0);
    expect(s.engine.syncOnce).toHaveBeenCalledTimes(1);
    s.runner.request('session');
    await flush();
    s.runner.request('manual');
    await flush();
    expect(s.phases.at(-1)).toEqual(['error', 'clientTooOld']);
    s.runner.request('online');
    await flush();
    expect(s.engine.syncOnce).toHaveBeenCalledTimes(3);
    expect(s.pending).toHaveLength(0);
  });
});

describe('sync runner reports', () => {
  it('a failed round once per kind of failure until a round succeeds, and never being offline or logged out', async () => {
    const down = new SyncFailure('unavailable', { status: 503 });
    const full = new Error('disk full');
    const s = setup([
      new SyncFailure('offline'),
      down,
      new SyncFailure('unavailable', { status: 502 }),
      full,
      ok,
      down,
    ]);
    s.runner.request('start');
    await flush();
    for (let i = 0; i < 4; i++) await s.fire();
    expect(s.phases.at(-1)).toEqual(['idle', null]);
    s.runner.request('manual');
    await flush();
    expect(s.reported).toEqual([
      ['sync.round', down],
      ['sync.round', full],
      ['sync.round', down],
    ]);
    const logged = setup([new SyncFailure('notlogin', { status: 401 })]);
    logged.runner.request('start');
    await flush();
    expect(logged.reported).toEqual([]);
  });
});

describe('describeFailure', () => {
  it('names sync failures by kind and a full disk as quotaExceeded', async () => {
    const { describeFailure } = await import('./runner');
    expect(describeFailure(new SyncFailure('unavailable'))).toBe('unavailable');
    expect(
      describeFailure(
        Object.assign(new Error('wrapped'), {
          inner: new DOMException('full', 'QuotaExceededError'),
        }),
      ),
    ).toBe('quotaExceeded');
    expect(describeFailure(new Error('disk gone'))).toBe('disk gone');
  });
});
