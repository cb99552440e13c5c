import { describe, expect, it } from 'vitest';
import { lookupName, lookupOptions } from './lookupOptions';

describe('lookup options', () => {
  it('lists countries and regions from countries-list with CLDR names in both languages', () => {
    const zh = lookupOptions('country', 'zh-Hans');
    const en = lookupOptions('country', 'en');
    expect(zh.length).toBeGreaterThan(240);
    expect(zh.some((o) => o.value === 'AC' || o.value === 'TA')).toBe(false);
    expect(zh.find((o) => o.value === 'CN')?.text).toBe('中国');
    expect(zh.find((o) => o.value === 'TW')?.text).toBe('中国台湾');
    expect(en.find((o) => o.value === 'GB')?.text).toBe('United Kingdom');
    // sorted by name in the page's language
    const names = en.map((o) => o.text);
    expect([...names].sort(new Intl.Collator('en').compare)).toEqual(names);
  });

  it.each(['displayLanguage', 'performLanguage'] as const)(
    'lists each %s once, common ones first, the rest by the interface collation',
    (kind) => {
      for (const locale of ['zh-Hans', 'en']) {
        const options = lookupOptions(kind, locale);
        expect(new Set(options.map((o) => o.text)).size, `${kind} ${locale} names`).toBe(
          options.length,
        );
        const common =
          kind === 'displayLanguage'
            ? ['zh-Hans', 'zh-Hant', 'en', 'ja', 'ko']
            : ['zh', 'en', 'ja', 'ko', 'yue'];
        expect(options.slice(0, common.length).map((o) => o.value)).toEqual(common);
        const rest = options.slice(common.length).map((o) => o.text);
        expect(
          [...rest].sort(new Intl.Collator(locale === 'en' ? 'en' : 'zh-Hans-u-co-pinyin').compare),
        ).toEqual(rest);
      }
      const zh = lookupOptions(kind, 'zh-Hans');
      // pinyin: 阿 (a) before 白 (bai) before 中 would be last, were Chinese not among the common ones
      expect(zh.findIndex((o) => o.text === '阿尔巴尼亚语')).toBeLessThan(
        zh.findIndex((o) => o.text === '白俄罗斯语'),
      );
    },
  );

  it('names languages and genres in the page language, and falls back to the code', () => {
    expect(lookupName('displayLanguage', 'zh-Hans', 'en')).toMatch(/Chinese/);
    expect(lookupName('performLanguage', 'yue', 'zh-Hans')).toBe('粤语');
    expect(lookupName('genre', 'pop', 'zh-Hans')).toBe('流行');
    expect(lookupName('genre', 'no-such-genre', 'en')).toBe('no-such-genre');
    expect(lookupName('country', null, 'en')).toBe('');
  });
});
