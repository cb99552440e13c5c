// Checks an uploaded playlist BEFORE SheetJS inflates anything: the signature says what the file
// really is (an .xls, .csv or .ods renamed .xlsx is refused with a "save as .xlsx" message), the zip
// central directory is read by hand and the declared sizes capped, then every entry is inflated
// as a stream that only counts bytes (a zip bomb that lies about its sizes is caught at the first
// byte past what it declared), and the first sheet's XML is scanned as it streams: rows and cells
// that hold values are counted (sheetScan.ts), so a 100,000-row sheet is refused before any row is
// converted while formatted empty rows and the <dimension> count for nothing.
import type { PlaylistRefusal } from '../../../domain/batch/playlistTypes';
import { ExcelLimits } from '../../../domain/catalogue/limits';
import { megabytesOf } from '../../../domain/media/fileSize';
import { createSheetScanner, type SheetScan } from './sheetScan';

export const PlaylistFileLimits = {
  /**
   * 10 MB (decimal, as every size the user reads): a filled 500-row x 44-column playlist is 100-400 KB; SheetJS holds the file, its XML as
   * strings and the cells at once (10-20x the file), so the worker stays within ~200 MB.
   */
  maxFileBytes: 10 * 1000 * 1000,
  /** all entries inflated together; 500 rows of 10,000-character cells fit with room to spare */
  maxUncompressedBytes: 64 * 1000 * 1000,
  /** deflate tops out near 1:1030; real workbooks stay under 1:100 */
  maxRatio: 200,
  /** the ratio is only suspicious on entries large enough to matter */
  ratioFloorBytes: 1024 * 1024,
  maxEntries: 1000,
  /**
   * cells holding values in the first sheet: the header and 500 rows of the 200 columns the reader
   * reads. The scan stops here, whatever the sheet's dimension says (SheetJS converts ~150 cells/ms).
   */
  maxValueCells: (ExcelLimits.maxRows + 1) * 200,
  /** small parts read whole (workbook, its relationships, content types) */
  smallPartBytes: 1024 * 1024,
} as const;

export interface ZipEntryInfo {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
  /** where the central directory's extra field sits */
  extraStart: number;
  extraLength: number;
}

export type PrecheckResult =
  { ok: true; entries: ZipEntryInfo[]; sheet: SheetScan } | { ok: false; refusal: PlaylistRefusal };

const refuse = (
  refused: string,
  params?: PlaylistRefusal['params'],
): { ok: false; refusal: PlaylistRefusal } => ({
  ok: false,
  refusal: params === undefined ? { refused } : { refused, params },
});

const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((b, i) => bytes[i] === b);
}

/** A password-protected .xlsx is a CFB file holding an "EncryptionInfo" stream (UTF-16 name). */
function hasUtf16Name(bytes: Uint8Array, name: string): boolean {
  const pattern = [...name].flatMap((c) => [c.charCodeAt(0), 0]);
  outer: for (let i = 0; i + pattern.length <= bytes.length; i += 1) {
    for (let j = 0; j < pattern.length; j += 1) if (bytes[i + j] !== pattern[j]) continue outer;
    return true;
  }
  return false;
}

/** What a non-zip file looks like, for the message: an old .xls, an encrypted workbook, text (csv) or other. */
function classifyNonZip(bytes: Uint8Array): string {
  if (startsWith(bytes, CFB_SIGNATURE))
    return hasUtf16Name(bytes, 'EncryptionInfo') ? 'playlist-encrypted' : 'playlist-xls';
  const head = bytes.subarray(0, 4096);
  // text without NULs and mostly printable: a csv or a text file renamed
  const printable = head.filter((b) => b === 9 || b === 10 || b === 13 || b >= 32).length;
  return head.length > 0 && !head.includes(0) && printable / head.length > 0.95
    ? 'playlist-csv'
    : 'playlist-not-xlsx';
}

