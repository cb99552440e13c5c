// RFC 4180 records from text chunks: fields split by the delimiter, double quotes around a field
// may hold delimiters, "" and line breaks. Until the delimiter is known, each physical line is one
// record (so the header can be looked for). Memory is bounded by one record of RECORD_MAX_CHARS.
import { PROBLEM_RAW_MAX_CHARS } from './usageLine';

export const RECORD_MAX_CHARS = 65_536;

export interface CsvRecord {
  lineNo: number;
  endLineNo: number;
  /** empty while the delimiter is unknown */
  fields: string[];
  /** the record as read, cut at PROBLEM_RAW_MAX_CHARS */
  raw: string;
  problem: 'csv-quote' | 'line-too-long' | null;
}

export interface CsvRecordReader {
  push(text: string): void;
  end(): void;
  setDelimiter(delimiter: string): void;
}

export function createCsvRecordReader(onRecord: (record: CsvRecord) => void): CsvRecordReader {
  let delimiter: string | null = null;
  let line = 1;
  let start = 1;
  let fields: string[] = [];
  let field = '';
  let raw = '';
  let size = 0;
  let inQuotes = false;
  let quoteSeen = false; // a quote inside quotes: closing, or the first of ""
  let afterQuote = false; // the field's closing quote was read
  let crSeen = false; // the previous character was CR: a following LF belongs to it
  let hasContent = false;
  let isLineEmpty = true; // nothing read yet on the current physical line
  let problem: CsvRecord['problem'] = null;

  const emit = (endLineNo = line) => {
    if (inQuotes) problem = problem ?? 'csv-quote';
    fields.push(field);
    onRecord({ lineNo: start, endLineNo, fields: delimiter === null ? [] : fields, raw, problem });
    fields = [];
    field = '';
    raw = '';
    size = 0;
    inQuotes = false;
    quoteSeen = false;
    afterQuote = false;
    hasContent = false;
    problem = null;
  };

  /** Counts a character of the record and keeps it in `raw`; false once the record is too long. */
  const append = (ch: string) => {
    hasContent = true;
    size += 1;
    if (raw.length < PROBLEM_RAW_MAX_CHARS) raw += ch;
    if (size <= RECORD_MAX_CHARS) return true;
    problem = 'line-too-long';
    inQuotes = false; // resynchronise at the next line break
    quoteSeen = false;
    return false;
  };

  const step = (ch: string) => {
    if (crSeen) {
      crSeen = false;
      if (ch === '\n') return; // the LF of a CRLF: one line break
    }
    const isBreak = ch === '\n' || ch === '\r';
    isLineEmpty = isBreak;
    if (ch === '\r') crSeen = true;
    if (quoteSeen) {
      quoteSeen = false;
      if (ch === '"') {
        if (append(ch)) field += '"';
        return;
      }
      inQuotes = false;
      afterQuote = true;
    }
    if (inQuotes) {
      if (isBreak) line += 1;
      if (!append(isBreak ? '\n' : ch)) return;
      if (ch === '"') quoteSeen = true;
      else field += isBreak ? '\n' : ch;
      return;
    }
    if (isBreak) {
      emit();
      line += 1;
      start = line;
      return;
    }
    if (!append(ch)) return;
    if (delimiter !== null && ch === delimiter) {
      fields.push(field);
      field = '';
      afterQuote = false;
    } else if (delimiter !== null && ch === '"' && field === '' && !afterQuote) inQuotes = true;
    else {
      if (afterQuote) problem = problem ?? 'csv-quote';
      field += ch;
    }
  };

  return {
    push(text) {
      let i = 0;
      while (i < text.length) {
        // fast path: a whole line without quotes or CR, read at the start of a record
        if (delimiter !== null && !crSeen && !hasContent && !quoteSeen) {
          const newline = text.indexOf('\n', i);
          if (newline !== -1 && newline - i <= RECORD_MAX_CHARS) {
            const lineText = text.slice(i, newline);
            if (!lineText.includes('"') && !lineText.includes('\r')) {
              raw =
                lineText.length > PROBLEM_RAW_MAX_CHARS
                  ? lineText.slice(0, PROBLEM_RAW_MAX_CHARS)
                  : lineText;
              onRecord({
                lineNo: start,
                endLineNo: line,
                fields: lineText.split(delimiter),
                raw,
                problem: null,
              });
              raw = '';
              line += 1;
              start = line;
              i = newline + 1;
              continue;
            }
          }
        }
        step(text[i]);
        i += 1;
      }
    },
    end() {
      if (quoteSeen) {
        quoteSeen = false;
        inQuotes = false;
      }
      // a file ending with a line break has no line after it, even inside an open quote
      if (hasContent) emit(isLineEmpty && line > start ? line - 1 : line);
    },
    setDelimiter(value) {
      delimiter = value;
    },
  };
}
