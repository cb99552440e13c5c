/// <reference lib="webworker" />
// Parses the Excel playlist off the page: SheetJS and the validation run here, so a hostile or
// large sheet never blocks the UI, and the page can terminate the worker when it runs too long.
import * as Comlink from 'comlink';
import { parsePlaylistBlob } from './parsePlaylistCore';
import type { PlaylistWorkerApi } from './playlist.api';

const api: PlaylistWorkerApi = { parse: parsePlaylistBlob };

Comlink.expose(api);