function readCentralDirectory(bytes: Uint8Array): ZipEntryInfo[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i -= 1) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  const offset = view.getUint32(eocd + 16, true);
  // ZIP64 markers: no playlist under 10 MB needs them, and they would hide the real sizes
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff || offset + size > eocd)
    return null;
  const entries: ZipEntryInfo[] = [];
  let at = offset;
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > eocd || view.getUint32(at, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > eocd) return null;
    entries.push({
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      uncompressedSize: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
      extraStart: at + 46 + nameLength,
      extraLength,
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function checkDeclaredSizes(entries: readonly ZipEntryInfo[]): PrecheckResult | null {
  const L = PlaylistFileLimits;
  if (entries.length > L.maxEntries)
    return refuse('playlist-zip-bomb', { maxMb: megabytesOf(L.maxUncompressedBytes) });
  let total = 0;
  for (const entry of entries) {
    if ((entry.flags & 1) !== 0 || (entry.method !== 0 && entry.method !== 8))
      return refuse('playlist-zip-invalid');
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (
      total > L.maxUncompressedBytes ||
      (entry.uncompressedSize > L.ratioFloorBytes && ratio > L.maxRatio)
    ) {
      return refuse('playlist-zip-bomb', { maxMb: megabytesOf(L.maxUncompressedBytes) });
    }
  }
  return null;
}

/** A ZIP64 extra field (0x0001) would let a header claim sizes up to 2^64 past the checks above. */
function hasZip64Extra(view: DataView, start: number, length: number): boolean {
  for (
    let at = start;
    at + 4 <= start + length && at + 4 <= view.byteLength;
    at += 4 + view.getUint16(at + 2, true)
  ) {
    if (view.getUint16(at, true) === 0x0001) return true;
  }
  return false;
}

/**
 * The entry's compressed bytes, located through its local header. SheetJS reads the LOCAL header
 * (name, sizes, and it allocates the declared size up front), so it must agree with the central
 * directory that was checked: same name, method and sizes (or zeros with a data descriptor).
 */
function entryData(bytes: Uint8Array, entry: ZipEntryInfo): Uint8Array | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== 0x04034b50) return null;
  const flags = view.getUint16(at + 6, true);
  const sizes = [view.getUint32(at + 18, true), view.getUint32(at + 22, true)];
  const nameLength = view.getUint16(at + 26, true);
  const extraLength = view.getUint16(at + 28, true);
  const start = at + 30 + nameLength + extraLength;
  if (start + entry.compressedSize > bytes.length) return null;
  const name = new TextDecoder().decode(bytes.subarray(at + 30, at + 30 + nameLength));
  const sameSizes = sizes[0] === entry.compressedSize && sizes[1] === entry.uncompressedSize;
  const described = (flags & 8) !== 0 && sizes[0] === 0 && sizes[1] === 0;
  if (
    name !== entry.name ||
    view.getUint16(at + 8, true) !== entry.method ||
    (!sameSizes && !described)
  )
    return null;
  if (
    hasZip64Extra(view, at + 30 + nameLength, extraLength) ||
    hasZip64Extra(view, entry.extraStart, entry.extraLength)
  )
    return null;
  return bytes.subarray(start, start + entry.compressedSize);
}

type Inflated = { ok: true; prefix: Uint8Array } | { ok: false; reason: 'bomb' | 'corrupt' };

/** Receives an entry's bytes as they inflate; answers false to stop reading it. */
type ByteSink = (bytes: Uint8Array) => boolean;

/**
 * Inflates as a stream, counting: nothing past `keep` bytes is held, and a lie about the size stops
 * it. A `sink` sees the bytes as they come and may stop the inflation early (the rest is not needed).
 */
async function inflateCounting(
  data: Uint8Array,
  entry: ZipEntryInfo,
  keep: number,
  sink?: ByteSink,
): Promise<Inflated> {
  if (entry.method === 0) {
    if (data.length !== entry.uncompressedSize) return { ok: false, reason: 'corrupt' };
    sink?.(data);
    return { ok: true, prefix: data.subarray(0, keep) };
  }
  const stream = new Blob([data as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'));
  const reader = stream.getReader();
  const prefix = new Uint8Array(Math.min(keep, entry.uncompressedSize));
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (total < prefix.length) prefix.set(value.subarray(0, prefix.length - total), total);
      total += value.length;
      if (total > entry.uncompressedSize) {
        await reader.cancel();
        return { ok: false, reason: 'bomb' };
      }
      if (sink !== undefined && !sink(value)) {
        await reader.cancel();
        return { ok: true, prefix };
      }
    }
  } catch {
    // the user's archive does not inflate: refused as corrupt, not a fault of the portal
    return { ok: false, reason: 'corrupt' };
  }
  return total === entry.uncompressedSize ? { ok: true, prefix } : { ok: false, reason: 'corrupt' };
}

