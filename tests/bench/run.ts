// `npm run bench`: builds nothing itself (run `npm run build` first), starts the portal on a fresh
// data directory and prints each figure beside its budget. Figures, not pass/fail tests: the
// machine is shared and noisy, so compare ratios measured in the same run.
import { existsSync } from 'node:fs';
import { benchFrontend } from './frontend.bench';
import { printFigures, startPortal, type Figure } from './harness';

/** The server-side benches name their unit inside the key (e.g. `startMs`). */
function asFigures(values: Record<string, number>): Figure[] {
  return Object.entries(values).map(([name, value]) => ({ name, value, unit: '' }));
}

async function main(): Promise<void> {
  const only = process.argv[2];
  // the SFTP bench needs no portal, hence no build
  if (only !== 'sftp' && !existsSync('dist/index.html'))
    throw new Error('Run `npm run build` before `npm run bench`.');
  if (!only || only === 'frontend') {
    // (not 4190: fetch and Chromium block it as the ManageSieve port)
    const portal = await startPortal(4270);
    try {
      printFigures('Front end (Chromium, loopback)', await benchFrontend(portal.url));
      const { benchRoundtrip } = await import('./roundtrip.bench');
      printFigures(
        'Round trip of one edit (tab to tab, device to device)',
        await benchRoundtrip(portal.url),
      );
    } finally {
      await portal.stop();
    }
  }
  if (!only || only === 'frontend' || only === 'trend') {
    const { benchTrendChunk } = await import('./frontend.bench');
    printFigures(
      'Trend charts (built alone until the trend screen imports them)',
      await benchTrendChunk(),
    );
  }
  if (!only || only === 'server') {
    const { benchServer } = await import('./server.bench');
    printFigures('Server', asFigures(await benchServer()));
  }
  if (!only || only === 'sync') {
    const { benchSync } = await import('./sync.bench');
    printFigures('Sync push (1,000 queued ops)', asFigures(await benchSync()));
  }
  if (!only || only === 'upload') {
    const { benchUpload } = await import('./upload.bench');
    printFigures('Uploads (Chromium, loopback)', await benchUpload(4274));
  }
  if (!only || only === 'signup') {
    const { benchSignUp } = await import('./signup.bench');
    printFigures('Sign-up to first login, server time (PGlite, in process)', await benchSignUp());
  }
  if (!only || only === 'jobs') {
    const { benchJobs } = await import('./jobs.bench');
    printFigures(
      'Job runner: 2,000 no-op jobs (claim, lease, outcome)',
      asFigures(await benchJobs()),
    );
  }
  if (!only || only === 'objectstore') {
    const { benchObjectStore } = await import('./objectStore.bench');
    printFigures(
      'S3 store on s3rver: 100 MB multipart upload (Node, loopback)',
      await benchObjectStore(),
    );
  }
  if (!only || only === 'pull') {
    const { benchPull } = await import('./pull.bench');
    printFigures('Initial pull into IndexedDB (Chromium)', await benchPull(4272));
  }
  if (!only || only === 'slownet') {
    const { benchSlowNet } = await import('./slownet.bench');
    printFigures(
      'A slow connection: compression, prerender, Lighthouse (mobile)',
      await benchSlowNet(4192),
    );
  }
  if (!only || only === 'library') {
    const { benchLibrary } = await import('./library.bench');
    printFigures('Library track list with 100,000 tracks (Chromium)', await benchLibrary(4276));
  }
  if (!only || only === 'ddex') {
    const { benchDdex } = await import('./ddex.bench');
    printFigures('DDEX ERN 4.3: 100-track box set (Node)', await benchDdex());
  }
  if (!only || only === 'reports') {
    const { benchReports } = await import('./reports.bench');
    printFigures(
      'Channel report import: one DSR file of ~1,000,000 lines (Node, PostgreSQL and PGlite)',
      await benchReports(),
    );
  }
  if (!only || only === 'settlement') {
    const { benchSettlement } = await import('./settlement.bench');
    printFigures(
      'Settlement run of a month of 1,000,000 report lines, 20 organisations (Node, PostgreSQL and PGlite)',
      await benchSettlement(),
    );
  }
  if (!only || only === 'trend') {
    const { benchTrend } = await import('./trend.bench');
    printFigures(
      'Trend queries over 10,000,000 report lines (Node, PostgreSQL; PGlite at 1,000,000)',
      await benchTrend(),
    );
  }
  if (!only || only === 'refusals') {
    const { benchRefusals } = await import('./refusals.bench');
    printFigures('Hostile input refused (Node)', await benchRefusals());
  }
  if (!only || only === 'batch') {
    printFigures(
      'Batch playlist: 500 rows parsed and validated (Node, Chromium worker)',
      await (await import('./batch.bench')).benchBatch(4278),
    );
    const { benchBatchRun } = await import('./batchRun.bench');
    printFigures('Batch upload end to end (Chromium, loopback)', await benchBatchRun(4279));
  }
  if (!only || only === 'sftp') {
    const { benchSftp } = await import('./sftp.bench');
    printFigures('SFTP transport: 20 WAVs to a loopback sshd vs `sftp -b`', await benchSftp());
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
