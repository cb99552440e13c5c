// The per-artist sums (migration 077) when a report import and a catalogue edit of the same
// organisation run at the same time on PostgreSQL (PGlite has one connection: nothing runs at the
// same time). The import reads the track's artists and the edit reads the track's rollup rows;
// each must see what the other committed, in either order, or a line stays with the artist the
// track no longer names. The edit runs as the sync push does (withOrgWrite, writeRecord).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsageLine } from '../../../src/domain/reports';
import { makeTrack } from '../../../src/domain/catalogue/testing';
import { postgresBackend } from '../../test/backends';
import { createOrganisation, createUser, insertCatalogueRecord } from '../../test/fixtures';
import { artistContent } from '../../test/records';
import type { Db } from '../db/db';
import { addFileRollup } from '../reports/importReport';
import { insertLines } from '../reports/lineRows';
import { ensureMonthPartitions } from '../reports/partitions';
import { withOrgWrite } from '../sync/orgWrite';
import { loadRecord, writeRecord } from '../sync/records';

const backend = postgresBackend();

interface Setup {
  org: string;
  artists: [string, string];
  track: string;
  file: string;
}

/** An organisation with artists A and B, a track naming A, and a file of its lines not yet rolled up. */
async function setUp(db: Db): Promise<Setup> {
  const org = await createOrganisation(db);
  const user = await createUser(db, org);
  const named = async (name: string) =>
    insertCatalogueRecord(db, org, 'artist', { ...artistContent(), name } as never);
  const artists: [string, string] = [await named('A'), await named('B')];
  const track = await insertCatalogueRecord(
    db,
    org,
    'track',
    makeTrack({ artists: [{ artistId: artists[0], role: 'main' }], authorizationCompanyId: org }),
  );
  const file = randomUUID();
  await db.query(
    `INSERT INTO report_files (id, name, format, sha256, size_bytes, state, uploaded_by, uploaded_at)
     VALUES ($1, 'r.csv', 'csv', $2, 1, 'importing', $3, now())`,
    [file, randomUUID().replace(/-/g, '').padEnd(64, '0'), user.id],
  );
  const lines: UsageLine[] = ['CN', 'HK', 'US'].map((territory, i) => ({
    format: 'csv',
    lineNo: i + 1,
    channel: 'Harbour FM',
    periodStart: '2026-01-05',
    periodEnd: '2026-01-05',
    territory,
    isrc: null,
    upc: null,
    usageType: 'stream',
    units: 100 + i,
    currency: 'CNY',
    revenueMicro: 1_000_000n,
    isRoyaltyBearing: true,
    title: null,
    artist: null,
    transactionId: null,
  }));
  await ensureMonthPartitions(db, ['2026-01-05']);
  await insertLines(
    db,
    file,
    lines,
    lines.map(() => ({ orgId: org, trackId: track, albumId: null, reason: null })),
  );
  return { org, artists, track, file };
}

/** Resolves when a backend waits for an advisory lock, or when `done` settles first. */
async function lockWaitOrEnd(db: Db, done: Promise<unknown>): Promise<void> {
  let settled = false;
  void done.then(
    () => (settled = true),
    () => (settled = true),
  );
  while (!settled) {
    const { rows } = await db.query(
      `SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database()) LIMIT 1`,
    );
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A gate the test opens: a transaction waits on it before it commits. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Units per artist in report_artist_sums' day part. */
async function unitsByArtist(db: Db, org: string): Promise<Record<string, string>> {
  const { rows } = await db.query<{ artist_id: string; units: string }>(
    `SELECT artist_id, sum(units)::text AS units FROM report_artist_sums
      WHERE org_id = $1 AND part = 'd' GROUP BY 1`,
    [org],
  );
  return Object.fromEntries(rows.map((r) => [r.artist_id, r.units]));
}

/** The track's artists set to `artistId` as a sync push writes them; `beforeCommit` runs last. */
const editArtists = (db: Db, s: Setup, artistId: string, beforeCommit: () => Promise<void>) =>
  withOrgWrite(db, s.org, async (writer) => {
    const row = await loadRecord(writer.tx, s.org, 'track', s.track);
    if (row === null) throw new Error('no track');
    await writeRecord(writer, 'track', s.track, row, {
      ...row.data,
      artists: [{ artistId, role: 'main' }],
    });
    await beforeCommit();
  });

describe.skipIf(!backend.available)(
  `artist sums, import and edit at once, ${backend.title}`,
  () => {
    let db: Db;
    beforeAll(async () => {
      await backend.setup();
      db = await backend.freshDb();
    });
    afterAll(async () => {
      await db?.close();
      await backend.teardown();
    });

    it('counts for the new artist when the edit commits while the import waits', async () => {
      const s = await setUp(db);
      const [, B] = s.artists;
      const editCommits = gate();
      const edited = gate();
      const edit = editArtists(db, s, B, () => {
        edited.open();
        return editCommits.opened;
      });
      await edited.opened;
      const imported = db.transaction((tx) => addFileRollup(tx, s.file));
      await lockWaitOrEnd(db, imported);
      editCommits.open();
      await Promise.all([edit, imported]);
      expect(await unitsByArtist(db, s.org)).toEqual({ [B]: '303' });
    });

    it('moves the import’s rows when the edit starts while the import is committing', async () => {
      const s = await setUp(db);
      const [, B] = s.artists;
      const importCommits = gate();
      const rolledUp = gate();
      const imported = db.transaction(async (tx) => {
        await addFileRollup(tx, s.file);
        rolledUp.open();
        await importCommits.opened;
      });
      await rolledUp.opened;
      const edit = editArtists(db, s, B, () => Promise.resolve());
      await lockWaitOrEnd(db, edit);
      importCommits.open();
      await Promise.all([edit, imported]);
      expect(await unitsByArtist(db, s.org)).toEqual({ [B]: '303' });
    });
  },
);
