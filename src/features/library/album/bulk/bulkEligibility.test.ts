import { describe, expect, it } from 'vitest';
import { isBulkEligible } from './bulkEligibility';

describe('isBulkEligible', () => {
  it('distributes approved albums not on shelf or failed, only', () => {
    expect(isBulkEligible({ reviewStatus: 12, releaseStatus: 20 }, 'release')).toBe(true);
    expect(isBulkEligible({ reviewStatus: 12, releaseStatus: 27 }, 'release')).toBe(true);
    expect(isBulkEligible({ reviewStatus: 11, releaseStatus: 20 }, 'release')).toBe(false);
    expect(isBulkEligible({ reviewStatus: 12, releaseStatus: 21 }, 'release')).toBe(false);
    expect(isBulkEligible({ reviewStatus: 12, releaseStatus: 22 }, 'release')).toBe(false);
  });

  it('takes albums on shelf off, whatever their review state', () => {
    expect(isBulkEligible({ reviewStatus: 14, releaseStatus: 22 }, 'takedown')).toBe(true);
    expect(isBulkEligible({ reviewStatus: 12, releaseStatus: 26 }, 'takedown')).toBe(true);
    expect(isBulkEligible({ reviewStatus: 12, releaseStatus: 20 }, 'takedown')).toBe(false);
    expect(isBulkEligible({ reviewStatus: 12, releaseStatus: 25 }, 'takedown')).toBe(false);
  });
});
