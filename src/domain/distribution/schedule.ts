// Scheduled takedowns (issue 16): an album comes off its channels on the earliest of its requested
// off-shelf date, the last day of the organisation's contract, and the last day of the contract
// behind the authorization letter of any of its tracks; the partner is told 30 and 7 days before.
// Dates are whole UTC days (YYYY-MM-DD); the takedown goes out on the day itself, its deals ending
// that day.

export const TAKEDOWN_REASONS = ['requested', 'contract', 'letter'] as const;
export type TakedownReason = (typeof TAKEDOWN_REASONS)[number];

/** Days before a scheduled takedown the partner is told, largest first. */
export const TAKEDOWN_NOTICE_LEADS = [30, 7] as const;
export type TakedownNoticeLead = (typeof TAKEDOWN_NOTICE_LEADS)[number];

export interface TakedownSources {
  requestedOffShelfDate: string | null;
  /** the last day of the organisation's contract in force; null = open-ended or none */
  contractValidTo: string | null;
  /** the last day each track's letter is covered (its contract's validTo); null = open-ended */
  letterValidTo: readonly (string | null)[];
}

export interface ScheduledTakedown {
  date: string;
  reason: TakedownReason;
}

/** The earliest date any source ends the album's distribution, with why; null when none does. */
export function scheduledTakedownOf(sources: TakedownSources): ScheduledTakedown | null {
  const candidates: ScheduledTakedown[] = [];
  if (sources.requestedOffShelfDate !== null)
    candidates.push({ date: sources.requestedOffShelfDate, reason: 'requested' });
  if (sources.contractValidTo !== null)
    candidates.push({ date: sources.contractValidTo, reason: 'contract' });
  for (const date of sources.letterValidTo)
    if (date !== null) candidates.push({ date, reason: 'letter' });
  // earliest wins; on one day the partner's own request is the reason given first
  return candidates.reduce<ScheduledTakedown | null>(
    (best, c) => (best === null || c.date < best.date ? c : best),
    null,
  );
}

/** Whole days from `today` to `date` (both YYYY-MM-DD, UTC). */
export function daysUntil(date: string, today: string): number {
  return Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
}

/** Whether the takedown goes out now: its day has come (or passed while the server was down). */
export function isTakedownDue(takedown: ScheduledTakedown, today: string): boolean {
  return takedown.date <= today;
}

/**
 * The notice due today, if any: 30 once within 30 days (but more than 7), 7 once within 7 days.
 * A schedule made late skips the notice whose moment has passed (5 days before: only the 7-day
 * one), so the partner is told once per lead, never twice for one date.
 */
export function takedownNoticeDue(date: string, today: string): TakedownNoticeLead | null {
  const left = daysUntil(date, today);
  if (left <= 0) return null;
  if (left <= 7) return 7;
  if (left <= 30) return 30;
  return null;
}
