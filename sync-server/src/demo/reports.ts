// The demo's channel reports (issue 17): twelve months of two streaming services' DSR files and
// one spreadsheet channel's CSV for the demo catalogue, dozens of territories, streams and
// downloads in a few currencies, from a fixed seed. They are taken and imported through the same
// path as a staff upload (receiveReport, importReportFile), so the first start shows real figures.
import { Readable } from 'node:stream';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { importReportFile } from '../reports/importReport';
import { receiveReport } from '../reports/receiveReport';
import {
  createRandom,
  dsrFileLines,
  type DsrRelease,
  type DsrTerritory,
} from '../reports/dsrWriter';
import { DEMO_LOGINS } from './logins';

const CHANNELS = [
  { name: 'Dragon Music Online', partyId: 'PADPIDA2014111801Y', seed: 1701, maxStreams: 40_000 },
  { name: 'Harbour Stream', partyId: 'PADPIDA2019040502K', seed: 2702, maxStreams: 12_000 },
] as const;

// [territory, currency, micro per stream, micro per download]
const TERRITORIES: ReadonlyArray<readonly [string, string, number, number]> = [
  ['CN', 'CNY', 2_800, 5_000_000],
  ['HK', 'HKD', 9_000, 8_000_000],
  ['TW', 'TWD', 30_000, 30_000_000],
  ['MO', 'HKD', 8_000, 8_000_000],
  ['SG', 'USD', 3_000, 990_000],
  ['MY', 'USD', 1_800, 990_000],
  ['JP', 'JPY', 600_000, 250_000_000],
  ['KR', 'USD', 2_600, 990_000],
  ['TH', 'USD', 1_200, 990_000],
  ['VN', 'USD', 800, 990_000],
  ['ID', 'USD', 900, 990_000],
  ['PH', 'USD', 1_000, 990_000],
  ['IN', 'USD', 500, 990_000],
  ['AU', 'USD', 4_200, 1_290_000],
  ['NZ', 'USD', 4_000, 1_290_000],
  ['US', 'USD', 4_000, 1_290_000],
  ['CA', 'USD', 3_600, 1_290_000],
  ['MX', 'USD', 1_500, 990_000],
  ['BR', 'USD', 1_300, 990_000],
  ['GB', 'EUR', 3_900, 1_190_000],
  ['DE', 'EUR', 3_700, 1_290_000],
  ['FR', 'EUR', 3_500, 1_290_000],
  ['IT', 'EUR', 3_100, 1_290_000],
  ['ES', 'EUR', 3_000, 1_290_000],
  ['NL', 'EUR', 3_800, 1_290_000],
  ['SE', 'EUR', 4_100, 1_290_000],
  ['CH', 'EUR', 5_000, 1_490_000],
  ['AE', 'USD', 2_500, 990_000],
];

function territories(): DsrTerritory[] {
  return TERRITORIES.map(([code, currency, streamRateMicro, downloadPriceMicro]) => ({
    code,
    currency,
    streamRateMicro,
    downloadPriceMicro,
  }));
}

/** The last twelve whole months before `now`, oldest first (YYYY-MM). */
export function lastTwelveMonths(now: Date): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 12 + i, 1));
    return d.toISOString().slice(0, 7);
  });
}

async function demoReleases(db: Db): Promise<DsrRelease[]> {
  const partner = DEMO_LOGINS.find((l) => l.organisation === 'partner');
  const { rows } = await db.query<{
    album: string;
    upc: string | null;
    isrc: string;
    title: string;
  }>(
    `SELECT a.data ->> 'name' AS album, a.data ->> 'upc' AS upc, t.isrc, t.data ->> 'name' AS title
       FROM tracks t JOIN albums a ON a.org_id = t.org_id AND a.id = t.album_id
      WHERE t.org_id = (SELECT org_id FROM users WHERE login_name = $1)
        AND t.isrc IS NOT NULL AND t.deleted_at IS NULL AND a.deleted_at IS NULL
      ORDER BY 1, 4`,
    [partner?.loginName ?? ''],
  );
  const byAlbum = new Map<
    string,
    DsrRelease & { recordings: DsrRelease['recordings'][number][] }
  >();
  for (const row of rows) {
    const release = byAlbum.get(row.album) ?? {
      upc: row.upc,
      title: row.album,
      artist: '',
      recordings: [],
    };
    release.recordings.push({ isrc: row.isrc, title: row.title, artist: '' });
    byAlbum.set(row.album, release);
  }
  // another label's single, not in the portal: its lines are listed as unmatched
  byAlbum.set('Other label', {
    upc: null,
    title: 'Neon Rain',
    artist: 'Kai Mori',
    recordings: [{ isrc: 'JPX992500017', title: 'Neon Rain', artist: 'Kai Mori' }],
  });
  return [...byAlbum.values()];
}

