import { describe, expect, it } from 'vitest';
import { daysUntil, isTakedownDue, scheduledTakedownOf, takedownNoticeDue } from './schedule';

describe('scheduledTakedownOf', () => {
  it('takes the earliest of the requested date, the contract end and the letters', () => {
    expect(
      scheduledTakedownOf({
        requestedOffShelfDate: '2027-06-01',
        contractValidTo: '2027-05-31',
        letterValidTo: [null, '2027-07-01'],
      }),
    ).toEqual({ date: '2027-05-31', reason: 'contract' });
    expect(
      scheduledTakedownOf({
        requestedOffShelfDate: null,
        contractValidTo: null,
        letterValidTo: ['2027-03-02', '2027-03-01'],
      }),
    ).toEqual({ date: '2027-03-01', reason: 'letter' });
    expect(
      scheduledTakedownOf({
        requestedOffShelfDate: '2027-03-01',
        contractValidTo: '2027-03-01',
        letterValidTo: [],
      }),
    ).toEqual({ date: '2027-03-01', reason: 'requested' });
  });

  it('none when nothing ends', () => {
    expect(
      scheduledTakedownOf({
        requestedOffShelfDate: null,
        contractValidTo: null,
        letterValidTo: [null],
      }),
    ).toBeNull();
  });
});

describe('due dates and notices', () => {
  it('counts whole UTC days, across a month end', () => {
    expect(daysUntil('2027-03-01', '2027-02-27')).toBe(2);
    expect(daysUntil('2027-03-01', '2027-03-01')).toBe(0);
  });

  it('goes out on its day, or later if the day was missed', () => {
    const t = { date: '2027-03-01', reason: 'requested' as const };
    expect(isTakedownDue(t, '2027-02-28')).toBe(false);
    expect(isTakedownDue(t, '2027-03-01')).toBe(true);
    expect(isTakedownDue(t, '2027-03-04')).toBe(true);
  });

  it.each([
    [31, null],
    [30, 30],
    [8, 30],
    [7, 7],
    [1, 7],
    [0, null],
  ])('%i days before: notice %s', (days, lead) => {
    const today = new Date(Date.parse('2027-03-01T00:00:00Z') - days * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(takedownNoticeDue('2027-03-01', today)).toBe(lead);
  });
});
