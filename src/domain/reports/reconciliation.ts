// A report's own totals against the sum of its lines: DSR summary records and footer counts, or
// the "Total" rows of a spreadsheet. A mismatch is shown to staff, never corrected silently.
//
// Like is compared with like (issue 26): a DSR summary's Usages are the usages before returns
// ("including any sales adjustments", DSR Part 8 SY01-SY06), so they are compared with the lines'
// Usages before Returns; its NetRevenue is compared with what the lines carry (net of returns).
// What the summary declares and no line carries (a remainder, and IndirectNetRevenue, "revenue
// that cannot be allocated to individual Releases") is kept as an explicit unattributed amount.
import { currencyExponent, formatUnits, isCurrencyCode, MICRO_DIGITS, pow10 } from '../money';
import type { ReportFileCode, ReportFormat, ReportProblemCode, UsageLine } from './usageLine';

export interface TotalsCheck {
  /** DSR SummaryRecordId, or the currency of a spreadsheet's total row */
  key: string;
  lineNo: number;
  /** the record that declares the totals: 'SY01'...'SY06' (DSR), 'total' (CSV total row) */
  record: string;
  currency: string;
  declaredUnits: number | null;
  /** the lines' usages compared with declaredUnits: DSR SU01 Usages before Returns, streams */
  lineUnits: number;
  /** the lines' units after returns (what the usage lines carry); lineUnits minus returns */
  lineNetUnits: number;
  declaredRevenueMicro: bigint | null;
  /** what the lines carry, net of returns */
  lineRevenueMicro: bigint;
  /** declaredRevenueMicro - lineRevenueMicro (0 when nothing is declared): no line carries it */
  remainderMicro: bigint;
  /** DSR IndirectNetRevenue of the summary (0 when none): carried by no line, by definition */
  indirectRevenueMicro: bigint;
  /** remainderMicro + indirectRevenueMicro: what the record declares and no usage line carries */
  unattributedRevenueMicro: bigint;
  isMatched: boolean;
}

export const FOOTER_COUNTS = [
  'linesInFile',
  'linesInReport',
  'summaryRecords',
  'blocksInFile',
  'blocksInReport',
] as const;
export type FooterCount = (typeof FOOTER_COUNTS)[number];

export interface CountCheck {
  name: FooterCount;
  lineNo: number;
  declared: number;
  actual: number;
  isMatched: boolean;
}

export interface CurrencyTotal {
  currency: string;
  lineCount: number;
  units: number;
  revenueMicro: bigint;
}

/** Per currency, what the file's own totals declare and none of its usage lines carries. */
export interface UnattributedTotal {
  currency: string;
  /** the declared revenue the lines do not add up to (may be negative: lines carry more) */
  remainderMicro: bigint;
  /** DSR IndirectNetRevenue */
  indirectRevenueMicro: bigint;
  /** remainderMicro + indirectRevenueMicro */
  revenueMicro: bigint;
}

/**
 * A whole-file or whole-record finding, with where it is and what was expected, for staff to read
 * in both languages (`reports.<code>`): the four classic errors of a report (no HEAD, a FOOT count
 * that is wrong, a summary total that disagrees with its lines) and warnings.
 */
export interface ReportFinding {
  code: ReportFileCode;
  /** an error keeps the file from reconciling; a warning does not */
  severity: 'error' | 'warning';
  /** the line it is about (the FOOT, the summary record, the first line), or null */
  lineNo: number | null;
  /** record type of that line: 'HEAD', 'FOOT', 'SY01', 'RE01', 'total', ... or null */
  record: string | null;
  /** 1-based cell of that record, or null */
  cell: number | null;
  /** which count or summary: a FOOT count name, a SummaryRecordId, a currency */
  key: string | null;
  /** what the standard or the file's own lines expect there: 'HEAD', '26', '198.000000 HKD' */
  expected: string | null;
  /** what the file has there: the record's own figure, or the record type found */
  found: string | null;
}

