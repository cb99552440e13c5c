// The playlist worker's work, as a plain module so Node tests run it without a Worker: precheck the
// zip, let SheetJS read only the first sheet and at most 502 rows, turn cells into text ourselves
// (formulas give their cached value and are never evaluated; huge cells are cut; rows are Maps so a
// `__proto__` header is only a key), then the domain's validatePlaylist.
import * as XLSX from 'xlsx';
import type { ParsedPlaylist, PlaylistIssue, PlaylistLookups, PlaylistRefusal } from '../../../domain/batch/playlistTypes';
import { validatePlaylist, type PlaylistRowInput, type PlaylistSheetInput } from '../../../domain/batch/validatePlaylist';
import { ExcelLimits, TextLimits } from '../../../domain/catalogue/limits';
import { PlaylistFileLimits, precheckPlaylist } from './zipPrecheck';

export const PlaylistReadLimits = {
  /** the longest cell kept: the longest text field (album introduction) */
  maxCellChars: TextLimits.introductionMax,
  /** columns read; the template has 44 */
  maxColumns: 200,
} as const;

interface CellText {
  text: string;
  issue?: { code: string; params?: Record<string, string | number> };
  notice?: string;
}

/** Date formats carry y, d or m (not inside brackets or quotes); a time-only format shows as typed. */
function isDateOnlyFormat(format: string): boolean {
  const bare = format.replace(/"[^"]*"|\[[^\]]*\]/g, '');
  return /[yd]/i.test(bare);
}

function numberText(cell: XLSX.CellObject): string {
  const value = cell.v as number;
  const format = typeof cell.z === 'string' ? cell.z : 'General';
  if (format !== 'General' && XLSX.SSF.is_date(format)) {
    if (isDateOnlyFormat(format)) {
      const date = XLSX.SSF.parse_date_code(value);
      if (date !== null && date !== undefined) return `${date.y}-${String(date.m).padStart(2, '0')}-${String(date.d).padStart(2, '0')}`;
    }
    return XLSX.SSF.format(format, value);
  }
  // a formatted number shows as the user sees it (a UPC kept with its leading zero by "000000000000")
  if (format !== 'General') return XLSX.SSF.format(format, value);
  return Number.isInteger(value) && Math.abs(value) < 1e21 ? value.toFixed(0) : String(value);
}

export function cellText(cell: XLSX.CellObject | undefined): CellText {
  if (cell === undefined) return { text: '' };
  let text: string;
  switch (cell.t) {
    case 'e':
      return { text: cell.w ?? '#ERROR', issue: { code: 'playlist-cell-error' } };
    case 'n':
      text = numberText(cell);
      break;
    case 'b':
      text = cell.v === true ? 'TRUE' : 'FALSE';
      break;
    case 'd':
      text = cell.v instanceof Date ? cell.v.toISOString().slice(0, 10) : String(cell.v ?? '');
      break;
    case 'z':
      text = '';
      break;
    default:
      text = cell.v === undefined || cell.v === null ? '' : String(cell.v);
  }
  const result: CellText = { text };
  if (typeof cell.f === 'string' && cell.f !== '') result.notice = 'playlist-formula-cached';
  if (text.length > PlaylistReadLimits.maxCellChars) {
    result.text = text.slice(0, PlaylistReadLimits.maxCellChars);
    result.issue = { code: 'playlist-cell-cut', params: { max: PlaylistReadLimits.maxCellChars } };
  }
  return result;
}

function denseRows(sheet: XLSX.WorkSheet): (XLSX.CellObject | undefined)[][] {
  return ((sheet as { '!data'?: (XLSX.CellObject | undefined)[][] })['!data'] ?? []) as (XLSX.CellObject | undefined)[][];
}

function readSheet(workbook: XLSX.WorkBook): PlaylistSheetInput | PlaylistRefusal {
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (name === undefined || sheet === undefined) return { refused: 'playlist-no-sheet' };
  const full = sheet['!fullref'] ?? sheet['!ref'];
  if (full === undefined) return { sheet: name, headers: [], rows: [] };
  const range = XLSX.utils.decode_range(full);
  const dataRows = range.e.r - range.s.r;
  if (dataRows > ExcelLimits.maxRows) return { refused: 'playlist-too-many-rows', params: { max: ExcelLimits.maxRows, count: dataRows } };
  const data = denseRows(sheet);
  const lastColumn = Math.min(range.e.c, range.s.c + PlaylistReadLimits.maxColumns - 1);
  const notices: PlaylistIssue[] = [];
  const cellIssues: PlaylistIssue[] = [];
  const headers: string[] = [];
  const headerRow = data[range.s.r] ?? [];
  for (let c = range.s.c; c <= lastColumn; c += 1) headers.push(cellText(headerRow[c]).text.trim());
  if (range.e.c > lastColumn) {
    notices.push({ sheet: name, row: range.s.r + 1, column: '', value: '', code: 'playlist-columns-ignored', params: { max: PlaylistReadLimits.maxColumns } });
  }
  const rows: PlaylistRowInput[] = [];
  for (let r = range.s.r + 1; r <= range.e.r; r += 1) {
    const cells = new Map<string, string>();
    const line = data[r] ?? [];
    for (let c = range.s.c; c <= lastColumn; c += 1) {
      const header = headers[c - range.s.c];
      const read = cellText(line[c]);
      const at = { sheet: name, row: r + 1, column: header, value: read.text.slice(0, 200) };
      if (read.issue !== undefined) cellIssues.push({ ...at, code: read.issue.code, ...(read.issue.params ? { params: read.issue.params } : {}) });
      if (read.notice !== undefined) notices.push({ ...at, code: read.notice });
      if (header !== '' && !cells.has(header)) cells.set(header, read.text);
    }
    rows.push({ row: r + 1, cells });
  }
  return { sheet: name, headers, rows, cellIssues, notices };
}

/** Reads and validates a playlist file's bytes; a refusal for a file that is not read at all. */
export async function parsePlaylistBytes(bytes: Uint8Array, lookups: PlaylistLookups): Promise<ParsedPlaylist | PlaylistRefusal> {
  const precheck = await precheckPlaylist(bytes);
  if (!precheck.ok) return precheck.refusal;
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, {
      type: 'array',
      dense: true,
      // the header, 500 rows and one more to notice a sheet without a <dimension> that has more
      sheetRows: ExcelLimits.maxRows + 2,
      sheets: 0,
      cellFormula: true,
      cellNF: true,
      cellDates: false,
      cellHTML: false,
      cellText: false,
      cellStyles: false,
      bookVBA: false,
    });
  } catch {
    return { refused: 'playlist-unreadable' };
  }
  const read = readSheet(workbook);
  return 'refused' in read ? read : validatePlaylist(read, lookups);
}

/** The same from a Blob (the worker's entry): the file is read inside the worker, never on the page. */
export async function parsePlaylistBlob(file: Blob, lookups: PlaylistLookups): Promise<ParsedPlaylist | PlaylistRefusal> {
  if (file.size > PlaylistFileLimits.maxFileBytes) return { refused: 'playlist-file-too-large', params: { maxMb: PlaylistFileLimits.maxFileBytes / 1024 / 1024 } };
  return parsePlaylistBytes(new Uint8Array(await file.arrayBuffer()), lookups);
}
