// Counts what a worksheet's XML really holds as it streams out of the zip, before SheetJS converts
// anything: the sheet's <dimension> and its formatted empty rows say nothing (LibreOffice and Excel
// stretch both over every styled row), and a sheet may have no dimension at all. Only cells that
// hold a value count, and the scan stops at a hard budget of them.

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
  /** feeds the next piece of text; false once the budget is reached (stop feeding) */
  push(text: string): boolean;
  finish(): SheetScan;
}

// one tag of interest: its closing slash, its name (any namespace prefix), its attributes, a self-closing slash
const TAG = /<(\/?)(?:[A-Za-z_][\w.-]*:)?(row|c|v|t)\b([^>]*?)(\/?)>/g;
const ROW_ATTR = /\br="(\d{1,7})"/;
const CELL_ROW = /\br="\$?[A-Za-z]{1,3}\$?(\d{1,7})"/;

export function createSheetScanner(maxValueCells: number): SheetScanner {
  let pending = '';
  let row = 0;
  let inCell = false;
  let cellRow = 0;
  let cellHasValue = false;
  let valueCells = 0;
  let lastValueRow = 0;
  let stopped = false;
  const rows = new Set<number>();

  /** Reads tags in `text`; the text after a <v> or <t> runs to the next "<", always inside `text`. */
  function scan(text: string): void {
    TAG.lastIndex = 0;
    for (let m = TAG.exec(text); m !== null; m = TAG.exec(text)) {
      const [, closing, name, attributes, selfClosing] = m;
      if (name === 'row') {
        if (closing === '') row = Number(ROW_ATTR.exec(attributes)?.[1] ?? row + 1);
      } else if (name === 'c') {
        if (closing === '/') {
          if (inCell && cellHasValue) countCell();
          inCell = false;
        } else if (selfClosing === '') {
          inCell = true;
          cellHasValue = false;
          cellRow = Number(CELL_ROW.exec(attributes)?.[1] ?? row);
        }
      } else if (closing === '' && selfClosing === '' && inCell && !cellHasValue) {
        // <v> and inline <t>: any text other than white space is a value
        const end = text.indexOf('<', TAG.lastIndex);
        cellHasValue = /\S/.test(text.slice(TAG.lastIndex, end < 0 ? text.length : end));
      }
      if (stopped) return;
    }
  }

  function countCell(): void {
    valueCells += 1;
    rows.add(cellRow);
    if (cellRow > lastValueRow) lastValueRow = cellRow;
    if (valueCells > maxValueCells) stopped = true;
  }

  return {
    push(text) {
      if (stopped) return false;
      // a tag never holds "<", so everything before the last one is whole tags and whole texts;
      // it is looked for in the new text only, so a long text without tags costs no rescans
      const inText = text.lastIndexOf('<');
      const cut = inText < 0 ? -1 : pending.length + inText;
      pending += text;
      if (cut <= 0) return true;
      scan(pending.slice(0, cut));
      pending = pending.slice(cut);
      return !stopped;
    },
    finish() {
      if (!stopped) scan(pending);
      pending = '';
      return { valueCells, valueRows: rows.size, lastValueRow, stopped };
    },
  };
}
