import { describe, expect, it } from 'vitest';
import { expandIsoDate, parsePeriod, periodFromDates } from './period';

describe('periods', () => {
  it('expands reduced-precision ISO dates to first or last day', () => {
    expect(expandIsoDate('2024', 'start')).toBe('2024-01-01');
    expect(expandIsoDate('2024', 'end')).toBe('2024-12-31');
    expect(expandIsoDate('2024-02', 'end')).toBe('2024-02-29');
    expect(expandIsoDate('2023-02', 'end')).toBe('2023-02-28');
    expect(expandIsoDate('2024-02-30', 'start')).toBeNull();
    expect(expandIsoDate('2024-13', 'start')).toBeNull();
    expect(expandIsoDate('24-01', 'start')).toBeNull();
    expect(periodFromDates('2024-05-31', '2024-05-01')).toBeNull();
  });

  it.each([
    ['2024-05', '2024-05-01', '2024-05-31'],
    ['2024/05', '2024-05-01', '2024-05-31'],
    ['202405', '2024-05-01', '2024-05-31'],
    ['2024', '2024-01-01', '2024-12-31'],
    ['2024-Q4', '2024-10-01', '2024-12-31'],
    ['2024q1', '2024-01-01', '2024-03-31'],
    ['2024-05-17', '2024-05-17', '2024-05-17'],
    ['2024-05-01--2024-06-15', '2024-05-01', '2024-06-15'],
  ])('%s', (text, start, end) => expect(parsePeriod(text)).toEqual({ start, end }));

  it.each(['', 'May 2024', '2024-5', '2024-Q5', '2024-05-01--2024-04-01', '2024-05--', '0000-01'])(
    'refuses %j',
    (text) => expect(parsePeriod(text)).toBeNull(),
  );
});
