// Model test: random runs of two devices editing one organisation's catalogue (create, update and
// delete albums and tracks, submit for review, start a modification, resolve conflicts), the back
// office approving or rejecting (which locks albums), and syncs through a network that drops,
// duplicates, reorders, times out, answers 5xx and kills the worker mid-batch. After each run the
// network heals, both devices sync until quiet, and G1-G5 (modelChecks.ts) must hold.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../../sync-server/test/client';
import { seedAlbum } from '../../sync-server/test/syncFixtures';
import type { TestApp } from '../../sync-server/test/testApp';
import { toNumber } from '../../sync-server/src/sync/records';
import { EditRefusedError } from '../../src/data/catalogueRepo';
import { isTransient } from '../../src/sync/engine/transport';
import {
  canonical,
  createPartner,
  injectFetch,
  openDevice,
  serverRecords,
  startServer,
  visibleRecords,
  type Device,
  type Partner,
} from './clientHarness';
import { FAULTS, FaultyNetwork, type Fault } from './faultyNetwork';
import {
  checkClientOrder,
  checkEveryOpAccounted,
  checkExactlyOnce,
  checkLocksHeld,
  type DeviceLog,
} from './modelChecks';

const RUNS = Number(process.env.MODEL_RUNS ?? 200);
/** actions per run: small runs keep CI fast; MODEL_ACTIONS=40 digs deeper */
const MAX_ACTIONS = Number(process.env.MODEL_ACTIONS ?? 12);
const REVIEW = '/api/backoffice/album/review.json';
/** short, so the `timeout` fault costs little; a slow answer timing out too is just one more fault */
const FAULT_TIMEOUT_MS = 20;
/** the healed network must not fail on a slow machine */
const QUIET_TIMEOUT_MS = 30_000;

type Edit =
  | {
      kind:
        | 'createAlbum'
        | 'createTrack'
        | 'deleteAlbum'
        | 'deleteTrack'
        | 'submit'
        | 'startModification';
      pick: number;
    }
  | { kind: 'updateAlbum'; pick: number; field: 'name' | 'introduction' | 'genreId' }
  | { kind: 'updateTrack'; pick: number; field: 'name' | 'genreId' | 'subTitle' };
type Action =
  | { type: 'edit'; device: number; edit: Edit; value: number }
  | { type: 'sync'; device: number; faults: Fault[] }
  | { type: 'review'; pick: number; approve: boolean }
  | { type: 'resolve'; device: number; pick: number; reapply: boolean };

const pick = fc.nat(7);
const device = fc.constantFrom(0, 1);
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({
    kind: fc.constantFrom(
      'createAlbum',
      'createTrack',
      'deleteAlbum',
      'deleteTrack',
      'submit',
      'startModification',
    ),
    pick,
  }),
  fc.record({
    kind: fc.constant('updateAlbum'),
    pick,
    field: fc.constantFrom('name', 'introduction', 'genreId'),
  }),
  fc.record({
    kind: fc.constant('updateTrack'),
    pick,
    field: fc.constantFrom('name', 'genreId', 'subTitle'),
  }),
) as fc.Arbitrary<Edit>;
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ type: fc.constant('edit'), device, edit, value: fc.nat(3) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('sync'),
      device,
      faults: fc.array(fc.constantFrom(...FAULTS), { maxLength: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('review'), pick, approve: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('resolve'), device, pick, reapply: fc.boolean() }),
  },
) as fc.Arbitrary<Action>;

let server: TestApp;
let staffSign: string;
const stats = new Map<string, number>();
const count = (key: string, n = 1) => stats.set(key, (stats.get(key) ?? 0) + n);

beforeAll(async () => {
  server = await startServer();
  staffSign = (await login(server.app, 'demo-staff', 'Demo-Staff-2026')).sign;
});
afterAll(() => server.close());

interface Run {
  partner: Partner;
  devices: Array<{ log: DeviceLog; net: FaultyNetwork }>;
  backoffice: Set<string>;
}

const sortedIds = async (d: Device, entity: 'album' | 'track') =>
  (await d.db.table(entity).toCollection().primaryKeys()).map(String).sort();
const choose = <T>(items: readonly T[], n: number): T | undefined =>
  items.length === 0 ? undefined : items[n % items.length];

