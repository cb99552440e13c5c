// The folder boundaries (docs/ARCHITECTURE.md). The lint rules of eslint.config.js keep each single
// import in bounds; here they are shown to refuse what they must. The import graph is read whole,
// so a chain through a third folder is caught too: the local write path in src/data uses the sync
// code, and no chain of imports may lead from the sync code back into src/data. Tests are left out
// of the graph: nothing imports a test.
import { ESLint } from 'eslint';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
/** The code that syncs: the engine and its storage rules, and the app's sync glue. */
const SYNC_AREAS = ['src/sync', 'src/app/sync'];
const DATA_AREA = 'src/data';

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|new URL\(\s*)['"](\.{1,2}\/[^'"?]+)[^'"]*['"]/g;
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !isTest(name) ? [path] : [];
  });
}

function isFile(path: string): boolean {
  try {
    return statSync(join(ROOT, path)).isFile();
  } catch {
    return false;
  }
}

function resolveImport(from: string, specifier: string): string | null {
  const base = relative(ROOT, normalize(join(ROOT, dirname(from), specifier)));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && isFile(candidate)) ?? null;
}

/** Every import, type-only ones too (they tie the folders as much), and a worker's `new URL`. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return [...text.matchAll(SPECIFIER)].flatMap((match) => resolveImport(file, match[1]) ?? []);
}

const inArea = (area: string) => (file: string) => file.startsWith(`${area}/`);

/** The file graph: each file with the files it imports. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  return new Map(files.map((file) => [file, importsOf(file)]));
}

/**
 * The shortest chain of imports from a file of one area to a file of another, or null. A chain
 * follows files, not folders: a folder that holds both an importer and an imported file is no
 * link unless one of its files really leads on.
 */
function chain(
  graph: ReadonlyMap<string, readonly string[]>,
  from: string,
  to: string,
): string[] | null {
  const isGoal = inArea(to);
  const starts = [...graph.keys()].filter(inArea(from));
  const cameFrom = new Map<string, string | null>(starts.map((file) => [file, null]));
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const next of graph.get(file) ?? []) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      if (isGoal(next)) {
        const path = [next];
        for (let at = cameFrom.get(next); at != null; at = cameFrom.get(at)) path.unshift(at);
        return path;
      }
      queue.push(next);
    }
  }
  return null;
}

describe('import graph', () => {
  const graph = importGraph(sourceFiles('src'));

  it('sees the imports it checks (the local write path uses the sync code)', () => {
    expect(chain(graph, DATA_AREA, 'src/sync')).not.toBeNull();
    expect(chain(graph, 'src/app/sync', DATA_AREA)).not.toBeNull();
  });

  it.each(SYNC_AREAS)('has no cycle between src/data and %s', (area) => {
    const there = chain(graph, DATA_AREA, area);
    const back = chain(graph, area, DATA_AREA);
    const cycle = there !== null && back !== null ? [...there, '...', ...back].join(' -> ') : null;
    expect(cycle).toBeNull();
  });
});

describe('lint boundaries', () => {
  const eslint = new ESLint({ cwd: ROOT });
  /** Whether no-restricted-imports refuses `specifier` imported by a file at `file`. */
  async function isRefused(file: string, specifier: string): Promise<boolean> {
    const [result] = await eslint.lintText(
      `import { x } from '${specifier}';\nexport const y = x;\n`,
      { filePath: join(ROOT, file) },
    );
    return result.messages.some((message) => message.ruleId === 'no-restricted-imports');
  }
  // The first lint loads the config and its plugins: seconds on a busy machine, which a test's
  // 5 s limit must not count (it failed so under load). Loaded once here, with room to spare.
  beforeAll(async () => {
    await isRefused('src/domain/x.ts', './y');
  }, 120_000);

  it.each([
    ['src/domain/sync/x.ts', '../../sync/store/model'],
    ['src/domain/sync/x.ts', '../../data/db'],
    ['src/domain/x.ts', 'react'],
    ['src/domain/x.ts', 'node:fs'],
    ['src/sync/engine/x.ts', '../../data/db'],
    ['src/sync/engine/x.ts', '../../app/sync/statusStore'],
    ['src/sync/engine/x.ts', '../../features/sync/messages'],
    ['src/sync/engine/x.ts', 'react'],
    ['src/sync/engine/x.ts', 'dexie'],
    ['src/sync/x.ts', '../app/api/client'],
    ['src/sync/store/x.ts', '../engine/engine'],
    ['src/sync/store/x.ts', '../channel'],
    ['src/data/x.ts', '../app/sync/statusStore'],
    ['src/data/local/x.ts', '../../app/sync/statusStore'],
    ['src/data/local/x.ts', '../../features/sync/messages'],
    ['src/features/library/rights/x.ts', '../../../sync/store/outbox'],
    ['src/features/sync/status/x.ts', '../../../sync/engine/engine'],
    ['src/features/x.ts', 'dexie'],
    ['src/app/sync/x.ts', 'dexie-react-hooks'],
  ])('refuses %s importing %s', async (file, specifier) => {
    expect(await isRefused(file, specifier)).toBe(true);
  });

  it.each([
    ['src/domain/sync/x.ts', '../catalogue/entities'],
    ['src/domain/ddex/x.ts', '../../i18n/locales/en.json'],
    ['src/sync/engine/x.ts', '../../domain/sync/protocol'],
    ['src/sync/engine/x.ts', '../store/model'],
    ['src/sync/engine/x.ts', '../channel'],
    ['src/sync/store/x.ts', '../../domain/sync/records'],
    ['src/data/x.ts', '../sync/store/outbox'],
    ['src/data/x.ts', 'dexie'],
    ['src/data/local/x.ts', '../../sync/channel'],
    ['src/features/library/rights/x.ts', '../../../domain/sync/uuidv7'],
    ['src/features/sync/status/x.ts', '../../../app/sync/status'],
    ['src/features/sync/status/x.ts', '../../../features/sync/messages'],
    ['src/app/sync/x.ts', '../../sync/channel'],
  ])('lets %s import %s', async (file, specifier) => {
    expect(await isRefused(file, specifier)).toBe(false);
  });
});
