// The batch upload's playlist (issue 6): parse and validate a 500-row x 44-column playlist through
// the worker's core in Node, and through the real worker in Chromium (the app's own client and
// worker, bundled by Vite into a bare page), with the page's longest task meanwhile.
// Run alone: `node --import tsx tests/bench/batch.bench.ts` (needs no portal build).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as XLSX from 'xlsx';
import { build } from 'vite';
import { PLAYLIST_COLUMNS } from '../../src/domain/batch/playlistColumns';
import { isPlaylistRefusal } from '../../src/domain/batch/playlistTypes';
import { sheetOf, testLookups, validRowValues } from '../../src/domain/batch/playlistTesting';
import { parsePlaylistBytes } from '../../src/features/batch/worker/parsePlaylistCore';
import { xlsxOf } from '../../src/features/batch/worker/xlsxTesting';
import {
  launchChromium,
  longFramesBetween,
  longTasksBetween,
  printFigures,
  recordLongTasks,
  type Figure,
} from './harness';

const ROWS = 500;

/** Every column filled, as a label's full sheet would be: 5 albums of 100 tracks. */
function fullPlaylist(): Uint8Array {
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    ...validRowValues(Math.floor(i / 100), i % 100),
    edition: 'Original',
    albumFeaturedArtists: 'Moon River Band',
    requestedOffShelfDate: '2030-12-31',
    upcMode: 'Already owned',
    albumExplicit: 'Not explicit',
    isCollection: 'No',
    previewAllowed: 'Yes',
    albumNumber: `GX-2024-${Math.floor(i / 100)}`,
    introduction: '一张关于夏天的专辑，记录了城市夜晚的风与光。'.repeat(4),
    discNo: '1',
    isrcAuth: 'I already have an ISRC',
    trackLanguage: 'zh',
    trackGenre: 'Pop',
    trackFeaturedArtists: 'Moon River Band',
    recordingProducer: '李华',
    trackVersion: 'Studio',
    subTitle: '电影《夏天》插曲',
    iswc: 'T-034.524.680-1',
    trackCode: `GX-T-${i}`,
    auditionStart: '00:30',
    auditionEnd: '01:00',
    quality: 'Lossless',
  }));
  return xlsxOf(sheetOf(rows));
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function benchNode(bytes: Uint8Array): Promise<{ core: number; sheetjs: number }> {
  const core: number[] = [];
  const sheetjs: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    let started = performance.now();
    const answer = await parsePlaylistBytes(bytes, testLookups());
    core.push(performance.now() - started);
    if (isPlaylistRefusal(answer) || answer.albums.length !== 5 || answer.issues.length > 0)
      throw new Error('the bench playlist did not parse clean');
    started = performance.now();
    const book = XLSX.read(bytes, { type: 'array', dense: true });
    XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]], { header: 1 });
    sheetjs.push(performance.now() - started);
  }
  // the first run compiles: the figure is the warm median
  return { core: median(core.slice(1)), sheetjs: median(sheetjs.slice(1)) };
}

/** A bare page with the app's playlist client and worker, built by Vite into .tmp. */
async function buildPage(root: string): Promise<string> {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const client = resolve('src/features/batch/worker/playlistClient.ts');
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><meta charset="utf-8"><title>batch bench</title><script type="module" src="./entry.ts"></script>',
  );
  writeFileSync(
    join(root, 'entry.ts'),
    `import { parsePlaylistFile } from ${JSON.stringify(client)};\n(window as any).__parsePlaylist = parsePlaylistFile;\n`,
  );
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: { outDir: join(root, 'dist'), emptyOutDir: true, minify: true },
    worker: { format: 'es' },
  });
  return join(root, 'dist');
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

function serve(dir: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const file = path === '/' ? 'index.html' : path.replace(/\.\./g, '');
    try {
      const body = readFileSync(join(dir, file));
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

interface PageRun {
  times: number[];
  started: number;
  ended: number;
  albums: number;
}

async function benchChromium(
  bytes: Uint8Array,
  port: number,
): Promise<{ cold: number; warm: number; longestTask: number }> {
  const dist = await buildPage(resolve('.tmp/bench-batch-page'));
  const server = await serve(dist, port);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    await recordLongTasks(context);
    const page = await context.newPage();
    await page.goto(`http://localhost:${port}/`);
    await page.waitForFunction(() => '__parsePlaylist' in window);
    const run = (await page.evaluate(
      async ({ data, lookups }) => {
        type Parse = (
          file: Blob,
          lookups: unknown,
        ) => Promise<{ albums?: unknown[]; refused?: string }>;
        const parse = (window as unknown as { __parsePlaylist: Parse }).__parsePlaylist;
        const file = new Blob([new Uint8Array(data)]);
        const times: number[] = [];
        let albums = 0;
        const started = performance.now();
        for (let i = 0; i < 6; i += 1) {
          const t0 = performance.now();
          const answer = await parse(file, lookups);
          times.push(performance.now() - t0);
          if (answer.refused !== undefined) throw new Error(answer.refused);
          albums = answer.albums?.length ?? 0;
          // a frame between runs, as a user's clicks would leave
          await new Promise((r) => requestAnimationFrame(() => r(null)));
        }
        return { times, started, ended: performance.now(), albums };
      },
      { data: [...bytes], lookups: testLookups() },
    )) as PageRun;
    if (run.albums !== 5) throw new Error(`the worker built ${run.albums} albums`);
    const tasks = await longTasksBetween(page, run.started, run.ended);
    if (process.env.BENCH_VERBOSE) {
      console.log('worker runs (ms):', run.times.map(Math.round).join(' '));
      for (const frame of await longFramesBetween(page, run.started, run.ended))
        console.log('long frame', Math.round(frame.duration), frame.scripts.join(' | '));
    }
    return {
      cold: run.times[0],
      warm: median(run.times.slice(1)),
      longestTask: tasks.reduce((max, t) => Math.max(max, t.duration), 0),
    };
  } finally {
    await browser.close();
    server.close();
  }
}

export async function benchBatch(port = 4278): Promise<Figure[]> {
  const bytes = fullPlaylist();
  const node = await benchNode(bytes);
  const chromium = await benchChromium(bytes, port);
  return [
    {
      name: `playlist file (${ROWS} rows x ${PLAYLIST_COLUMNS.length} columns)`,
      value: bytes.length / 1024,
      unit: 'KiB',
    },
    {
      name: 'SheetJS alone: read + sheet_to_json (Node, median of 5)',
      value: node.sheetjs,
      unit: 'ms',
    },
    {
      name: 'parse + validate through the worker core (Node, median of 5)',
      value: node.core,
      unit: 'ms',
      budget: 400,
    },
    {
      name: 'parse + validate in the real worker, first file (Chromium, worker start included)',
      value: chromium.cold,
      unit: 'ms',
      budget: 400,
    },
    {
      name: 'parse + validate in the real worker (Chromium, median of 5)',
      value: chromium.warm,
      unit: 'ms',
      budget: 400,
    },
    {
      name: "page's longest task meanwhile (Chromium)",
      value: chromium.longestTask,
      unit: 'ms',
      budget: 50,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchBatch().then(
    (figures) => printFigures('Batch playlist: 500 rows parsed and validated', figures),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
