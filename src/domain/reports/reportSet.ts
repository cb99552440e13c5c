// The files of one multi-file DSR report (HEAD FileNumber "of" NumberOfFiles: "1of3", "2of3", ...)
// reconciled together (issue 26). Alone, each file holds only part of the lines its summaries
// declare, so it cannot reconcile; together their lines are compared with the summaries, and the
// FOOT's report-wide counts (NumberOfLinesInReport, NumberOfBlocksInReport, "only mandatory in the
// last file", DSR Part 8 FOOT) with the files' own lines and blocks. The set says which files of
// how many have arrived; an incomplete set never reconciles.
import type { ReconciliationView } from './reportApi';
import {
  isReconciled,
  makeTotalsCheck,
  mismatchFindings,
  sumUnattributed,
  type CountCheck,
  type CurrencyTotal,
  type Reconciliation,
  type ReportFinding,
  type TotalsCheck,
} from './reconciliation';
import type { ReportFileCode } from './usageLine';

export interface ReportSetReconciliation extends Reconciliation {
  /** the files' numbers received, in order, and how many the report has (null: not said) */
  filesReceived: number[];
  numberOfFiles: number | null;
  isComplete: boolean;
}

/** Reconciles the stored reconciliations of the files of one report, in any order. */
export function reconcileReportSet(files: readonly ReconciliationView[]): ReportSetReconciliation {
  const parts = files.map((f) => f.filePart ?? null);
  const numberOfFiles = parts.reduce<number | null>(
    (n, p) => (p?.numberOfFiles == null ? n : Math.max(n ?? 0, p.numberOfFiles)),
    null,
  );
  const filesReceived = [
    ...new Set(parts.flatMap((p) => (p?.fileNumber == null ? [] : [p.fileNumber]))),
  ].sort((a, b) => a - b);
  const expected = numberOfFiles ?? 1;
  const isComplete =
    filesReceived.length === expected && filesReceived.every((n, i) => n === i + 1);

  // a summary is declared in one or every file: its lines are summed over the set
  const bySummary = new Map<
    string,
    {
      first: ReconciliationView['checks'][number];
      lineUnits: number;
      netUnits: number;
      revenue: bigint;
    }
  >();
  for (const f of files)
    for (const c of f.checks) {
      const seen = bySummary.get(c.key);
      if (seen === undefined)
        bySummary.set(c.key, {
          first: c,
          lineUnits: c.lineUnits,
          netUnits: c.lineNetUnits ?? c.lineUnits,
          revenue: BigInt(c.lineRevenueMicro),
        });
      else {
        seen.lineUnits += c.lineUnits;
        seen.netUnits += c.lineNetUnits ?? c.lineUnits;
        seen.revenue += BigInt(c.lineRevenueMicro);
      }
    }
  const checks: TotalsCheck[] = [...bySummary.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, s]) =>
      makeTotalsCheck({
        key,
        lineNo: s.first.lineNo,
        record: s.first.record ?? '',
        currency: s.first.currency,
        declaredUnits: s.first.declaredUnits,
        lineUnits: s.lineUnits,
        lineNetUnits: s.netUnits,
        declaredRevenueMicro:
          s.first.declaredRevenueMicro === null ? null : BigInt(s.first.declaredRevenueMicro),
        lineRevenueMicro: s.revenue,
        indirectRevenueMicro: BigInt(s.first.indirectRevenueMicro ?? '0'),
      }),
    );

  // each file's own counts, and the report-wide ones of the last file against the set
  const counts: CountCheck[] = files.flatMap((f) =>
    f.counts.filter((c) => c.name !== 'linesInReport' && c.name !== 'blocksInReport'),
  );
  const last = parts.find((p) => p !== null && p.fileNumber === expected) ?? null;
  if (isComplete && last !== null) {
    const lines = parts.reduce((a, p) => a + (p?.lineCount ?? 0), 0);
    const blocks = parts.reduce((a, p) => a + (p?.blockCount ?? 0), 0);
    const add = (name: CountCheck['name'], declared: number | null, actual: number) => {
      if (declared !== null)
        counts.push({
          name,
          lineNo: last.footLineNo ?? 0,
          declared,
          actual,
          isMatched: declared === actual,
        });
    };
    add('linesInReport', last.declaredLinesInReport, lines);
    add('blocksInReport', last.declaredBlocksInReport, blocks);
  }

  const fileProblems = [...new Set(files.flatMap((f) => f.fileProblems))] as ReportFileCode[];
  const findings: ReportFinding[] = [];
  if (!isComplete)
    findings.push({
      code: 'report-incomplete',
      severity: 'error',
      lineNo: null,
      record: 'HEAD',
      cell: 7,
      key: null,
      expected: String(expected),
      found: String(filesReceived.length),
    });
  findings.push(
    ...files.flatMap((f) =>
      (f.findings ?? []).filter(
        (x) =>
          x.code !== 'summary-units-mismatch' &&
          x.code !== 'summary-total-mismatch' &&
          x.code !== 'footer-count-mismatch',
      ),
    ),
    ...mismatchFindings(checks, counts),
  );

  const totals = new Map<string, CurrencyTotal>();
  for (const f of files)
    for (const t of f.totals) {
      const sum = totals.get(t.currency) ?? {
        currency: t.currency,
        lineCount: 0,
        units: 0,
        revenueMicro: 0n,
      };
      sum.lineCount += t.lineCount;
      sum.units += t.units;
      sum.revenueMicro += BigInt(t.revenueMicro);
      totals.set(t.currency, sum);
    }

  return {
    filePart: null,
    hasOwnTotals: files.some((f) => f.hasOwnTotals),
    checks,
    counts,
    fileProblems,
    totals: [...totals.values()].sort((a, b) => (a.currency < b.currency ? -1 : 1)),
    unattributed: sumUnattributed(checks),
    findings,
    isMatched: isComplete && isReconciled(checks, counts, fileProblems),
    filesReceived,
    numberOfFiles,
    isComplete,
  };
}

