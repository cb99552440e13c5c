// A report's own totals against the sum of its lines: DSR summary records and footer counts, or
// the "Total" rows of a spreadsheet. A mismatch is shown to staff, never corrected silently.
import type { ReportFileCode, ReportFormat, ReportProblemCode, UsageLine } from './usageLine';

export interface TotalsCheck {
  /** DSR SummaryRecordId, or the currency of a spreadsheet's total row */
  key: string;
  lineNo: number;
  currency: string;
  declaredUnits: number | null;
  lineUnits: number;
  declaredRevenueMicro: bigint | null;
  lineRevenueMicro: bigint;
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

export interface Reconciliation {
  /** false when the file carries no totals of its own (a spreadsheet without a total row) */
  hasOwnTotals: boolean;
  checks: TotalsCheck[];
  counts: CountCheck[];
  fileProblems: ReportFileCode[];
  /** sums of the usage lines read, per currency */
  totals: CurrencyTotal[];
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
