// The real client engine (Dexie on fake-indexeddb) against the real sync-server in-process: the
// scenarios a user lives through, one by one. The randomized model is clientModel.test.ts.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, call } from '../../sync-server/test/client';
import { seedAlbum } from '../../sync-server/test/syncFixtures';
import { baseUrlOf } from '../../sync-server/test/sse';
import type { TestApp } from '../../sync-server/test/testApp';
import { createCatalogueRepo } from '../../src/data/catalogueRepo';
import { SYNC_PATHS } from '../../src/domain/sync/paths';
import type { PushRequest } from '../../src/domain/sync/protocol';
import { nextUuidV7 } from '../../src/domain/sync/uuidv7';
import { flushUnderLock, type LockManagerLike } from '../../src/sync/engine/backgroundFlush';
import { createSyncEngine } from '../../src/sync/engine/engine';
import { watchPokes } from '../../src/sync/engine/events';
import { createFetchTransport } from '../../src/sync/engine/transport';
import {
  canonical,
  createPartner,
  injectFetch,
  openDevice,
  serverRecords,
  startServer,
  visibleRecords,
  type Partner,
} from './clientHarness';

const REVIEW = '/api/backoffice/album/review.json';
let server: TestApp;
let fetchFn: typeof fetch;
let staffSign: string;

beforeAll(async () => {
  server = await startServer();
  fetchFn = injectFetch(server.app);
  staffSign = (await login(server.app, 'demo-staff', 'Demo-Staff-2026')).sign;
});
afterAll(() => server.close());

const album = (partner: Partner, name: string) => ({
  name,
  authorizationCompanyId: partner.orgId,
  displayLanguage: 'zh-hans',
});

