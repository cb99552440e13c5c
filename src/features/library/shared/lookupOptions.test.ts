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

  it('names languages and genres in the page language, and falls back to the code', () => {
    expect(lookupName('displayLanguage', 'zh-Hans', 'en')).toMatch(/Chinese/);
    expect(lookupName('performLanguage', 'yue', 'zh-Hans')).toBe('粤语');
    expect(lookupName('genre', 'pop', 'zh-Hans')).toBe('流行');
    expect(lookupName('genre', 'no-such-genre', 'en')).toBe('no-such-genre');
    expect(lookupName('country', null, 'en')).toBe('');
  });
});
