// Sync figures: a device coming back online with 1,000 queued ops (albums, tracks, artists and
// edits) pushes them in batches of SyncLimits.pushMaxOps through the real push route, in-process.
// Measured on PGlite, and on a throwaway PostgreSQL when its binaries are installed. Each op is
// its own transaction under the organisation lock, so these are per-op costs, not HTTP costs.
// Run alone: `node --import tsx tests/bench/sync.bench.ts`.
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { SyncLimits, type Op } from '../../src/domain/sync/protocol';
import type { Db } from '../../sync-server/src/db/db';
import { migrate } from '../../sync-server/src/db/migrate';
import { openPostgresDb } from '../../sync-server/src/db/postgres';
import { seedDemo } from '../../sync-server/src/demo/seed';
import { login } from '../../sync-server/test/client';
import { withScratchStore } from '../../sync-server/test/demoObjects';
import { openPgliteFromTemplate } from '../../sync-server/test/pgliteTemplate';
import { postgresAvailable, startTempCluster } from '../../sync-server/test/postgresCluster';
import { albumPayload, artistContent, trackPayload } from '../../sync-server/test/records';
import { TestSyncClient } from '../../sync-server/test/syncClient';
import { createTestApp } from '../../sync-server/test/testApp';

const TOTAL_OPS = 1000;

/** 50 albums with 9 tracks each, 250 artists, then 250 track renames: 1,000 ops in seq order. */
function queuedOps(client: TestSyncClient): Op[] {
  const ops: Op[] = [];
  const trackIds: string[] = [];
  for (let a = 0; a < 50; a++) {
    const albumId = randomUUID();
    ops.push(
      client.op('create', {
        entity: 'album',
        entityId: albumId,
        payload: albumPayload({ name: `Bench ${a}` }),
      }),
    );
    for (let t = 0; t < 9; t++) {
      const trackId = randomUUID();
      trackIds.push(trackId);
      const isrc = `CNB${String(a).padStart(2, '0')}26${String(t).padStart(5, '0')}`;
      ops.push(
        client.op('create', {
          entity: 'track',
          entityId: trackId,
          payload: trackPayload(albumId, { isrc, trackNo: t + 1 }),
        }),
      );
    }
  }
  for (let i = 0; i < 250; i++)
    ops.push(
      client.op('create', { entity: 'artist', payload: artistContent({ name: `Artist ${i}` }) }),
    );
  for (const trackId of trackIds.slice(0, 250)) {
    ops.push(
      client.op('update', {
        entity: 'track',
        entityId: trackId,
        baseVersion: 1,
        payload: { name: 'Renamed' },
      }),
    );
  }
  if (ops.length !== TOTAL_OPS) throw new Error(`built ${ops.length} ops`);
  return ops;
}

async function measurePush(db: Db): Promise<{ totalMs: number; opsPerSecond: number }> {
  const t = await createTestApp(db);
  try {
    const { sign } = await login(t.app, 'demo-admin', 'Demo-Admin-2026');
    const client = new TestSyncClient(t.app, sign);
    const ops = queuedOps(client);
    const started = performance.now();
    for (let i = 0; i < ops.length; i += SyncLimits.pushMaxOps) {
      const answer = await client.push(ops.slice(i, i + SyncLimits.pushMaxOps));
      const refused = answer.results.filter((r) => r.status !== 'applied');
      if (refused.length > 0) throw new Error(`bench op refused: ${JSON.stringify(refused[0])}`);
    }
    const totalMs = performance.now() - started;
    return { totalMs: Math.round(totalMs), opsPerSecond: Math.round((TOTAL_OPS / totalMs) * 1000) };
  } finally {
    await t.close();
  }
}

export async function benchSync(): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  const pglite = await measurePush(await openPgliteFromTemplate());
  figures['sync push 1000 ops, PGlite: total ms'] = pglite.totalMs;
  figures['sync push 1000 ops, PGlite: ops/s'] = pglite.opsPerSecond;
  if (postgresAvailable()) {
    const cluster = await startTempCluster();
    try {
      const url = await cluster.createDatabase('bench_sync');
      const setup = openPostgresDb(url, 2);
      await migrate(setup);
      await withScratchStore((store) => seedDemo(setup, store));
      await setup.close();
      const postgres = await measurePush(openPostgresDb(url, 10));
      figures['sync push 1000 ops, PostgreSQL: total ms'] = postgres.totalMs;
      figures['sync push 1000 ops, PostgreSQL: ops/s'] = postgres.opsPerSecond;
    } finally {
      await cluster.stop();
    }
  }
  return figures;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchSync().then(
    (figures) => {
      console.log('\n## Sync (in-process push)');
      for (const [name, value] of Object.entries(figures)) console.log(`- ${name}: ${value}`);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
