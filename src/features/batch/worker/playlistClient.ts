// Parses a playlist in a fresh worker per file: one hostile sheet cannot leave a worker stuck or its
// memory held, and after the time limit the worker is terminated and the file refused.
import * as Comlink from 'comlink';
import type {
  ParsedPlaylist,
  PlaylistLookups,
  PlaylistRefusal,
} from '../../../domain/batch/playlistTypes';
import { megabytesOf } from '../../../domain/media/fileSize';
import type { PlaylistWorkerApi } from './playlist.api';
import { PlaylistFileLimits } from './zipPrecheck';
import { reportError } from '../../../data/errorLog';

export const PLAYLIST_TIMEOUT_MS = 10_000;

export interface ParsePlaylistOptions {
  timeoutMs?: number;
  /** for tests: how the worker is made */
  createWorker?: () => Worker;
}

function createPlaylistWorker(): Worker {
  return new Worker(new URL('./playlist.worker.ts', import.meta.url), {
    type: 'module',
    name: 'playlist',
  });
}

export function parsePlaylistFile(
  file: Blob,
  lookups: PlaylistLookups,
  options: ParsePlaylistOptions = {},
): Promise<ParsedPlaylist | PlaylistRefusal> {
  const maxBytes = PlaylistFileLimits.maxFileBytes;
  // refused on the page too: a 2 GB file never reaches the worker
  if (file.size > maxBytes)
    return Promise.resolve({
      refused: 'playlist-file-too-large',
      params: { maxMb: megabytesOf(maxBytes) },
    });
  const timeoutMs = options.timeoutMs ?? PLAYLIST_TIMEOUT_MS;
  const worker = (options.createWorker ?? createPlaylistWorker)();
  const remote = Comlink.wrap<PlaylistWorkerApi>(worker);
  return new Promise<ParsedPlaylist | PlaylistRefusal>((resolve) => {
    let settled = false;
    const finish = (answer: ParsedPlaylist | PlaylistRefusal) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      remote[Comlink.releaseProxy]();
      worker.terminate();
      resolve(answer);
    };
    const timer = setTimeout(
      () =>
        finish({
          refused: 'playlist-timeout',
          params: { seconds: Math.max(1, Math.ceil(timeoutMs / 1000)) },
        }),
      timeoutMs,
    );
    // a worker that dies (out of memory, a load failure) answers with an error event, not a reply
    worker.addEventListener('error', (event) => {
      reportError('batch.playlistWorker', new Error(event.message || 'the playlist worker failed'));
      finish({ refused: 'playlist-unreadable' });
    });
    remote.parse(file, lookups).then(finish, (error: unknown) => {
      // the sheet itself is refused inside the worker; a rejection is the worker failing
      reportError('batch.playlistWorker', error);
      finish({ refused: 'playlist-unreadable' });
    });
  });
}
