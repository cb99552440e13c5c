// Rows become albums by their album folder. A row without a folder cannot be placed, yet it is
// some album's track: it is given to the album it most likely belongs to (the one its album name
// names, else the one above it, as "same as above" sheets are written), so that album is left out
// rather than created without it.
import { validateAlbumFolderNames } from '../catalogue/validateBatch';
import type { CellValue } from './playlistCells';
import { PLAYLIST_COLUMNS } from './playlistColumns';
import { normaliseKey } from './playlistValues';
import type { IssueList, RowState } from './validatePlaylist';

export interface AlbumGroup {
  folder: string;
  rows: RowState[];
  /** the album columns' values: the first filled cell of each, later rows may leave them blank */
  values: Map<string, CellValue | null>;
  raw: Map<string, string>;
  /** the row each album value was taken from, where its issues are shown */
  rowOf: Map<string, number>;
  /** rows without a folder taken to be this album's (always bad rows: their folder is missing) */
  strays: number[];
}

/** Rows with one folder (compared trimmed, NFC, case-insensitively) form one album. */
export function groupAlbums(states: readonly RowState[], list: IssueList): AlbumGroup[] {
  const groups = new Map<string, AlbumGroup>();
  // per row in sheet order: its album, or null for a row without a folder
  const placed: Array<AlbumGroup | null> = [];
  for (const state of states) {
    const folder = state.raw.get('albumFolder') ?? '';
    if (folder === '') {
      if (!list.hasCell(state.row, 'albumFolder'))
        list.add(state.row, 'albumFolder', '', 'required', { field: list.headerOf('albumFolder') });
      placed.push(null);
      continue;
    }
    const key = normaliseKey(folder);
    let group = groups.get(key);
    if (group === undefined) {
      group = { folder, rows: [], values: new Map(), raw: new Map(), rowOf: new Map(), strays: [] };
      groups.set(key, group);
    }
    group.rows.push(state);
    placed.push(group);
  }
  const all = [...groups.values()];
  for (const group of all) mergeAlbumColumns(group, list);
  placeStrays(states, placed, all);
  validateAlbumFolderNames(all.map((g) => g.folder)).forEach((folderIssue) => {
    const group = all[Number(folderIssue.field.split('.')[1])];
    if (group !== undefined)
      list.add(group.rows[0].row, 'albumFolder', group.folder, folderIssue.code, {
        ...folderIssue.params,
      });
  });
  return all;
}

/**
 * A row without a folder that names an album belongs to the albums of that name (none: an album of
 * its own, which is not created anyway); one that names none belongs to the nearest album above it
 * (below it when it comes first).
 */
function placeStrays(
  states: readonly RowState[],
  placed: ReadonlyArray<AlbumGroup | null>,
  all: readonly AlbumGroup[],
): void {
  // rows before the first album have no album above: the first one below is theirs
  let above: AlbumGroup | null = placed.find((g) => g !== null) ?? null;
  states.forEach((state, index) => {
    const group = placed[index];
    if (group !== null) {
      above = group;
      return;
    }
    const name = normaliseKey(state.raw.get('albumName') ?? '');
    if (name === '') above?.strays.push(state.row);
    else
      for (const named of all)
        if (normaliseKey(named.raw.get('albumName') ?? '') === name) named.strays.push(state.row);
  });
}

function mergeAlbumColumns(group: AlbumGroup, list: IssueList): void {
  const first = group.rows[0];
  for (const column of PLAYLIST_COLUMNS) {
    if (column.scope !== 'album' || !first.raw.has(column.key)) continue;
    let chosen: RowState | undefined;
    for (const state of group.rows) {
      const raw = state.raw.get(column.key) ?? '';
      if (raw === '') continue;
      if (chosen === undefined) {
        chosen = state;
        group.values.set(column.key, state.values.get(column.key) ?? null);
        group.raw.set(column.key, raw);
        group.rowOf.set(column.key, state.row);
      } else if (normaliseKey(raw) !== normaliseKey(group.raw.get(column.key) ?? '')) {
        list.add(state.row, column.key, raw, 'playlist-album-value-differs', {
          row: chosen.row,
          folder: group.folder,
        });
      }
    }
    if (chosen === undefined) {
      group.values.set(column.key, null);
      group.raw.set(column.key, '');
      if (column.mandatory && !list.hasCell(first.row, column.key))
        list.add(first.row, column.key, '', 'required', { field: list.headerOf(column.key) });
    }
  }
}
