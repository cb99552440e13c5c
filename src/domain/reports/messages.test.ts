import { describe, expect, it } from 'vitest';
import { UNMATCHED_REASONS } from './matchLines';
import { REPORT_FILE_CODES, REPORT_PROBLEM_CODES } from './usageLine';
import suggested from './messages.suggested.json';

const messages: Record<string, { en: string; 'zh-Hans': string }> = suggested;

describe('reports messages.suggested.json', () => {
  it('has both languages for every code the parsers and the matcher return, and nothing else', () => {
    const codes = [...REPORT_PROBLEM_CODES, ...REPORT_FILE_CODES, ...UNMATCHED_REASONS];
    expect(new Set(codes).size).toBe(codes.length);
    expect(Object.keys(messages).sort()).toEqual(codes.map((c) => `reports.${c}`).sort());
    for (const [id, m] of Object.entries(messages)) {
      expect(m.en.trim(), id).not.toBe('');
      expect(m['zh-Hans'].trim(), id).not.toBe('');
    }
  });
});
