// The media probe worker, created on first use and reused for every check of the tab. Like the
// playlist worker, a check that hangs past its time limit terminates the worker (the next check
// starts a fresh one) and every failure rejects with a MediaProbeError that says which and why;
// checkFileInWorker keeps that cause (reportError) and answers a check the user can retry.
import * as Comlink from 'comlink';
import { reportError } from '../data/errorLog';
import { mediaIssue } from '../domain/media/codes';
import type { FilePurpose } from '../domain/media/filePolicy';
import type { MediaProbeApi } from '../workers/mediaProbe.api';
import type { CheckOptions, FileCheck, NamedBlob } from './checkFile';

/** Headers only are read, so a check takes milliseconds; this is for a worker that hangs. */
export const PROBE_TIMEOUT_MS = 15_000;

export type MediaProbeFailure = 'timeout' | 'crashed' | 'failed';

export class MediaProbeError extends Error {
  readonly kind: MediaProbeFailure;
  constructor(kind: MediaProbeFailure, fileName: string | null, options?: ErrorOptions) {
    const what =
      kind === 'timeout' ? 'timed out' : kind === 'crashed' ? 'lost its worker' : 'failed';
    super(`the media check${fileName === null ? '' : ` of ${fileName}`} ${what}`, options);
    this.name = 'MediaProbeError';
    this.kind = kind;
  }
}

export interface ProbeClientOptions {
  timeoutMs?: number;
  /** for tests: how the worker is made */
  createWorker?: () => Worker;
}

export interface ProbeClient {
  /** rejects with a MediaProbeError when the worker fails, dies or does not answer in time */
  check(file: NamedBlob, purpose: FilePurpose, options?: CheckOptions): Promise<FileCheck>;
}

interface Running {
  worker: Worker;
  remote: Comlink.Remote<MediaProbeApi>;
  /** the checks waiting on this worker: a terminated worker fails them all */
  waiting: Set<(error: MediaProbeError) => void>;
}

function createProbeWorker(): Worker {
  return new Worker(new URL('../workers/mediaProbe.worker.ts', import.meta.url), {
    type: 'module',
    name: 'media-probe',
  });
}

export function createProbeClient(options: ProbeClientOptions = {}): ProbeClient {
  const timeoutMs = options.timeoutMs ?? PROBE_TIMEOUT_MS;
  let running: Running | null = null;

  function end(run: Running, error: MediaProbeError): void {
    if (running === run) running = null;
    run.remote[Comlink.releaseProxy]();
    run.worker.terminate();
    for (const fail of [...run.waiting]) fail(error);
  }

  function start(): Running {
    if (running !== null) return running;
    const worker = (options.createWorker ?? createProbeWorker)();
    const run: Running = {
      worker,
      remote: Comlink.wrap<MediaProbeApi>(worker),
      waiting: new Set(),
    };
    // a worker that dies (out of memory, a load failure) answers with an error event, not a reply
    worker.addEventListener('error', (event) =>
      end(
        run,
        new MediaProbeError('crashed', null, {
          cause: new Error((event as ErrorEvent).message || 'worker error'),
        }),
      ),
    );
    running = run;
    return run;
  }

  return {
    check(file, purpose, checkOptions = {}) {
      const run = start();
      return new Promise<FileCheck>((resolve, reject) => {
        const settle = (answer: () => void) => {
          clearTimeout(timer);
          if (!run.waiting.delete(fail)) return;
          answer();
        };
        const fail = (error: MediaProbeError) => settle(() => reject(error));
        run.waiting.add(fail);
        const timer = setTimeout(
          () =>
            end(
              run,
              new MediaProbeError('timeout', file.name, {
                cause: new Error(`no answer in ${timeoutMs} ms`),
              }),
            ),
          timeoutMs,
        );
        run.remote.checkFile(file as File, purpose, checkOptions).then(
          (check) => settle(() => resolve(check)),
          (error: unknown) => fail(new MediaProbeError('failed', file.name, { cause: error })),
        );
      });
    },
  };
}

let shared: ProbeClient | null = null;

/** The check the screens use: a failed check is kept (reportError) and refuses the file for now. */
export async function checkFileInWorker(
  file: File,
  purpose: FilePurpose,
  options: CheckOptions = {},
): Promise<FileCheck> {
  shared ??= createProbeClient();
  return checkOrRefuse(shared, file, purpose, options);
}

export async function checkOrRefuse(
  client: ProbeClient,
  file: NamedBlob,
  purpose: FilePurpose,
  options: CheckOptions = {},
): Promise<FileCheck> {
  try {
    return await client.check(file, purpose, options);
  } catch (error) {
    reportError('upload.probe', error);
    return { facts: null, issues: [mediaIssue('file', 'file-unchecked', { file: file.name })] };
  }
}
