// The first sheet, as SheetJS read it, turned into the validator's input: the header row, then every
// row holding a value. A merged cell's value is put in every cell it covers, as the person sees it
// (an album folder merged over its tracks names each track's album), and rows are counted after
// that; formatted empty rows and the sheet's range count for nothing.
import * as XLSX from 'xlsx';
import { findPlaylistColumn } from '../../../domain/batch/playlistColumns';
import type { PlaylistIssue, PlaylistRefusal } from '../../../domain/batch/playlistTypes';
import type { PlaylistRowInput, PlaylistSheetInput } from '../../../domain/batch/validatePlaylist';
import { ExcelLimits } from '../../../domain/catalogue/limits';
import { cellText, PlaylistReadLimits } from './cellText';

type Cell = XLSX.CellObject | undefined;

/** A merge whose top-left cell holds a value, cut to the columns read. */
interface Merge {
  top: number;
  bottom: number;
  left: number;
  right: number;
  cell: XLSX.CellObject;
  /** as the sheet writes it, e.g. A2:A5 */
  ref: string;
}

/** Hostile sheets may stack merges on each other: past this many cells, no more are spread. */
const MAX_SPREAD_CELLS = 1_000_000;

function denseRows(sheet: XLSX.WorkSheet): Cell[][] {
  return ((sheet as { '!data'?: Cell[][] })['!data'] ?? []) as Cell[][];
}

function isFilled(cell: Cell): cell is XLSX.CellObject {
  if (cell === undefined || cell.t === 'z') return false;
  return (
    cell.t === 'e' || (cell.v !== undefined && cell.v !== null && String(cell.v).trim() !== '')
  );
}

/** Merges that carry a value into rows below the header; one starting in the header stays in it. */
function mergesOf(
  sheet: XLSX.WorkSheet,
  data: Cell[][],
  headerRow: number,
  first: number,
  last: number,
): Merge[] {
  const merges: Merge[] = [];
  for (const range of sheet['!merges'] ?? []) {
    const cell = data[range.s.r]?.[range.s.c];
    if (range.s.r < headerRow || !isFilled(cell)) continue;
    const merge = {
      top: range.s.r,
      bottom: range.s.r === headerRow ? headerRow : range.e.r,
      left: Math.max(range.s.c, first),
      right: Math.min(range.e.c, last),
      cell,
      ref: XLSX.utils.encode_range(range),
    };
    if (merge.left <= merge.right && (merge.bottom > merge.top || merge.right > merge.left))
      merges.push(merge);
  }
  return merges;
}

/** The data rows holding a value, in order, merged rows included; rows are not listed past the limit. */
function rowsHoldingValues(
  data: Cell[][],
  merges: readonly Merge[],
  headerRow: number,
  first: number,
  last: number,
): { rows: number[]; count: number } {
  const spans: Array<[number, number]> = [];
  data.forEach((line, r) => {
    if (r > headerRow && line !== undefined && line.slice(first, last + 1).some(isFilled))
      spans.push([r, r]);
  });
  for (const m of merges) if (m.top > headerRow) spans.push([m.top, m.bottom]);
  spans.sort((a, b) => a[0] - b[0]);
  const rows: number[] = [];
  let count = 0;
  let next = headerRow + 1;
  for (const [from, to] of spans) {
    const start = Math.max(from, next);
    if (start > to) continue;
    count += to - start + 1;
    for (let r = start; r <= to && rows.length <= ExcelLimits.maxRows; r += 1) rows.push(r);
    next = to + 1;
  }
  return { rows, count };
}

/** Covered cells by row, then column: each holds its merge's top-left cell. */
function spreadMerges(
  merges: readonly Merge[],
  rows: ReadonlySet<number>,
): Map<number, Map<number, XLSX.CellObject>> {
  const covered = new Map<number, Map<number, XLSX.CellObject>>();
  let spread = 0;
  for (const m of merges) {
    for (let r = m.top; r <= m.bottom && spread < MAX_SPREAD_CELLS; r += 1) {
      if (r !== m.top && !rows.has(r)) continue;
      const line = covered.get(r) ?? new Map<number, XLSX.CellObject>();
      covered.set(r, line);
      for (let c = m.left; c <= m.right; c += 1)
        if (r !== m.top || c !== m.left) line.set(c, m.cell);
      spread += m.right - m.left + 1;
    }
  }
  return covered;
}

