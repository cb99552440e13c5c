import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCatalogueRepo, type CatalogueRepo } from '../../data/catalogueRepo';
import type { PortalDb } from '../../data/db';
import { createDexieSyncStore } from '../../data/local/syncStore';
import { albumInput, openTestDb } from '../../data/testing';
import type { PushRequest } from '../../domain/sync/protocol';
import { nextUuidV7 } from '../../domain/sync/uuidv7';
import { createSyncEngine, type SyncEngineOptions } from './engine';
import { FakeSyncServer } from './testing';
import { SyncFailure, type SyncTransport } from './transport';

let db: PortalDb;
let repo: CatalogueRepo;
let server: FakeSyncServer;

beforeEach(async () => {
  db = await openTestDb();
  repo = createCatalogueRepo(db);
  server = new FakeSyncServer();
});
afterEach(() => db.delete());

const engineWith = (transport: SyncTransport, extra: Partial<SyncEngineOptions> = {}) =>
  createSyncEngine({ store: createDexieSyncStore(db), transport, ...extra });
const sync = (transport: SyncTransport = server.transport()) => engineWith(transport).syncOnce();
const newAlbum = async (name = 'A') =>
  String((await repo.createRecord('album', albumInput(name))).id);

describe('push', () => {
  it('stores the server copy, drops the op and shows the server record', async () => {
    const id = await newAlbum('Pushed');
    const report = await sync();
    expect(report).toMatchObject({ applied: 1, rejected: 0 });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.album.get(id)).toMatchObject({ name: 'Pushed', version: 1 });
    // nothing pending: the visible record is the server copy, no second copy is kept
    expect(await db.serverRecords.count()).toBe(0);
    expect((await db.syncMeta.get('sync'))?.lastSyncedAt).not.toBeNull();
  });

  it('sends edits of one record in one batch: editing a field twice offline never conflicts with itself', async () => {
    const id = await newAlbum('v0');
    await repo.updateRecord('album', id, { name: 'v1' });
    await repo.updateRecord('album', id, { name: 'v2' });
    const batches: number[] = [];
    await sync(
      server.transport(
        (kind, request) => kind === 'push' && batches.push((request as PushRequest).ops.length),
      ),
    );
    expect(batches).toEqual([3]);
    expect(await db.conflicts.count()).toBe(0);
    expect(server.records.get(id)?.record).toMatchObject({ name: 'v2', version: 3 });
    expect(await db.album.get(id)).toMatchObject({ name: 'v2', version: 3 });
  });

  it('pushes an edit of several records in one request, even when a sync starts as soon as it is committed', async () => {
    const albumId = await newAlbum();
    await sync();
    const batches: string[][] = [];
    const transport = server.transport(
      (kind, request) =>
        kind === 'push' && batches.push((request as PushRequest).ops.map((op) => op.entity)),
    );
    // as the app's sync worker does when a tab says the outbox changed: it looks at once
    const seen: Array<Promise<number>> = [];
    let syncing: Promise<unknown> | null = null;
    const eager = createCatalogueRepo(db, {
      onCommitted: () => {
        seen.push(db.outbox.count());
        syncing ??= engineWith(transport).syncOnce();
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
    await eager.saveRecords([
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
    expect(batches).toEqual([['rightsHolder', 'rightsCountry', 'rightsCountry']]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('turns a refusal into a conflict holding both copies, and shows the server copy again', async () => {
    const id = await newAlbum('Mine');
    await sync();
    server.edit('album', id, { name: 'Theirs' });
    await repo.updateRecord('album', id, { name: 'Local' });
    const reported: [string, string][] = [];
    const report = await engineWith(server.transport(), {
      onError: (context, error) => reported.push([context, (error as Error).message]),
    }).syncOnce();
    expect(report.rejected).toBe(1);
    expect(reported).toEqual([['sync.opRejected', `album update ${id}: conflict`]]);
    const [conflict] = await db.conflicts.toArray();
    expect(conflict).toMatchObject({
      entity: 'album',
      entityId: id,
      reason: 'conflict',
      localCopy: { name: 'Local' },
      serverCopy: { name: 'Theirs', version: 2 },
      op: { kind: 'update', payload: { name: 'Local' } },
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.album.get(id)).toMatchObject({ name: 'Theirs', version: 2 });
  });

  it('resends after a lost answer and gets the stored answers: each op takes effect once', async () => {
    await newAlbum('One');
    await newAlbum('Two');
    let dropped = false;
    const lossy: SyncTransport = {
      push: async (request) => {
        const response = server.push(structuredClone(request));
        if (!dropped) {
          dropped = true;
          throw new SyncFailure('offline');
        }
        return response;
      },
      pull: async (request) => server.pull(request),
    };
    await expect(sync(lossy)).rejects.toMatchObject({ kind: 'offline' });
    expect(await db.outbox.count()).toBe(2);
    await sync(lossy);
    expect(await db.outbox.count()).toBe(0);
    expect(server.log).toHaveLength(2);
  });

  it('survives a worker killed mid-batch: a new engine on the same database finishes the job', async () => {
    await newAlbum('Killed');
    const hung: SyncTransport = {
      push: (request) => {
        server.push(structuredClone(request));
        return new Promise(() => undefined);
      },
      pull: async (request) => server.pull(request),
    };
    void engineWith(hung).syncOnce();
    await new Promise((r) => setTimeout(r, 20));
    expect(await db.outbox.count()).toBe(1);
    await sync();
    expect(await db.outbox.count()).toBe(0);
    expect(server.log).toHaveLength(1);
  });

  it('keeps every op through network failures and 5xx', async () => {
    await newAlbum();
    const down: SyncTransport = {
      push: () => Promise.reject(new SyncFailure('unavailable', { status: 503 })),
      pull: () => Promise.reject(new SyncFailure('offline')),
    };
    await expect(sync(down)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(await db.outbox.count()).toBe(1);
    expect(await db.conflicts.count()).toBe(0);
  });

  it('finds an op the server turns away as a request, makes it a conflict and moves the rest on', async () => {
    const bad = await newAlbum('Bad');
    await newAlbum('Good');
    const sent: number[][] = [];
    const picky = server.transport((kind, request) => {
      if (kind !== 'push') return;
      const ops = (request as PushRequest).ops;
      sent.push(ops.map((op) => op.seq));
      if (ops.some((op) => op.entityId === bad))
        throw new SyncFailure('refused', { status: 422, code: 'badInput' });
    });
    const reported: [string, Error][] = [];
    await engineWith(picky, {
      onError: (context, error) => reported.push([context, error as Error]),
    }).syncOnce();
    expect(
      reported.map(([context, error]) => [
        context,
        error.message,
        (error.cause as SyncFailure).kind,
      ]),
    ).toEqual([['sync.opRefused', `album create ${bad}: badInput`, 'refused']]);
    expect(sent).toEqual([[1, 2], [1], [1]]);
    expect(await db.conflicts.toArray()).toMatchObject([
      { entityId: bad, reason: 'refused', codes: [{ code: 'badInput' }] },
    ]);
    expect(server.lastSeq.values().next().value).toBe(1);
    expect(await db.album.get(bad)).toBeUndefined();
  });

  it('stops on clientTooOld until a newer build runs', async () => {
    await newAlbum();
    const old: SyncTransport = {
      push: () => Promise.reject(new SyncFailure('clientTooOld', { status: 426 })),
      pull: () => Promise.reject(new Error('unused')),
    };
    await expect(sync(old)).rejects.toMatchObject({ kind: 'clientTooOld' });
    expect(await db.syncMeta.get('sync')).toMatchObject({ clientTooOld: true, refusedProtocol: 1 });
    await expect(sync()).rejects.toMatchObject({ kind: 'clientTooOld' });
    await db.syncMeta.update('sync', { refusedProtocol: 0 });
    await sync();
    expect(await db.syncMeta.get('sync')).toMatchObject({ clientTooOld: false });
  });

  it('does nothing without a session', async () => {
    await db.session.delete('token');
    await expect(sync()).rejects.toMatchObject({ kind: 'notlogin' });
  });
});

describe('seq bookkeeping', () => {
  it('detects a lost database: the server counted seqs this device never issued', async () => {
    const meta = await createDexieSyncStore(db).transact((tx) => tx.getMeta());
    server.lastSeq.set(meta.clientId, 5);
    await newAlbum('After the loss');
    await sync();
    expect(await db.syncMeta.get('sync')).toMatchObject({ lostDatabase: true, nextSeq: 7 });
    expect(server.lastSeq.get(meta.clientId)).toBe(6);
    expect(await db.outbox.count()).toBe(0);
    await repo.acknowledgeLostDatabase();
    expect(await db.syncMeta.get('sync')).toMatchObject({ lostDatabase: false, nextSeq: 7 });
  });

  it('resends from the gap when the server expects a seq this device still holds', async () => {
    await newAlbum('1');
    await newAlbum('2');
    await newAlbum('3');
    let first = true;
    const reordering: SyncTransport = {
      // the first request arrives with its first op lost on the way: the server sees a gap
      push: async (request) => {
        const ops = first ? request.ops.slice(1) : request.ops;
        first = false;
        return server.push(structuredClone({ ...request, ops }));
      },
      pull: async (request) => server.pull(request),
    };
    await sync(reordering);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.syncMeta.get('sync')).toMatchObject({ lostDatabase: false, nextSeq: 4 });
    expect(server.log).toHaveLength(3);
  });
});

describe('pull', () => {
  it('rebases pending edits on server changes, pages until done and keeps the cursor', async () => {
    const id = await newAlbum('Base');
    await sync();
    server.edit('album', id, { introduction: 'From the server' });
    for (let i = 0; i < 5; i++)
      server.edit('artist', `00000000-0000-4000-8000-00000000010${i}`, { name: `Artist ${i}` });
    await repo.updateRecord('album', id, { name: 'Local' });
    const pullOnly: SyncTransport = {
      push: () => Promise.reject(new SyncFailure('offline')),
      pull: async (r) => server.pull(r),
    };
    await expect(sync(pullOnly)).rejects.toMatchObject({ kind: 'offline' });
    const engine = engineWith(
      { push: async (r) => server.push(r), pull: async (r) => server.pull(r) },
      { pullLimit: 2 },
    );
    const report = await engine.syncOnce();
    expect(report.pulled).toBeGreaterThanOrEqual(6);
    expect(await db.album.get(id)).toMatchObject({
      name: 'Local',
      introduction: 'From the server',
    });
    expect(await db.artist.count()).toBe(5);
    expect((await db.syncMeta.get('sync'))?.cursor).toBe(server.log.length);
  });

  it('shows a pending edit on top of a pulled change before it is pushed', async () => {
    const id = await newAlbum('Base');
    await sync();
    await repo.updateRecord('album', id, { name: 'Pending' });
    server.edit('album', id, { introduction: 'Pulled' });
    const store = createDexieSyncStore(db);
    const { applyPullPage } = await import('./pullApply');
    await store.transact((tx) =>
      applyPullPage(tx, server.pull({ protocol: 1, clientId: 'x', cursor: 1 })),
    );
    expect(await db.album.get(id)).toMatchObject({
      name: 'Pending',
      introduction: 'Pulled',
      version: 2,
    });
    expect(await db.outbox.count()).toBe(1);
  });

  it('asks for the next page while writing one, and applies the pages in order', async () => {
    for (let i = 0; i < 5; i++)
      server.edit('artist', `00000000-0000-4000-8000-00000000010${i}`, { name: `Artist ${i}` });
    const store = createDexieSyncStore(db);
    // transactions finished when each page was asked for: a serial loop writes page 0 between
    // asking for cursor 0 and cursor 2, a pipelined one asks for cursor 2 first
    let finished = 0;
    const watched: typeof store = {
      ...store,
      transact: (fn) => store.transact(fn).finally(() => (finished += 1)),
    };
    const asked: Array<{ cursor: number; finished: number }> = [];
    const transport: SyncTransport = {
      push: async (r) => server.push(r),
      pull: async (r) => {
        asked.push({ cursor: r.cursor, finished });
        return server.pull(r);
      },
    };
    const report = await createSyncEngine({ store: watched, transport, pullLimit: 2 }).syncOnce();
    expect(report.pulled).toBe(5);
    // each cursor once: no page is asked twice, none is skipped
    expect(asked.map((a) => a.cursor)).toEqual([0, 2, 4]);
    expect(asked[1].finished).toBe(asked[0].finished);
    expect(await db.artist.count()).toBe(5);
    expect((await db.syncMeta.get('sync'))?.cursor).toBe(server.log.length);
  });

  it('ends a first pull on the latest version of a record changed on several pages', async () => {
    const artist = '00000000-0000-4000-8000-000000000100';
    for (let i = 0; i < 5; i++) server.edit('artist', artist, { name: `Name ${i}` });
    server.edit('artist', '00000000-0000-4000-8000-000000000101', { name: 'Other' });
    await engineWith(server.transport(), { pullLimit: 2 }).syncOnce();
    expect(await db.artist.get(artist)).toMatchObject({ name: 'Name 4', version: 5 });
    expect(await db.artist.count()).toBe(2);
    expect(await db.serverRecords.count()).toBe(0);
  });

  it('fails the round when a prefetched page fails, keeping the pages already written', async () => {
    for (let i = 0; i < 5; i++)
      server.edit('artist', `00000000-0000-4000-8000-00000000010${i}`, { name: `Artist ${i}` });
    const transport: SyncTransport = {
      push: async (r) => server.push(r),
      pull: async (r) =>
        r.cursor >= 2 ? Promise.reject(new SyncFailure('offline')) : server.pull(r),
    };
    await expect(engineWith(transport, { pullLimit: 2 }).syncOnce()).rejects.toMatchObject({
      kind: 'offline',
    });
    expect(await db.artist.count()).toBe(2);
    expect((await db.syncMeta.get('sync'))?.cursor).toBe(2);
    await engineWith(server.transport(), { pullLimit: 2 }).syncOnce();
    expect(await db.artist.count()).toBe(5);
  });

  it('starts afresh when another user logs in on this device', async () => {
    await newAlbum('Of user 1');
    await sync();
    await db.session.put({ key: 'userInfo', value: { id: 'user-2' }, savedAt: 0 });
    const before = (await db.syncMeta.get('sync'))?.clientId;
    await sync(new FakeSyncServer().transport());
    expect(await db.album.count()).toBe(0);
    expect(await db.syncMeta.get('sync')).toMatchObject({ ownerUserId: 'user-2' });
    expect((await db.syncMeta.get('sync'))?.clientId).not.toBe(before);
  });
});

describe('kept server copies', () => {
  const pullFrom = async (cursor: number, limit?: number) => {
    const { applyPullPage } = await import('./pullApply');
    const page = server.pull({ protocol: 1, clientId: 'x', cursor, limit });
    return createDexieSyncStore(db).transact((tx) => applyPullPage(tx, page));
  };

  it('keeps the server copy apart while an edit is pending, current under pulls, and drops it once acknowledged', async () => {
    const id = await newAlbum('Base');
    await sync();
    await repo.updateRecord('album', id, { name: 'Pending' });
    expect(await db.serverRecords.get(['album', id])).toMatchObject({
      version: 1,
      record: { name: 'Base' },
    });
    server.edit('album', id, { introduction: 'Pulled' });
    await pullFrom(1);
    expect(await db.serverRecords.get(['album', id])).toMatchObject({
      version: 2,
      record: { name: 'Base', introduction: 'Pulled' },
    });
    expect(await db.album.get(id)).toMatchObject({ name: 'Pending', introduction: 'Pulled' });
    await sync();
    expect(await db.album.get(id)).toMatchObject({
      name: 'Pending',
      introduction: 'Pulled',
      version: 3,
    });
    expect(await db.serverRecords.count()).toBe(0);
  });

  it('keeps an empty copy for a record the server does not know yet, and drops it with a discarded conflict', async () => {
    server.refuse = () => 'invalid';
    const id = await newAlbum('Refused');
    expect(await db.serverRecords.get(['album', id])).toMatchObject({ version: 0, record: null });
    await sync();
    const [conflict] = await db.conflicts.toArray();
    await repo.discardConflict(conflict.id);
    expect(await db.album.get(id)).toBeUndefined();
    expect(await db.serverRecords.count()).toBe(0);
  });

  it('never moves a record back to an older version, whether the newer one is visible or a tombstone', async () => {
    const kept = '00000000-0000-4000-8000-000000000200';
    const gone = '00000000-0000-4000-8000-000000000201';
    server.edit('artist', kept, { name: 'v1' });
    server.edit('artist', gone, { name: 'Soon gone' });
    server.edit('artist', kept, { name: 'v2' });
    server.remove('artist', gone);
    await sync();
    expect(await db.serverRecords.get(['artist', gone])).toMatchObject({
      version: 2,
      record: null,
    });
    // an old page applied late (a page answered twice): versions 1 of both
    await pullFrom(0, 2);
    expect(await db.artist.get(kept)).toMatchObject({ name: 'v2', version: 2 });
    expect(await db.artist.get(gone)).toBeUndefined();
  });

  it('reads the versions of records stored before a first pull', async () => {
    const id = await newAlbum('Pushed first');
    const offlinePull = (kind: string) => {
      if (kind === 'pull') throw new SyncFailure('offline');
    };
    await expect(sync(server.transport(offlinePull))).rejects.toMatchObject({ kind: 'offline' });
    await repo.updateRecord('album', id, { name: 'Later' });
    await expect(sync(server.transport(offlinePull))).rejects.toMatchObject({ kind: 'offline' });
    expect((await db.syncMeta.get('sync'))?.cursor).toBe(0);
    // the first pull's first page holds version 1 only; the second page never comes
    const firstPageOnly: SyncTransport = {
      push: async (r) => server.push(r),
      pull: async (r) =>
        r.cursor === 0 ? server.pull(r) : Promise.reject(new SyncFailure('offline')),
    };
    await expect(engineWith(firstPageOnly, { pullLimit: 1 }).syncOnce()).rejects.toMatchObject({
      kind: 'offline',
    });
    expect(await db.album.get(id)).toMatchObject({ name: 'Later', version: 2 });
  });
});

describe('refusals that are not about an op', () => {
  it('waits out a 404 or 403 of the whole request instead of failing the ops', async () => {
    await newAlbum('Kept');
    for (const status of [404, 403, 400]) {
      const misrouted: SyncTransport = {
        push: () => Promise.reject(new SyncFailure('refused', { status })),
        pull: () => Promise.reject(new SyncFailure('offline')),
      };
      await expect(sync(misrouted)).rejects.toMatchObject({ kind: 'refused', status });
    }
    expect(await db.outbox.count()).toBe(1);
    expect(await db.conflicts.count()).toBe(0);
  });
});