async function applyEdit(run: Run, d: Device, e: Edit, value: number): Promise<void> {
  const albums = await sortedIds(d, 'album');
  const tracks = await sortedIds(d, 'track');
  const albumId = choose(albums, e.pick);
  const trackId = choose(tracks, e.pick);
  const { orgId } = run.partner;
  const text = `v${value}`;
  switch (e.kind) {
    case 'createAlbum':
      return void (await d.repo.createRecord('album', {
        name: `Album ${text}`,
        authorizationCompanyId: orgId,
        displayLanguage: 'zh-hans',
      }));
    case 'createTrack':
      if (albumId)
        await d.repo.createRecord('track', {
          name: `Track ${text}`,
          albumId,
          authorizationCompanyId: orgId,
          displayLanguage: 'zh-hans',
        });
      return;
    case 'updateAlbum':
      if (albumId)
        await d.repo.updateRecord('album', albumId, {
          [e.field]: e.field === 'genreId' ? ['pop', 'rock', 'jazz', 'folk'][value] : text,
        });
      return;
    case 'updateTrack':
      if (trackId)
        await d.repo.updateRecord('track', trackId, {
          [e.field]: e.field === 'genreId' ? ['pop', 'rock', 'jazz', 'folk'][value] : text,
        });
      return;
    case 'deleteAlbum':
      if (albumId) await d.repo.deleteRecord('album', albumId);
      return;
    case 'deleteTrack':
      if (trackId) await d.repo.deleteRecord('track', trackId);
      return;
    case 'submit':
    case 'startModification':
      if (albumId)
        await d.repo.runAlbumCommand(
          albumId,
          e.kind === 'submit' ? 'submitForReview' : 'startModification',
        );
  }
}

/** One sync with the scripted faults; a killed worker is replaced by a new engine on the same database. */
async function syncDevice(
  d: Device,
  net: FaultyNetwork,
  faults: readonly Fault[],
  timeoutMs = FAULT_TIMEOUT_MS,
): Promise<boolean> {
  net.plan(faults);
  for (let attempt = 0; attempt < 3; attempt++) {
    const killed = net.whenKilled();
    const outcome = await Promise.race([
      d
        .engine(net.fetch, timeoutMs)
        .syncOnce()
        .then(
          () => 'ok' as const,
          (error: unknown) => error,
        ),
      killed,
    ]);
    net.clearKillListeners();
    if (outcome === 'ok') return true;
    if (outcome === 'killed') count('engines killed');
    else if (!isTransient(outcome)) throw outcome;
  }
  return false;
}

async function backofficeReview(run: Run, n: number, approve: boolean): Promise<void> {
  const { rows } = await server.db.query<{ id: string }>(
    'SELECT id FROM albums WHERE org_id = $1 AND review_status IN (11, 16) AND deleted_at IS NULL ORDER BY id',
    [run.partner.orgId],
  );
  const albumId = choose(
    rows.map((r) => r.id),
    n,
  );
  if (!albumId) return;
  const orgId = run.partner.orgId;
  if (approve) {
    // content review first; the OP-SP approval below gives 12 (spec section 4)
    const content = await call(server.app, REVIEW, {
      sign: staffSign,
      json: { orgId, albumId, action: 'approve', stage: 'content' },
    });
    if (content.status !== 200) throw new Error(`review refused: ${content.text}`);
  }
  const answer = await call<{ album: { version: number } }>(server.app, REVIEW, {
    sign: staffSign,
    json: approve
      ? { orgId, albumId, action: 'approve', stage: 'opSp' }
      : { orgId, albumId, action: 'reject', reason: 'Cover unclear' },
  });
  if (answer.status !== 200) throw new Error(`review refused: ${answer.text}`);
  run.backoffice.add(`${albumId}:${answer.body.result.album.version}`);
  count(approve ? 'back office approvals' : 'back office rejections');
}

async function resolveConflict(log: DeviceLog, n: number, reapply: boolean): Promise<void> {
  const conflict = choose(await log.device.db.conflicts.orderBy('id').toArray(), n);
  if (!conflict) return;
  log.resolved.add(conflict.opId);
  if (reapply)
    await log.device.repo
      .reapplyConflict(conflict.id)
      .catch((e: unknown) => (e instanceof EditRefusedError ? null : Promise.reject(e)));
  else await log.device.repo.discardConflict(conflict.id);
  count(reapply ? 'conflicts re-applied' : 'conflicts discarded');
}

/** Remembers every op that reached an outbox, in the order the device issued them. */
async function recordIssued(log: DeviceLog): Promise<void> {
  const known = new Set(log.issued.map((op) => op.opId));
  for (const op of await log.device.db.outbox.orderBy('seq').toArray())
    if (!known.has(op.opId)) log.issued.push(op);
}

