import { describe, expect, it } from 'vitest';
import { newSyncMeta } from '../../sync/store/outbox';
import { combineSyncStatus } from './status';
import type { LiveSyncState } from './statusStore';

const live: LiveSyncState = { online: true, phase: 'idle', lastError: null, quotaError: false };
const meta = {
  key: 'sync' as const,
  ...newSyncMeta('u1'),
  lastSyncedAt: '2026-01-01T00:00:00.000Z',
};

describe('sync status', () => {
  it('combines the database counters with the live phase', () => {
    const counters = {
      pending: 3,
      conflicts: 1,
      meta,
      oldestPendingAt: '2026-01-01T00:05:00.000Z',
    };
    expect(combineSyncStatus(counters, { ...live, phase: 'syncing' }, 'bestEffort')).toEqual({
      online: true,
      phase: 'syncing',
      pending: 3,
      oldestPendingAt: '2026-01-01T00:05:00.000Z',
      conflicts: 1,
      lastSyncedAt: '2026-01-01T00:00:00.000Z',
      lostDatabase: false,
      clientTooOld: false,
      quotaError: false,
      lastError: null,
      persistence: 'bestEffort',
    });
  });

  it('shows offline when the browser is, and an error for a client the server refused', () => {
    expect(
      combineSyncStatus(undefined, { ...live, online: false, phase: 'syncing' }),
    ).toMatchObject({
      phase: 'offline',
      pending: 0,
      oldestPendingAt: null,
      persistence: 'checking',
    });
    const refused = { ...meta, clientTooOld: true, refusedProtocol: 1 };
    expect(
      combineSyncStatus({ pending: 0, conflicts: 0, meta: refused, oldestPendingAt: null }, live),
    ).toMatchObject({ phase: 'error', clientTooOld: true, lastError: 'clientTooOld' });
  });
});