describe('client engine against the sync-server', () => {
  it('syncs offline edits from one device to another and converges with the server', async () => {
    const partner = await createPartner(server.db);
    const [a, b] = [await openDevice('a', partner), await openDevice('b', partner)];
    const created = await a.repo.createRecord('album', album(partner, 'Offline album'));
    const id = String(created.id);
    await a.repo.updateRecord('album', id, { name: 'Renamed once' });
    await a.repo.updateRecord('album', id, { name: 'Renamed twice' });
    const track = await a.repo.createRecord('track', {
      name: 'Song',
      albumId: id,
      authorizationCompanyId: partner.orgId,
      displayLanguage: 'zh-hans',
    });
    expect(await a.db.outbox.count()).toBe(4);

    expect(await a.engine(fetchFn).syncOnce()).toMatchObject({ applied: 4, rejected: 0 });
    await b.engine(fetchFn).syncOnce();
    expect(await b.db.album.get(id)).toMatchObject({
      name: 'Renamed twice',
      version: 3,
      reviewStatus: 10,
    });
    expect(await b.db.track.get(String(track.id))).toMatchObject({ albumId: id, version: 1 });
    const hashes = [
      canonical(await visibleRecords(a)),
      canonical(await visibleRecords(b)),
      canonical(await serverRecords(server.db, partner.orgId)),
    ];
    expect(new Set(hashes).size).toBe(1);
    await Promise.all([a.close(), b.close()]);
  });

  it('turns an edit of a pending album into a locked conflict with both copies, and lets the user re-apply or discard', async () => {
    const partner = await createPartner(server.db);
    const { album: seeded } = await seedAlbum(server.db, partner.orgId, { reviewStatus: 11 });
    const device = await openDevice('locked', partner);
    await device.engine(fetchFn).syncOnce();
    await device.repo.updateRecord('album', seeded.id, { name: 'Sneaky rename' });
    expect(await device.engine(fetchFn).syncOnce()).toMatchObject({ rejected: 1 });
    const [conflict] = await device.db.conflicts.toArray();
    expect(conflict).toMatchObject({
      reason: 'locked',
      localCopy: { name: 'Sneaky rename' },
      serverCopy: { id: seeded.id, reviewStatus: 11, name: 'Album' },
    });
    expect(await device.db.album.get(seeded.id)).toMatchObject({ name: 'Album' });

    await device.repo.reapplyConflict(conflict.id);
    await device.engine(fetchFn).syncOnce();
    const conflicts = await device.db.conflicts.toArray();
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0].id).not.toBe(conflict.id);
    await device.repo.discardConflict(conflicts[0].id);
    expect(await device.db.conflicts.count()).toBe(0);
    expect(await device.db.album.get(seeded.id)).toMatchObject({ name: 'Album', reviewStatus: 11 });
    await device.close();
  });

  it('follows the review flow: submit, approval by the back office, modification', async () => {
    const partner = await createPartner(server.db);
    const { album: seeded } = await seedAlbum(server.db, partner.orgId, { reviewStatus: 10 });
    const device = await openDevice('review', partner);
    await device.engine(fetchFn).syncOnce();
    await device.repo.runAlbumCommand(seeded.id, 'submitForReview');
    expect(await device.db.album.get(seeded.id)).toMatchObject({ reviewStatus: 11 });
    await device.engine(fetchFn).syncOnce();
    for (const stage of ['content', 'opSp']) {
      const approved = await call(server.app, REVIEW, {
        sign: staffSign,
        json: { orgId: partner.orgId, albumId: seeded.id, action: 'approve', stage },
      });
      expect(approved.status).toBe(200);
    }
    await device.engine(fetchFn).syncOnce();
    expect(await device.db.album.get(seeded.id)).toMatchObject({ reviewStatus: 12 });
    await device.repo.runAlbumCommand(seeded.id, 'startModification');
    await device.repo.updateRecord('album', seeded.id, { introduction: 'New words' });
    expect(await device.engine(fetchFn).syncOnce()).toMatchObject({ applied: 2, rejected: 0 });
    expect(await device.db.album.get(seeded.id)).toMatchObject({
      reviewStatus: 14,
      introduction: 'New words',
    });
    await device.close();
  });

  it('stops as clientTooOld on 426 and pauses on a refused session, keeping every op', async () => {
    const partner = await createPartner(server.db);
    const device = await openDevice('old', partner);
    await device.repo.createRecord('album', album(partner, 'Waiting'));
    const transport = createFetchTransport({
      fetchFn,
      getSession: () => device.store.readSession(),
    });
    const old = createSyncEngine({ store: device.store, transport, protocol: 0 });
    await expect(old.syncOnce()).rejects.toMatchObject({ kind: 'clientTooOld' });
    expect(await device.db.syncMeta.get('sync')).toMatchObject({ clientTooOld: true });
    await device.db.syncMeta.update('sync', { clientTooOld: false });
    await device.db.session.put({ key: 'token', value: 'revoked-or-unknown', savedAt: 0 });
    await expect(device.engine(fetchFn).syncOnce()).rejects.toMatchObject({ kind: 'notlogin' });
    expect(await device.db.outbox.count()).toBe(1);
    await device.close();
  });

  it('pushes an edit of several records in one request when a sync starts at its commit, and the server applies all of it', async () => {
    const partner = await createPartner(server.db);
    const device = await openDevice('several', partner);
    const albumId = String((await device.repo.createRecord('album', album(partner, 'Rights'))).id);
    await device.engine(fetchFn).syncOnce();
    const pushes: number[] = [];
    const counting: typeof fetch = async (input, init) => {
      if (String(input).endsWith(SYNC_PATHS.push))
        pushes.push((JSON.parse(String(init?.body)) as PushRequest).ops.length);
      return fetchFn(input, init);
    };
    // as the app's sync worker does when told the outbox changed: it looks at once
    const seen: Array<Promise<number>> = [];
    let syncing: Promise<unknown> | null = null;
    const repo = createCatalogueRepo(device.db, {
      onCommitted: () => {
        seen.push(device.db.outbox.count());
        syncing ??= device.engine(counting).syncOnce();
      },
    });
    const holderId = nextUuidV7();
    const country = (countryCode: string) => ({
      rightsHolderId: holderId,
      albumId,
      countryCode,
      percentage: 50,
      opInfo: null,
      spInfo: null,
      periodStart: null,
      periodEnd: null,
    });
    await repo.saveRecords([
      {
        kind: 'create',
        entity: 'rightsHolder',
        record: {
          id: holderId,
          albumId,
          trackId: null,
          type: 'composer',
          name: '林夏',
          email: null,
        },
      },
      { kind: 'create', entity: 'rightsCountry', record: country('CN') },
      { kind: 'create', entity: 'rightsCountry', record: country('HK') },
    ]);
    expect(await Promise.all(seen)).toEqual([3]);
    expect(await syncing).toMatchObject({ applied: 3, rejected: 0 });
    expect(pushes).toEqual([3]);
    const stored = [...(await serverRecords(server.db, partner.orgId)).keys()].filter((key) =>
      key.startsWith('rights'),
    );
    expect(stored.map((key) => key.split(':')[0]).sort()).toEqual([
      'rightsCountry',
      'rightsCountry',
      'rightsHolder',
    ]);
    await device.close();
  });

  it('flushes the outbox from the service worker only when no tab holds the lock', async () => {
    const partner = await createPartner(server.db);
    const device = await openDevice('sw', partner);
    await device.repo.createRecord('album', album(partner, 'Background'));
    const held: LockManagerLike = { request: (_name, _options, callback) => callback(null) };
    const free: LockManagerLike = {
      request: (_name, _options, callback) => callback({ name: 'portal-sync' }),
    };
    expect(await flushUnderLock(held, device.engine(fetchFn))).toBe('busy');
    expect(await device.db.outbox.count()).toBe(1);
    expect(await flushUnderLock(free, device.engine(fetchFn))).toBe('synced');
    expect(await device.db.outbox.count()).toBe(0);
    await device.close();
  });

  it('is poked through the event stream when another device pushes', async () => {
    const partner = await createPartner(server.db);
    const baseUrl = await baseUrlOf(server.app);
    const pokes: number[] = [];
    const watcher = watchPokes({
      fetchFn: (input, init) => fetch(input, init),
      baseUrl,
      getToken: async () => partner.sign,
      onPoke: (seq) => pokes.push(seq),
    });
    const device = await openDevice('poker', partner);
    await device.repo.createRecord('album', album(partner, 'Poke'));
    await device.engine(fetchFn).syncOnce();
    const deadline = Date.now() + 5000;
    while (!pokes.some((seq) => seq > 0) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    watcher.stop();
    expect(pokes.some((seq) => seq > 0)).toBe(true);
    await device.close();
  });
});