async function untilQuiet(run: Run): Promise<void> {
  for (const { net } of run.devices) await net.flushHeld();
  for (let round = 0; round < 6; round++) {
    for (const { log, net } of run.devices)
      if (!(await syncDevice(log.device, net, [], QUIET_TIMEOUT_MS)))
        throw new Error('a clean sync failed');
    const { rows } = await server.db.query<{ seq: string | number | null }>(
      'SELECT max(server_seq) AS seq FROM change_log WHERE org_id = $1',
      [run.partner.orgId],
    );
    const latest = rows[0].seq === null ? 0 : toNumber(rows[0].seq);
    const states = await Promise.all(
      run.devices.map(async ({ log }) => [
        await log.device.db.outbox.count(),
        (await log.device.db.syncMeta.get('sync'))?.cursor,
      ]),
    );
    if (states.every(([pending, cursor]) => pending === 0 && cursor === latest)) return;
  }
}

async function runModel(actions: Action[]): Promise<void> {
  const partner = await createPartner(server.db);
  // one draft album to edit and submit, one waiting for review for the back office to decide
  await seedAlbum(server.db, partner.orgId, { reviewStatus: 10, tracks: 1 });
  await seedAlbum(server.db, partner.orgId, { reviewStatus: 11, tracks: 1 });
  const { rows } = await server.db.query<{ seq: string | number }>(
    'SELECT max(server_seq) AS seq FROM change_log WHERE org_id = $1',
    [partner.orgId],
  );
  const seededSeq = toNumber(rows[0].seq);
  const fetchFn = injectFetch(server.app);
  const run: Run = { partner, devices: [], backoffice: new Set() };
  for (const name of ['a', 'b']) {
    const device = await openDevice(name, partner);
    const clientId = await device.store.transact(async (tx) => (await tx.getMeta()).clientId);
    run.devices.push({
      log: { device, clientId, issued: [], resolved: new Set() },
      net: new FaultyNetwork(fetchFn),
    });
  }
  try {
    for (const { log, net } of run.devices) await syncDevice(log.device, net, []);
    for (const a of actions) {
      if (a.type === 'review') await backofficeReview(run, a.pick, a.approve);
      else {
        const { log, net } = run.devices[a.device];
        if (a.type === 'sync') {
          for (const f of a.faults) count(`fault ${f}`);
          await syncDevice(log.device, net, a.faults);
          continue;
        }
        if (a.type === 'resolve') await resolveConflict(log, a.pick, a.reapply);
        else
          await applyEdit(run, log.device, a.edit, a.value).catch((e: unknown) =>
            e instanceof EditRefusedError ? undefined : Promise.reject(e),
          );
        // only edits make ops: an op first seen after a sync would be one the engine made up
        await recordIssued(log);
      }
    }
    await untilQuiet(run);
    const logs = run.devices.map((d) => d.log);
    const errors = [
      ...(await Promise.all(logs.map((log) => checkEveryOpAccounted(server.db, log)))).flat(),
      ...(await checkExactlyOnce(server.db, partner.orgId, logs, seededSeq, run.backoffice)),
      ...(await Promise.all(logs.map((log) => checkClientOrder(server.db, log)))).flat(),
      ...(await checkLocksHeld(server.db, partner.orgId, logs)),
    ];
    const hashes = [
      ...(await Promise.all(logs.map(async (log) => canonical(await visibleRecords(log.device))))),
      canonical(await serverRecords(server.db, partner.orgId)),
    ];
    if (new Set(hashes).size !== 1) errors.push('G4 devices and server differ');
    expect(errors).toEqual([]);
    for (const log of logs) {
      count('ops', log.issued.length);
      for (const c of await log.device.db.conflicts.toArray()) count(`conflicts ${c.reason}`);
    }
  } finally {
    for (const { log } of run.devices) await log.device.close();
  }
}

describe('sync model', () => {
  it(`keeps G1-G5 over ${RUNS} random runs with faults`, { timeout: 600_000 }, async () => {
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: MAX_ACTIONS }), runModel),
      { numRuns: RUNS },
    );
    console.info(
      `sync model: ${RUNS} runs in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      Object.fromEntries([...stats].sort()),
    );
    // the runs must have met what they are about, or the properties held vacuously
    expect(stats.get('engines killed') ?? 0).toBeGreaterThan(0);
    expect(stats.get('conflicts locked') ?? 0).toBeGreaterThan(0);
    expect(stats.get('back office approvals') ?? 0).toBeGreaterThan(0);
  });
});
