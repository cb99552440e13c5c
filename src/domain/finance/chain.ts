// A contract's statements are one chain (issue 26): each opens with the balance the one before it
// carried over, so the advance is recouped once whatever order staff compute, adjust or rerun the
// months in. These are the chain's rules; sync-server/src/finance/statementChain.ts applies them
// under one lock per organisation, and docs/settlement-rules.md says them in words.
import { divideRounded } from '../money';
import type { RolledUpLine } from '../reports';
import { isStatementEditable, type StatementStatus } from './statementStatus';

/** One statement of a contract's chain, as the chain rules read it. */
export interface ChainLink {
  /** "2026-08": months compare as text */
  period: string;
  status: StatementStatus;
}

export const CHAIN_CODES = [
  // issue refused: an earlier statement of the contract is not issued yet (params: period)
  'statement-earlier-open',
  // withdraw or a new earlier statement refused: a later one is issued already (params: period)
  'statement-later-issued',
] as const;
export type ChainCode = (typeof CHAIN_CODES)[number];

/**
 * After `period` is computed, recomputed or adjusted: every later statement of the chain not yet
 * issued, in period order, so each opens from the one before it as it now is.
 */
export function laterOpenPeriods(period: string, links: readonly ChainLink[]): string[] {
  return links
    .filter((l) => l.period > period && isStatementEditable(l.status))
    .map((l) => l.period)
    .sort();
}

/** The first issued statement after `period`: it opened from `period` as it was, so `period` must stay. */
export function laterIssuedPeriod(period: string, links: readonly ChainLink[]): string | null {
  const later = links
    .filter((l) => l.period > period && !isStatementEditable(l.status))
    .map((l) => l.period)
    .sort();
  return later[0] ?? null;
}

/** The first statement before `period` not yet issued: `period` may not be issued before it. */
export function earlierOpenPeriod(period: string, links: readonly ChainLink[]): string | null {
  const earlier = links
    .filter((l) => l.period < period && isStatementEditable(l.status))
    .map((l) => l.period)
    .sort();
  return earlier[0] ?? null;
}

export type ChainDecision = { ok: true } | { ok: false; code: ChainCode; period: string };

/** Issue: only when every earlier statement of the contract is issued. */
export function decideChainIssue(period: string, links: readonly ChainLink[]): ChainDecision {
  const open = earlierOpenPeriod(period, links);
  return open === null ? { ok: true } : { ok: false, code: 'statement-earlier-open', period: open };
}

/**
 * Withdraw (the statement becomes editable again) or compute a statement the chain does not have
 * yet: only when no later statement is issued, since that one opened from this one as it was.
 */
export function decideChainReopen(period: string, links: readonly ChainLink[]): ChainDecision {
  const issued = laterIssuedPeriod(period, links);
  return issued === null
    ? { ok: true }
    : { ok: false, code: 'statement-later-issued', period: issued };
}

// ---- the contract's term within a period ----

/** The part of a period inside the contract's term: "covers 31 Aug - 31 Aug: 1 of 31 days". */
export interface TermCoverage {
  start: string;
  end: string;
  days: number;
  /** the period's days */
  of: number;
}

function dayNumber(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

function daysBetween(start: string, end: string): number {
  return Math.round((dayNumber(end) - dayNumber(start)) / 86_400_000) + 1;
}

/**
 * Which days of the period (YYYY-MM-DD, both inclusive) the term covers; null when none. A term
 * bound of null is open.
 */
export function termCoverage(
  period: { start: string; end: string },
  term: { validFrom: string | null; validTo: string | null },
): TermCoverage | null {
  const start =
    term.validFrom !== null && term.validFrom > period.start ? term.validFrom : period.start;
  const end = term.validTo !== null && term.validTo < period.end ? term.validTo : period.end;
  if (start > end) return null;
  return { start, end, days: daysBetween(start, end), of: daysBetween(period.start, period.end) };
}

export function isWholePeriod(coverage: TermCoverage): boolean {
  return coverage.days === coverage.of;
}

/**
 * The usage of a partly covered period that counts: each line's revenue and units times the days
 * covered over the period's days (docs/settlement-rules.md: a report gives a period's usage, not
 * its days, so it is spread evenly over them). Revenue stays in micro units, rounded half away from
 * zero once per line (1e-6 of a unit: far below a cent); units are whole plays, rounded the same.
 */
export function prorateLines(
  lines: readonly RolledUpLine[],
  coverage: TermCoverage,
): RolledUpLine[] {
  if (isWholePeriod(coverage)) return [...lines];
  const days = BigInt(coverage.days);
  const of = BigInt(coverage.of);
  return lines.map((line) => ({
    ...line,
    revenueMicro: divideRounded(line.revenueMicro * days, of),
    units: Number(divideRounded(BigInt(line.units) * days, of)),
  }));
}

// ---- the contract's settlement cycle ----

/** Months per statement for each cycle a contract may store (src/domain/contracts CONTRACT_CYCLES). */
export const CYCLE_MONTHS = { monthly: 1, quarterly: 3, halfYearly: 6, yearly: 12 } as const;
export type SettlementCycle = keyof typeof CYCLE_MONTHS;

/** A statement's period: the calendar cycle, keyed by the month that closes it. */
export interface CyclePeriod {
  /** the closing month, "2026-09": statements, rates and runs are keyed by it */
  label: string;
  start: string;
  end: string;
  /** its months in order, "2026-07", "2026-08", "2026-09" */
  months: string[];
}

/**
 * The calendar cycle `month` closes (quarters end in March, June, September and December, half
 * years in June and December, years in December: docs/settlement-rules.md), or null when the
 * month closes none and the contract has no statement for it.
 */
export function cycleClosedBy(month: string, cycle: SettlementCycle): CyclePeriod | null {
  const size = CYCLE_MONTHS[cycle];
  const year = Number(month.slice(0, 4));
  const last = Number(month.slice(5, 7));
  if (last % size !== 0) return null;
  const months = Array.from(
    { length: size },
    (_, i) => `${month.slice(0, 4)}-${String(last - size + 1 + i).padStart(2, '0')}`,
  );
  const lastDay = new Date(Date.UTC(year, last, 0)).getUTCDate();
  return {
    label: month,
    start: `${months[0]}-01`,
    end: `${month}-${String(lastDay).padStart(2, '0')}`,
    months,
  };
}

/**
 * A cycle's usage under the term: each month's lines counted by that month's own covered days (a
 * month outside the term counts none), so a quarter the term starts in is not prorated as a whole.
 */
export function linesInTerm(
  months: readonly { start: string; end: string; lines: readonly RolledUpLine[] }[],
  term: { validFrom: string | null; validTo: string | null },
): RolledUpLine[] {
  return months.flatMap((month) => {
    const coverage = termCoverage(month, term);
    return coverage === null ? [] : prorateLines(month.lines, coverage);
  });
}
