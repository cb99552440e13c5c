import { describe, expect, it } from 'vitest';
import { fileSizeParts, formatFileSize, megabytesOf } from './fileSize';

describe('formatFileSize', () => {
  it('shows small files in KB, never as 0 MB', () => {
    expect(formatFileSize(43_210, 'en')).toBe('43 KB');
    expect(formatFileSize(43_210, 'zh-Hans')).toBe('43 KB');
    expect(formatFileSize(512, 'en')).toBe('512 B');
    expect(formatFileSize(0, 'en')).toBe('0 B');
  });

  it('uses decimal megabytes, the same figure wherever the file is shown', () => {
    // 3,456,789 bytes: 3.5 MB decimal (it was 3.3 "MB" in a drawer that divided by 1024²)
    expect(formatFileSize(3_456_789, 'en')).toBe('3.5 MB');
    expect(formatFileSize(15_000_000, 'zh-Hans')).toBe('15 MB');
    expect(formatFileSize(1_250_000_000, 'en')).toBe('1.25 GB');
  });

  it('picks the unit after rounding (999,999 bytes is 1 MB, not 1,000 KB)', () => {
    expect(fileSizeParts(999_999)).toEqual({ value: 1, unit: 'MB', fractionDigits: 1 });
    expect(fileSizeParts(999_499)).toEqual({ value: 999, unit: 'KB', fractionDigits: 0 });
  });

  it('groups digits as the interface language does', () => {
    expect(formatFileSize(999_400_000, 'en')).toBe('999.4 MB');
    expect(formatFileSize(-5, 'en')).toBe('0 B');
    expect(formatFileSize(Number.NaN, 'en')).toBe('');
  });

  it('names a limit in the MB its hint prints', () => {
    expect(megabytesOf(15_000_000)).toBe(15);
    expect(megabytesOf(2_500_000)).toBe(2.5);
  });
});
