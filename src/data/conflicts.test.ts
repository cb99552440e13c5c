import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSyncEngine } from '../sync/engine/engine';
import { FakeSyncServer } from '../sync/engine/testing';
import { createCatalogueRepo, type CatalogueRepo } from './catalogueRepo';
import type { PortalDb } from './db';
import { createDexieSyncStore } from './local/syncStore';
import { albumInput, openTestDb } from './testing';

let db: PortalDb;
let repo: CatalogueRepo;
let server: FakeSyncServer;
const sync = () => createSyncEngine({ store: createDexieSyncStore(db), transport: server.transport() }).syncOnce();

/** An album this device and the server hold, with a local rename refused as a conflict. */
async function conflicted(): Promise<{ id: string; conflictId: string }> {
  const id = String((await repo.createRecord('album', albumInput('Base'))).id);
  await sync();
  server.edit('album', id, { name: 'Server name', introduction: 'Server intro' });
  await repo.updateRecord('album', id, { name: 'My name' });
  await sync();
  const [conflict] = await db.conflicts.toArray();
  return { id, conflictId: conflict.id };
}

beforeEach(async () => {
  db = await openTestDb();
  repo = createCatalogueRepo(db);
  server = new FakeSyncServer();
});
afterEach(() => db.delete());

describe('conflicts', () => {
  it('re-applies the local copy as a new op on top of the current server record', async () => {
    const { id, conflictId } = await conflicted();
    const opId = await repo.reapplyConflict(conflictId);
    const [op] = await db.outbox.toArray();
    expect(op).toMatchObject({ opId, kind: 'update', baseVersion: 2, payload: { name: 'My name' }, seq: 3 });
    expect(await db.conflicts.count()).toBe(0);
    expect(await db.album.get(id)).toMatchObject({ name: 'My name', introduction: 'Server intro' });
    await sync();
    expect(server.records.get(id)?.record).toMatchObject({ name: 'My name', introduction: 'Server intro', version: 3 });
  });

  it('discards: the record shows the server copy with the remaining pending ops', async () => {
    const { id, conflictId } = await conflicted();
    await repo.updateRecord('album', id, { albumNumber: 'N-1' });
    await repo.discardConflict(conflictId);
    expect(await db.conflicts.count()).toBe(0);
    expect(await db.album.get(id)).toMatchObject({ name: 'Server name', albumNumber: 'N-1', version: 2 });
    expect(await db.outbox.count()).toBe(1);
  });

  it('brings back an edit of a record the server deleted as a new record', async () => {
    const id = String((await repo.createRecord('album', albumInput('Doomed'))).id);
    await sync();
    server.remove('album', id);
    await repo.updateRecord('album', id, { name: 'Still wanted' });
    await sync();
    const [conflict] = await db.conflicts.toArray();
    expect(conflict).toMatchObject({ reason: 'conflict', serverCopy: null, localCopy: { name: 'Still wanted' } });
    await repo.reapplyConflict(conflict.id);
    const [op] = await db.outbox.toArray();
    expect(op).toMatchObject({ kind: 'create', payload: { name: 'Still wanted' } });
    expect(op.entityId).not.toBe(id);
  });

  it('answers null for a conflict that is gone', async () => {
    expect(await repo.reapplyConflict('nope')).toBeNull();
    await expect(repo.discardConflict('nope')).resolves.toBeUndefined();
  });
});
