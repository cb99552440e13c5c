import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import zhHans from '../../i18n/locales/zh-Hans.json';
import {
  GS1_RANGE_CODES,
  gs1RangeIndexOf,
  gs1RangeNumber,
  gs1RangeSize,
  itemReferenceDigits,
  toGs1CompanyPrefix,
  validateGs1Range,
  type Gs1NumberRange,
} from './gs1Range';
import { hasValidGtinCheckDigit, toEan13, validateUpc } from './gtin';

describe('gs1RangeNumber: GS1 worked examples, split as prefix + item reference', () => {
  it.each([
    // GenSpecs 7.9.1 worked example (as GS1 Hong Kong's calculator page shows it): 629104150021 -> 3
    [{ kind: 'gtin-13', prefix: '6291041', first: 50021, last: 50021 }, 0, '6291041500213'],
    // GS1 Sweden, "Så beräknas kontrollsiffran": 730001100001 -> 7
    [{ kind: 'gtin-13', prefix: '7300011', first: 0, last: 99999 }, 1, '7300011000017'],
    // GS1 India's check digit page: 890 4000 21003 -> 7 (a 7-digit GS1 Company Prefix)
    [{ kind: 'gtin-13', prefix: '8904000', first: 21000, last: 21009 }, 3, '8904000210037'],
    // the UPC-A printed on Wikipedia's UPC article: U.P.C. Company Prefix 036000, item 29145 -> 2
    [{ kind: 'gtin-12', prefix: '036000', first: 29145, last: 29200 }, 0, '036000291452'],
  ] as [Gs1NumberRange, number, string][])('%o #%i -> %s', (range, index, code) => {
    expect(validateGs1Range(range)).toEqual([]);
    expect(gs1RangeNumber(range, index)).toBe(code);
    expect(gs1RangeIndexOf(range, code)).toBe(index);
  });

  it('pads the item reference to what the prefix leaves', () => {
    const range: Gs1NumberRange = { kind: 'gtin-13', prefix: '6901234', first: 1, last: 10 };
    expect(itemReferenceDigits(range)).toBe(5);
    expect(gs1RangeNumber(range, 0).slice(7, 12)).toBe('00001');
    expect(gs1RangeNumber(range, 9).slice(7, 12)).toBe('00010');
  });

  it('a 12-digit GS1 Company Prefix (11-digit U.P.C. one) holds exactly one number', () => {
    const range: Gs1NumberRange = { kind: 'gtin-12', prefix: '61414100003', first: 0, last: 0 };
    expect(validateGs1Range(range)).toEqual([]);
    expect(gs1RangeSize(range)).toBe(1);
    expect(gs1RangeNumber(range, 0)).toBe('614141000036');
    expect(() => gs1RangeNumber(range, 1)).toThrow(RangeError);
  });

  it('a U.P.C. Company Prefix numbers the same products as its GS1 Company Prefix', () => {
    const upc: Gs1NumberRange = { kind: 'gtin-12', prefix: '614141', first: 0, last: 99 };
    const gs1: Gs1NumberRange = {
      ...upc,
      kind: 'gtin-13',
      prefix: toGs1CompanyPrefix('gtin-12', '614141'),
    };
    expect(gs1.prefix).toBe('0614141');
    for (const i of [0, 1, 42, 99])
      expect(toEan13(gs1RangeNumber(upc, i))).toBe(gs1RangeNumber(gs1, i));
  });

  it('refuses an index outside the range instead of wrapping to a used number', () => {
    const range: Gs1NumberRange = { kind: 'gtin-13', prefix: '6901234', first: 100, last: 199 };
    expect(gs1RangeSize(range)).toBe(100);
    for (const index of [-1, 100, 1.5, Number.NaN])
      expect(() => gs1RangeNumber(range, index)).toThrow(RangeError);
  });
});

describe('gs1RangeIndexOf', () => {
  const range: Gs1NumberRange = { kind: 'gtin-13', prefix: '6901234', first: 100, last: 199 };
  it.each([
    ['6901234001006', 0],
    ['6901234001990', 99],
    ['6901234001007', null], // wrong check digit
    ['6901234000993', null], // item reference 99, before the range
    ['6901234002003', null], // item reference 200, after it
    ['6901235001005', null], // another prefix
    ['690123400106', null], // a GTIN-12 length
  ])('%s -> %s', (code, index) => {
    expect(gs1RangeIndexOf(range, code)).toBe(index);
  });
});

