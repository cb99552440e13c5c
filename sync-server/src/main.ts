// Starts the portal: settings, database, migrations, demo data when asked (DEMO=1), the job
// runner (mail, SMS, ...), then listen. Prints the address and the accounts' state (demo logins,
// or how to make the first administrator), and warns loudly when demo accounts are reachable from
// beyond this machine. SIGINT/SIGTERM close the server and the job runner, then the database
// (PGlite must be closed to leave a clean dir).
import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { prepareDummyHash, setPasswordHashConcurrency } from './auth/password';
import { startBackgroundJobs } from './backgroundJobs';
import { createOffsetFileClock, systemClock, type Clock } from './clock';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { keepStatisticsFresh } from './db/statistics';
import { seedDemoChannel } from './demo/channel';
import { seedDemoSender } from './demo/sender';
import { seedDemoContract } from './demo/contract';
import { seedDemoPaymentNotice } from './demo/paymentNotice';
import { seedDemoReports } from './demo/reports';
import { seedDemoSettlements } from './demo/settlements';
import { isDemoSeedUnfinished, seedDemo } from './demo/seed';
import { keepExpiringUploads } from './files/uploadExpiry';
import { createObjectStore } from './storage/createObjectStore';
import type { ObjectStore } from './storage/objectStore';
import {
  accountLines,
  demoExposureWarning,
  readAccountsState,
  type AccountsState,
} from './demo/startNotice';

/** How often PGlite's planner statistics are checked for staleness (a cheap catalog query). */
const STATISTICS_INTERVAL_MS = 5 * 60_000;
/** How often abandoned uploads are looked for (one indexed query and a listing of the uploads). */
const UPLOAD_EXPIRY_INTERVAL_MS = 60 * 60_000;

/** The machine's clock, or (DEMO=1 with CLOCK_OFFSET_FILE) the one the e2e run moves. */
function clockOf(offsetFile: string | undefined): Clock {
  if (!offsetFile) return systemClock;
  process.stderr.write(
    `CLOCK_OFFSET_FILE: this server's clock is the system time plus the milliseconds in ${offsetFile}\n`,
  );
  return createOffsetFileClock(offsetFile, {
    onInvalid: (text) =>
      process.stderr.write(
        `CLOCK_OFFSET_FILE ${offsetFile} holds ${JSON.stringify(text.slice(0, 40))}, not whole milliseconds: the clock keeps its offset\n`,
      ),
  });
}

async function start(): Promise<void> {
  const config = loadConfig();
  const clock = clockOf(config.clockOffsetFile);
  setPasswordHashConcurrency(config.passwordHashConcurrency);
  // runs on the thread pool while the database opens
  const warmUp = prepareDummyHash();
  const db = await openDatabase(config);
  let applied: string[];
  let seeded: boolean;
  let accounts: AccountsState;
  let store: ObjectStore;
  let demoPaymentLink: string | null;
  try {
    applied = await migrate(db);
    // before the demo: its files are stored and verified like any upload
    store = createObjectStore(config);
    // never without DEMO=1: the demo's passwords are published, and demo-staff reviews everyone
    seeded = config.demo ? await seedDemo(db, store) : false;
    // on every start, not only the first: a demo seeded before the contract existed gets it too
    if (config.demo) await seedDemoContract(db, clock);
    // until the demo's last step is done, each start resumes where the last one stopped (a full
    // disk, a kill): every step below skips what it finds done (issue 28: never seeds twice)
    demoPaymentLink = null;
    if (config.demo && (await isDemoSeedUnfinished(db))) {
      // a year of channel reports, imported through the staff upload's own path (issue 17)
      await seedDemoReports(db, config, clock);
      // the statements of the months the contract covers, the latest awaiting confirmation
      await seedDemoSettlements(db, clock);
      // the last step: its notice marks the seed complete
      demoPaymentLink = await seedDemoPaymentNotice(db, clock, config);
      seeded = true;
    }
    if (config.demo) await seedDemoChannel(db, clock);
    if (config.demo) await seedDemoSender(db, clock);
    accounts = await readAccountsState(db);
    await warmUp;
  } catch (error) {
    await db.close();
    throw error;
  }
  const app = await buildApp({ config, db, store, clock, logger: { level: config.logLevel } });
  const jobs = await startBackgroundJobs({ db, config, clock, log: app.log, store });
  // PGlite has no autovacuum (statistics.ts); PostgreSQL's keeps the statistics itself
  const stopStatistics =
    db.kind === 'pglite'
      ? keepStatisticsFresh(db, STATISTICS_INTERVAL_MS, (error) =>
          app.log.warn({ err: error }, 'ANALYZE failed'),
        )
      : () => undefined;
  const stopUploadExpiry = keepExpiringUploads(
    db,
    store,
    { maxAgeMs: config.uploadMaxAgeHours * 3_600_000, intervalMs: UPLOAD_EXPIRY_INTERVAL_MS },
    {
      onSwept({ abortedFiles, expiredUploads, failed }) {
        if (abortedFiles.length + expiredUploads.length > 0)
          app.log.info(
            { abortedFiles: abortedFiles.length, expiredUploads: expiredUploads.length },
            'abandoned uploads removed',
          );
        for (const { uploadId, error } of failed)
          app.log.warn({ err: error, uploadId }, 'an abandoned upload could not be removed');
      },
      onError: (error) => app.log.warn({ err: error }, 'the sweep of abandoned uploads failed'),
    },
  );

  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    stopStatistics();
    stopUploadExpiry();
    try {
      // running jobs get the HTTP server's drain time to finish; the rest are given back
      await Promise.all([app.close(), jobs.stop()]);
    } finally {
      await db.close();
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  const engine = config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.pgliteDir})`;
  const lines = [
    `Rights-partner portal listening at ${address} (started in ${Math.round(performance.now())} ms)`,
    `  database: ${engine}; migrations applied now: ${applied.length ? applied.join(', ') : 'none'}`,
    `  static site: ${existsSync(config.staticDir) ? config.staticDir : `none (${config.staticDir} missing: run npm run build)`}`,
    `  ${jobs.describe()}`,
    ...accountLines(accounts, config.demo, seeded),
    ...(demoPaymentLink ? [`  demo payment notice (no login needed): ${demoPaymentLink}`] : []),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  const warning = demoExposureWarning(accounts, config.host);
  if (warning) {
    process.stderr.write(`${warning}\n`);
    app.log.warn(
      { demoLogins: accounts.demoLogins, host: config.host },
      'demo accounts reachable beyond loopback',
    );
  }
}

start().catch((error: unknown) => {
  process.stderr.write(
    `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