/** The path of the workbook's first sheet, through xl/workbook.xml and its relationships. */
function firstSheetPath(parts: ReadonlyMap<string, string>): string | null {
  const workbook = parts.get('xl/workbook.xml') ?? '';
  const rels = parts.get('xl/_rels/workbook.xml.rels') ?? '';
  const sheet =
    /<(?:\w+:)?sheet\b[^>]*?\br:id="([^"]+)"/.exec(workbook) ??
    /<(?:\w+:)?sheet\b[^>]*?\bid="([^"]+)"/.exec(workbook);
  if (sheet === null) return null;
  for (const rel of rels.match(/<Relationship\b[^>]*>/g) ?? []) {
    if (!rel.includes(`Id="${sheet[1]}"`)) continue;
    const target = /Target="([^"]+)"/.exec(rel)?.[1];
    if (target === undefined) return null;
    return target.startsWith('/') ? target.slice(1) : `xl/${target}`.replace(/\/\.\//g, '/');
  }
  return null;
}

export async function precheckPlaylist(bytes: Uint8Array): Promise<PrecheckResult> {
  const L = PlaylistFileLimits;
  if (bytes.length === 0) return refuse('playlist-file-empty');
  if (bytes.length > L.maxFileBytes)
    return refuse('playlist-file-too-large', { maxMb: megabytesOf(L.maxFileBytes) });
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return refuse(classifyNonZip(bytes));
  const entries = readCentralDirectory(bytes);
  if (entries === null) return refuse('playlist-zip-invalid');
  const names = new Set(entries.map((e) => e.name));
  if (names.has('content.xml') && names.has('mimetype')) return refuse('playlist-ods');
  if (names.has('xl/workbook.bin')) return refuse('playlist-xlsb');
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml'))
    return refuse('playlist-not-xlsx');
  const sizes = checkDeclaredSizes(entries);
  if (sizes !== null) return sizes;

  // the workbook and its relationships first: they name the sheet to scan while it streams
  const parts = new Map<string, string>();
  const decoder = new TextDecoder();
  const isSmall = (name: string) =>
    name === 'xl/workbook.xml' || name === 'xl/_rels/workbook.xml.rels';
  for (const entry of entries.filter((e) => isSmall(e.name))) {
    const data = entryData(bytes, entry);
    const inflated = data === null ? null : await inflateCounting(data, entry, L.smallPartBytes);
    if (inflated === null || !inflated.ok) return refuseInflated(inflated);
    parts.set(entry.name, decoder.decode(inflated.prefix));
  }
  // every other entry is inflated (and counted) even without a sheet: a bomb is a bomb first
  const path = firstSheetPath(parts);
  const scanner = createSheetScanner(L.maxValueCells);
  for (const entry of entries.filter((e) => !isSmall(e.name))) {
    const data = entryData(bytes, entry);
    const inflated =
      data === null
        ? null
        : await inflateCounting(
            data,
            entry,
            0,
            entry.name === path ? (chunk) => scanner.push(chunk) : undefined,
          );
    if (inflated === null || !inflated.ok) return refuseInflated(inflated);
  }
  if (path === null || !names.has(path)) return refuse('playlist-no-sheet');
  const sheet = scanner.finish();
  const max = ExcelLimits.maxRows;
  // the header is the first row holding values: the data rows are the others
  const count = Math.max(0, sheet.valueRows - 1);
  if (sheet.stopped)
    return refuse('playlist-too-many-cells', { max, cells: L.maxValueCells, count });
  if (count > max) return refuse('playlist-too-many-rows', { max, count });
  return { ok: true, entries, sheet };
}

function refuseInflated(inflated: Inflated | null): { ok: false; refusal: PlaylistRefusal } {
  if (inflated !== null && !inflated.ok && inflated.reason === 'bomb')
    return refuse('playlist-zip-bomb', {
      maxMb: megabytesOf(PlaylistFileLimits.maxUncompressedBytes),
    });
  return refuse('playlist-zip-invalid');
}
