import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CREDIT_CODE_ALPHABET, computeCreditCodeCheck, validateCreditCode } from './creditCode';

// 91350100M000100Y43 is the example printed in GB 32100-2015.
const char = fc.constantFrom(...CREDIT_CODE_ALPHABET);
const body = fc
  .tuple(
    fc.array(char, { minLength: 2, maxLength: 2 }),
    fc.stringMatching(/^[0-9]{6}$/),
    fc.array(char, { minLength: 9, maxLength: 9 }),
  )
  .map(([head, area, org]) => head.join('') + area + org.join(''));

describe('computeCreditCodeCheck', () => {
  it('gives the standard example its check character', () => {
    expect(computeCreditCodeCheck('91350100M000100Y4')).toBe('3');
  });
  it('refuses characters outside the alphabet and wrong lengths', () => {
    expect(() => computeCreditCodeCheck('91350100M000100I4')).toThrow(RangeError);
    expect(() => computeCreditCodeCheck('91350100M000100Y')).toThrow(RangeError);
  });
});

describe('validateCreditCode', () => {
  it.each([
    ['91350100M000100Y43', null],
    ['91350100m000100y43', null],
    ['91350100M000100Y44', 'credit-code-check-digit'],
    ['91350100M000100Y4', 'credit-code-format'],
    ['91350100M000100Y4O', 'credit-code-format'], // O is not in the alphabet
    ['9135A100M000100Y43', 'credit-code-format'], // the division code is digits
    ['', 'credit-code-format'],
  ])('%s -> %s', (raw, code) => {
    expect(validateCreditCode(raw)).toBe(code);
  });
  it('a computed check character always validates', () => {
    fc.assert(fc.property(body, (b) => validateCreditCode(b + computeCreditCodeCheck(b)) === null));
  });
  it('any other check character of the alphabet is refused', () => {
    fc.assert(
      fc.property(body, char, (b, other) => {
        fc.pre(other !== computeCreditCodeCheck(b));
        return validateCreditCode(b + other) === 'credit-code-check-digit';
      }),
    );
  });
  it('one substituted body character is always caught (weights are units mod 31)', () => {
    fc.assert(
      fc.property(
        body,
        fc.integer({ min: 0, max: 16 }),
        fc.integer({ min: 1, max: 30 }),
        (b, at, delta) => {
          const code = b + computeCreditCodeCheck(b);
          const isDigitPosition = at >= 2 && at < 8;
          const size = isDigitPosition ? 10 : 31;
          const replaced =
            CREDIT_CODE_ALPHABET[
              (CREDIT_CODE_ALPHABET.indexOf(code[at]) + (delta % size || 1)) % size
            ];
          const mutated = code.slice(0, at) + replaced + code.slice(at + 1);
          return validateCreditCode(mutated) === 'credit-code-check-digit';
        },
      ),
    );
  });
});
