// The Excel playlist's rules (spec section 5, issue 6): at most 500 rows, bold columns mandatory,
// allowed values, album folders unique and short, album columns equal on every row of an album,
// ISRCs and UPCs cleaned and unused, parties existing, then the library's own validators on the
// records built. An album with any error on any of its rows is left out, and listed as left out:
// nothing half-checked gets in, and no album is created short of a row.
import { validateExcelRowCount } from '../catalogue/validateBatch';
import { cleanIsrc, toEan13 } from '../identifiers';
import {
  findPlaylistColumn,
  headerLanguage,
  PLAYLIST_COLUMNS,
  columnHeader,
  type PlaylistColumn,
} from './playlistColumns';
import { parseCell, type CellValue, type PartyIndex } from './playlistCells';
import {
  ALBUM_FIELD_COLUMNS,
  buildAlbumFields,
  buildTrackFields,
  checkAlbumFields,
  checkTrackFields,
  TRACK_FIELD_COLUMNS,
  type RecordContext,
} from './playlistRecords';
import { checkAlbumFiles, checkSheetDuplicates } from './playlistDuplicates';
import { groupAlbums, type AlbumGroup } from './playlistGroups';
import type {
  ParsedPlaylist,
  PlaylistAlbum,
  PlaylistIssue,
  PlaylistLeftOut,
  PlaylistLookups,
} from './playlistTypes';
import { normaliseKey } from './playlistValues';

/** One data row as read: header text as written -> cell text. A Map, so `__proto__` is just a key. */
export interface PlaylistRowInput {
  row: number;
  cells: ReadonlyMap<string, string>;
}

export interface PlaylistSheetInput {
  sheet: string;
  /** the header row as written, in column order */
  headers: readonly string[];
  rows: readonly PlaylistRowInput[];
  /** problems the reader found in cells (cut, error values): errors of their rows */
  cellIssues?: readonly PlaylistIssue[];
  /** notes of the reader (formulas' cached values used) passed through */
  notices?: readonly PlaylistIssue[];
}

const VALUE_MAX = 200;
const ALBUM_DERIVED_TRACK_FIELDS = new Set([
  'displayLanguage',
  'authorizationCompanyId',
  'labelId',
  'pLineId',
  'cLineId',
]);

export interface RowState {
  row: number;
  values: Map<string, CellValue | null>;
  raw: Map<string, string>;
}

/** Collects issues; the first issue of a cell hides later ones of the same cell. */
export class IssueList {
  readonly issues: PlaylistIssue[] = [];
  readonly badRows = new Set<number>();
  private readonly cells = new Set<string>();
  constructor(
    readonly sheet: string,
    readonly headerOf: (key: string) => string,
  ) {}

  add(
    row: number,
    key: string,
    value: string,
    code: string,
    params?: Record<string, string | number>,
  ): void {
    const column = key === '' ? '' : this.headerOf(key);
    const cell = `${row}\u0000${column}`;
    if (key !== '' && this.cells.has(cell)) return;
    this.cells.add(cell);
    this.badRows.add(row);
    const entry: PlaylistIssue = {
      sheet: this.sheet,
      row,
      column,
      value: value.slice(0, VALUE_MAX),
      code,
    };
    this.issues.push(params === undefined ? entry : { ...entry, params });
  }

  /** An issue the reader found (already placed by header): later issues of its cell are hidden. */
  addRead(found: PlaylistIssue): void {
    this.cells.add(`${found.row}\u0000${found.column}`);
    this.badRows.add(found.row);
    this.issues.push(found);
  }

  hasCell(row: number, key: string): boolean {
    return this.cells.has(`${row}\u0000${this.headerOf(key)}`);
  }
}

function indexParties(lookups: PlaylistLookups): PartyIndex {
  // re-keyed into Maps: a plain object would answer "constructor" with a function
  const index = (record: Record<string, string>) =>
    new Map(Object.entries(record).map(([name, id]) => [normaliseKey(name), id]));
  return {
    artists: index(lookups.artists),
    recordCompanies: index(lookups.recordCompanies),
    plines: index(lookups.plines),
    clines: index(lookups.clines),
  };
}

