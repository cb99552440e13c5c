import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanTelArea, validateMobile, validateTelArea } from './mobile';

describe('validateMobile', () => {
  it.each([
    ['86', '13800138000', null],
    ['+86', '138 0013 8000', null],
    ['0086', '19912345678', null],
    ['86', '12800138000', 'mobile-format'], // no mainland mobile starts 12
    ['86', '1380013800', 'mobile-format'],
    ['86', '138001380001', 'mobile-format'],
    ['852', '51234567', null],
    ['852', '21234567', 'mobile-format'], // a Hong Kong landline
    ['853', '66123456', null],
    ['886', '0912345678', null],
    ['886', '912345678', null],
    ['1', '(415) 555-2671', null],
    ['1', '1155552671', 'mobile-format'],
    ['44', '07911123456', null],
    ['44', '02071234567', 'mobile-format'],
    ['49', '15123456789', null], // no national pattern: E.164 bounds
    ['49', '123', 'mobile-format'],
    ['49', '1512345678901234', 'mobile-format'],
    ['', '13800138000', 'tel-area-format'],
    ['086', '13800138000', 'tel-area-format'],
    ['86a', '13800138000', 'tel-area-format'],
    ['86', '1380013800a', 'mobile-format'],
  ])('+%s %s -> %s', (area, number, code) => {
    expect(validateMobile(area, number)).toBe(code);
  });
  it('a mainland number is 1, then 3-9, then nine digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^1[3-9][0-9]{9}$/), (n) => validateMobile('86', n) === null),
    );
    fc.assert(
      fc.property(
        fc.stringMatching(/^[02-9][0-9]{10}$/),
        (n) => validateMobile('86', n) === 'mobile-format',
      ),
    );
  });
  it('never accepts more than 15 digits in all (E.164)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9][0-9]{0,3}$/),
        fc.stringMatching(/^[0-9]{1,20}$/),
        (area, n) => {
          fc.pre(area.length + n.length > 15);
          return validateMobile(area, n) === 'mobile-format';
        },
      ),
    );
  });
});

describe('validateTelArea', () => {
  it('takes 1-4 digits with an optional + or 00', () => {
    expect(cleanTelArea(' +852 ')).toBe('852');
    expect(validateTelArea('+1')).toBeNull();
    expect(validateTelArea('12345')).toBe('tel-area-format');
  });
});
