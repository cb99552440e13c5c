import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PortalDb } from '../../data/db';
import {
  createDexieRequestQueue,
  dismissRequest,
  queueRequest,
  requestsAbout,
} from '../../data/local/requestQueue';
import { createDexieSyncStore } from '../../data/local/syncStore';
import { openTestDb } from '../../data/testing';
import { nextUuidV7 } from '../../domain/sync/uuidv7';
import { createSyncEngine } from './engine';
import { sendQueuedRequests } from './sendRequests';
import { FakeSyncServer } from './testing';
import { readSyncAnswer, SyncFailure } from './transport';

let db: PortalDb;
beforeEach(async () => {
  db = await openTestDb({ token: 't', userId: 'u1' });
});
afterEach(() => db.delete());

const ALBUM = '0190a000-0000-7000-8000-000000000001';
const queue = (
  albumVersion: number,
  kind: 'albumDistribute' | 'albumOffShelf' = 'albumDistribute',
) =>
  queueRequest(db, {
    id: nextUuidV7(),
    kind,
    body: { albumId: ALBUM, channelIds: 'all' },
    decidedOn: { albumVersion },
    subjectId: ALBUM,
  });

/** A server stub answering each call by its albumVersion: what the envelope would say. */
function serverAnswering(answer: (body: Record<string, unknown>) => [number, unknown] | 'offline') {
  const calls: Array<{ url: string; body: Record<string, unknown> }> = [];
  const post = async (url: string, body: unknown) => {
    const sent = body as Record<string, unknown>;
    calls.push({ url, body: sent });
    const outcome = answer(sent);
    if (outcome === 'offline') throw new SyncFailure('offline');
    return readSyncAnswer(outcome[0], outcome[1]);
  };
  return { calls, post };
}
const ok: [number, unknown] = [200, { state: true, msg: '', result: {}, code: 0 }];
const conflict: [number, unknown] = [
  409,
  { state: false, msg: 'The album changed', result: null, code: 'albumChanged' },
];

describe('queued business requests', () => {
  it('sends them in the order they were made, with the id as requestId and what they were decided on', async () => {
    const a = await queue(1);
    const b = await queue(2, 'albumOffShelf');
    const server = serverAnswering(() => ok);
    const report = await sendQueuedRequests({
      store: createDexieRequestQueue(db),
      post: server.post,
    });
    expect(report).toEqual({ sent: 2, refused: 0 });
    expect(server.calls).toEqual([
      {
        url: '/api/album/distribute.json',
        body: { albumId: ALBUM, channelIds: 'all', albumVersion: 1, requestId: a.id },
      },
      {
        url: '/api/album/off_shelf.json',
        body: { albumId: ALBUM, channelIds: 'all', albumVersion: 2, requestId: b.id },
      },
    ]);
    expect(await requestsAbout(db, ALBUM)).toEqual([]);
  });

  it('keeps every request queued, in its place, when the network fails, and sends them later', async () => {
    const a = await queue(1);
    const b = await queue(2);
    const down = serverAnswering(() => 'offline');
    await expect(
      sendQueuedRequests({ store: createDexieRequestQueue(db), post: down.post }),
    ).rejects.toMatchObject({ kind: 'offline' });
    // the second was never tried: it must not overtake the first
    expect(down.calls).toHaveLength(1);
    const kept = await requestsAbout(db, ALBUM);
    expect(kept.map((r) => [r.id, r.state, r.attempts, r.lastError])).toEqual([
      [a.id, 'pending', 1, 'offline'],
      [b.id, 'pending', 0, null],
    ]);
    const up = serverAnswering(() => ok);
    await sendQueuedRequests({ store: createDexieRequestQueue(db), post: up.post });
    expect(up.calls.map((c) => c.body.requestId)).toEqual([a.id, b.id]);
    expect(await requestsAbout(db, ALBUM)).toEqual([]);
  });

  it('keeps a 5xx, a 429 and a lost session queued too', async () => {
    for (const [status, code] of [
      [503, 'serverError'],
      [429, 'tooManyRequests'],
      [401, 'notlogin'],
    ] as const) {
      await db.cache.clear();
      await queue(1);
      const server = serverAnswering(() => [status, { state: false, msg: '', result: null, code }]);
      await expect(
        sendQueuedRequests({ store: createDexieRequestQueue(db), post: server.post }),
      ).rejects.toBeInstanceOf(SyncFailure);
      expect((await requestsAbout(db, ALBUM)).map((r) => r.state)).toEqual(['pending']);
    }
  });

  it('turns a refusal into a visible row with the code and the server message, and goes on with the next', async () => {
    const stale = await queue(1);
    const fresh = await queue(2);
    const errors: string[] = [];
    const server = serverAnswering((body) => (body.albumVersion === 1 ? conflict : ok));
    const report = await sendQueuedRequests({
      store: createDexieRequestQueue(db),
      post: server.post,
      onError: (context) => errors.push(context),
    });
    expect(report).toEqual({ sent: 1, refused: 1 });
    expect(errors).toEqual(['sync.requestRefused']);
    const rows = await requestsAbout(db, ALBUM);
    expect(rows).toMatchObject([
      {
        id: stale.id,
        state: 'refused',
        lastError: { status: 409, code: 'albumChanged', msg: 'The album changed' },
      },
    ]);
    expect(rows.map((r) => r.id)).not.toContain(fresh.id);
    // a refused row is never sent again; dismissing it forgets it
    const again = serverAnswering(() => ok);
    await sendQueuedRequests({ store: createDexieRequestQueue(db), post: again.post });
    expect(again.calls).toEqual([]);
    await dismissRequest(db, stale.id);
    expect(await requestsAbout(db, ALBUM)).toEqual([]);
  });

  it('is sent by the sync round after the outbox, and a round offline keeps it', async () => {
    const request = await queue(3);
    const server = new FakeSyncServer();
    const transport = server.transport();
    const sent: unknown[] = [];
    const engine = (online: boolean) =>
      createSyncEngine({
        store: createDexieSyncStore(db),
        requests: createDexieRequestQueue(db),
        transport: {
          ...transport,
          async request(url, body) {
            if (!online) throw new SyncFailure('offline');
            sent.push(body);
            return {};
          },
        },
      });
    await expect(engine(false).syncOnce()).rejects.toMatchObject({ kind: 'offline' });
    expect(await requestsAbout(db, ALBUM)).toHaveLength(1);
    const report = await engine(true).syncOnce();
    expect(report).toMatchObject({ requestsSent: 1, requestsRefused: 0 });
    expect(sent).toEqual([expect.objectContaining({ requestId: request.id })]);
    expect(await requestsAbout(db, ALBUM)).toEqual([]);
  });
});
