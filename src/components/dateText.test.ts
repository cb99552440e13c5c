import { describe, expect, it } from 'vitest';
import {
  weekStartsOnMonday,
  dateFromIso,
  dateNames,
  formatDateText,
  formatMonthYear,
  isoFromDate,
  isoMonthFromDate,
  monthFromIso,
  parseDateText,
  parseMonthText,
} from './dateText';

describe('dates in the interface language', () => {
  const day = new Date(2024, 2, 5);

  it('writes a day in the interface language, not the browser’s', () => {
    expect(formatDateText(day, 'zh-Hans')).toBe('2024/03/05');
    expect(formatDateText(day, 'en')).toBe('03/05/2024');
    expect(formatMonthYear(day, 'zh-Hans')).toBe('2024年3月');
    expect(formatMonthYear(day, 'en')).toBe('March 2024');
  });

  it('reads what it writes, in each language’s order', () => {
    for (const locale of ['zh-Hans', 'en']) {
      expect(isoFromDate(parseDateText(formatDateText(day, locale), locale) ?? new Date(NaN))).toBe(
        '2024-03-05',
      );
    }
    expect(parseDateText('2024-3-5', 'zh-Hans')).toEqual(day);
    expect(parseDateText('2024年3月5日', 'zh-Hans')).toEqual(day);
    expect(parseDateText('3/5/2024', 'en')).toEqual(day);
    // an ISO date pasted into the English field is still year-month-day
    expect(parseDateText('2024-03-05', 'en')).toEqual(day);
  });

  it('refuses what is not a real day', () => {
    expect(parseDateText('2024/02/30', 'zh-Hans')).toBeUndefined();
    expect(parseDateText('13/05/2024', 'en')).toBeUndefined();
    expect(parseDateText('03/05/24', 'en')).toBeUndefined();
    expect(parseDateText('2024/03', 'zh-Hans')).toBeUndefined();
    expect(parseDateText('', 'en')).toBeUndefined();
    expect(dateFromIso('2023-02-29')).toBeUndefined();
    expect(dateFromIso('')).toBeUndefined();
  });

  it('keeps the stored value ISO, the local day unshifted', () => {
    expect(dateFromIso('2024-12-31')).toEqual(new Date(2024, 11, 31));
    expect(isoFromDate(new Date(2024, 11, 31, 23, 59))).toBe('2024-12-31');
  });

  it('takes month and day names from Intl in the interface language', () => {
    const zh = dateNames('zh-Hans');
    expect(zh.months[0]).toBe('一月');
    expect(zh.shortMonths[11]).toBe('12月');
    expect(zh.days[0]).toBe('星期日');
    expect(zh.shortDays).toEqual(['日', '一', '二', '三', '四', '五', '六']);
    const en = dateNames('en');
    expect(en.months[0]).toBe('January');
    expect(en.days[1]).toBe('Monday');
    expect(en.shortDays[0]).toBe('S');
  });
});

describe('months', () => {
  it('reads a typed month in either order, with any separators or the month’s name', () => {
    const month = (text: string, locale = 'zh-Hans') => {
      const date = parseMonthText(text, locale);
      return date ? isoMonthFromDate(date) : undefined;
    };
    expect(month('2024-03')).toBe('2024-03');
    expect(month('2024/3')).toBe('2024-03');
    expect(month('2024年3月')).toBe('2024-03');
    expect(month('3/2024', 'en')).toBe('2024-03');
    expect(month('March 2024', 'en')).toBe('2024-03');
    expect(month('Mar 2024', 'zh-Hans')).toBe('2024-03');
    expect(month('十一月 2024')).toBe('2024-11');
    expect(month('一月 2024')).toBe('2024-01');
    expect(month('December 2024', 'en')).toBe('2024-12');
    for (const bad of ['', '2024', '13/2024', '0/2024', '2024-03-05', '24/3', 'March', 'x 2024'])
      expect(month(bad, 'en'), bad).toBeUndefined();
  });

  it('goes to and from ISO months', () => {
    expect(monthFromIso('2024-12')).toEqual(new Date(2024, 11, 1));
    expect(monthFromIso('2024-13')).toBeUndefined();
    expect(monthFromIso('2024-1')).toBeUndefined();
    expect(isoMonthFromDate(new Date(2024, 0, 31))).toBe('2024-01');
  });
});

describe('weeks', () => {
  // the Chinese case of dates.spec checked this in the browser; it runs in English now (issue 25)
  it('start on Monday in the Chinese calendar and on Sunday in the English one', () => {
    expect(weekStartsOnMonday('zh-Hans')).toBe(true);
    expect(weekStartsOnMonday('zh-CN')).toBe(true);
    expect(weekStartsOnMonday('en')).toBe(false);
  });
});
