// Every DDEX code the UI may show has its message in both catalogues, with the same placeholders.
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import zhHans from '../../i18n/locales/zh-Hans.json';
import { DDEX_DIFF_CODES, DDEX_DIFF_FIELDS, DDEX_PROBLEM_CODES } from './codes';

const catalogues: Record<string, Record<string, string>> = { en, 'zh-Hans': zhHans };
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
const ids = [
  ...DDEX_PROBLEM_CODES.map((c) => `ddex.problem.${c}`),
  ...DDEX_DIFF_CODES.map((c) => `ddex.diff.${c}`),
  ...DDEX_DIFF_FIELDS.map((f) => `ddex.field.${f}`),
];

describe('DDEX messages', () => {
  it('exist in both catalogues for every code and field, and nothing else', () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      expect(
        ids.filter((id) => !catalogue[id]?.trim()),
        language,
      ).toEqual([]);
      expect(
        Object.keys(catalogue).filter((id) => id.startsWith('ddex.') && !ids.includes(id)),
        language,
      ).toEqual([]);
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const id of ids)
      expect(placeholders(zhHans[id as keyof typeof zhHans] ?? ''), id).toEqual(
        placeholders(en[id as keyof typeof en] ?? ''),
      );
  });
});