function* csvLines(releases: readonly DsrRelease[], months: readonly string[]): Generator<string> {
  const random = createRandom(3703);
  yield 'Channel,Period,Territory,ISRC,UPC,Usage Type,Units,Currency,Revenue';
  for (const month of months)
    for (const release of releases)
      for (const recording of release.recordings)
        for (const territory of ['CN', 'HK', 'TW']) {
          if (random() < 0.4) continue;
          const units = 1 + Math.floor(random() * 3000);
          const micro = BigInt(units) * 2_500n;
          const revenue = `${micro / 1_000_000n}.${String(micro % 1_000_000n).padStart(6, '0')}`;
          yield `Lotus Radio,${month},${territory},${recording.isrc},,stream,${units},CNY,${revenue}`;
        }
}

/** Writes and imports the demo's reports; returns the lines imported now. Runs until the demo's seed is complete. */
export async function seedDemoReports(db: Db, config: Config, clock: Clock): Promise<number> {
  const staff = await db.query<{ id: string }>('SELECT id FROM users WHERE login_name = $1', [
    DEMO_LOGINS.find((l) => l.organisation === 'backoffice')?.loginName ?? '',
  ]);
  if (staff.rows[0] === undefined) return 0;
  const releases = await demoReleases(db);
  const months = lastTwelveMonths(clock.now());
  const files: Array<{ name: string; lines: Iterable<string> }> = [];
  for (const channel of CHANNELS)
    for (const [i, month] of months.entries())
      files.push({
        name: `${channel.name.replace(/\s+/g, '')}_${month}.tsv`,
        lines: dsrFileLines({
          messageId: `DEMO-${channel.partyId}-${month}`,
          senderPartyId: channel.partyId,
          senderName: channel.name,
          month,
          releases,
          territories: territories(),
          seed: channel.seed + i,
          maxStreams: channel.maxStreams,
        }),
      });
  files.push({ name: 'LotusRadio_12-months.csv', lines: csvLines(releases, months) });
  const settings = { db, clock, reportsDir: config.reportsDir, maxBytes: config.reportMaxBytes };
  let imported = 0;
  // a start that failed midway resumes: a file already received is imported if it is not yet, and
  // never received twice (issue 28: the demo never seeds twice)
  const { rows: received } = await db.query<{ id: string; name: string; state: string }>(
    'SELECT id, name, state FROM report_files WHERE uploaded_by = $1',
    [staff.rows[0].id],
  );
  for (const file of files) {
    const before = received.find((row) => row.name === file.name);
    if (before !== undefined) {
      if (before.state === 'queued' || before.state === 'importing')
        await importReportFile(db, before.id, {
          reportsDir: config.reportsDir,
          now: () => clock.now(),
        });
      continue;
    }
    const body = Readable.from(
      (function* () {
        for (const line of file.lines) yield Buffer.from(line + '\n');
      })(),
    );
    const { id } = await receiveReport(settings, staff.rows[0].id, 'auto', {
      name: file.name,
      body,
      isTruncated: () => false,
    });
    // imported now, so the first page shows figures; the queued job then finds it done
    await importReportFile(db, id, { reportsDir: config.reportsDir, now: () => clock.now() });
    const { rows } = await db.query<{ usage_count: number }>(
      'SELECT usage_count FROM report_files WHERE id = $1',
      [id],
    );
    imported += rows[0]?.usage_count ?? 0;
  }
  return imported;
}
