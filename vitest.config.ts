import { configDefaults, defineConfig, type UserWorkspaceConfig } from 'vitest/config';
import { catalogues } from './vite.catalogues';

// Three projects: fast unit tests (domain, data, sync, UI pieces: most files in one module cache,
// a few with modules of their own) and the server suite, which builds the Fastify app in-process
// on PGlite and, when present, on PostgreSQL.

/**
 * Unit files that need modules of their own: they replace a module (vi.mock), or read a module's
 * state taken once at its first import (the persistence answer read at start).
 */
const NEEDS_OWN_MODULES = [
  'src/app/sync/startSync.test.ts',
  'src/data/persistenceFlow.test.tsx',
  'src/features/lyrics/rolling/RollingLyricsDialog.test.tsx',
  'src/features/library/accompaniment/AccompanimentDrawer.test.tsx',
  'src/features/sync/status/SyncNotices.test.tsx',
  'src/features/sync/status/SyncStatusIndicator.test.tsx',
];

const unit = {
  include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  environment: 'node',
  setupFiles: ['tests/support/unitSetup.ts'],
  // property tests and form tests take a few hundred ms alone; 5 s (the default) was
  // reached on a two-core machine busy with other builds. Speed is measured in `npm run
  // bench`, not here.
  testTimeout: 15_000,
} satisfies UserWorkspaceConfig['test'];

/**
 * The server suite's longest files (seconds on CI's two cores beside the other jobs, issue 25's
 * runs): a second process runs them beside the rest, as its own CI job, so the suite no longer
 * sets the length of the whole run alone (1,588 s of 1,646 s).
 */
const SERVER_HEAVY = [
  'sync-server/src/accounts/accounts.contract.test.ts', // 363 s
  'tests/integration/clientModel.test.ts', // 324 s
  'sync-server/src/distribution/distribution.contract.test.ts', // 60 s
  'sync-server/src/sync/sync.contract.test.ts', // 40 s
];

const server = {
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
  // one PostgreSQL cluster and template for the whole run of a project (a temp directory and a
  // free port each: the two projects' clusters never meet; sync-server/test/sharedPostgres.ts)
  globalSetup: ['sync-server/test/postgresGlobalSetup.ts'],
} satisfies UserWorkspaceConfig['test'];

export default defineConfig({
  plugins: [catalogues({ precompile: false })],
  test: {
    projects: [
      {
        // extends: the root config's plugins (catalogue parts) apply to the project
        extends: true,
        test: {
          ...unit,
          name: 'unit',
          exclude: [...configDefaults.exclude, ...NEEDS_OWN_MODULES],
          // every file in one module cache (per worker): a file no longer imports React, Fluent
          // and Dexie again. Importing was 687 of the 1,464 s the project took on CI's two cores
          // beside the other jobs (issue 25's runs); alone here it went from minutes to 2. What
          // a file leaves behind is reset after it (tests/support/unitSetup.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...unit, name: 'unit-isolated', include: NEEDS_OWN_MODULES },
      },
      {
        extends: true,
        test: { ...server, name: 'server', exclude: [...configDefaults.exclude, ...SERVER_HEAVY] },
      },
      {
        extends: true,
        test: { ...server, name: 'server-heavy', include: SERVER_HEAVY },
      },
    ],
  },
});
