import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatMinor,
  intlCurrencyOptions,
  microToMinor,
  minorToMicro,
  parseMicro,
  parseMinor,
  toIntlNumber,
} from './amount';
import { CURRENCY_CODES, currencyExponent, normalizeCurrency } from './currency';

describe('currencies', () => {
  it('knows the exponents channels pay in', () => {
    expect(currencyExponent('CNY')).toBe(2);
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('KRW')).toBe(0);
    expect(currencyExponent('KWD')).toBe(3);
    expect(() => currencyExponent('XXX')).toThrow(RangeError);
    expect(normalizeCurrency(' usd ')).toBe('USD');
    expect(normalizeCurrency('RMB')).toBeNull();
    expect(normalizeCurrency('__proto__')).toBeNull();
    expect(normalizeCurrency('toString')).toBeNull();
  });
});

describe('micro and minor units', () => {
  it('parses report revenue exactly, refusing what micro cannot hold', () => {
    expect(parseMicro('0.0031')).toEqual({ ok: true, micro: 3100n });
    expect(parseMicro('-12.345678')).toEqual({ ok: true, micro: -12345678n });
    expect(parseMicro('0.00318012345')).toEqual({ ok: false, code: 'amount-precision' });
    expect(parseMicro('0.0031800000')).toEqual({ ok: true, micro: 3180n });
    expect(parseMicro('1,5')).toEqual({ ok: false, code: 'amount-format' });
  });

  it('rounds micro to each currency once, by the one rule', () => {
    expect(microToMinor(12_345_000n, 'CNY')).toBe(1235n); // 12.345 -> 12.35
    expect(microToMinor(12_344_999n, 'CNY')).toBe(1234n);
    expect(microToMinor(-12_345_000n, 'CNY')).toBe(-1235n);
    expect(microToMinor(1_500_000n, 'JPY')).toBe(2n);
    expect(microToMinor(1_499_999n, 'KRW')).toBe(1n);
    expect(microToMinor(1_234_500n, 'KWD')).toBe(1235n);
  });

  it('parses typed amounts only with the currency digits', () => {
    expect(parseMinor('12.5', 'CNY')).toBe(1250n);
    expect(parseMinor('12.50', 'CNY')).toBe(1250n);
    expect(parseMinor('0.001', 'CNY')).toBeNull();
    expect(parseMinor('100', 'JPY')).toBe(100n);
    expect(parseMinor('100.5', 'JPY')).toBeNull();
    expect(formatMinor(1250n, 'CNY')).toBe('12.50');
    expect(formatMinor(-5n, 'USD')).toBe('-0.05');
    expect(formatMinor(1235n, 'JPY')).toBe('1235');
  });

  it('hands Intl a number and the currency digits', () => {
    expect(toIntlNumber(1250n, 'CNY')).toBe(12.5);
    expect(toIntlNumber(1250n, 'JPY')).toBe(1250);
    expect(intlCurrencyOptions('JPY')).toEqual({
      style: 'currency',
      currency: 'JPY',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    expect(
      new Intl.NumberFormat('en', intlCurrencyOptions('CNY')).format(toIntlNumber(123456n, 'CNY')),
    ).toBe('CN¥1,234.56');
  });

  it('minor -> micro -> minor is the identity, and text round-trips', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCY_CODES),
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        (currency, minor) => {
          expect(microToMinor(minorToMicro(minor, currency), currency)).toBe(minor);
          expect(parseMinor(formatMinor(minor, currency), currency)).toBe(minor);
        },
      ),
    );
  });

  it('rounding micro to minor is off by at most half a minor unit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCY_CODES),
        fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }),
        (currency, micro) => {
          const back = minorToMicro(microToMinor(micro, currency), currency);
          const step = 10n ** BigInt(6 - currencyExponent(currency));
          const diff = back - micro;
          expect(2n * (diff < 0n ? -diff : diff) <= step).toBe(true);
        },
      ),
    );
  });
});
