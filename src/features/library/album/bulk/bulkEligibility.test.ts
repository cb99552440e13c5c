import { describe, expect, it } from 'vitest';
import { isBulkEligible } from './bulkEligibility';

const U = '4006381333931';

describe('isBulkEligible', () => {
  it('distributes approved albums not on shelf or failed, only', () => {
    expect(isBulkEligible({ reviewStatus: 12, releaseStatus: 20, upc: U }, 'release')).toBe(true);
    expect(isBulkEligible({ reviewStatus: 12, releaseStatus: 27, upc: U }, 'release')).toBe(true);
    expect(isBulkEligible({ reviewStatus: 11, releaseStatus: 20, upc: U }, 'release')).toBe(false);
    expect(isBulkEligible({ reviewStatus: 12, releaseStatus: 21, upc: U }, 'release')).toBe(false);
    expect(isBulkEligible({ reviewStatus: 12, releaseStatus: 22, upc: U }, 'release')).toBe(false);
  });

  it('leaves out an approved album without UPC: the server would refuse it (albumNoUpc)', () => {
    expect(isBulkEligible({ reviewStatus: 12, releaseStatus: 20, upc: null }, 'release')).toBe(
      false,
    );
    expect(isBulkEligible({ reviewStatus: 12, releaseStatus: 20, upc: ' ' }, 'release')).toBe(
      false,
    );
  });

  it('takes albums on shelf off, whatever their review state', () => {
    expect(isBulkEligible({ reviewStatus: 14, releaseStatus: 22, upc: U }, 'takedown')).toBe(true);
    expect(isBulkEligible({ reviewStatus: 12, releaseStatus: 26, upc: U }, 'takedown')).toBe(true);
    expect(isBulkEligible({ reviewStatus: 12, releaseStatus: 20, upc: U }, 'takedown')).toBe(false);
    expect(isBulkEligible({ reviewStatus: 12, releaseStatus: 25, upc: U }, 'takedown')).toBe(false);
  });
});