function isBlankRow(row: PlaylistRowInput): boolean {
  for (const text of row.cells.values()) if (text.trim() !== '') return false;
  return true;
}

/** Which column each header names; duplicates, unknown and missing mandatory columns. */
function readHeaders(input: PlaylistSheetInput) {
  const columns = new Map<string, { column: PlaylistColumn; header: string }>();
  const unknown: string[] = [];
  const duplicates: string[] = [];
  let zh = 0;
  let en = 0;
  for (const header of input.headers) {
    if (header.trim() === '') continue;
    const column = findPlaylistColumn(header);
    if (column === undefined) unknown.push(header);
    else if (columns.has(column.key)) duplicates.push(header);
    else columns.set(column.key, { column, header });
    const language = headerLanguage(header);
    if (language === 'zh') zh += 1;
    if (language === 'en') en += 1;
  }
  const language: 'zh' | 'en' = en > zh ? 'en' : 'zh';
  return { columns, unknown, duplicates, language };
}

export function validatePlaylist(
  input: PlaylistSheetInput,
  lookups: PlaylistLookups,
): ParsedPlaylist {
  const rows = input.rows.filter((row) => !isBlankRow(row));
  const headers = readHeaders(input);
  const headerOf = (key: string) => {
    const found = headers.columns.get(key);
    if (found !== undefined) return found.header;
    const column = PLAYLIST_COLUMNS.find((c) => c.key === key);
    return column === undefined ? key : columnHeader(column, headers.language);
  };
  const list = new IssueList(input.sheet, headerOf);
  const notices: PlaylistIssue[] = [...(input.notices ?? [])];
  const done = (albums: PlaylistAlbum[], leftOut: PlaylistLeftOut[] = []): ParsedPlaylist => ({
    albums,
    issues: list.issues,
    rowCount: rows.length,
    notices,
    leftOut,
  });

  for (const rowIssue of validateExcelRowCount(rows.length)) {
    list.add(1, '', String(rows.length), rowIssue.code, { ...rowIssue.params });
    return done([]);
  }
  // a sheet without the template's header row: one issue, not one per missing column
  if (headers.columns.size === 0) {
    list.add(1, '', '', 'playlist-no-header');
    return done([]);
  }
  if (rows.length === 0) list.add(2, '', '', 'playlist-no-rows');
  for (const header of headers.unknown)
    notices.push({
      sheet: input.sheet,
      row: 1,
      column: header,
      value: header.slice(0, VALUE_MAX),
      code: 'playlist-column-unknown',
    });
  for (const header of headers.duplicates)
    list.add(1, '', header, 'playlist-column-duplicate', { column: header });
  for (const column of PLAYLIST_COLUMNS) {
    if (column.mandatory && !headers.columns.has(column.key))
      list.add(1, '', '', 'playlist-column-missing', {
        column: columnHeader(column, headers.language),
      });
  }
  const sheetBlocked = list.issues.length > 0;
  for (const cellIssue of input.cellIssues ?? []) list.addRead(cellIssue);

  const parties = indexParties(lookups);
  const states: RowState[] = rows.map((input) => readRow(input, headers.columns, parties, list));
  const albums = groupAlbums(states, list);
  const usedIsrcs = new Set(lookups.usedIsrcs.map(cleanIsrc));
  const usedUpcs = new Set(lookups.usedUpcs.map((u) => toEan13(u) ?? u));
  const context: RecordContext = {
    authorizationCompanyId: lookups.authorizationCompanyId,
    isIsrcUsed: (isrc) => usedIsrcs.has(isrc),
    isUpcUsed: (ean13) => usedUpcs.has(ean13),
  };
  checkSheetDuplicates(albums, list);
  const built = albums.map((album) => buildAlbum(album, context, list));
  if (sheetBlocked) return done([]);
  const kept: PlaylistAlbum[] = [];
  const leftOut: PlaylistLeftOut[] = [];
  built.forEach((album, index) => {
    const rows = [...album.tracks.map((t) => t.row), ...albums[index].strays].sort((a, b) => a - b);
    const badRows = rows.filter((row) => list.badRows.has(row));
    if (badRows.length === 0) kept.push(album);
    else
      leftOut.push({
        row: album.row,
        folder: album.folder,
        name: albums[index].raw.get('albumName') ?? '',
        rows,
        badRows,
      });
  });
  return done(kept, leftOut);
}

