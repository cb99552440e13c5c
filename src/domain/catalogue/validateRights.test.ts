import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Issue } from './issues';
import { validateRightsPercentage } from './validateParties';
import {
  formatRightsPercentage,
  hasRightsHolderErrors,
  parseRightsPercentage,
  RIGHTS_COUNTRIES_FIELD,
  validateRightsHolderEntry,
} from './validateRights';

const codes = (issues: Issue[]) => issues.map((i) => `${i.field}:${i.code}`);
const holder = { type: 'composer', name: '林夏', email: null } as const;

describe('validateRightsHolderEntry', () => {
  it('accepts a holder with one complete country record', () => {
    const check = validateRightsHolderEntry(holder, [{ countryCode: 'CN', percentage: 50.25 }]);
    expect(check).toEqual({ holder: [], countries: [[]] });
    expect(hasRightsHolderErrors(check)).toBe(false);
  });

  it('asks for at least one country record ("{field} incomplete")', () => {
    const check = validateRightsHolderEntry(holder, []);
    expect(check.holder).toEqual([
      {
        field: RIGHTS_COUNTRIES_FIELD,
        code: 'required',
        severity: 'error',
        params: { field: RIGHTS_COUNTRIES_FIELD },
      },
    ]);
    expect(hasRightsHolderErrors(check)).toBe(true);
  });

  it('refuses the same country twice, on the later record only', () => {
    const check = validateRightsHolderEntry(holder, [
      { countryCode: 'CN', percentage: 50 },
      { countryCode: 'US', percentage: 50 },
      { countryCode: 'CN', percentage: 10 },
    ]);
    expect(check.countries.map(codes)).toEqual([[], [], ['countryCode:rights-country-duplicate']]);
  });

  it('judges a typed share as typed', () => {
    const check = (percentage: string) =>
      validateRightsHolderEntry(holder, [
        { countryCode: 'CN', percentage, periodStart: '2026-02-01', periodEnd: '2026-01-01' },
      ]);
    expect(codes(check('100.005').countries[0])).toEqual([
      'percentage:rights-percentage-range',
      'periodEnd:date-order',
    ]);
    expect(codes(check('50.255').countries[0])).toEqual([
      'percentage:rights-percentage-decimals',
      'periodEnd:date-order',
    ]);
    expect(codes(check('50.25').countries[0])).toEqual(['periodEnd:date-order']);
  });

  it('reports each record and the holder apart', () => {
    const check = validateRightsHolderEntry({ type: 'composer', name: '', email: 'x@' }, [
      { countryCode: null, percentage: 100.005 },
    ]);
    expect(codes(check.holder)).toEqual(['name:required', 'email:email-format']);
    expect(codes(check.countries[0])).toEqual([
      'countryCode:required',
      'percentage:rights-percentage-range',
    ]);
  });
});

describe('parseRightsPercentage', () => {
  it.each([
    ['50.25', 50.25],
    [' 12.50 ', 12.5],
    ['100', 100],
    ['0', 0],
    ['+7', 7],
  ])('%s -> %s', (text, n) => expect(parseRightsPercentage(text)).toBe(n));

  it.each(['', 'abc', '1e2', '-5', '50,25', '.5', '5.'])('%s is not a percentage', (text) => {
    expect(parseRightsPercentage(text)).toBeNull();
  });

  it('stores exactly what the user typed for every accepted value (two decimals round-trip)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (hundredths) => {
        const text = (hundredths / 100).toFixed(2);
        const stored = parseRightsPercentage(text);
        return (
          stored !== null &&
          validateRightsPercentage(stored).length === 0 &&
          Math.round(stored * 100) === hundredths
        );
      }),
    );
  });

  it('a typed text the rule accepts always parses, and its stored value passes the rule again', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,3}(\.\d{1,3})?$/), (text) => {
        if (validateRightsPercentage(text).length > 0) return true;
        const stored = parseRightsPercentage(text);
        return (
          stored !== null &&
          validateRightsPercentage(stored).length === 0 &&
          validateRightsPercentage(formatRightsPercentage(stored)).length === 0
        );
      }),
    );
  });

  it('values beyond 100 or with a third decimal are refused by the rule whatever the parse gives', () => {
    expect(validateRightsPercentage('100.005').map((i) => i.code)).toEqual([
      'rights-percentage-range',
    ]);
    expect(validateRightsPercentage('50.255').map((i) => i.code)).toEqual([
      'rights-percentage-decimals',
    ]);
    expect(validateRightsPercentage('50.25')).toEqual([]);
  });
});

describe('formatRightsPercentage', () => {
  it('edits a stored value as plain text', () => {
    expect(formatRightsPercentage(50.25)).toBe('50.25');
    expect(formatRightsPercentage(null)).toBe('');
  });
});
