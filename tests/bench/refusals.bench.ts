// How fast hostile input is refused (issue 25: speed targets belong here, not in timed unit tests
// that flake beside CI's browser lanes): a 100,000-row playlist at the cell budget, a zip bomb that
// lies about its size, a billion-laughs DDEX message and a 200 MB one. The tests assert each
// refusal; this prints how long it takes against the budgets those tests used to hold.
// Run alone: `node --import tsx tests/bench/refusals.bench.ts`.
import { pathToFileURL } from 'node:url';
import { deflateRawSync } from 'node:zlib';
import * as XLSX from 'xlsx';
import { isPlaylistRefusal } from '../../src/domain/batch/playlistTypes';
import { testLookups } from '../../src/domain/batch/playlistTesting';
import { parsePlaylistBytes } from '../../src/features/batch/worker/parsePlaylistCore';
import { zipOf } from '../../src/features/batch/worker/xlsxTesting';
import { importErnPackage } from '../../sync-server/src/ddex/importErnPackage';
import { printFigures, type Figure } from './harness';

const MiB = 1024 * 1024;

async function timed(run: () => Promise<boolean>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    const started = performance.now();
    if (!(await run())) throw new Error('the input was not refused');
    times.push(performance.now() - started);
  }
  // the first run compiles: the figure is the warm median
  return times.slice(1).sort((a, b) => a - b)[1];
}

export async function benchRefusals(): Promise<Figure[]> {
  const aoa: string[][] = [['Album folder name', 'Track name']];
  for (let i = 0; i < 100_000; i += 1) aoa.push([`Album ${i % 7}`, `Track ${i}`]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(aoa), 'Playlist');
  const rows = new Uint8Array(
    XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer,
  );
  const lying = zipOf([
    { name: '[Content_Types].xml', data: new Uint8Array(0), method: 0, declaredSize: 0 },
    { name: 'xl/workbook.xml', data: new Uint8Array(0), method: 0, declaredSize: 0 },
    {
      name: 'xl/sharedStrings.xml',
      data: new Uint8Array(deflateRawSync(Buffer.alloc(50 * MiB), { level: 9 })),
      method: 8,
      declaredSize: 1000,
    },
  ]);
  const levels = Array.from(
    { length: 10 },
    (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`,
  ).join('');
  const laughs = Buffer.from(
    `<?xml version="1.0"?><!DOCTYPE ern:NewReleaseMessage [<!ENTITY l0 "ha">${levels}]><ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43">&l10;</ern:NewReleaseMessage>`,
  );
  const huge = Buffer.alloc(200 * MiB, 0x20);
  huge.write('<?xml version="1.0"?><ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43">');
  const refusedPlaylist = async (bytes: Uint8Array) =>
    isPlaylistRefusal(await parsePlaylistBytes(bytes, testLookups()));
  const refusedErn = async (bytes: Buffer) =>
    (await importErnPackage(bytes)).plan.problems.length > 0;
  return [
    {
      name: '100,000-row playlist refused at the cell budget',
      value: await timed(() => refusedPlaylist(rows)),
      unit: 'ms',
      budget: 1500,
    },
    {
      name: 'zip bomb lying about its size refused',
      value: await timed(() => refusedPlaylist(lying)),
      unit: 'ms',
      budget: 2000,
    },
    {
      name: 'billion-laughs DDEX message refused',
      value: await timed(() => refusedErn(laughs)),
      unit: 'ms',
      budget: 500,
    },
    {
      name: '200 MB DDEX message refused by its size',
      value: await timed(() => refusedErn(huge)),
      unit: 'ms',
      budget: 200,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchRefusals().then(
    (figures) => printFigures('Hostile input refused (Node)', figures),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
