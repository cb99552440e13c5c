// What must be unique across the sheet (ISRCs between tracks, UPCs between albums) and inside an
// album folder (each file named once: two tracks cannot share an audio file, a cover is not lyrics).
// File names compare as the file system of most partners does: NFC, case-insensitive.
import { toEan13 } from '../identifiers';
import type { AlbumGroup } from './playlistGroups';
import type { IssueList } from './validatePlaylist';
import { normaliseKey } from './playlistValues';

export function checkSheetDuplicates(albums: readonly AlbumGroup[], list: IssueList): void {
  const isrcRows = new Map<string, number>();
  for (const album of albums) {
    for (const state of album.rows) {
      const isrc = state.values.get('isrc');
      if (typeof isrc !== 'string' || isrc === '') continue;
      const first = isrcRows.get(isrc);
      if (first === undefined) isrcRows.set(isrc, state.row);
      else
        list.add(state.row, 'isrc', state.raw.get('isrc') ?? isrc, 'playlist-isrc-duplicate', {
          row: first,
        });
    }
  }
  const upcAlbums = new Map<string, number>();
  for (const album of albums) {
    const upc = album.values.get('upc');
    if (typeof upc !== 'string' || upc === '') continue;
    const key = toEan13(upc) ?? upc;
    const first = upcAlbums.get(key);
    const row = album.rows[0].row;
    if (first === undefined) upcAlbums.set(key, row);
    else
      list.add(row, 'upc', album.raw.get('upc') ?? upc, 'playlist-upc-duplicate', { row: first });
  }
}

/** Each file of an album folder is named once in the playlist (cover, audio and lyrics together). */
export function checkAlbumFiles(album: AlbumGroup, list: IssueList): void {
  const named = new Map<string, number>();
  const cover = album.values.get('coverFile');
  if (typeof cover === 'string') named.set(normaliseKey(cover), album.rows[0].row);
  for (const state of album.rows) {
    for (const key of ['audioFile', 'lyricsFile']) {
      const name = state.values.get(key);
      if (typeof name !== 'string') continue;
      const first = named.get(normaliseKey(name));
      if (first === undefined) named.set(normaliseKey(name), state.row);
      else
        list.add(state.row, key, name, 'playlist-file-named-twice', {
          row: first,
          folder: album.folder,
        });
    }
  }
}
