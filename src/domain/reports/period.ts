// Reporting periods as inclusive day ranges. DSR headers give ISO dates "YYYY[-MM[-DD]]"; the CSV
// layout also takes the period names channels write in spreadsheets (2024-05, 2024-Q2, 202405).

export interface Period {
  /** YYYY-MM-DD */
  start: string;
  /** YYYY-MM-DD, inclusive */
  end: string;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isYear(year: number): boolean {
  return year >= 1900 && year <= 2999;
}

/**
 * An ISO date of reduced precision as the first or last day it covers: ("2024", start) ->
 * "2024-01-01", ("2024-02", end) -> "2024-02-29". Null for anything else or an impossible date.
 */
export function expandIsoDate(text: string, side: 'start' | 'end'): string | null {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(text.trim());
  if (match === null) return null;
  const year = Number(match[1]);
  if (!isYear(year)) return null;
  if (match[2] === undefined) return side === 'start' ? `${year}-01-01` : `${year}-12-31`;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  const last = daysInMonth(year, month);
  if (match[3] === undefined) return `${year}-${pad(month)}-${pad(side === 'start' ? 1 : last)}`;
  const day = Number(match[3]);
  return day >= 1 && day <= last ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** A DSR header's UsageStartDate and UsageEndDate, or null when either is wrong or they are reversed. */
export function periodFromDates(startText: string, endText: string): Period | null {
  const start = expandIsoDate(startText, 'start');
  const end = expandIsoDate(endText, 'end');
  return start !== null && end !== null && start <= end ? { start, end } : null;
}

/**
 * A spreadsheet's period cell: "2024", "2024-05", "2024/05", "202405", "2024-05-17", "2024-Q2",
 * or a range "2024-05-01--2024-05-31" (the DSR file-name form). Null for anything else.
 */
export function parsePeriod(raw: string): Period | null {
  const text = raw.trim();
  const range = /^(.+?)--(.+)$/.exec(text);
  if (range !== null) return periodFromDates(range[1], range[2]);
  const quarter = /^(\d{4})-?Q([1-4])$/i.exec(text);
  if (quarter !== null) {
    const year = Number(quarter[1]);
    if (!isYear(year)) return null;
    const first = (Number(quarter[2]) - 1) * 3 + 1;
    return {
      start: `${year}-${pad(first)}-01`,
      end: `${year}-${pad(first + 2)}-${pad(daysInMonth(year, first + 2))}`,
    };
  }
  const compact = /^(\d{4})[/]?(\d{2})$/.exec(text);
  const iso = compact === null ? text : `${compact[1]}-${compact[2]}`;
  return periodFromDates(iso, iso);
}
