import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { nextUuidV7 } from '../../domain/sync/uuidv7';
import type { UserInfo } from '../../domain/api';
import { createSyncEngine } from '../../sync/engine/engine';
import { FakeSyncServer } from '../../sync/engine/testing';
import { createCatalogueRepo } from '../catalogueRepo';
import { db } from '../db';
import { claimDeviceFor, clearSession, saveSession } from '../sessionRepo';
import { albumInput } from '../testing';
import { createDexieRequestQueue, queueRequest, requestsAbout } from './requestQueue';
import { createDexieSyncStore } from './syncStore';

const ALBUM = '0190a000-0000-7000-8000-000000000001';

const logIn = (userId: string) =>
  saveSession({ token: `token-${userId}`, userInfo: { id: userId } as UserInfo });

/** One sync round on the page's database, recording the queued requests the server receives. */
async function syncRound(server: FakeSyncServer) {
  const sent: unknown[] = [];
  const transport = server.transport();
  await createSyncEngine({
    store: createDexieSyncStore(db),
    requests: createDexieRequestQueue(db),
    transport: {
      ...transport,
      async request(_url, body) {
        sent.push(body);
        return {};
      },
    },
  }).syncOnce();
  return sent;
}

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  await logIn('u1');
  // the first round claims the device for u1, as the worker does right after a login
  await syncRound(new FakeSyncServer());
  await createCatalogueRepo(db).createRecord('album', albumInput('Unsent'));
  await queueRequest(db, {
    id: nextUuidV7(),
    kind: 'albumDistribute',
    body: { albumId: ALBUM, channelIds: 'all' },
    decidedOn: { albumVersion: 1 },
    subjectId: ALBUM,
  });
});

describe('unsent work at logout', () => {
  it('keeps the queued requests and the outbox, and sends them at the same user next login', async () => {
    await clearSession();
    expect(await requestsAbout(db, ALBUM)).toHaveLength(1);
    expect(await db.outbox.count()).toBe(1);
    await logIn('u1');
    const server = new FakeSyncServer();
    expect(await syncRound(server)).toHaveLength(1);
    expect(server.records.size).toBe(1);
    expect(await requestsAbout(db, ALBUM)).toEqual([]);
  });

  it('drops them unsent when another user logs in on the device first', async () => {
    await clearSession();
    await logIn('u2');
    const server = new FakeSyncServer();
    expect(await syncRound(server)).toEqual([]);
    expect(server.records.size).toBe(0);
    expect(await requestsAbout(db, ALBUM)).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('is gone before the next user’s screens read the device, not at the worker’s first round', async () => {
    await clearSession();
    expect(await db.table('album').count()).toBe(1);
    // what a login does once the server has confirmed the user, before any private screen renders
    expect(await claimDeviceFor('u2')).toBe(true);
    expect(await db.table('album').count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await requestsAbout(db, ALBUM)).toEqual([]);
    // the worker then finds the device already the new user's: nothing more is dropped or sent
    await logIn('u2');
    const server = new FakeSyncServer();
    expect(await syncRound(server)).toEqual([]);
    expect(server.records.size).toBe(0);
  });

  it('keeps everything when the same user, or the first one on the device, logs in', async () => {
    await clearSession();
    expect(await claimDeviceFor('u1')).toBe(false);
    expect(await db.outbox.count()).toBe(1);
    expect(await requestsAbout(db, ALBUM)).toHaveLength(1);
    await Promise.all(db.tables.map((t) => t.clear()));
    expect(await claimDeviceFor('u3')).toBe(false);
  });
});
