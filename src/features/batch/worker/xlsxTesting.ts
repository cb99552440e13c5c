// Workbooks and zips for the playlist worker's tests and bench, built in memory: real .xlsx files
// written by SheetJS, and hand-made zips (a bomb that tells the truth, one that lies).
import * as XLSX from 'xlsx';
import type { PlaylistSheetInput } from '../../../domain/batch/validatePlaylist';

/** An .xlsx of a sheet input (header row then the rows' cells in header order). */
export function xlsxOf(
  input: PlaylistSheetInput,
  edit?: (sheet: XLSX.WorkSheet) => void,
): Uint8Array {
  const aoa: string[][] = [
    [...input.headers],
    ...input.rows.map((row) => input.headers.map((h) => row.cells.get(h) ?? '')),
  ];
  const sheet = XLSX.utils.aoa_to_sheet(aoa);
  edit?.(sheet);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, input.sheet);
  return new Uint8Array(
    XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer,
  );
}

export interface ZipPart {
  name: string;
  /** bytes as stored (already deflated when method is 8) */
  data: Uint8Array;
  method: 0 | 8;
  /** the uncompressed size written in the headers (a bomb may lie) */
  declaredSize: number;
  /** a different uncompressed size in the local header only (what SheetJS trusts) */
  localDeclaredSize?: number;
}

/** A minimal zip writer (no CRC check is made by the reader under test, so CRCs are zero). */
export function zipOf(parts: readonly ZipPart[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  const encoder = new TextEncoder();
  for (const part of parts) {
    const name = encoder.encode(part.name);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(8, part.method, true);
    local.setUint32(18, part.data.length, true);
    local.setUint32(22, part.localDeclaredSize ?? part.declaredSize, true);
    local.setUint16(26, name.length, true);
    chunks.push(new Uint8Array(local.buffer), name, part.data);
    const entry = new DataView(new ArrayBuffer(46));
    entry.setUint32(0, 0x02014b50, true);
    entry.setUint16(4, 20, true);
    entry.setUint16(6, 20, true);
    entry.setUint16(10, part.method, true);
    entry.setUint32(20, part.data.length, true);
    entry.setUint32(24, part.declaredSize, true);
    entry.setUint16(28, name.length, true);
    entry.setUint32(42, offset, true);
    central.push(new Uint8Array(entry.buffer), name);
    offset += 30 + name.length + part.data.length;
  }
  const centralSize = central.reduce((n, c) => n + c.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, parts.length, true);
  end.setUint16(10, parts.length, true);
  end.setUint32(12, centralSize, true);
  end.setUint32(16, offset, true);
  const all = [...chunks, ...central, new Uint8Array(end.buffer)];
  const out = new Uint8Array(all.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of all) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** Replaces one part of a zip (rebuilt stored, uncompressed): used to strip a sheet's <dimension>. */
export function rewriteXlsxPart(
  bytes: Uint8Array,
  name: string,
  change: (xml: string) => string,
): Uint8Array {
  const cfb = XLSX.CFB.read(bytes, { type: 'array' });
  const entry = XLSX.CFB.find(cfb, `/${name}`);
  if (entry === null || entry.content === undefined) throw new Error(`no ${name}`);
  const xml = new TextDecoder().decode(entry.content as Uint8Array);
  const content = new TextEncoder().encode(change(xml));
  entry.content = content as unknown as typeof entry.content;
  entry.size = content.length;
  return new Uint8Array(
    XLSX.CFB.write(cfb, { type: 'array', fileType: 'zip', compression: true }) as ArrayBuffer,
  );
}
