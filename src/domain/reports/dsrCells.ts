// Cells of a DDEX DSR flat-file record (DSR Part 1, 7.3): cells are separated by TAB, values in a
// multi-value cell by "|"; a backslash makes the next character literal, so "A\<TAB>B" is one cell
// and "A\\|B" one value "A|B" (the same reading as DDEX's reference parser, ddexnet/dsrf).

/** Splits a record into cells and removes the first level of escaping. */
export function splitDsrCells(line: string): string[] {
  if (!line.includes('\\')) return line.split('\t');
  const cells: string[] = [];
  let cell = '';
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (ch === '\\' && i + 1 < line.length) {
      cell += line[i + 1];
      i += 1;
    } else if (ch === '\t') {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells;
}

/** The values of a multi-value cell: "A|B" -> ["A", "B"], "A\|B" -> ["A|B"]; empty values dropped. */
export function splitMultiValue(cell: string): string[] {
  const values: string[] = [];
  let value = '';
  for (let i = 0; i < cell.length; i += 1) {
    const ch = cell[i];
    if (ch === '\\' && cell[i + 1] === '|') {
      value += '|';
      i += 1;
    } else if (ch === '|') {
      values.push(value);
      value = '';
    } else value += ch;
  }
  values.push(value);
  return values.map((v) => v.trim()).filter((v) => v.length > 0);
}

/** A single-value cell with an escaped pipe restored ("A\|B" -> "A|B"), trimmed. */
export function singleValue(cell: string | undefined): string {
  if (cell === undefined) return '';
  return (cell.includes('\\') ? cell.replace(/\\\|/g, '|') : cell).trim();
}

export interface RecordType {
  /** "SY02", "HEAD", ... */
  family: string;
  /** "02" of "SY02.02", or null */
  version: string | null;
}

/** "SY02.02" -> {family: "SY02", version: "02"}; "HEAD" -> {family: "HEAD"}; null for anything else. */
export function parseRecordType(cell: string): RecordType | null {
  const match = /^(HEAD|FOOT|[A-Z]{2}\d{2})(?:\.(\d{2}))?$/.exec(cell.trim().toUpperCase());
  return match === null ? null : { family: match[1], version: match[2] ?? null };
}