export function readSheet(workbook: XLSX.WorkBook): PlaylistSheetInput | PlaylistRefusal {
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (name === undefined || sheet === undefined) return { refused: 'playlist-no-sheet' };
  if (sheet['!ref'] === undefined) return { sheet: name, headers: [], rows: [] };
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const data = denseRows(sheet);
  const headerRow = range.s.r;
  const first = range.s.c;
  const last = Math.min(range.e.c, first + PlaylistReadLimits.maxColumns - 1);
  const merges = mergesOf(sheet, data, headerRow, first, last);
  const { rows: dataRows, count } = rowsHoldingValues(data, merges, headerRow, first, last);
  if (count > ExcelLimits.maxRows)
    return { refused: 'playlist-too-many-rows', params: { max: ExcelLimits.maxRows, count } };
  const covered = spreadMerges(merges, new Set([headerRow, ...dataRows]));

  const notices: PlaylistIssue[] = [];
  const cellIssues: PlaylistIssue[] = [];
  const headerLine = data[headerRow] ?? [];
  const headers: string[] = [];
  for (let c = first; c <= last; c += 1)
    headers.push(cellText(covered.get(headerRow)?.get(c) ?? headerLine[c]).text.trim());
  if (range.e.c > last) {
    notices.push({
      sheet: name,
      row: headerRow + 1,
      column: '',
      value: '',
      code: 'playlist-columns-ignored',
      params: { max: PlaylistReadLimits.maxColumns },
    });
  }
  noteMerges(merges, headers, first, headerRow, name, notices);
  const unnamed = new Set<number>();
  const rows: PlaylistRowInput[] = dataRows.map((r) => {
    const cells = new Map<string, string>();
    const line = data[r] ?? [];
    const spread = covered.get(r);
    for (let c = first; c <= last; c += 1) {
      const header = headers[c - first];
      const own = spread?.get(c) === undefined;
      const read = cellText(spread?.get(c) ?? line[c]);
      const at = { sheet: name, row: r + 1, column: header, value: read.text.slice(0, 200) };
      if (read.issue !== undefined)
        cellIssues.push({
          ...at,
          code: read.issue.code,
          ...(read.issue.params ? { params: read.issue.params } : {}),
        });
      // a merge's formula is noted once, at its own cell
      if (read.notice !== undefined && own) notices.push({ ...at, code: read.notice });
      if (header === '' && read.text.trim() !== '' && !unnamed.has(c)) {
        // a value under no header is no part of the playlist: said once per column, not dropped unseen
        unnamed.add(c);
        notices.push({
          ...at,
          code: 'playlist-column-no-header',
          params: { column: XLSX.utils.encode_col(c) },
        });
      }
      if (header !== '' && !cells.has(header)) cells.set(header, read.text);
    }
    return { row: r + 1, cells };
  });
  return { sheet: name, headers, rows, cellIssues, notices };
}

/**
 * An album column merged down its album's rows is the intended use; any other merge in the data
 * (over a track column, or across columns) is most likely a mistake: its value was still used in
 * every cell it covers, and the person is told where.
 */
function noteMerges(
  merges: readonly Merge[],
  headers: readonly string[],
  first: number,
  headerRow: number,
  sheet: string,
  notices: PlaylistIssue[],
): void {
  for (const m of merges) {
    if (m.top === headerRow) continue;
    const albumOnly =
      m.left === m.right && findPlaylistColumn(headers[m.left - first] ?? '')?.scope === 'album';
    if (albumOnly) continue;
    const value = cellText(m.cell).text.slice(0, 200);
    notices.push({
      sheet,
      row: m.top + 1,
      column: headers[m.left - first] ?? '',
      value,
      code: 'playlist-merged-cells',
      params: { range: m.ref },
    });
  }
}
