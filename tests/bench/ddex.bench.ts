// DDEX ERN 4.3 (issue 15): build and validate the message of a 100-track box set (goal: under 1 s,
// the schema already compiled, as on a running server), the schema's one-off compile, and the
// import of a 100-track message (read, plan, schema). Run alone: `node --import tsx tests/bench/ddex.bench.ts`.
import { pathToFileURL } from 'node:url';
import { buildNewReleaseMessage } from '../../src/domain/ddex';
import { makeBundle } from '../../src/domain/ddex/testing';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyImportPlan } from '../../sync-server/src/ddex/applyImport';
import { importErnPackage } from '../../sync-server/src/ddex/importErnPackage';
import { createLocalDiskStore } from '../../sync-server/src/storage/localDisk';
import { createOrganisation } from '../../sync-server/test/fixtures';
import { openPgliteFromTemplate } from '../../sync-server/test/pgliteTemplate';
import { prepareMessage } from '../../sync-server/src/ddex/prepareMessage';
import { warmErnValidator } from '../../sync-server/src/ddex/validateErn';
import { printFigures, type Figure } from './harness';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function time(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

export async function benchDdex(): Promise<Figure[]> {
  const boxSet = makeBundle(100);
  const bundle = {
    ...boxSet,
    album: { ...boxSet.album, type: 4 as const },
    tracks: boxSet.tracks.map((t, i) => ({
      ...t,
      discNo: Math.floor(i / 25) + 1,
      trackNo: (i % 25) + 1,
    })),
  };
  const compile = time(() => warmErnValidator());
  const builds: number[] = [];
  const prepared: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    builds.push(time(() => buildNewReleaseMessage(bundle)));
    prepared.push(
      time(() => {
        const result = prepareMessage({ kind: 'release', bundle });
        if (!result.ok) throw new Error(result.problems.map((p) => p.code).join(', '));
      }),
    );
  }
  const xml = Buffer.from(buildNewReleaseMessage(bundle), 'utf8');
  const imports: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    const { plan } = await importErnPackage(xml);
    if (plan.tracks.length !== 100 || !plan.isImportable)
      throw new Error('the 100-track message did not import');
    imports.push(performance.now() - started);
  }
  const applied = await benchApply(xml);
  return [
    { name: 'schema compile, once per server start (libxml2-wasm)', value: compile, unit: 'ms' },
    {
      name: `build a 100-track box set message (${Math.round(xml.length / 1024)} KB, median of 5)`,
      value: median(builds),
      unit: 'ms',
    },
    {
      name: 'build + validate it against the XSD (median of 5)',
      value: median(prepared),
      unit: 'ms',
      budget: 1000,
    },
    {
      name: 'import the 100-track message: read, plan, schema (median of 5)',
      value: median(imports),
      unit: 'ms',
      budget: 1000,
    },
    {
      name: 'apply the 100-track plan into PGlite: album, tracks, parties, change log (median of 3)',
      value: applied,
      unit: 'ms',
    },
  ];
}

/** The plan's one org write, each run into a fresh organisation of a template database. */
async function benchApply(xml: Buffer): Promise<number> {
  const { plan } = await importErnPackage(xml);
  const { album, messageId } = plan;
  if (album === null || messageId === null) throw new Error('the 100-track message has no album');
  const db = await openPgliteFromTemplate();
  const dir = mkdtempSync(join(tmpdir(), 'bench-ddex-'));
  try {
    const store = createLocalDiskStore(dir);
    const runs: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const orgId = await createOrganisation(db);
      const started = performance.now();
      await applyImportPlan(
        db,
        store,
        {
          orgId,
          userId: randomUUID(),
          creatorName: null,
          plan: { ...plan, album, messageId },
          resources: [],
        },
        new Date(),
      );
      runs.push(performance.now() - started);
    }
    return median(runs);
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printFigures('DDEX ERN 4.3 (Node)', await benchDdex());
}
