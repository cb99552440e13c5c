import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertMicroSum,
  convertMinor,
  findRate,
  multiplyRounded,
  parsePercent,
  parseRate,
  validateRates,
  type ExchangeRate,
} from './convert';

const rates: ExchangeRate[] = [
  { from: 'USD', to: 'CNY', rate: '7.1268' },
  { from: 'HKD', to: 'CNY', rate: '0.9123' },
  { from: 'JPY', to: 'CNY', rate: '0.047521' },
];

describe('rates', () => {
  it('parses positive decimal text only', () => {
    expect(parseRate('7.1268')).toEqual({ num: 71268n, den: 10000n });
    expect(parseRate('0')).toBeNull();
    expect(parseRate('-1')).toBeNull();
    expect(parseRate('7,12')).toBeNull();
    expect(parsePercent('70.5')).toEqual({ num: 705n, den: 1000n });
  });

  it('finds direct, inverse and identity rates', () => {
    expect(findRate(rates, 'USD', 'CNY')).toEqual({ num: 71268n, den: 10000n });
    expect(findRate(rates, 'CNY', 'USD')).toEqual({ num: 10000n, den: 71268n });
    expect(findRate(rates, 'EUR', 'EUR')).toEqual({ num: 1n, den: 1n });
    expect(findRate(rates, 'EUR', 'CNY')).toBeNull();
  });

  it('validates a period table', () => {
    expect(validateRates(rates)).toEqual([]);
    expect(
      validateRates([
        { from: 'USD', to: 'USD', rate: '1' },
        { from: 'USD', to: 'CNY', rate: 'x' },
        { from: 'CNY', to: 'USD', rate: '0.14' },
        { from: 'ABC', to: 'CNY', rate: '1' },
      ]),
    ).toEqual([
      { index: 0, code: 'rate-currency' },
      { index: 1, code: 'rate-format' },
      { index: 2, code: 'rate-duplicate' },
      { index: 3, code: 'rate-currency' },
    ]);
  });
});

describe('conversion', () => {
  it('sums several currencies exactly and rounds once', () => {
    // 1.005 USD * 7.1268 = 7.162434; 0.333333 HKD * 0.9123 = 0.3040996...; total 7.4665336 -> 7.47
    const result = convertMicroSum(
      [
        { currency: 'USD', micro: 1_005_000n },
        { currency: 'HKD', micro: 333_333n },
      ],
      'CNY',
      rates,
    );
    expect(result).toEqual({ ok: true, minor: 747n });
  });

  it('rounding each line first would differ: the sum is rounded once', () => {
    // 1000 lines of 0.004 CNY: each rounds to 0.00, the sum is 4.00
    const parts = Array.from({ length: 1000 }, () => ({ currency: 'CNY', micro: 4_000n }));
    expect(convertMicroSum(parts, 'CNY', [])).toEqual({ ok: true, minor: 400n });
  });

  it('names the currency whose rate is missing', () => {
    expect(convertMicroSum([{ currency: 'EUR', micro: 1n }], 'CNY', rates)).toEqual({
      ok: false,
      code: 'rate-missing',
      currency: 'EUR',
    });
    expect(convertMicroSum([{ currency: 'EUR', micro: 0n }], 'CNY', rates)).toEqual({
      ok: true,
      minor: 0n,
    });
  });

  it('converts between exponents', () => {
    expect(convertMinor(10000n, 'JPY', 'CNY', rates)).toEqual({ ok: true, minor: 47521n }); // 10000 JPY = 475.21 CNY
    expect(convertMinor(47521n, 'CNY', 'JPY', rates)).toEqual({ ok: true, minor: 10000n });
    expect(convertMinor(100n, 'USD', 'CNY', rates)).toEqual({ ok: true, minor: 713n });
    expect(multiplyRounded(1001n, parsePercent('50')!)).toBe(501n);
  });

  const partArb = fc.record({
    currency: fc.constantFrom('USD', 'HKD', 'JPY', 'CNY'),
    micro: fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n }),
  });

  it('conserves totals: grouping and order of the lines do not change the result', () => {
    fc.assert(
      fc.property(fc.array(partArb, { maxLength: 40 }), fc.nat(), (parts, cut) => {
        const whole = convertMicroSum(parts, 'CNY', rates);
        const shuffled = [
          ...parts.slice(cut % (parts.length + 1)),
          ...parts.slice(0, cut % (parts.length + 1)),
        ];
        expect(convertMicroSum(shuffled, 'CNY', rates)).toEqual(whole);
        // pre-summing per currency (what a rollup does) gives the same statement income
        const perCurrency = new Map<string, bigint>();
        for (const p of parts)
          perCurrency.set(p.currency, (perCurrency.get(p.currency) ?? 0n) + p.micro);
        expect(
          convertMicroSum(
            [...perCurrency].map(([currency, micro]) => ({ currency, micro })),
            'CNY',
            rates,
          ),
        ).toEqual(whole);
      }),
    );
  });

  it('same currency: the result is the micro sum rounded once to cents', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), { maxLength: 30 }),
        (micros) => {
          const sum = micros.reduce((a, b) => a + b, 0n);
          const result = convertMicroSum(
            micros.map((micro) => ({ currency: 'CNY', micro })),
            'CNY',
            [],
          );
          expect(result.ok && result.minor).toBe(
            ((): bigint => {
              const q = sum / 10_000n;
              const r = sum % 10_000n;
              if (2n * (r < 0n ? -r : r) < 10_000n) return q;
              return sum < 0n ? q - 1n : q + 1n;
            })(),
          );
        },
      ),
    );
  });

  it('a rate and its inverse bring an amount back within rounding', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), (minor) => {
        const there = convertMinor(minor, 'USD', 'CNY', rates);
        const back = there.ok ? convertMinor(there.minor, 'CNY', 'USD', rates) : there;
        expect(back.ok).toBe(true);
        if (back.ok) expect(back.minor - minor <= 1n && minor - back.minor <= 1n).toBe(true);
      }),
    );
  });
});
