// PGlite takes ~5 s and ~730 MB to create a database, ~0.7 s to open a copy of a dump. So the
// suite migrates and seeds ONE template and every test database is a copy of its dump. The dump
// is also kept on disk, keyed by a hash of everything that shapes it, so the test files (separate
// processes) and later runs share it.
import { createHash } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../src/db/migrate';
import { openPgliteDb, type PgliteDb } from '../src/db/pglite';
import { systemClock } from '../src/clock';
import { seedDemoChannel } from '../src/demo/channel';
import { seedDemoSender } from '../src/demo/sender';
import { seedDemoContract } from '../src/demo/contract';
import { seedDemo } from '../src/demo/seed';
import { withScratchStore } from './demoObjects';

const srcDir = new URL('../src/', import.meta.url);
const require = createRequire(import.meta.url);

function templateKey(): string {
  const hash = createHash('sha256');
  // the package does not export its package.json: find it beside the resolved entry point
  const pgliteDist = path.dirname(require.resolve('@electric-sql/pglite'));
  hash.update(readFileSync(path.join(pgliteDist, '..', 'package.json')));
  // the demo's files are verified by files/ as it seeds them
  for (const dir of ['db/migrations/', 'demo/', 'files/', 'contracts/', 'distribution/']) {
    const url = new URL(dir, srcDir);
    for (const file of readdirSync(url).sort())
      hash.update(file).update(readFileSync(new URL(file, url)));
  }
  for (const file of ['auth/password.ts', 'db/migrate.ts'])
    hash.update(readFileSync(new URL(file, srcDir)));
  return hash.digest('hex').slice(0, 16);
}

async function buildTemplate(): Promise<Blob> {
  const db = await openPgliteDb();
  try {
    await migrate(db);
    await withScratchStore((store) => seedDemo(db, store));
    await seedDemoContract(db, systemClock);
    await seedDemoChannel(db, systemClock);
    await seedDemoSender(db, systemClock);
    return await db.dumpDataDir();
  } finally {
    await db.close();
  }
}

let template: Promise<Blob> | undefined;

export function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const dir = path.join(os.tmpdir(), 'rpp-pglite-templates');
    const file = path.join(dir, `${templateKey()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const blob = await buildTemplate();
    mkdirSync(dir, { recursive: true });
    const aside = `${file}.${process.pid}.tmp`;
    writeFileSync(aside, Buffer.from(await blob.arrayBuffer()));
    renameSync(aside, file);
    return blob;
  })();
  return template;
}

/** A migrated, seeded, private in-memory database. Close it. */
export async function openPgliteFromTemplate(): Promise<PgliteDb> {
  return openPgliteDb({ loadDataDir: await pgliteTemplate() });
}