function readRow(
  input: PlaylistRowInput,
  columns: ReturnType<typeof readHeaders>['columns'],
  parties: PartyIndex,
  list: IssueList,
): RowState {
  const state: RowState = { row: input.row, values: new Map(), raw: new Map() };
  for (const [key, { column, header }] of columns) {
    const raw = input.cells.get(header) ?? '';
    state.raw.set(key, raw.trim());
    const result = parseCell(column, raw, parties);
    if (result.ok) state.values.set(key, result.value);
    else {
      state.values.set(key, null);
      list.add(input.row, key, raw, result.code, result.params);
    }
  }
  for (const [key, { column }] of columns) {
    if (
      column.scope === 'track' &&
      column.mandatory &&
      state.raw.get(key) === '' &&
      !isExempt(key, state.values)
    ) {
      list.add(input.row, key, '', 'required', { field: list.headerOf(key) });
    }
  }
  return state;
}

function buildAlbum(group: AlbumGroup, context: RecordContext, list: IssueList): PlaylistAlbum {
  const firstRow = group.rows[0].row;
  const fields = buildAlbumFields(group.values, context.authorizationCompanyId);
  for (const albumIssue of checkAlbumFields(fields, context)) {
    const key = ALBUM_FIELD_COLUMNS[albumIssue.field] ?? '';
    const row = group.rowOf.get(key) ?? firstRow;
    if (key !== '' && list.hasCell(row, key)) continue;
    list.add(
      row,
      key,
      group.raw.get(key) ?? '',
      albumIssue.code,
      issueParams(albumIssue.params, key, list),
    );
  }
  checkAlbumFiles(group, list);
  const discs = new Map<number, number>();
  const tracks = group.rows.map((state) => {
    const disc =
      typeof state.values.get('discNo') === 'number' ? (state.values.get('discNo') as number) : 1;
    const trackNo = (discs.get(disc) ?? 0) + 1;
    discs.set(disc, trackNo);
    const trackFields = buildTrackFields(state.values, fields, trackNo);
    for (const trackIssue of checkTrackFields(trackFields, context)) {
      const key = TRACK_FIELD_COLUMNS[trackIssue.field] ?? '';
      // fields the track takes from its album were checked on the album
      if (
        ALBUM_DERIVED_TRACK_FIELDS.has(trackIssue.field) ||
        (key !== '' && list.hasCell(state.row, key))
      )
        continue;
      list.add(
        state.row,
        key,
        state.raw.get(key) ?? '',
        trackIssue.code,
        issueParams(trackIssue.params, key, list),
      );
    }
    const lyrics = state.values.get('lyricsFile');
    return {
      row: state.row,
      audioFileName: String(state.values.get('audioFile') ?? ''),
      lyricsFileName: typeof lyrics === 'string' ? lyrics : null,
      fields: trackFields,
    };
  });
  const cover = group.values.get('coverFile');
  return {
    row: firstRow,
    folder: group.folder,
    coverFileName: typeof cover === 'string' ? cover : '',
    fields,
    tracks,
  };
}

/** "{field} incomplete" names the column as the sheet writes it. */
function issueParams(
  params: Readonly<Record<string, string | number>> | undefined,
  key: string,
  list: IssueList,
): Record<string, string | number> | undefined {
  if (params === undefined) return undefined;
  return typeof params.field === 'string' && key !== ''
    ? { ...params, field: list.headerOf(key) }
    : { ...params };
}

/** A blank mandatory cell; ISRC may stay blank when the platform applies for one, lyricist for a backing track. */
export function isExempt(key: string, values: ReadonlyMap<string, CellValue | null>): boolean {
  if (key === 'isrc') return values.get('isrcAuth') === 1;
  if (key === 'lyricists') return values.get('trackVersion') === 'accompaniment';
  return false;
}
