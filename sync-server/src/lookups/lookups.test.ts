import { countries, languages } from 'countries-list';
import { describe, expect, it } from 'vitest';
import { ISO_639_1_CODES } from '../../../src/domain/reference/languages';
import { getLookups, regionSources } from './lookups';

const hasHan = (text: string): boolean => /\p{Script=Han}/u.test(text);

describe('lookups from reference data', () => {
  it('lists the 249 ISO 3166-1 countries and regions plus Kosovo, each with a continent', () => {
    const { countries: items } = getLookups();
    expect(items.length).toBe(250);
    expect(regionSources().length).toBe(Object.keys(countries).length - 2);
    const codes = items.map((i) => i.code);
    expect(codes).toEqual([...codes].sort());
    expect(codes).toEqual(expect.arrayContaining(['CN', 'HK', 'MO', 'TW', 'XK', 'US']));
    expect(codes).not.toContain('AC');
    for (const item of items) {
      expect(hasHan(item.nameZh), item.code).toBe(true);
      expect(item.nameEn).not.toBe(item.code);
    }
  });

  it('keeps its ISO 639-1 list equal to the reference list without the deprecated codes', () => {
    const reference = Object.keys(languages).filter((c) => !['mo', 'sh', 'bh'].includes(c));
    expect([...ISO_639_1_CODES].sort()).toEqual(reference.sort());
  });

  it('names every language in both languages', () => {
    const { displayLanguages, performLanguages } = getLookups();
    for (const item of [...displayLanguages, ...performLanguages]) {
      expect(hasHan(item.nameZh), item.code).toBe(true);
      expect(item.nameEn).not.toBe(item.code);
    }
    expect(performLanguages.find((i) => i.code === 'yue')).toMatchObject({
      nameZh: '粤语',
      nameEn: 'Cantonese',
    });
    expect(displayLanguages.find((i) => i.code === 'zh-Hant')).toMatchObject({
      nameZh: '繁体中文',
    });
  });
});
