import { describe, expect, it } from 'vitest';
import { clearQuotaError, reportQuotaError } from '../../data/local/quotaSignal';
import { getLiveSyncState } from './statusStore';

describe('live sync state', () => {
  it("hears the write path's quota signal, even before anyone subscribes, and its clearing", () => {
    expect(getLiveSyncState().quotaError).toBe(false);
    reportQuotaError();
    expect(getLiveSyncState().quotaError).toBe(true);
    clearQuotaError();
    expect(getLiveSyncState().quotaError).toBe(false);
  });
});
