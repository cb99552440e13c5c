import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanIsrc,
  formatIsrc,
  isValidIsrc,
  parseIsrc,
  validateIsrc,
  validateIsrcUnique,
} from './isrc';

const validIsrc = fc.stringMatching(/^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$/);
const separator = fc.constantFrom('', '', '-', ' ', '.', '_', '/', '\t');
/** A valid code as a user might paste it: random separators and random letter case. */
const noisy = (code: string) =>
  fc
    .tuple(
      fc.array(separator, { minLength: 13, maxLength: 13 }),
      fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
    )
    .map(
      ([seps, lower]) =>
        code
          .split('')
          .map((c, i) => seps[i] + (lower[i] ? c.toLowerCase() : c))
          .join('') + seps[12],
    );

describe('cleanIsrc', () => {
  it('strips separators and upper-cases', () => {
    expect(cleanIsrc('cn-a12-24-00001')).toBe('CNA122400001');
    expect(cleanIsrc(' US.RC1.76.07839 ')).toBe('USRC17607839');
  });
  it('drops non-ASCII letters and digits too', () => {
    expect(cleanIsrc('CNＡ12２400001')).toBe('CN12400001');
    expect(cleanIsrc('中文')).toBe('');
  });
  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => cleanIsrc(cleanIsrc(s)) === cleanIsrc(s)),
    );
  });
  it('only ever yields [A-Z0-9]', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => /^[A-Z0-9]*$/.test(cleanIsrc(s))));
  });
});

describe('validateIsrc', () => {
  it.each([
    ['USRC17607839', null],
    ['CN-A12-24-00001', null],
    ['cna122400001', null],
    ['', 'isrc-length'],
    ['USRC1760783', 'isrc-length'],
    ['USRC176078390', 'isrc-length'],
    ['1SRC17607839', 'isrc-format'],
    ['USRC1A607839', 'isrc-format'],
    ['USRC176078X9', 'isrc-format'],
    ['US-RC1-76-0783', 'isrc-length'],
  ])('%s -> %s', (raw, code) => {
    expect(validateIsrc(raw)).toBe(code);
  });
  it('does not clean when told not to', () => {
    expect(validateIsrc('us-rc1-76-07839', { clean: false })).toBe('isrc-length');
    expect(validateIsrc('usrc17607839', { clean: false })).toBe('isrc-format');
  });
  it('accepts every code of the CC-XXX-YY-NNNNN shape', () => {
    fc.assert(fc.property(validIsrc, (code) => validateIsrc(code) === null));
  });
  it('a valid code survives formatting noise', () => {
    fc.assert(
      fc.property(
        validIsrc.chain((code) => noisy(code).map((n) => [code, n] as const)),
        ([code, n]) => {
          return isValidIsrc(n) && cleanIsrc(n) === code;
        },
      ),
    );
  });
  it('never throws on random input and answers one of its codes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) =>
        [null, 'isrc-length', 'isrc-format'].includes(validateIsrc(s)),
      ),
    );
  });
});

describe('validateIsrcUnique', () => {
  const used = new Set(['USRC17607839']);
  it('reports a used code after cleaning', () => {
    expect(validateIsrcUnique('us-rc1-76-07839', (c) => used.has(c))).toBe('isrc-used');
  });
  it('reports the format before uniqueness', () => {
    expect(validateIsrcUnique('bad', () => true)).toBe('isrc-length');
  });
  it('passes an unused valid code', () => {
    expect(validateIsrcUnique('CNA122400001', (c) => used.has(c))).toBeNull();
  });
});

describe('parseIsrc and formatIsrc', () => {
  it('splits into its four parts', () => {
    expect(parseIsrc('cn-a12-24-00001')).toEqual({
      country: 'CN',
      registrant: 'A12',
      year: '24',
      designation: '00001',
    });
    expect(parseIsrc('nope')).toBeNull();
  });
  it('formats CC-XXX-YY-NNNNN', () => {
    expect(formatIsrc('usrc17607839')).toBe('US-RC1-76-07839');
    expect(formatIsrc('us rc')).toBe('USRC');
  });
  it('formatting round-trips through cleaning', () => {
    fc.assert(
      fc.property(
        validIsrc,
        (code) => cleanIsrc(formatIsrc(code)) === code && isValidIsrc(formatIsrc(code)),
      ),
    );
  });
  it('formatIsrc never throws', () => {
    fc.assert(fc.property(fc.string(), (s) => typeof formatIsrc(s) === 'string'));
  });
});
