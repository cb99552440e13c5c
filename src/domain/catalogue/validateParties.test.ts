import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Issue } from './issues';
import { makeCover } from './testing';
import {
  isNameTaken,
  isValidEmail,
  namesOfParty,
  normalizeName,
  validateArtist,
  validatePartyName,
  validateRightsCountry,
  validateRightsHolder,
  validateRightsPercentage,
} from './validateParties';

const codes = (issues: Issue[]) => issues.map((i) => `${i.field}:${i.code}`);

describe('validateRightsPercentage', () => {
  it.each([0, 100, 50, 33.33, 12.5, '12.50', '0.01', '100.00', ' 7 '])('accepts %s', (v) => {
    expect(validateRightsPercentage(v)).toEqual([]);
  });
  it.each([
    [null, 'required'],
    ['', 'required'],
    [-0.01, 'rights-percentage-range'],
    [100.01, 'rights-percentage-range'],
    ['101', 'rights-percentage-range'],
    [33.333, 'rights-percentage-decimals'],
    ['12.345', 'rights-percentage-decimals'],
    ['abc', 'format'],
    ['1e2', 'format'],
    ['-5', 'format'],
    [Number.NaN, 'format'],
  ])('%s -> %s', (v, code) => {
    expect(validateRightsPercentage(v).map((i) => i.code)).toEqual([code]);
  });
  it('every hundredth from 0 to 100 passes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        (n) => validateRightsPercentage(n / 100).length === 0,
      ),
    );
  });
  it('never throws on any string', () => {
    fc.assert(fc.property(fc.string(), (s) => Array.isArray(validateRightsPercentage(s))));
  });
});

describe('rights holders and countries', () => {
  it('holder needs type and name; email optional but valid', () => {
    expect(codes(validateRightsHolder({}))).toEqual(['type:required', 'name:required']);
    expect(codes(validateRightsHolder({ type: 'composer', name: 'A', email: 'nope' }))).toEqual([
      'email:email-format',
    ]);
    expect(validateRightsHolder({ type: 'composer', name: 'A', email: 'a@b.cn' })).toEqual([]);
    expect(validateRightsHolder({ type: 'composer', name: 'A', email: null })).toEqual([]);
  });
  it('country record needs country and share; period in order', () => {
    expect(codes(validateRightsCountry({}))).toEqual([
      'countryCode:required',
      'percentage:required',
    ]);
    expect(
      codes(
        validateRightsCountry({
          countryCode: 'CN',
          percentage: 50,
          periodStart: '2025-01-01',
          periodEnd: '2024-12-31',
        }),
      ),
    ).toEqual(['periodEnd:date-order']);
    expect(
      validateRightsCountry({
        countryCode: 'CN',
        percentage: 50,
        periodStart: '2025-01-01',
        periodEnd: null,
      }),
    ).toEqual([]);
  });
  it.each([
    ['a@b.co', true],
    ['first.last@mail.example.com', true],
    ['a@b', false],
    ['a b@c.d', false],
    ['@c.d', false],
    ['a@.d', false],
  ])('isValidEmail(%s) = %s', (email, ok) => {
    expect(isValidEmail(email)).toBe(ok);
  });
});

describe('validateArtist', () => {
  it('needs name and country', () => {
    expect(codes(validateArtist({}))).toEqual(['name:required', 'countryCode:required']);
  });
  it('checks the avatar: format and size are errors, small is a warning', () => {
    const ok = { name: 'A', countryCode: 'CN' };
    expect(validateArtist({ ...ok, avatar: makeCover({ widthPx: 500, heightPx: 500 }) })).toEqual(
      [],
    );
    const small = validateArtist({ ...ok, avatar: makeCover({ widthPx: 300, heightPx: 300 }) });
    expect(small.map((i) => [i.code, i.severity])).toEqual([['avatar-small', 'warning']]);
    expect(
      codes(
        validateArtist({
          ...ok,
          avatar: makeCover({ sizeBytes: 11 * 1024 * 1024, format: 'bmp', name: 'a.bmp' }),
        }),
      ),
    ).toEqual(['avatar:file-format', 'avatar:file-too-large']);
  });
});

describe('unique names per authorizing party', () => {
  it('normalizes width, case and spaces', () => {
    expect(normalizeName('  Sony   Music ')).toBe('sony music');
    expect(normalizeName('ＡＢＣ')).toBe('abc');
    expect(isNameTaken('sony music', ['Sony  Music'])).toBe(true);
    expect(isNameTaken('Sony Music 2', ['Sony Music'])).toBe(false);
  });
  it('validatePartyName', () => {
    expect(codes(validatePartyName('', []))).toEqual(['name:required']);
    expect(codes(validatePartyName(null, []))).toEqual(['name:required']);
    expect(codes(validatePartyName('x'.repeat(501), []))).toEqual(['name:too-long']);
    expect(codes(validatePartyName('Label', ['label']))).toEqual(['name:name-taken']);
    expect(validatePartyName('Label', ['Other'])).toEqual([]);
  });
  it('namesOfParty keeps the party and leaves out the record itself', () => {
    const records = [
      { id: '1', name: 'A', authorizationCompanyId: 'p1' },
      { id: '2', name: 'B', authorizationCompanyId: 'p1' },
      { id: '3', name: 'C', authorizationCompanyId: 'p2' },
    ];
    expect(namesOfParty(records, 'p1')).toEqual(['A', 'B']);
    expect(namesOfParty(records, 'p1', '1')).toEqual(['B']);
    expect(validatePartyName('C', namesOfParty(records, 'p1'))).toEqual([]);
  });
  it('a name is always taken among names that contain it', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.array(fc.string()), (name, others) =>
        isNameTaken(name, [...others, name]),
      ),
    );
  });
});