describe('validateGs1Range', () => {
  const ok: Gs1NumberRange = { kind: 'gtin-13', prefix: '6901234', first: 0, last: 99999 };
  it.each([
    [{ prefix: '69012A4' }, [{ field: 'prefix', code: 'gs1-prefix-format' }]],
    [{ prefix: '' }, [{ field: 'prefix', code: 'gs1-prefix-format' }]],
    [{ prefix: '69012', first: 0, last: 0 }, [{ field: 'prefix', code: 'gs1-prefix-length' }]],
    [{ prefix: '6901234567890' }, [{ field: 'prefix', code: 'gs1-prefix-length' }]],
    [{ kind: 'gtin-12', prefix: '614141000036' }, [{ field: 'prefix', code: 'gs1-prefix-length' }]],
    // restricted circulation, coupons, ISSN/ISBN/ISMN, refund receipts, GTIN-8 padding
    ...['2001234', '0212345', '0412345', '0512345', '9771234', '9781234', '9790123', '9801234']
      .concat(['9821234', '9912345', '0000012'])
      .map((prefix) => [{ prefix, last: 9 }, [{ field: 'prefix', code: 'gs1-prefix-reserved' }]]),
    // the same rules apply to the GTIN-13 form of a U.P.C. Company Prefix: 0 + 212345 is 0212345
    [
      { kind: 'gtin-12', prefix: '212345', last: 9 },
      [{ field: 'prefix', code: 'gs1-prefix-reserved' }],
    ],
    [{ prefix: '9521234', last: 9 }, [{ field: 'prefix', code: 'gs1-prefix-demo' }]],
    [{ first: -1 }, [{ field: 'first', code: 'gs1-range-format' }]],
    [{ last: 2.5 }, [{ field: 'last', code: 'gs1-range-format' }]],
    [{ first: 10, last: 9 }, [{ field: 'last', code: 'gs1-range-order' }]],
    [{ last: 100000 }, [{ field: 'last', code: 'gs1-range-bounds' }]],
    [
      { first: 100000, last: 100001 },
      [
        { field: 'first', code: 'gs1-range-bounds' },
        { field: 'last', code: 'gs1-range-bounds' },
      ],
    ],
  ] as [Partial<Gs1NumberRange>, unknown][])('%o -> %o', (change, issues) => {
    expect(validateGs1Range({ ...ok, ...change })).toEqual(issues);
  });

  it('accepts GS1 US prefixes, which start with 0 or 1, and the demo prefix where allowed', () => {
    expect(validateGs1Range({ ...ok, prefix: '0614141' })).toEqual([]);
    expect(validateGs1Range({ ...ok, prefix: '1234567' })).toEqual([]);
    expect(validateGs1Range({ kind: 'gtin-12', prefix: '614141', first: 0, last: 99999 })).toEqual(
      [],
    );
    expect(validateGs1Range({ ...ok, prefix: '9521234' }, { allowDemoPrefix: true })).toEqual([]);
  });

  it('has a message in both languages for every code', () => {
    const catalogues: Record<string, Record<string, string>> = { en, 'zh-Hans': zhHans };
    for (const code of GS1_RANGE_CODES)
      for (const [lang, catalogue] of Object.entries(catalogues))
        expect(catalogue[`validation.${code}`], `${lang} ${code}`).toBeTruthy();
  });
});

describe('every assigned number (property)', () => {
  const validRange = fc
    .record({
      kind: fc.constantFrom('gtin-13' as const, 'gtin-12' as const),
      length: fc.integer({ min: 6, max: 11 }),
      // no lead that starts a reserved prefix in either form (2, 9x, 0 + 2/4/5)
      lead: fc.constantFrom('1', '3', '6', '7', '8'),
      rest: fc.stringMatching(/^[0-9]{11}$/),
      a: fc.nat(),
      b: fc.nat(),
    })
    .map(({ kind, length, lead, rest, a, b }): Gs1NumberRange => {
      // a U.P.C. Company Prefix of `length - 1` digits is a GS1 one of `length` starting with 0
      const prefix =
        kind === 'gtin-12'
          ? `${lead}${rest}`.slice(0, length - 1)
          : `${lead}${rest}`.slice(0, length);
      const limit = 10 ** (kind === 'gtin-12' ? 11 - prefix.length : 12 - prefix.length);
      const [first, last] = [a % limit, b % limit].sort((x, y) => x - y);
      return { kind, prefix, first, last };
    });

  it('is a valid UPC-A or EAN-13, starts with the prefix, is distinct and comes back to its index', () => {
    fc.assert(
      fc.property(
        validRange,
        fc.array(fc.nat(), { minLength: 1, maxLength: 20 }),
        (range, picks) => {
          expect(validateGs1Range(range)).toEqual([]);
          const size = gs1RangeSize(range);
          const indexes = [...new Set(picks.map((p) => p % size).concat([0, size - 1]))];
          const codes = indexes.map((i) => gs1RangeNumber(range, i));
          for (const [n, code] of codes.entries()) {
            expect(validateUpc(code)).toBeNull();
            expect(hasValidGtinCheckDigit(code)).toBe(true);
            expect(code).toHaveLength(range.kind === 'gtin-12' ? 12 : 13);
            expect(code.startsWith(range.prefix)).toBe(true);
            expect(gs1RangeIndexOf(range, code)).toBe(indexes[n]);
          }
          expect(new Set(codes.map((c) => toEan13(c))).size).toBe(codes.length);
        },
      ),
    );
  });

  it('never leaves the range', () => {
    fc.assert(
      fc.property(validRange, fc.integer({ min: -5, max: 5 }), (range, offset) => {
        const size = gs1RangeSize(range);
        const index = offset < 0 ? offset : size + offset;
        expect(() => gs1RangeNumber(range, index)).toThrow(RangeError);
      }),
    );
  });
});
