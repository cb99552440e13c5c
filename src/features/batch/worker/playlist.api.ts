// The playlist worker's API as the page sees it through comlink.
import type {
  ParsedPlaylist,
  PlaylistLookups,
  PlaylistRefusal,
} from '../../../domain/batch/playlistTypes';

export interface PlaylistWorkerApi {
  /** reads the file inside the worker (the Blob is shared, not copied) and validates it */
  parse(file: Blob, lookups: PlaylistLookups): Promise<ParsedPlaylist | PlaylistRefusal>;
}
