// A multi-file DSR report (HEAD FileNumber of NumberOfFiles) is reconciled as one report: DSR
// Part 1, 6.3, "All files shall have the same set of Summary Records containing summary
// information for the entire multi-file Sales Report Message", and blocks are never split or
// repeated between files. So a summary's declared figures hold against its lines in all files
// together; each file alone falls short. Until every file has arrived the set is incomplete.
import type { ReconciliationView } from './reportApi';

export interface SetFile {
  fileNumber: number;
  numberOfFiles: number;
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

export interface SetReconciliation {
  expected: number;
  /** file numbers received, ascending */
  received: number[];
  missing: number[];
  isComplete: boolean;
  /** per summary, over every file received; meaningful once complete */
  checks: SetCheck[];
  /** complete, and every file's own counts and file-level findings hold, and every summary */
  isMatched: boolean;
}

export function reconcileSet(files: readonly SetFile[]): SetReconciliation {
  const expected = Math.max(1, ...files.map((f) => f.numberOfFiles));
  const received = [...new Set(files.map((f) => f.fileNumber))].sort((a, b) => a - b);
  const missing: number[] = [];
  for (let n = 1; n <= expected; n += 1) if (!received.includes(n)) missing.push(n);
  const byKey = new Map<
    string,
    SetCheck & { declared: Set<string>; units: number; revenue: bigint }
  >();
  let isEachFileSound = files.every((f) => f.numberOfFiles === expected);
  for (const file of files) {
    const r = file.reconciliation;
    if (r === null) {
      isEachFileSound = false;
      continue;
    }
    // a file's own FOOT counts (lines, blocks in the file) and findings (no HEAD, no FOOT) hold alone
    if (r.fileProblems.length > 0 || r.counts.some((c) => !c.isMatched)) isEachFileSound = false;
    for (const c of r.checks) {
      const entry = byKey.get(c.key) ?? {
        key: c.key,
        currency: c.currency,
        declaredUnits: c.declaredUnits,
        lineUnits: 0,
        declaredRevenueMicro: c.declaredRevenueMicro,
        lineRevenueMicro: '0',
        isMatched: false,
        declared: new Set<string>(),
        units: 0,
        revenue: 0n,
      };
      entry.declared.add(`${c.declaredUnits ?? ''}/${c.declaredRevenueMicro ?? ''}`);
      entry.units += c.lineUnits;
      entry.revenue += BigInt(c.lineRevenueMicro);
      byKey.set(c.key, entry);
    }
  }
  const checks: SetCheck[] = [...byKey.values()].map((e) => ({
    key: e.key,
    currency: e.currency,
    declaredUnits: e.declaredUnits,
    lineUnits: e.units,
    declaredRevenueMicro: e.declaredRevenueMicro,
    lineRevenueMicro: String(e.revenue),
    // every file must declare the same summary, and the lines of all of them add up to it
    isMatched:
      e.declared.size === 1 &&
      e.declaredUnits === e.units &&
      (e.declaredRevenueMicro === null || BigInt(e.declaredRevenueMicro) === e.revenue),
  }));
  const isComplete = missing.length === 0 && received.length === expected;
  // a report in one file: its own reconciliation is the word (whatever it weighs)
  const single = expected === 1 && files.length === 1 ? files[0].reconciliation : undefined;
  return {
    expected,
    received,
    missing,
    isComplete,
    checks,
    isMatched:
      single !== undefined
        ? single !== null && single.isMatched
        : isComplete && isEachFileSound && checks.every((c) => c.isMatched),
  };
}
