import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClockTime, parseTimeInput } from './time';

describe('parseTimeInput', () => {
  it.each([
    ['00:30', 30_000],
    ['1:05', 65_000],
    ['90:00', 5_400_000],
    ['1:02:03', 3_723_000],
    ['45', 45_000],
    ['0:30.5', 30_500],
    [' 02:00 ', 120_000],
    [1234, 1234],
  ])('%s -> %i ms', (input, ms) => {
    expect(parseTimeInput(input)).toEqual({ ok: true, ms });
  });
  it.each([null, undefined, '', '   '])('%s is missing', (input) => {
    expect(parseTimeInput(input)).toEqual({ ok: false, reason: 'missing' });
  });
  it.each(['1:60', '1:75:00', 'abc', '1:2:3:4', '-5', '1,5', '::', -1, 1.5, Number.NaN])(
    '%s is invalid',
    (input) => {
      expect(parseTimeInput(input)).toEqual({ ok: false, reason: 'invalid' });
    },
  );
  it('never throws and never answers a negative time', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = parseTimeInput(s);
        return !r.ok || r.ms >= 0;
      }),
    );
  });
  it('reads back what formatClockTime writes (whole seconds)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 359_999 }), (s) => {
        const r = parseTimeInput(formatClockTime(s * 1000));
        return r.ok && r.ms === s * 1000;
      }),
    );
  });
});

describe('formatClockTime', () => {
  it.each([
    [0, '00:00'],
    [30_000, '00:30'],
    [65_999, '01:05'],
    [3_723_000, '1:02:03'],
    [-5, '00:00'],
  ])('%i -> %s', (ms, text) => {
    expect(formatClockTime(ms)).toBe(text);
  });
});