/**
 * A DSR file's place in its report (HEAD FileNumber and NumberOfFiles) and what it adds to the
 * report-wide FOOT counts, kept so that the files of a multi-file report can be reconciled together
 * (reportSet.ts) from what is stored of each.
 */
export interface ReportFilePart {
  fileNumber: number | null;
  numberOfFiles: number | null;
  /** physical lines and blocks of this file */
  lineCount: number;
  blockCount: number;
  /** the FOOT's NumberOfLinesInReport and NumberOfBlocksInReport (mandatory in the last file) */
  declaredLinesInReport: number | null;
  declaredBlocksInReport: number | null;
  footLineNo: number | null;
}

export interface Reconciliation {
  /** DSR: the file's place in its report; null for a CSV file */
  filePart?: ReportFilePart | null;
  /** false when the file carries no totals of its own (a spreadsheet without a total row) */
  hasOwnTotals: boolean;
  checks: TotalsCheck[];
  counts: CountCheck[];
  fileProblems: ReportFileCode[];
  /** sums of the usage lines read, per currency */
  totals: CurrencyTotal[];
  /** per currency, declared revenue no line carries (remainders and IndirectNetRevenue) */
  unattributed: UnattributedTotal[];
  /** file-level findings with line, record and what was expected (errors, then warnings) */
  findings: ReportFinding[];
  isMatched: boolean;
}

export interface ReportResult {
  format: ReportFormat;
  /** physical lines read */
  lineCount: number;
  usageCount: number;
  recordCount: number;
  problemCount: number;
  problemCounts: Partial<Record<ReportProblemCode, number>>;
  reconciliation: Reconciliation;
}

/** Running sums per currency: a few numbers, whatever the size of the file. */
export function createTotals(): { add(line: UsageLine): void; list(): CurrencyTotal[] } {
  const byCurrency = new Map<string, CurrencyTotal>();
  return {
    add(line) {
      const total = byCurrency.get(line.currency) ?? {
        currency: line.currency,
        lineCount: 0,
        units: 0,
        revenueMicro: 0n,
      };
      total.lineCount += 1;
      total.units += line.units;
      total.revenueMicro += line.revenueMicro;
      byCurrency.set(line.currency, total);
    },
    list() {
      return [...byCurrency.values()].sort((a, b) => (a.currency < b.currency ? -1 : 1));
    },
  };
}

export function isReconciled(
  checks: readonly TotalsCheck[],
  counts: readonly CountCheck[],
  fileProblems: readonly ReportFileCode[],
): boolean {
  return (
    fileProblems.length === 0 &&
    checks.every((c) => c.isMatched) &&
    counts.every((c) => c.isMatched)
  );
}

/** Half of the currency's minor unit in micro: a declared total rounded to cents agrees within it. */
export function roundingToleranceMicro(currency: string): bigint {
  const exponent = isCurrencyCode(currency) ? currencyExponent(currency) : 2;
  return pow10(MICRO_DIGITS - exponent) / 2n;
}

/** A revenue in micro as text with its currency: 198000000n, 'HKD' -> '198.000000 HKD'. */
export function formatMicroAmount(micro: bigint, currency: string): string {
  return `${formatUnits(micro, MICRO_DIGITS)} ${currency}`.trim();
}

/**
 * A totals check from what a record declares and what its lines add up to. The units must agree
 * exactly; the revenue within half a minor unit of the currency (a sender rounds its total to
 * cents), and whatever differs is kept as the check's remainder, never dropped.
 */
