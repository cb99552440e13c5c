// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSyncChannel, type SyncChannelMessage } from '../../sync/channel';

const worker = {
  start: vi.fn(async () => undefined),
  request: vi.fn(async () => undefined),
  sessionChanged: vi.fn(async () => undefined),
};
const terminate = vi.fn();
const fetchUserInfo = vi.fn(async () => ({}));
vi.mock('../../workers/syncClient', () => ({
  getSyncWorker: () => worker,
  terminateSyncWorker: () => terminate(),
}));
vi.mock('../api/endpoints', () => ({ fetchLoginUserInfo: () => fetchUserInfo() }));

/** Web Locks as the browser runs them for tabs: one holder, the others queue; abort leaves the queue. */
function fakeLocks() {
  let held = false;
  const queue: Array<() => void> = [];
  const next = () => queue.shift()?.();
  return {
    request(_name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>) {
      return new Promise<void>((resolve, reject) => {
        const run = () => {
          held = true;
          callback().finally(() => {
            held = false;
            resolve();
            next();
          });
        };
        options.signal?.addEventListener('abort', () => {
          const i = queue.indexOf(run);
          if (i >= 0) {
            queue.splice(i, 1);
            reject(new DOMException('aborted', 'AbortError'));
          }
        });
        if (held) queue.push(run);
        else run();
      });
    },
  };
}

const settle = () => new Promise((r) => setTimeout(r, 10));
let messages: SyncChannelMessage[] = [];
let listener: BroadcastChannel | null = null;

beforeEach(() => {
  vi.clearAllMocks();
  Object.defineProperty(navigator, 'locks', { value: fakeLocks(), configurable: true });
  messages = [];
  listener = openSyncChannel((m) => messages.push(m));
});
afterEach(() => listener?.close());

describe('startSync', () => {
  it('lets one tab lead: it starts the worker and forwards its triggers; the next takes over when it stops', async () => {
    const { startSync } = await import('./startSync');
    const stopFirst = startSync();
    const stopSecond = startSync();
    await settle();
    expect(worker.start).toHaveBeenCalledTimes(1);
    expect(worker.start).toHaveBeenCalledWith({ baseUrl: window.location.origin });
    window.dispatchEvent(new Event('online'));
    expect(worker.request).toHaveBeenCalledWith('online');
    stopFirst();
    await settle();
    expect(terminate).toHaveBeenCalled();
    expect(worker.start).toHaveBeenCalledTimes(2);
    stopSecond();
  });

  it('sends a follower tab triggers and "sync now" to the leader through the channel', async () => {
    const { requestSyncNow, startSync } = await import('./startSync');
    const stopLeader = startSync();
    await settle();
    const stopFollower = startSync();
    requestSyncNow();
    await settle();
    expect(messages).toContainEqual({ type: 'sync-request', trigger: 'manual' });
    stopFollower();
    stopLeader();
  });

  it('renews a refused session in the leading tab, then resumes the worker', async () => {
    const { startSync } = await import('./startSync');
    const stop = startSync();
    await settle();
    const worker2tabs = openSyncChannel();
    worker2tabs?.postMessage({
      type: 'status',
      phase: 'error',
      lastError: 'notlogin',
    } satisfies SyncChannelMessage);
    await settle();
    expect(fetchUserInfo).toHaveBeenCalledTimes(1);
    expect(worker.sessionChanged).toHaveBeenCalledTimes(1);
    worker2tabs?.close();
    stop();
  });
});
