// Report lines written in a batch come back exactly as parsed, whichever way the engine takes them
// (COPY text on PostgreSQL, unnest on PGlite): tabs, newlines, backslashes, "\N", quotes, NUL and
// non-Latin text in the free-text cells, NULLs, negative units and amounts beyond 2^53.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsageLine } from '../../../src/domain/reports';
import { allBackends } from '../../test/backends';
import { createOrganisation, createUser } from '../../test/fixtures';
import type { Db } from '../db/db';
import { insertLines } from './lineRows';
import { ensureMonthPartitions } from './partitions';

const HOSTILE = ['tab\there', 'two\nlines\r\n', 'back\\slash \\N \\t', '\\N', `"quoted" 'single'`];

function line(i: number, text: string | null): UsageLine {
  return {
    format: 'dsr',
    lineNo: i + 1,
    channel: text ?? 'Harbour FM',
    periodStart: '2026-02-01',
    periodEnd: '2026-02-28',
    territory: 'CN',
    isrc: i % 2 === 0 ? 'CNA012600001' : null,
    upc: null,
    usageType: 'stream',
    units: i === 1 ? -3 : 12,
    currency: 'CNY',
    revenueMicro: 9_007_199_254_740_993n + BigInt(i),
    isRoyaltyBearing: i % 2 === 0,
    title: text === null ? null : `${text} 潮汐`,
    artist: text,
    transactionId: text === null ? null : `${text}\u0000end`,
  };
}

for (const backend of allBackends()) {
  describe.skipIf(!backend.available)(`report line batches on ${backend.title}`, () => {
    let db: Db;
    beforeAll(async () => {
      await backend.setup();
      db = await backend.freshDb();
    });
    afterAll(async () => {
      await db?.close();
      await backend.teardown();
    });

    it('keeps every cell of a batch as it was parsed', async () => {
      const org = await createOrganisation(db);
      const user = await createUser(db, org);
      const fileId = randomUUID();
      await db.query(
        `INSERT INTO report_files (id, name, format, sha256, size_bytes, state, uploaded_by, uploaded_at)
         VALUES ($1, 'r.tsv', 'dsr', $2, 1, 'importing', $3, now())`,
        [fileId, randomUUID().replace(/-/g, '').padEnd(64, '0'), user.id],
      );
      const lines = [...HOSTILE, null].map((text, i) => line(i, text));
      const matches = lines.map((_, i) =>
        i % 2 === 0
          ? { orgId: org, trackId: null, albumId: randomUUID(), reason: null }
          : { orgId: null, trackId: null, albumId: null, reason: 'no-identifier' as const },
      );
      await ensureMonthPartitions(db, ['2026-02-01']);
      await db.transaction((tx) => insertLines(tx, fileId, lines, matches));

      const { rows } = await db.query<Record<string, string | boolean | null>>(
        `SELECT line_no, channel, title, artist, transaction_id, isrc, units::text,
                revenue_micro::text, is_royalty_bearing, org_id, album_id, unmatched_reason
           FROM report_lines WHERE file_id = $1 ORDER BY line_no`,
        [fileId],
      );
      expect(rows).toEqual(
        lines.map((l, i) => ({
          line_no: l.lineNo,
          channel: l.channel,
          title: l.title,
          artist: l.artist,
          transaction_id: l.transactionId?.replace('\u0000', '\uFFFD') ?? null,
          isrc: l.isrc,
          units: String(l.units),
          revenue_micro: String(l.revenueMicro),
          is_royalty_bearing: l.isRoyaltyBearing,
          org_id: matches[i].orgId,
          album_id: matches[i].albumId,
          unmatched_reason: matches[i].reason,
        })),
      );
    });
  });
}
