// The server suite's global setup: one PostgreSQL cluster and template for the whole run (an
// initdb, a start and a seeded template cost seconds; each file used to pay them), stopped at the end.
import type { TestProject } from 'vitest/node';
import { postgresAvailable, startTempCluster } from './postgresCluster';
import { createPostgresTemplate } from './sharedPostgres';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // without binaries each file's postgresBackend() skips, or fails under REQUIRE_POSTGRES=1
  if (!postgresAvailable()) return async () => undefined;
  const cluster = await startTempCluster();
  try {
    await createPostgresTemplate(cluster);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  project.provide('postgresPort', cluster.port);
  return () => cluster.stop();
}
