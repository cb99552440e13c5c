// Creates the media probe worker on first use; one per tab, reused for every check.
import * as Comlink from 'comlink';
import type { FilePurpose } from '../domain/media/filePolicy';
import type { MediaProbeApi } from '../workers/mediaProbe.api';
import type { CheckOptions, FileCheck } from './checkFile';

let remote: Comlink.Remote<MediaProbeApi> | null = null;

function getProbeWorker(): Comlink.Remote<MediaProbeApi> {
  if (remote === null) {
    const worker = new Worker(new URL('../workers/mediaProbe.worker.ts', import.meta.url), { type: 'module', name: 'media-probe' });
    remote = Comlink.wrap<MediaProbeApi>(worker);
  }
  return remote;
}

export function checkFileInWorker(file: File, purpose: FilePurpose, options: CheckOptions = {}): Promise<FileCheck> {
  return getProbeWorker().checkFile(file, purpose, options);
}
