import { defineConfig } from 'vitest/config';
import { catalogues } from './vite.catalogues';

// Two projects: fast unit tests (domain, data, sync, UI pieces) and the server suite,
// which builds the Fastify app in-process on PGlite and, when present, on PostgreSQL.
export default defineConfig({
  plugins: [catalogues({ precompile: false })],
  test: {
    projects: [
      {
        // extends: the root config's plugins (catalogue parts) apply to the project
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          environment: 'node',
          setupFiles: ['tests/support/unitSetup.ts'],
          // property tests and form tests take a few hundred ms alone; 5 s (the default) was
          // reached on a two-core machine busy with other builds. Speed is measured in `npm run
          // bench`, not here.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['sync-server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // every file in one process, one file at a time: a process per file cost ~6 s of start
          // and imports (77 files). The files share it safely: none sets the environment (but
          // postgresCluster.test.ts, which restores it), mocks a module, fakes timers or listens
          // on a fixed port, and each closes its apps, databases and servers
          isolate: false,
          fileParallelism: false,
          // one PostgreSQL cluster and template for the whole run (sync-server/test/sharedPostgres.ts)
          globalSetup: ['sync-server/test/postgresGlobalSetup.ts'],
        },
      },
    ],
  },
});
