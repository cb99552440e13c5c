/// <reference lib="webworker" />
// Reads file headers before an upload so a 1 GB master never blocks the page: the File is passed
// by reference (structured clone shares the underlying data) and only a few KiB are sliced.
import * as Comlink from 'comlink';
import { checkFile } from '../uploads/checkFile';
import type { MediaProbeApi } from './mediaProbe.api';

const api: MediaProbeApi = { checkFile };

Comlink.expose(api);
