import { describe, expect, it } from 'vitest';
import { isLetterOfContract } from './letters';

describe('isLetterOfContract', () => {
  const contract = { authorizationNumber: 'SQ-2026-001' };
  it('matches the authorization number, spaces and case aside', () => {
    expect(isLetterOfContract({ number: 'SQ-2026-001' }, contract)).toBe(true);
    expect(isLetterOfContract({ number: ' sq-2026- 001' }, contract)).toBe(true);
  });
  it('matches nothing else, and nothing for a contract without a number', () => {
    expect(isLetterOfContract({ number: 'SQ-2026-002' }, contract)).toBe(false);
    expect(isLetterOfContract({ number: null }, contract)).toBe(false);
    expect(isLetterOfContract({ number: '' }, { authorizationNumber: '' })).toBe(false);
  });
});
