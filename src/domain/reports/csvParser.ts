// A push parser for the portal's CSV layout (csvLayout.ts): finds the header row among the first
// lines, then turns each record into a usage line, a total row or a problem. Total rows are the
// file's own totals per currency and are reconciled against the sum of its lines.
import { cleanIsrc, validateIsrc, validateUpc, cleanGtin } from '../identifiers';
import { decimalToMicro, normalizeCurrency, parseDecimal } from '../money';
import { isGroupedNumber, readInteger } from './dsrLayout';
import type { ReportParser } from './dsrParser';
import {
  CSV_HEADER_SEARCH_LINES,
  matchHeaderLine,
  readUsageType,
  rowLabel,
  type CsvColumn,
} from './csvLayout';
import { createCsvRecordReader, type CsvRecord } from './csvRecords';
import { parsePeriod } from './period';
import {
  createTotals,
  isReconciled,
  makeTotalsCheck,
  mismatchFindings,
  sumUnattributed,
  type ReportFinding,
  type ReportResult,
  type TotalsCheck,
} from './reconciliation';
import { createChunkDecoder, type ReportEncoding } from './textDecoding';
import {
  makeProblem,
  normalizeTerritory,
  type RecordKind,
  type ReportFileCode,
  type ReportOutcome,
  type ReportProblemCode,
  type UsageLine,
} from './usageLine';

export interface CsvResult extends ReportResult {
  format: 'csv';
  delimiter: string | null;
  encoding: ReportEncoding | 'auto';
}

type RowRead =
  | { kind: 'line'; line: UsageLine }
  | { kind: 'total'; currency: string; units: number; revenueMicro: bigint }
  | { kind: 'problem'; code: ReportProblemCode; column: number };

/** Reads a data row through the header's column positions; the first wrong cell decides the problem. */
/** Remembers the last answers of a pure reader: a report repeats its periods, labels and usage types. */
function memo<T>(read: (text: string) => T): (text: string) => T {
  const seen = new Map<string, T>();
  return (text) => {
    const hit = seen.get(text);
    if (hit !== undefined || seen.has(text)) return hit as T;
    if (seen.size >= 256) seen.clear();
    const value = read(text);
    seen.set(text, value);
    return value;
  };
}

const readPeriod = memo(parsePeriod);
const readLabel = memo(rowLabel);
const readType = memo(readUsageType);

function readRow(
  record: CsvRecord,
  index: ReadonlyMap<CsvColumn, number>,
): RowRead | { kind: 'record'; record: RecordKind } {
  const value = (c: CsvColumn) => (record.fields[index.get(c) ?? -1] ?? '').trim();
  const at = (c: CsvColumn) => (index.get(c) ?? 0) + 1;
  const refuse = (code: ReportProblemCode, c: CsvColumn): RowRead => ({
    kind: 'problem',
    code,
    column: at(c),
  });
  if (record.fields.every((f) => f.trim() === '')) return { kind: 'record', record: 'empty' };
  const label = readLabel(value('channel'));
  if (label === 'subtotal') return { kind: 'record', record: 'subtotal' };
  const currency = normalizeCurrency(value('currency'));
  const units = readInteger(value('units'));
  // the one precision rule of every layout (docs/report-precision.md): read exactly, rounded once
  // to six decimals, half away from zero; a DSR cell is read the same way
  const revenueValue = parseDecimal(value('revenue'));
  const revenue =
    revenueValue === null
      ? { ok: false as const }
      : { ok: true as const, micro: decimalToMicro(revenueValue) };
  const checkMoney = (): RowRead | null => {
    if (units === null)
      return refuse(
        isGroupedNumber(value('units')) ? 'number-grouping' : 'integer-format',
        'units',
      );
    if (currency === null) return refuse('currency-unknown', 'currency');
    if (!revenue.ok)
      return refuse(
        isGroupedNumber(value('revenue')) ? 'number-grouping' : 'decimal-format',
        'revenue',
      );
    return null;
  };
  if (label === 'total')
    return (
      checkMoney() ?? {
        kind: 'total',
        currency: currency!,
        units: units!,
        revenueMicro: revenue.ok ? revenue.micro : 0n,
      }
    );
  if (value('channel') === '') return refuse('cell-missing', 'channel');
  const period = readPeriod(value('period'));
  if (period === null) return refuse('period-format', 'period');
  const territory = normalizeTerritory(value('territory'));
  if (territory === null) return refuse('territory-format', 'territory');
  const isrcText = value('isrc');
  const upcText = value('upc');
  if (isrcText === '' && upcText === '')
    return refuse('identifier-missing', index.has('isrc') ? 'isrc' : 'upc');
  if (isrcText !== '' && validateIsrc(isrcText) !== null) return refuse('isrc-format', 'isrc');
  if (upcText !== '' && validateUpc(upcText) !== null) return refuse('upc-format', 'upc');
  const usageType = readType(value('usageType'));
  if (usageType === null) return refuse('usage-type-unknown', 'usageType');
  const bad = checkMoney();
  if (bad !== null) return bad;
  return {
    kind: 'line',
    line: {
      format: 'csv',
      lineNo: record.lineNo,
      channel: value('channel'),
      periodStart: period.start,
      periodEnd: period.end,
      territory,
      isrc: isrcText === '' ? null : cleanIsrc(isrcText),
      upc: upcText === '' ? null : cleanGtin(upcText),
      usageType,
      units: units!,
      currency: currency!,
      revenueMicro: revenue.ok ? revenue.micro : 0n,
      isRoyaltyBearing: true,
      title: null,
      artist: null,
      transactionId: null,
    },
  };
}

