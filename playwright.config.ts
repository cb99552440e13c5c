import { defineConfig } from '@playwright/test';

// E2E runs in Debian's Chromium against the real sync-server serving the built PWA, on a fresh
// data directory each run (PGlite + local object store, demo organisation seeded at start).
const PORT = Number(process.env.E2E_PORT ?? 4180);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';

// `npm test` runs the suite in three lanes at once, each with its own server, port and data
// directory (scripts/parallel.mts), beside the server suite once the build is done: one lane waits
// on its server and Chromium about half of the time, so three fill CI's two cores without sharing
// a server's mutable state (the demo organisation, the moved clock of the distribution and finance
// specs). The lanes hold about equal shares of the e2e time (measured per spec in a CI run, issue
// 25): `business` the distribution, staff and account specs and the English walk of every route;
// `walk` the Chinese walk, logging in, registration, recovery, help, the settlement flow and the
// upload and batch specs; `library` the rest, and any new spec until it is named here. Without
// E2E_LANE every spec runs.
const BUSINESS_SPECS = [
  'contracts',
  'ddex-import',
  'ddex-package',
  'distribution',
  'distribution-channels',
  'distribution-offline',
  'finance-verify',
  'narrow-screens-en',
  'personal',
  'reports',
  'review-workspace',
  'subject-info',
  'team',
  'trend',
];
const WALK_SPECS = [
  'narrow-screens',
  'finance',
  'auth',
  'register',
  'recovery',
  'prerender',
  'i18n',
  'help-contact',
  'chunk-failure',
  'library-batch',
  'library-clips',
  'upload',
  'upload-restart',
  'upload-s3',
  'player-lyrics',
];
const pattern = (names: string[]) => names.map((name) => `**/${name}.spec.ts`);
const LANES = {
  business: { match: pattern(BUSINESS_SPECS), ignore: [] as string[] },
  walk: { match: pattern(WALK_SPECS), ignore: [] as string[] },
  library: { match: ['**/*.spec.ts'], ignore: pattern([...BUSINESS_SPECS, ...WALK_SPECS]) },
};
const LANE = process.env.E2E_LANE;
if (LANE !== undefined && !(LANE in LANES))
  throw new Error(`E2E_LANE is one of ${Object.keys(LANES).join(', ')}, not ${LANE}`);
const lane = LANE === undefined ? undefined : LANES[LANE as keyof typeof LANES];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: lane?.match ?? '**/*.spec.ts',
  testIgnore: lane?.ignore ?? [],
  // each lane its own: Playwright empties this directory when it starts
  outputDir: process.env.E2E_OUTPUT_DIR ?? (LANE ? `test-results/${LANE}` : 'test-results'),
  // CI's two cores run this lane beside the server suite and the other lanes: a step that takes 3 s
  // on a quiet machine has taken 10 there, so CI waits longer before calling a test stuck (a
  // timeout bounds a hang; speed is measured by `npm run bench`, never by these)
  timeout: process.env.CI ? 90_000 : 60_000,
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  fullyParallel: false,
  workers: 1,
  // one retry under CI shows whether a failure is flaky, and a test that passes only on its retry
  // still fails the run (failOnFlakyTests, guarded by tests/integration/playwrightFlaky.test.ts):
  // a flake is a fault to mend, in the product or in the test, never one to let through. The list
  // reporter names it and scripts/parallel.mts repeats its error lines at the end of the log
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node --import tsx sync-server/src/main.ts`,
    // DEMO=1: the specs log in as the demo accounts
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
      LOG_LEVEL: 'warn',
      DEMO: '1',
      CAPTCHA_FIXED_TEXT: 'E2E7',
      // channels' acknowledgements are read every 2 s instead of each minute (distribution.spec)
      ACK_POLL_SECONDS: '2',
      // the server's clock is moved through this file (scheduled takedowns); removed with the dir
      CLOCK_OFFSET_FILE: `${E2E_DATA_DIR}/clock-offset-ms`,
    },
    url: `http://localhost:${PORT}/login`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
