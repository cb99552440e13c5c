// Counts what a worksheet's XML really holds as it streams out of the zip, before SheetJS converts
// anything: the sheet's <dimension> and its formatted empty rows say nothing (LibreOffice and Excel
// stretch both over every styled row), and a sheet may have no dimension at all. Only cells that
// hold a value count, and the scan stops at a hard budget of them. It reads the UTF-8 bytes as they
// come: the markup is ASCII and every byte of a multi-byte character is above 0x7f, so no decoding.

export interface SheetScan {
  /** cells holding a value (a non-empty <v>, or inline text) */
  valueCells: number;
  /** distinct rows with at least one such cell (the header row included) */
  valueRows: number;
  /** the last row (1-based) holding a value; 0 when none does */
  lastValueRow: number;
  /** true when the budget was reached and the rest of the sheet was not looked at */
  stopped: boolean;
}

export interface SheetScanner {
  /** feeds the next bytes of the sheet's XML; false once the budget is reached (stop feeding) */
  push(bytes: Uint8Array): boolean;
  finish(): SheetScan;
}

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const COLON = 0x3a;
const QUOTE = 0x22;
const EQUALS = 0x3d;
const LOWER_R = 0x72;

type Name = 'row' | 'c' | 'v' | 't' | '';

/** Where a tag's name ends: white space, "/" or ">". */
function nameEnd(bytes: Uint8Array, from: number): number {
  let at = from;
  while (at < bytes.length && bytes[at] !== GT && bytes[at] !== SLASH && bytes[at] > 0x20) at += 1;
  return at;
}

/** The local name of a tag when it is one of interest (a namespace prefix is dropped). */
function localName(bytes: Uint8Array, from: number, to: number): Name {
  let start = from;
  for (let at = from; at < to; at += 1) if (bytes[at] === COLON) start = at + 1;
  if (to - start === 1) {
    const code = bytes[start];
    return code === 0x63 ? 'c' : code === 0x76 ? 'v' : code === 0x74 ? 't' : '';
  }
  return to - start === 3 &&
    bytes[start] === LOWER_R &&
    bytes[start + 1] === 0x6f &&
    bytes[start + 2] === 0x77
    ? 'row'
    : '';
}

/** The row number of an r="B12" or r="12" attribute between a tag's name and its end, or null. */
function rowAttribute(bytes: Uint8Array, from: number, to: number): number | null {
  for (let at = from; at + 3 < to; at += 1) {
    // r=" after white space: the attribute itself, not the end of another name (ht="15")
    if (
      bytes[at] > 0x20 ||
      bytes[at + 1] !== LOWER_R ||
      bytes[at + 2] !== EQUALS ||
      bytes[at + 3] !== QUOTE
    )
      continue;
    let value = 0;
    let digits = 0;
    for (let v = at + 4; v < to && bytes[v] !== QUOTE; v += 1) {
      const code = bytes[v];
      if (code >= 0x30 && code <= 0x39) {
        value = value * 10 + (code - 0x30);
        digits += 1;
      } else if (digits > 0) return null;
    }
    return digits > 0 && digits <= 7 ? value : null;
  }
  return null;
}

/** Whether the text from `from` to the next "<" holds anything but white space. */
function hasText(bytes: Uint8Array, from: number): boolean {
  for (let at = from; at < bytes.length && bytes[at] !== LT; at += 1)
    if (bytes[at] > 0x20) return true;
  return false;
}

function joined(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export function createSheetScanner(maxValueCells: number): SheetScanner {
  // bytes from the last "<" on, not scanned yet (the tag or text they start may go on)
  let pending: Uint8Array[] = [];
  let row = 0;
  let inCell = false;
  let cellRow = 0;
  let cellHasValue = false;
  let valueCells = 0;
  let lastValueRow = 0;
  let stopped = false;
  const rows = new Set<number>();

  function countCell(): void {
    valueCells += 1;
    rows.add(cellRow);
    if (cellRow > lastValueRow) lastValueRow = cellRow;
    if (valueCells > maxValueCells) stopped = true;
  }

  /** Reads the tags in `bytes`; the text after a <v> or <t> runs to the next "<", always inside them. */
  function scan(bytes: Uint8Array): void {
    for (let lt = bytes.indexOf(LT); lt >= 0 && !stopped; lt = bytes.indexOf(LT, lt + 1)) {
      const closing = bytes[lt + 1] === SLASH;
      const from = closing ? lt + 2 : lt + 1;
      const to = nameEnd(bytes, from);
      const name = localName(bytes, from, to);
      if (name === '') continue;
      const gt = bytes.indexOf(GT, to);
      if (gt < 0) return;
      const selfClosing = bytes[gt - 1] === SLASH;
      if (name === 'row') {
        if (!closing) row = rowAttribute(bytes, to, gt) ?? row + 1;
      } else if (name === 'c') {
        if (closing) {
          if (inCell && cellHasValue) countCell();
          inCell = false;
        } else if (!selfClosing) {
          inCell = true;
          cellHasValue = false;
          cellRow = rowAttribute(bytes, to, gt) ?? row;
        }
      } else if (!closing && !selfClosing && inCell && !cellHasValue) {
        // <v> and inline <t>: any text other than white space is a value
        cellHasValue = hasText(bytes, gt + 1);
      }
      lt = gt;
    }
  }

  return {
    push(bytes) {
      if (stopped) return false;
      // a tag never holds "<", so everything before the last one is whole tags and whole texts;
      // it is looked for in the new bytes only, so a long text without tags costs no rescans
      const cut = bytes.lastIndexOf(LT);
      if (cut < 0) {
        pending.push(bytes.slice());
        return true;
      }
      scan(joined([...pending, bytes.subarray(0, cut)]));
      pending = [bytes.slice(cut)];
      return !stopped;
    },
    finish() {
      if (!stopped && pending.length > 0) scan(joined(pending));
      pending = [];
      return { valueCells, valueRows: rows.size, lastValueRow, stopped };
    },
  };
}
