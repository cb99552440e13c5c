// The real client sync engine against the real sync-server built in-process: devices are Dexie
// databases on fake-indexeddb, the network is a fetch that calls app.inject, with faults injected
// between the two (dropped requests or answers, duplicates, reordering, 5xx, timeouts, kills).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createSession } from '../../sync-server/src/auth/sessions';
import { ENTITY_TABLES } from '../../sync-server/src/sync/tables';
import type { Db } from '../../sync-server/src/db/db';
import { openPgliteFromTemplate } from '../../sync-server/test/pgliteTemplate';
import { createTestApp, type TestApp } from '../../sync-server/test/testApp';
import { createCatalogueRepo, type CatalogueRepo } from '../../src/data/catalogueRepo';
import { openPortalDb, type PortalDb } from '../../src/data/db';
import { createDexieSyncStore } from '../../src/data/local/syncStore';
import { ENTITY_NAMES } from '../../src/domain/catalogue/entities';
import { createSyncEngine, type SyncEngine } from '../../src/sync/engine/engine';
import type { SyncStore } from '../../src/sync/store/model';
import { createFetchTransport } from '../../src/sync/engine/transport';

export async function startServer(): Promise<TestApp> {
  return createTestApp(await openPgliteFromTemplate());
}

export interface Partner {
  orgId: string;
  userId: string;
  sign: string;
}

/** A fresh organisation with one admin and a session: cheap isolation per test case (no scrypt). */
export async function createPartner(db: Db): Promise<Partner> {
  const { rows: orgs } = await db.query<{ id: string }>(
    `INSERT INTO organisations (name, name_en, account_type) VALUES ($1, $1, 'company') RETURNING id`,
    [`Org ${randomUUID().slice(0, 8)}`],
  );
  const orgId = orgs[0].id;
  const { rows: users } = await db.query<{ id: string }>(
    `INSERT INTO users (org_id, login_name, name, password_hash, roles, account_type)
     VALUES ($1, $2, $2, 'scrypt$0$0$0$x$x', $3, 'company') RETURNING id`,
    [orgId, `user-${randomUUID().slice(0, 8)}`, ['admin']],
  );
  const userId = users[0].id;
  return { orgId, userId, sign: await createSession(db, { userId, ttlHours: 1 }) };
}

let fetchers = 0;

/**
 * A fetch that hands requests to the in-process app, from a client address of its own: a run of
 * the model is one partner's office, not every partner behind one address (the request budget
 * counts per address, http/rateLimit.ts).
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  fetchers += 1;
  const remoteAddress = `10.200.${(fetchers >> 8) & 255}.${fetchers & 255}`;
  return async (input, init) => {
    const url =
      typeof input === 'string'
        ? input
        : input instanceof URL
          ? input.pathname + input.search
          : input.url;
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url,
      headers: init?.headers as Record<string, string> | undefined,
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress,
    });
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? '') },
    });
  };
}

export interface Device {
  name: string;
  db: PortalDb;
  repo: CatalogueRepo;
  store: SyncStore;
  engine(fetchFn: typeof fetch, timeoutMs?: number): SyncEngine;
  close(): Promise<void>;
}

export async function openDevice(name: string, partner: Partner): Promise<Device> {
  const db = openPortalDb(`device-${name}-${randomUUID()}`);
  await db.session.bulkPut([
    { key: 'token', value: partner.sign, savedAt: 0 },
    { key: 'userInfo', value: { id: partner.userId }, savedAt: 0 },
    { key: 'language', value: 'en', savedAt: 0 },
  ]);
  const store = createDexieSyncStore(db);
  return {
    name,
    db,
    store,
    repo: createCatalogueRepo(db),
    engine: (fetchFn, timeoutMs) =>
      createSyncEngine({
        store,
        transport: createFetchTransport({
          fetchFn,
          getSession: () => store.readSession(),
          timeoutMs,
        }),
      }),
    close: () => db.delete(),
  };
}

/** Records of every entity a device shows, keyed "entity:id". */
export async function visibleRecords(
  device: Device,
): Promise<Map<string, Record<string, unknown>>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const entity of ENTITY_NAMES) {
    for (const record of await device.db.table(entity).toArray())
      out.set(`${entity}:${String(record.id)}`, record as Record<string, unknown>);
  }
  return out;
}

/** The organisation's live records on the server, keyed "entity:id". */
export async function serverRecords(
  db: Db,
  orgId: string,
): Promise<Map<string, Record<string, unknown>>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const [entity, spec] of Object.entries(ENTITY_TABLES)) {
    const { rows } = await db.query<{ data: Record<string, unknown> }>(
      `SELECT data FROM ${spec.table} WHERE org_id = $1 AND deleted_at IS NULL`,
      [orgId],
    );
    for (const row of rows) out.set(`${entity}:${String(row.data.id)}`, row.data);
  }
  return out;
}

/** A stable text of a record set: keys sorted at every level, so equal sets hash equal. */
export function canonical(records: Map<string, Record<string, unknown>>): string {
  const sortKeys = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sortKeys);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  };
  return JSON.stringify(
    [...records.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, sortKeys(v)]),
  );
}