/** One file of a set as the server stores it: its HEAD numbers and its own reconciliation. */
export interface SetFile {
  fileNumber: number;
  numberOfFiles: number;
  /** null: the file could not be reconciled at all */
  reconciliation: ReconciliationView | null;
}

export interface SetCheck {
  key: string;
  currency: string;
  declaredUnits: number | null;
  lineUnits: number;
  declaredRevenueMicro: string | null;
  lineRevenueMicro: string;
  isMatched: boolean;
}

/** A set as the staff screen shows it: which files arrived, and its summaries over all of them. */
export interface SetReconciliation {
  expected: number;
  /** file numbers received, ascending */
  received: number[];
  missing: number[];
  isComplete: boolean;
  /** per summary, over every file received; meaningful once complete */
  checks: SetCheck[];
  /** complete, and every file's own counts and findings hold, and every summary */
  isMatched: boolean;
}

/**
 * The stored files of one report reconciled as one (reconcileReportSet), with what the set adds:
 * every file of a multi-file report carries the same summary records (DSR Part 1, 6.3, "All files
 * shall have the same set of Summary Records containing summary information for the entire
 * multi-file Sales Report Message"), so files that declare a summary differently do not reconcile,
 * nor does a file that could not be read. A report in one file is taken at its own word.
 */
export function reconcileSet(files: readonly SetFile[]): SetReconciliation {
  const expected = Math.max(1, ...files.map((f) => f.numberOfFiles));
  const received = [...new Set(files.map((f) => f.fileNumber))].sort((a, b) => a - b);
  const missing: number[] = [];
  for (let n = 1; n <= expected; n += 1) if (!received.includes(n)) missing.push(n);
  const views = files.flatMap((f) =>
    f.reconciliation === null
      ? []
      : [
          {
            ...f.reconciliation,
            filePart: {
              lineCount: 0,
              blockCount: 0,
              declaredLinesInReport: null,
              declaredBlocksInReport: null,
              footLineNo: null,
              ...f.reconciliation.filePart,
              fileNumber: f.fileNumber,
              numberOfFiles: f.numberOfFiles,
            },
          },
        ],
  );
  const set = reconcileReportSet(views);
  const declared = new Map<string, Set<string>>();
  for (const view of views)
    for (const c of view.checks) {
      const seen = declared.get(c.key) ?? new Set<string>();
      seen.add(`${c.declaredUnits ?? ''}/${c.declaredRevenueMicro ?? ''}`);
      declared.set(c.key, seen);
    }
  const checks: SetCheck[] = set.checks.map((c) => ({
    key: c.key,
    currency: c.currency,
    declaredUnits: c.declaredUnits,
    lineUnits: c.lineUnits,
    declaredRevenueMicro: c.declaredRevenueMicro === null ? null : String(c.declaredRevenueMicro),
    lineRevenueMicro: String(c.lineRevenueMicro),
    isMatched: c.isMatched && (declared.get(c.key)?.size ?? 0) === 1,
  }));
  const isComplete = missing.length === 0 && received.length === expected;
  const single = expected === 1 && files.length === 1 ? files[0].reconciliation : undefined;
  const isEveryFileRead =
    views.length === files.length && files.every((f) => f.numberOfFiles === expected);
  return {
    expected,
    received,
    missing,
    isComplete,
    checks,
    isMatched:
      single !== undefined
        ? single !== null && single.isMatched
        : isComplete && isEveryFileRead && set.isMatched && checks.every((c) => c.isMatched),
  };
}
