import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanIswc, completeIswc, computeIswcCheckDigit, formatIswc, validateIswc } from './iswc';

const nine = fc.stringMatching(/^[0-9]{9}$/);

describe('computeIswcCheckDigit', () => {
  it.each([
    ['034524680', 1],
    ['070237697', 3], // 1 + 14 + 8 + 15 + 42 + 42 + 72 + 63 = 257
    ['000000000', 9],
  ])('%s -> %i', (body, digit) => {
    expect(computeIswcCheckDigit(body)).toBe(digit);
  });
  it('refuses anything but nine digits', () => {
    expect(() => computeIswcCheckDigit('12345678')).toThrow(RangeError);
    expect(() => computeIswcCheckDigit('12345678X')).toThrow(RangeError);
  });
});

describe('validateIswc', () => {
  it.each([
    ['T-034.524.680-1', null],
    ['T0345246801', null],
    ['t 034 524 680 1', null],
    ['T-034.524.680-2', 'iswc-check-digit'],
    ['034.524.680-1', 'iswc-format'],
    ['T-034.524.68-1', 'iswc-format'],
    ['X-034.524.680-1', 'iswc-format'],
    ['', 'iswc-format'],
  ])('%s -> %s', (raw, code) => {
    expect(validateIswc(raw)).toBe(code);
  });
  it('a computed check digit always validates', () => {
    fc.assert(fc.property(nine, (body) => validateIswc(completeIswc(body)) === null));
  });
  it('a wrong check digit never validates', () => {
    fc.assert(
      fc.property(nine, fc.integer({ min: 1, max: 9 }), (body, delta) => {
        const wrong = (computeIswcCheckDigit(body) + delta) % 10;
        return validateIswc(`T${body}${wrong}`) === 'iswc-check-digit';
      }),
    );
  });
  it('never throws on random input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) =>
        [null, 'iswc-format', 'iswc-check-digit'].includes(validateIswc(s)),
      ),
    );
  });
});

describe('formatIswc and cleanIswc', () => {
  it('formats T-DDD.DDD.DDD-C', () => {
    expect(formatIswc('t0345246801')).toBe('T-034.524.680-1');
    expect(formatIswc('abc')).toBe('ABC');
  });
  it('cleaning is idempotent and formatting round-trips', () => {
    fc.assert(fc.property(fc.string(), (s) => cleanIswc(cleanIswc(s)) === cleanIswc(s)));
    fc.assert(
      fc.property(
        nine,
        (body) => cleanIswc(completeIswc(body)) === `T${body}${computeIswcCheckDigit(body)}`,
      ),
    );
  });
});
