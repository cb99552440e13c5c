import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanGtin,
  completeGtin,
  computeGtinCheckDigit,
  hasValidGtinCheckDigit,
  toEan13,
  validateUpc,
} from './gtin';

const digits = (n: number) => fc.stringMatching(new RegExp(`^[0-9]{${n}}$`));

describe('computeGtinCheckDigit', () => {
  it.each([
    ['03600029145', 2], // UPC-A 036000291452
    ['400638133393', 1], // EAN-13 4006381333931
    ['978030640615', 7], // ISBN-13 9780306406157
    ['00000000000', 0],
  ])('%s -> %i', (body, digit) => {
    expect(computeGtinCheckDigit(body)).toBe(digit);
  });
  it('refuses non-digits', () => {
    expect(() => computeGtinCheckDigit('12a')).toThrow(RangeError);
    expect(() => computeGtinCheckDigit('')).toThrow(RangeError);
  });
  it('a computed check digit always validates (UPC-A and EAN-13)', () => {
    fc.assert(
      fc.property(
        fc.oneof(digits(11), digits(12)),
        (body) => validateUpc(completeGtin(body)) === null,
      ),
    );
  });
  it('catches every single-digit error', () => {
    fc.assert(
      fc.property(
        digits(12),
        fc.nat({ max: 12 }),
        fc.integer({ min: 1, max: 9 }),
        (body, pos, delta) => {
          const code = completeGtin(body);
          const changed = String((Number(code[pos]) + delta) % 10);
          const wrong = code.slice(0, pos) + changed + code.slice(pos + 1);
          return !hasValidGtinCheckDigit(wrong);
        },
      ),
    );
  });
});

describe('validateUpc', () => {
  it.each([
    ['036000291452', null],
    ['0360 0029 1452', null],
    ['4006381333931', null],
    ['4-006381-333931', null],
    ['036000291453', 'upc-check-digit'],
    ['4006381333932', 'upc-check-digit'],
    ['03600029145', 'upc-length'],
    ['', 'upc-length'],
    ['40063813339310', 'upc-length'],
    ['03600029145A', 'upc-format'],
  ])('%s -> %s', (raw, code) => {
    expect(validateUpc(raw)).toBe(code);
  });
  it('never throws on random input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) =>
        [null, 'upc-length', 'upc-format', 'upc-check-digit'].includes(validateUpc(s)),
      ),
    );
  });
});

describe('cleanGtin and toEan13', () => {
  it('cleaning is idempotent', () => {
    fc.assert(fc.property(fc.string(), (s) => cleanGtin(cleanGtin(s)) === cleanGtin(s)));
  });
  it('a UPC-A becomes an EAN-13 with a leading zero, still valid', () => {
    expect(toEan13('036000291452')).toBe('0036000291452');
    fc.assert(
      fc.property(digits(11), (body) => validateUpc(toEan13(completeGtin(body)) ?? '') === null),
    );
  });
  it('keeps an EAN-13 and refuses invalid codes', () => {
    expect(toEan13('4006381333931')).toBe('4006381333931');
    expect(toEan13('4006381333932')).toBeNull();
  });
});
