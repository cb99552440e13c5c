import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeResidentIdCheck, validateResidentId } from './residentId';

// 11010519491231002X and 440524188001010014 are the examples printed in GB 11643-1999.
const body = fc
  .tuple(
    fc.stringMatching(/^[1-9][0-9]{5}$/),
    fc.date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
    fc.stringMatching(/^[0-9]{3}$/),
  )
  .map(([area, date, seq]) => `${area}${date.toISOString().slice(0, 10).replace(/-/g, '')}${seq}`);

describe('computeResidentIdCheck', () => {
  it.each([
    ['11010519491231002', 'X'],
    ['44052418800101001', '4'],
  ])('%s -> %s', (b, check) => {
    expect(computeResidentIdCheck(b)).toBe(check);
  });
  it('refuses anything but 17 digits', () => {
    expect(() => computeResidentIdCheck('1101051949123100')).toThrow(RangeError);
    expect(() => computeResidentIdCheck('1101051949123100A')).toThrow(RangeError);
  });
});

describe('validateResidentId', () => {
  it.each([
    ['11010519491231002X', null],
    ['11010519491231002x', null],
    [' 440524188001010014 ', null],
    ['110105194912310021', 'resident-id-check-digit'],
    ['440524188001010015', 'resident-id-check-digit'],
    ['11010519491231002', 'resident-id-format'],
    ['01010519491231002X', 'resident-id-format'],
    ['11010519491331002X', 'resident-id-format'], // month 13
    ['11010519490230002X', 'resident-id-format'], // 30 February
    ['1101051949123100XX', 'resident-id-format'],
    ['', 'resident-id-format'],
  ])('%s -> %s', (raw, code) => {
    expect(validateResidentId(raw)).toBe(code);
  });
  it('a computed check character always validates', () => {
    fc.assert(fc.property(body, (b) => validateResidentId(b + computeResidentIdCheck(b)) === null));
  });
  it('any other check character is refused', () => {
    fc.assert(
      fc.property(body, fc.constantFrom(...'0123456789X'), (b, other) => {
        fc.pre(other !== computeResidentIdCheck(b));
        return validateResidentId(b + other) === 'resident-id-check-digit';
      }),
    );
  });
  it('changing one body digit is always caught (MOD 11-2 detects every single substitution)', () => {
    fc.assert(
      fc.property(
        body,
        fc.integer({ min: 6, max: 16 }),
        fc.integer({ min: 1, max: 9 }),
        (b, at, delta) => {
          const id = b + computeResidentIdCheck(b);
          const digit = (Number(id[at]) + delta) % 10;
          const mutated = id.slice(0, at) + String(digit) + id.slice(at + 1);
          // a changed date digit may make an impossible date: that is refused too, as a format
          return validateResidentId(mutated) !== null;
        },
      ),
    );
  });
});
