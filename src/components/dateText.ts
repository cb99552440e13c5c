// Calendar dates as the interface language writes them, whatever the browser's own locale is: the
// stored value stays ISO (YYYY-MM-DD); what is shown and typed follows the interface locale
// (zh-Hans 2024/03/05, en 03/05/2024). Month and day names come from Intl with the same locale, so
// nothing here is written per language. Dates are local calendar days (no time zone shift).

type DatePart = 'year' | 'month' | 'day';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const numericFormats = new Map<string, Intl.DateTimeFormat>();

function numericFormat(locale: string): Intl.DateTimeFormat {
  let format = numericFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' });
    numericFormats.set(locale, format);
  }
  return format;
}

/** The local day `iso` names, or undefined when it is not a real YYYY-MM-DD day. */
export function dateFromIso(iso: string): Date | undefined {
  const match = ISO_DATE.exec(iso);
  if (!match) return undefined;
  return validDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** The ISO YYYY-MM-DD of a local day. */
export function isoFromDate(date: Date): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** A day as the interface language writes it in a field: 2024/03/05 (zh-Hans), 03/05/2024 (en). */
export function formatDateText(date: Date, locale: string): string {
  return numericFormat(locale).format(date);
}

/** The order the interface language writes year, month and day in. */
export function datePartOrder(locale: string): DatePart[] {
  return numericFormat(locale)
    .formatToParts(new Date(2000, 10, 22))
    .map((part) => part.type)
    .filter((type): type is DatePart => type === 'year' || type === 'month' || type === 'day');
}

/**
 * A typed date read in the interface language's order, any separators (/ - . space 年月日);
 * a four-digit first number is read year-month-day whatever the language (ISO as pasted).
 * Undefined when it is not a real day.
 */
export function parseDateText(text: string, locale: string): Date | undefined {
  const numbers = text.match(/\d+/g);
  if (!numbers || numbers.length !== 3) return undefined;
  const order: DatePart[] =
    numbers[0].length === 4 ? ['year', 'month', 'day'] : datePartOrder(locale);
  const value = (part: DatePart) => Number(numbers[order.indexOf(part)]);
  const year = numbers[order.indexOf('year')];
  if (year.length !== 4) return undefined;
  return validDay(value('year'), value('month'), value('day'));
}

function validDay(year: number, month: number, dayOfMonth: number): Date | undefined {
  if (month < 1 || month > 12 || dayOfMonth < 1 || dayOfMonth > 31) return undefined;
  const date = new Date(year, month - 1, dayOfMonth);
  // new Date(2024, 1, 30) is 1 March: a day that does not exist comes back as another one
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== dayOfMonth)
    return undefined;
  return date;
}

export interface DateNames {
  months: string[];
  shortMonths: string[];
  /** Sunday first, as the calendar expects */
  days: string[];
  shortDays: string[];
}

/** A Chinese calendar's weeks start on Monday (GB/T 7408, ISO 8601); an English one's on Sunday. */
export function weekStartsOnMonday(locale: string): boolean {
  return locale.toLowerCase().startsWith('zh');
}

/** Month and weekday names in the interface language, from Intl (never written by hand). */
export function dateNames(locale: string): DateNames {
  const names = (options: Intl.DateTimeFormatOptions, dates: Date[]) => {
    const format = new Intl.DateTimeFormat(locale, options);
    return dates.map((d) => format.format(d));
  };
  const months = Array.from({ length: 12 }, (_, m) => new Date(2000, m, 1));
  // 2 January 2000 was a Sunday
  const week = Array.from({ length: 7 }, (_, d) => new Date(2000, 0, 2 + d));
  return {
    months: names({ month: 'long' }, months),
    shortMonths: names({ month: 'short' }, months),
    days: names({ weekday: 'long' }, week),
    shortDays: names({ weekday: 'narrow' }, week),
  };
}

/** Month and year as a calendar heading: 2024年3月, March 2024. */
export function formatMonthYear(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long' }).format(date);
}

/** A full day for screen readers: 2024年3月5日, March 5, 2024. */
export function formatLongDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}

const ISO_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The first day of the month an ISO YYYY-MM names, or undefined when it is not one. */
export function monthFromIso(iso: string): Date | undefined {
  const match = ISO_MONTH.exec(iso);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, 1) : undefined;
}

/** The ISO YYYY-MM of a local day's month. */
export function isoMonthFromDate(date: Date): string {
  return isoFromDate(date).slice(0, 7);
}

/**
 * A typed month: a four-digit year and a month, in either order and with any separators
 * (2024-03, 2024/3, 3/2024, 2024年3月), or the month's name in the interface language or English
 * (March 2024, Mar 2024, 三月 2024). The year's four digits tell it from the month whatever the
 * language's order. Undefined when it is not a month.
 */
export function parseMonthText(text: string, locale: string): Date | undefined {
  const numbers = text.match(/\d+/g) ?? [];
  const years = numbers.filter((n) => n.length === 4);
  if (years.length !== 1) return undefined;
  const year = Number(years[0]);
  const rest = numbers.filter((n) => n.length !== 4);
  let month: number | undefined;
  if (rest.length === 1) month = Number(rest[0]);
  else if (rest.length === 0) month = monthByName(text, locale);
  if (month === undefined || !Number.isInteger(month) || month < 1 || month > 12) return undefined;
  return new Date(year, month - 1, 1);
}

/** The month (1-12) whose long or short name, in `locale` or English, the text holds. */
function monthByName(text: string, locale: string): number | undefined {
  const lower = text.toLocaleLowerCase(locale);
  for (const names of [dateNames(locale), dateNames('en')]) {
    // long names first: "June" must not be read as "Jun" of a longer one, nor 十一月 as 一月
    for (const list of [names.months, names.shortMonths]) {
      const found = list
        .map((name, index) => ({ name: name.toLocaleLowerCase(locale), index }))
        .sort((a, b) => b.name.length - a.name.length)
        .find(({ name }) => lower.includes(name));
      if (found) return found.index + 1;
    }
  }
  return undefined;
}
