// The playlist worker's work, as a plain module so Node tests run it without a Worker: precheck the
// zip (which counts the rows and cells holding values), let SheetJS read only the first sheet and
// only down to its last row holding a value, turn cells into text ourselves (formulas give their
// cached value and are never evaluated; huge cells are cut; merged cells spread; rows are Maps so a
// `__proto__` header is only a key), then the domain's validatePlaylist.
import * as XLSX from 'xlsx';
import type {
  ParsedPlaylist,
  PlaylistLookups,
  PlaylistRefusal,
} from '../../../domain/batch/playlistTypes';
import { validatePlaylist } from '../../../domain/batch/validatePlaylist';
import { megabytesOf } from '../../../domain/media/fileSize';
import { readSheet } from './readSheet';
import { PlaylistFileLimits, precheckPlaylist } from './zipPrecheck';

/** Reads and validates a playlist file's bytes; a refusal for a file that is not read at all. */
export async function parsePlaylistBytes(
  bytes: Uint8Array,
  lookups: PlaylistLookups,
): Promise<ParsedPlaylist | PlaylistRefusal> {
  const precheck = await precheckPlaylist(bytes);
  if (!precheck.ok) return precheck.refusal;
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, {
      type: 'array',
      dense: true,
      // down to the last row holding a value: the formatted rows below it (to row 1,048,576 if the
      // person formatted whole columns) are not converted; 0 would mean "all", so at least 1
      sheetRows: Math.max(1, precheck.sheet.lastValueRow),
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
    // the user's file is not a workbook: a refusal the wizard shows, not a fault of the portal
    return { refused: 'playlist-unreadable' };
  }
  const read = readSheet(workbook);
  return 'refused' in read ? read : validatePlaylist(read, lookups);
}

/** The same from a Blob (the worker's entry): the file is read inside the worker, never on the page. */
export async function parsePlaylistBlob(
  file: Blob,
  lookups: PlaylistLookups,
): Promise<ParsedPlaylist | PlaylistRefusal> {
  if (file.size > PlaylistFileLimits.maxFileBytes)
    return {
      refused: 'playlist-file-too-large',
      params: { maxMb: megabytesOf(PlaylistFileLimits.maxFileBytes) },
    };
  return parsePlaylistBytes(new Uint8Array(await file.arrayBuffer()), lookups);
}
