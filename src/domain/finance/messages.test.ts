import { describe, expect, it } from 'vitest';
import { FINANCE_CODES } from './index';
import suggested from './messages.suggested.json';

const messages: Record<string, { en: string; 'zh-Hans': string }> = suggested;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('finance messages.suggested.json', () => {
  it('has both languages for every code, and nothing else', () => {
    expect(new Set(FINANCE_CODES).size).toBe(FINANCE_CODES.length);
    expect(Object.keys(messages).sort()).toEqual(FINANCE_CODES.map((c) => `finance.${c}`).sort());
    for (const [id, m] of Object.entries(messages)) {
      expect(m.en.trim(), id).not.toBe('');
      expect(m['zh-Hans'].trim(), id).not.toBe('');
      expect(placeholders(m['zh-Hans']), id).toEqual(placeholders(m.en));
    }
  });
});
