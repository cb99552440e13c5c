import * as Comlink from 'comlink';
import { describe, expect, it, vi } from 'vitest';
import { testLookups, validSheet } from '../../../domain/batch/playlistTesting';
import type { PlaylistWorkerApi } from './playlist.api';
import { parsePlaylistBlob } from './parsePlaylistCore';
import { parsePlaylistFile } from './playlistClient';
import { xlsxOf } from './xlsxTesting';

/** A Worker stand-in on a MessageChannel: the far port runs `api` in-process, or nothing at all. */
function fakeWorker(api: PlaylistWorkerApi | null) {
  const channel = new MessageChannel();
  if (api !== null) Comlink.expose(api, channel.port2);
  const terminate = vi.fn(() => {
    channel.port1.close();
    channel.port2.close();
  });
  const worker = {
    postMessage: (message: unknown, transfer?: Transferable[]) =>
      channel.port1.postMessage(message, transfer ?? []),
    addEventListener: (type: string, listener: EventListener) => {
      if (type === 'message') channel.port1.addEventListener('message', listener);
    },
    removeEventListener: (type: string, listener: EventListener) =>
      channel.port1.removeEventListener('message', listener),
    start: () => channel.port1.start(),
    terminate,
  };
  channel.port1.start();
  return { worker: worker as unknown as Worker, terminate };
}

describe('parsePlaylistFile', () => {
  it('parses through the worker API and terminates the worker afterwards', async () => {
    const { worker, terminate } = fakeWorker({ parse: parsePlaylistBlob });
    const file = new Blob([xlsxOf(validSheet(1, 2)) as Uint8Array<ArrayBuffer>]);
    const answer = await parsePlaylistFile(file, testLookups(), { createWorker: () => worker });
    expect('albums' in answer && answer.albums).toHaveLength(1);
    expect(terminate).toHaveBeenCalledTimes(1);
  });

  it('terminates a worker that does not answer in time and refuses the file', async () => {
    const { worker, terminate } = fakeWorker(null);
    const answer = await parsePlaylistFile(new Blob(['x']), testLookups(), {
      createWorker: () => worker,
      timeoutMs: 50,
    });
    expect(answer).toEqual({ refused: 'playlist-timeout', params: { seconds: 1 } });
    expect(terminate).toHaveBeenCalledTimes(1);
  });

  it('refuses a file over the size cap without starting a worker', async () => {
    const createWorker = vi.fn();
    const big = { size: 11 * 1024 * 1024 } as Blob;
    expect(await parsePlaylistFile(big, testLookups(), { createWorker })).toEqual({
      refused: 'playlist-file-too-large',
      params: { maxMb: 10 },
    });
    expect(createWorker).not.toHaveBeenCalled();
  });

  it('answers a failing worker with a refusal', async () => {
    const { worker } = fakeWorker({ parse: () => Promise.reject(new Error('out of memory')) });
    expect(
      await parsePlaylistFile(new Blob(['x']), testLookups(), { createWorker: () => worker }),
    ).toEqual({ refused: 'playlist-unreadable' });
  });
});
