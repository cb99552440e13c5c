import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareDecimal,
  fitsScale,
  formatDecimal,
  formatUnits,
  parseDecimal,
  rescale,
} from './decimal';

describe('parseDecimal', () => {
  it.each([
    ['12.50', 1250n, 2],
    ['-0.003', -3n, 3],
    ['.5', 5n, 1],
    ['+7', 7n, 0],
    ['7.', 7n, 0],
    [' 0.0031 ', 31n, 4],
    ['1.2E-5', 12n, 6],
    ['3e2', 300n, 0],
    ['0.000000000001', 1n, 12],
  ])('%j -> %s at scale %s', (text, units, scale) =>
    expect(parseDecimal(text)).toEqual({ units, scale }),
  );

  it.each([
    '',
    ' ',
    '.',
    '-',
    '1,5',
    '1 000',
    'NaN',
    'Infinity',
    '0x10',
    '1e999',
    '--1',
    '1.2.3',
    '١٢',
    '1_000',
    '$1',
    `1${'0'.repeat(50)}`,
  ])('refuses %j', (text) => expect(parseDecimal(text)).toBeNull());

  it('round-trips every formatted value exactly', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }),
        fc.nat(12),
        (units, scale) => {
          const text = formatUnits(units, scale);
          const parsed = parseDecimal(text);
          expect(parsed).not.toBeNull();
          expect(rescale(parsed!, scale)).toBe(units);
        },
      ),
    );
  });

  it('never throws on random text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 60 }), (text) => void parseDecimal(text)));
  });
});

describe('formatting and scale', () => {
  it('formats with the given digits', () => {
    expect(formatUnits(12345n, 2)).toBe('123.45');
    expect(formatUnits(-5n, 2)).toBe('-0.05');
    expect(formatUnits(7n, 0)).toBe('7');
    expect(formatDecimal({ units: 1500n, scale: 3 })).toBe('1.5');
    expect(formatDecimal({ units: 0n, scale: 3 })).toBe('0');
  });

  it('rescales exactly up and with the rounding rule down', () => {
    expect(rescale({ units: 125n, scale: 2 }, 4)).toBe(12500n);
    expect(rescale({ units: 125n, scale: 2 }, 1)).toBe(13n);
    expect(rescale({ units: -125n, scale: 2 }, 1)).toBe(-13n);
    expect(fitsScale({ units: 150n, scale: 2 }, 1)).toBe(true);
    expect(fitsScale({ units: 155n, scale: 2 }, 1)).toBe(false);
  });

  it('compares across scales', () => {
    expect(compareDecimal(parseDecimal('1.50')!, parseDecimal('1.5')!)).toBe(0);
    expect(compareDecimal(parseDecimal('1.49')!, parseDecimal('1.5')!)).toBe(-1);
  });
});