export function makeTotalsCheck(
  input: Omit<
    TotalsCheck,
    'remainderMicro' | 'indirectRevenueMicro' | 'unattributedRevenueMicro' | 'isMatched'
  > & { indirectRevenueMicro?: bigint },
): TotalsCheck {
  const indirect = input.indirectRevenueMicro ?? 0n;
  const remainder =
    input.declaredRevenueMicro === null ? 0n : input.declaredRevenueMicro - input.lineRevenueMicro;
  const distance = remainder < 0n ? -remainder : remainder;
  return {
    key: input.key,
    lineNo: input.lineNo,
    record: input.record,
    currency: input.currency,
    declaredUnits: input.declaredUnits,
    lineUnits: input.lineUnits,
    lineNetUnits: input.lineNetUnits,
    declaredRevenueMicro: input.declaredRevenueMicro,
    lineRevenueMicro: input.lineRevenueMicro,
    remainderMicro: remainder,
    indirectRevenueMicro: indirect,
    unattributedRevenueMicro: remainder + indirect,
    isMatched:
      (input.declaredUnits === null || input.declaredUnits === input.lineUnits) &&
      input.declaredRevenueMicro !== null &&
      distance <= roundingToleranceMicro(input.currency),
  };
}

/** Unattributed revenue per currency, from the checks (currencies in code order). */
export function sumUnattributed(checks: readonly TotalsCheck[]): UnattributedTotal[] {
  const byCurrency = new Map<string, UnattributedTotal>();
  for (const c of checks) {
    const total = byCurrency.get(c.currency) ?? {
      currency: c.currency,
      remainderMicro: 0n,
      indirectRevenueMicro: 0n,
      revenueMicro: 0n,
    };
    total.remainderMicro += c.remainderMicro;
    total.indirectRevenueMicro += c.indirectRevenueMicro;
    total.revenueMicro += c.unattributedRevenueMicro;
    byCurrency.set(c.currency, total);
  }
  return [...byCurrency.values()]
    .filter((t) => t.revenueMicro !== 0n || t.indirectRevenueMicro !== 0n)
    .sort((a, b) => (a.currency < b.currency ? -1 : 1));
}

/** FOOT cells of the counts (DSR Part 8 FOOT: cells 2-6). */
const COUNT_CELLS: Record<FooterCount, number> = {
  linesInFile: 2,
  linesInReport: 3,
  summaryRecords: 4,
  blocksInFile: 5,
  blocksInReport: 6,
};

/** A finding for each count and totals check that does not agree. */
export function mismatchFindings(
  checks: readonly TotalsCheck[],
  counts: readonly CountCheck[],
  cellOf: (check: TotalsCheck, what: 'units' | 'revenue') => number | null = () => null,
): ReportFinding[] {
  const findings: ReportFinding[] = [];
  for (const c of counts)
    if (!c.isMatched)
      findings.push({
        code: 'footer-count-mismatch',
        severity: 'error',
        lineNo: c.lineNo,
        record: 'FOOT',
        cell: COUNT_CELLS[c.name],
        key: c.name,
        expected: String(c.actual),
        found: String(c.declared),
      });
  for (const c of checks) {
    if (c.isMatched) continue;
    const at = { severity: 'error' as const, lineNo: c.lineNo === 0 ? null : c.lineNo };
    if (c.declaredUnits !== null && c.declaredUnits !== c.lineUnits)
      findings.push({
        ...at,
        code: 'summary-units-mismatch',
        record: c.record,
        cell: cellOf(c, 'units'),
        key: c.key,
        expected: String(c.lineUnits),
        found: String(c.declaredUnits),
      });
    const distance = c.remainderMicro < 0n ? -c.remainderMicro : c.remainderMicro;
    if (c.declaredRevenueMicro === null || distance > roundingToleranceMicro(c.currency))
      findings.push({
        ...at,
        code: 'summary-total-mismatch',
        record: c.record,
        cell: cellOf(c, 'revenue'),
        key: c.key,
        expected: formatMicroAmount(c.lineRevenueMicro, c.currency),
        found:
          c.declaredRevenueMicro === null
            ? null
            : formatMicroAmount(c.declaredRevenueMicro, c.currency),
      });
  }
  return findings;
}
