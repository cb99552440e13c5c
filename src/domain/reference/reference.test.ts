import { describe, expect, it } from 'vitest';
import { ARTIST_TYPES, ARTIST_TYPE_CODES, isArtistTypeCode } from './artistTypes';
import { CONTINENTS, CONTINENT_CODES, isContinentCode } from './continents';
import { buildNamedItems, createNameResolver } from './displayNames';
import { GENRES, isGenreCode } from './genres';
import {
  DISPLAY_LANGUAGE_CODES,
  ISO_639_1_CODES,
  PERFORM_LANGUAGE_CODES,
  buildPerformLanguageItems,
} from './languages';
import { buildRegionItems } from './regions';
import { ROLE_NAMES } from './roleNames';
import { ROLE_CODES } from '../roles';

const hasHan = (text: string): boolean => /\p{Script=Han}/u.test(text);

describe('reference lists', () => {
  it('has a real genre list with stable unique codes and Chinese names', () => {
    expect(GENRES.length).toBeGreaterThanOrEqual(40);
    const codes = GENRES.map((g) => g.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const g of GENRES) {
      expect(g.code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(hasHan(g.nameZh), g.code).toBe(true);
      expect(g.nameEn.length).toBeGreaterThan(1);
    }
    expect(isGenreCode('pop')).toBe(true);
    expect(isGenreCode('Pop')).toBe(false);
  });

  it('has the six artist types and seven continents of the spec', () => {
    expect(ARTIST_TYPES.map((t) => t.code)).toEqual([...ARTIST_TYPE_CODES]);
    expect(isArtistTypeCode('band')).toBe(true);
    expect(isArtistTypeCode('duo')).toBe(false);
    expect(CONTINENTS.map((c) => c.code)).toEqual([...CONTINENT_CODES]);
    expect(isContinentCode('OC')).toBe(true);
    for (const item of [...ARTIST_TYPES, ...CONTINENTS]) expect(hasHan(item.nameZh)).toBe(true);
  });

  it('names every role in both languages', () => {
    for (const role of ROLE_CODES) {
      expect(hasHan(ROLE_NAMES[role].nameZh)).toBe(true);
      expect(ROLE_NAMES[role].nameEn).not.toBe('');
    }
  });

  it('splits Chinese by script for display and adds Cantonese and instrumental for performance', () => {
    expect(ISO_639_1_CODES.length).toBe(182);
    expect(DISPLAY_LANGUAGE_CODES.slice(0, 2)).toEqual(['zh-Hans', 'zh-Hant']);
    expect(DISPLAY_LANGUAGE_CODES).not.toContain('zh');
    expect(PERFORM_LANGUAGE_CODES).toEqual(expect.arrayContaining(['zh', 'yue', 'zxx']));
    const perform = buildPerformLanguageItems();
    expect(perform.find((l) => l.code === 'zxx')?.nameEn).toBe('Instrumental (no vocals)');
    expect(perform.find((l) => l.code === 'ja')).toEqual({
      code: 'ja',
      nameZh: '日语',
      nameEn: 'Japanese',
    });
  });

  it('builds sorted regions with their continent and the product wording', () => {
    const items = buildRegionItems([
      { code: 'TW', continent: 'AS' },
      { code: 'DE', continent: 'EU' },
    ]);
    expect(items).toEqual([
      { code: 'DE', nameZh: '德国', nameEn: 'Germany', continent: 'EU' },
      { code: 'TW', nameZh: '中国台湾', nameEn: 'Taiwan', continent: 'AS' },
    ]);
  });

  it('falls back to the code for a name CLDR does not know, and lets overrides win', () => {
    const resolve = createNameResolver('language');
    expect(buildNamedItems(['qaa'], resolve)[0].nameEn).toBe('qaa');
    expect(buildNamedItems(['fr'], resolve, { fr: { nameZh: '法', nameEn: 'F' } })[0]).toEqual({
      code: 'fr',
      nameZh: '法',
      nameEn: 'F',
    });
  });
});
