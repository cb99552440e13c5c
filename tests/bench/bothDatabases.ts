// The report, trend and settlement benches measure the same work on both engines in one run: a
// temporary PostgreSQL cluster (when Debian's binaries are there) and PGlite from the test template.
import type { Db } from '../../sync-server/src/db/db';
import { migrate } from '../../sync-server/src/db/migrate';
import { openPostgresDb } from '../../sync-server/src/db/postgres';
import { openPgliteFromTemplate } from '../../sync-server/test/pgliteTemplate';
import { postgresAvailable, startTempCluster } from '../../sync-server/test/postgresCluster';
import type { Figure } from './harness';

export type EngineLabel = 'PostgreSQL' | 'PGlite';

/** Runs `bench` on PostgreSQL (database `name`) and on PGlite; an engine left out runs nothing. */
export async function benchOnBothDatabases(
  name: string,
  bench: (db: Db, label: EngineLabel) => Promise<Figure[]>,
  engines: { postgres: boolean; pglite: boolean } = { postgres: true, pglite: true },
): Promise<Figure[]> {
  const figures: Figure[] = [];
  if (engines.postgres && postgresAvailable()) {
    const cluster = await startTempCluster();
    try {
      const db = openPostgresDb(await cluster.createDatabase(name), 4);
      try {
        await migrate(db);
        figures.push(...(await bench(db, 'PostgreSQL')));
      } finally {
        await db.close();
      }
    } finally {
      await cluster.stop();
    }
  }
  if (engines.pglite) {
    const pglite = await openPgliteFromTemplate();
    try {
      figures.push(...(await bench(pglite, 'PGlite')));
    } finally {
      await pglite.close();
    }
  }
  return figures;
}