export function createCsvParser(
  options: { encoding?: ReportEncoding | 'auto' } = {},
): ReportParser<CsvResult> {
  const decoder = createChunkDecoder(options.encoding ?? 'auto');
  const totals = createTotals();
  const declared = new Map<string, { lineNo: number; units: number; revenueMicro: bigint }>();
  const problemCounts: Partial<Record<ReportProblemCode, number>> = {};
  let columns: Map<CsvColumn, number> | null = null;
  let delimiter: string | null = null;
  let searched: CsvRecord[] = [];
  let isGivenUp = false;
  let out: ReportOutcome[] = [];
  let lineCount = 0;
  let usageCount = 0;
  let recordCount = 0;
  let problemCount = 0;

  const problem = (record: CsvRecord, code: ReportProblemCode, column: number | null = null) => {
    problemCount += 1;
    problemCounts[code] = (problemCounts[code] ?? 0) + 1;
    out.push({
      kind: 'problem',
      problem: makeProblem(record.lineNo, code, record.raw, column, record.endLineNo),
    });
  };
  const recordOf = (record: CsvRecord, kind: RecordKind) => {
    recordCount += 1;
    out.push({ kind: 'record', lineNo: record.lineNo, endLineNo: record.endLineNo, record: kind });
  };

  const lookForHeader = (record: CsvRecord) => {
    if (isGivenUp) return problem(record, 'header-columns');
    searched.push(record);
    const match = matchHeaderLine(record.raw);
    if (match.kind === 'header') {
      for (const before of searched.slice(0, -1)) {
        if (before.raw.trim() === '') recordOf(before, 'empty');
        else problem(before, 'before-header');
      }
      searched = [];
      recordOf(record, 'columns');
      columns = new Map();
      match.columns.forEach((c, i) => c !== null && columns?.set(c, i));
      delimiter = match.delimiter;
      reader.setDelimiter(match.delimiter);
    } else if (match.kind === 'incomplete' || searched.length >= CSV_HEADER_SEARCH_LINES) {
      // a header without all columns, or none in the first lines: nothing below can be read
      isGivenUp = true;
      for (const seen of searched) problem(seen, 'header-columns');
      searched = [];
    }
  };

  const handle = (record: CsvRecord) => {
    lineCount = record.endLineNo;
    if (columns === null) return lookForHeader(record);
    if (record.problem !== null) return problem(record, record.problem);
    const row = readRow(record, columns);
    if (row.kind === 'record') return recordOf(record, row.record);
    if (row.kind === 'problem') return problem(record, row.code, row.column);
    if (row.kind === 'total') {
      const sum = declared.get(row.currency) ?? {
        lineNo: record.lineNo,
        units: 0,
        revenueMicro: 0n,
      };
      declared.set(row.currency, {
        lineNo: sum.lineNo,
        units: sum.units + row.units,
        revenueMicro: sum.revenueMicro + row.revenueMicro,
      });
      return recordOf(record, 'total');
    }
    usageCount += 1;
    totals.add(row.line);
    out.push({ kind: 'usage', line: row.line, endLineNo: record.endLineNo });
  };

  const reader = createCsvRecordReader(handle);
  const drain = () => {
    const done = out;
    out = [];
    return done;
  };

  return {
    push(chunk) {
      reader.push(decoder.decode(chunk));
      return drain();
    },
    end() {
      reader.push(decoder.flush());
      reader.end();
      // too few lines to give up on: what was searched had no header
      for (const seen of searched) problem(seen, 'header-columns');
      searched = [];
      return drain();
    },
    result() {
      const fileProblems: ReportFileCode[] = [];
      if (lineCount === 0) fileProblems.push('file-empty');
      else if (columns === null) fileProblems.push('header-missing');
      const lineTotals = totals.list();
      const currencies = new Set([
        ...declared.keys(),
        ...(declared.size > 0 ? lineTotals.map((t) => t.currency) : []),
      ]);
      const checks: TotalsCheck[] = [...currencies].sort().map((currency) => {
        const own = declared.get(currency);
        const sum = lineTotals.find((t) => t.currency === currency);
        const lineUnits = sum?.units ?? 0;
        return makeTotalsCheck({
          key: currency,
          lineNo: own?.lineNo ?? 0,
          record: 'total',
          currency,
          declaredUnits: own === undefined ? null : own.units,
          lineUnits,
          lineNetUnits: lineUnits,
          declaredRevenueMicro: own?.revenueMicro ?? null,
          lineRevenueMicro: sum?.revenueMicro ?? 0n,
        });
      });
      const findings: ReportFinding[] = [
        ...fileProblems.map((code): ReportFinding => ({
          code,
          severity: 'error',
          lineNo: null,
          record: null,
          cell: null,
          key: null,
          expected: null,
          found: null,
        })),
        ...mismatchFindings(checks, [], (c, what) => {
          if (c.lineNo === 0 || columns === null) return null;
          const column = columns.get(what === 'units' ? 'units' : 'revenue');
          return column === undefined ? null : column + 1;
        }),
      ];
      return {
        format: 'csv',
        delimiter,
        encoding: decoder.encoding(),
        lineCount,
        usageCount,
        recordCount,
        problemCount,
        problemCounts: { ...problemCounts },
        reconciliation: {
          hasOwnTotals: declared.size > 0,
          checks,
          counts: [],
          fileProblems,
          totals: lineTotals,
          unattributed: sumUnattributed(checks),
          findings,
          isMatched: isReconciled(checks, [], fileProblems),
        },
      };
    },
  };
}
