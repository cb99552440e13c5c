import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCatalogueRepo } from './catalogueRepo';
import { readSyncCounters } from './catalogueQueries';
import type { PortalDb } from './db';
import { albumInput, openTestDb } from './testing';

let db: PortalDb;

beforeEach(async () => {
  db = await openTestDb();
  // only the clock the ops are stamped with: fake-indexeddb schedules with real timers
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(async () => {
  vi.useRealTimers();
  await db.delete();
});

describe('readSyncCounters', () => {
  it('says when the op waiting longest was queued, following the head of the outbox', async () => {
    const repo = createCatalogueRepo(db);
    expect(await readSyncCounters(db)).toMatchObject({ pending: 0, oldestPendingAt: null });

    vi.setSystemTime(new Date('2026-03-01T09:00:00.000Z'));
    const album = await repo.createRecord('album', albumInput('First'));
    vi.setSystemTime(new Date('2026-03-01T09:30:00.000Z'));
    await repo.updateRecord('album', String(album.id), { name: 'Second' });
    expect(await readSyncCounters(db)).toMatchObject({ pending: 2, oldestPendingAt: '2026-03-01T09:00:00.000Z' });

    // the first op was sent: the next one is now the oldest
    const [first] = await db.outbox.orderBy('seq').toArray();
    await db.outbox.delete(first.opId);
    expect(await readSyncCounters(db)).toMatchObject({ pending: 1, oldestPendingAt: '2026-03-01T09:30:00.000Z' });
  });
});
