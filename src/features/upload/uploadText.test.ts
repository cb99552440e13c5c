import { describe, expect, it } from 'vitest';
import { formatBytes } from './uploadText';

// The drawer (formatBytes) and the list (SizeCell) once divided by 1024² and by 10⁶: 3.3 MB in one,
// 3.5 MB in the other, and a 43 KB cover read "0 MB".
describe('formatBytes', () => {
  it('shows a small cover in KB and a large file in decimal MB', () => {
    expect(formatBytes({ locale: 'en' }, 43_210)).toBe('43 KB');
    expect(formatBytes({ locale: 'zh-Hans' }, 3_456_789)).toBe('3.5 MB');
  });
});
