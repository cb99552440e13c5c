import 'fake-indexeddb/auto';
import * as Comlink from 'comlink';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearErrorLog, readErrorLog } from '../data/errorLog';
import type { MediaProbeApi } from '../workers/mediaProbe.api';
import type { FileCheck } from './checkFile';
import { checkOrRefuse, createProbeClient, MediaProbeError } from './probeClient';

/** A Worker stand-in on a MessageChannel: the far port runs `api` in-process; `crash` fires an error event. */
function fakeWorker(api: MediaProbeApi | null) {
  const channel = new MessageChannel();
  if (api !== null) Comlink.expose(api, channel.port2);
  const onError = new Set<EventListener>();
  const terminate = vi.fn(() => {
    channel.port1.close();
    channel.port2.close();
  });
  const worker = {
    postMessage: (message: unknown, transfer?: Transferable[]) =>
      channel.port1.postMessage(message, transfer ?? []),
    addEventListener: (type: string, listener: EventListener) => {
      if (type === 'message') channel.port1.addEventListener('message', listener);
      if (type === 'error') onError.add(listener);
    },
    removeEventListener: (type: string, listener: EventListener) =>
      channel.port1.removeEventListener('message', listener),
    start: () => channel.port1.start(),
    terminate,
  };
  channel.port1.start();
  const crash = (message: string) => {
    for (const listener of onError) listener({ message } as unknown as Event);
  };
  return { worker: worker as unknown as Worker, terminate, crash };
}

const lrc = () => new File(['[00:01.00]la'], 'song.lrc');
const checked: FileCheck = { facts: { kind: 'lyrics', format: 'lrc' }, issues: [] };
/** the worker's side; checkFile itself is tested in checkFile.test.ts (Node cannot post a File's name) */
const answering: MediaProbeApi = { checkFile: async () => checked };

describe('the media probe client', () => {
  beforeEach(() => clearErrorLog());

  it('checks through the worker and keeps the worker for the next file', async () => {
    const made = [fakeWorker(answering)];
    const createWorker = vi.fn(() => made[0].worker);
    const client = createProbeClient({ createWorker });
    expect(await client.check(lrc(), 'lyrics')).toEqual(checked);
    expect(await client.check(lrc(), 'lyrics')).toEqual(checked);
    expect(createWorker).toHaveBeenCalledTimes(1);
    expect(made[0].terminate).not.toHaveBeenCalled();
  });

  it('terminates a worker that does not answer in time, rejects with the cause, and starts afresh', async () => {
    const hung = fakeWorker(null);
    const fresh = fakeWorker(answering);
    const workers = [hung, fresh];
    const client = createProbeClient({
      createWorker: () => workers.shift()!.worker,
      timeoutMs: 50,
    });
    const error = await client.check(lrc(), 'lyrics').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaProbeError);
    expect(error).toMatchObject({
      kind: 'timeout',
      message: 'the media check of song.lrc timed out',
    });
    expect(((error as Error).cause as Error).message).toBe('no answer in 50 ms');
    expect(hung.terminate).toHaveBeenCalledTimes(1);
    expect(await client.check(lrc(), 'lyrics')).toEqual(checked);
  });

  it('rejects every waiting check when the worker dies, and terminates it', async () => {
    const dying = fakeWorker(null);
    const client = createProbeClient({ createWorker: () => dying.worker, timeoutMs: 60_000 });
    const both = Promise.allSettled([client.check(lrc(), 'lyrics'), client.check(lrc(), 'lyrics')]);
    dying.crash('out of memory');
    const [a, b] = await both;
    expect(a).toMatchObject({ status: 'rejected', reason: { kind: 'crashed' } });
    expect(b).toMatchObject({ status: 'rejected', reason: { kind: 'crashed' } });
    expect(((a as PromiseRejectedResult).reason as Error).cause).toMatchObject({
      message: 'out of memory',
    });
    expect(dying.terminate).toHaveBeenCalledTimes(1);
  });

  it('rejects with the worker-side error as the cause when the check throws', async () => {
    const failing = fakeWorker({ checkFile: () => Promise.reject(new RangeError('bad offset')) });
    const client = createProbeClient({ createWorker: () => failing.worker });
    const error = await client.check(lrc(), 'lyrics').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'failed', message: 'the media check of song.lrc failed' });
    expect((error as Error).cause).toMatchObject({ message: 'bad offset' });
  });

  it('the screens get a refusal they can retry, and the cause is kept in the error log', async () => {
    const hung = fakeWorker(null);
    const client = createProbeClient({ createWorker: () => hung.worker, timeoutMs: 20 });
    const check = await checkOrRefuse(client, lrc(), 'lyrics');
    expect(check).toEqual({
      facts: null,
      issues: [
        { field: 'file', code: 'file-unchecked', severity: 'error', params: { file: 'song.lrc' } },
      ],
    });
    const [report] = await readErrorLog();
    expect(report).toMatchObject({
      context: 'upload.probe',
      name: 'MediaProbeError',
      causes: [{ message: 'no answer in 20 ms' }],
    });
  });
});
