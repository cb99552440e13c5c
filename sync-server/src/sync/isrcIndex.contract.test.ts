// The check "ISRC used by another organisation's track" (sync/review.ts) looks ISRCs up across
// organisations: with many tracks, its query walks migration 081's index instead of reading every
// track, on PostgreSQL (the plan is read with EXPLAIN) and on PGlite alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { allBackends } from '../../test/backends';
import { createOrganisation } from '../../test/fixtures';

const QUERY = `SELECT DISTINCT isrc FROM tracks WHERE isrc = ANY($1::text[]) AND org_id <> $2 AND deleted_at IS NULL`;

for (const backend of allBackends()) {
  describe.skipIf(!backend.available)(`ISRC lookups on ${backend.title}`, () => {
    let db: Db;
    beforeAll(async () => {
      await backend.setup();
      db = await backend.freshDb();
    });
    afterAll(async () => {
      await db.close();
      await backend.teardown();
    });

    it('finds the ISRCs of other organisations through the ISRC index', async () => {
      const orgs = [await createOrganisation(db), await createOrganisation(db)];
      for (const [n, org] of orgs.entries())
        await db.query(
          `INSERT INTO tracks (id, org_id, version, data, isrc)
           SELECT gen_random_uuid(), $1, 1, '{}'::jsonb, 'CNA12' || lpad((i * 2 + $2)::text, 7, '0')
             FROM generate_series(1, 10000) AS i`,
          [org, n],
        );
      await db.query('ANALYZE tracks');
      const isrcs = ['CNA120000002', 'CNA120000003'];
      const { rows } = await db.query<Record<string, string>>(`EXPLAIN ${QUERY}`, [isrcs, orgs[0]]);
      const plan = rows.map((row) => Object.values(row)[0]).join('\n');
      expect(plan).toContain('tracks_isrc_lookup_idx');
      expect(plan).not.toMatch(/Seq Scan on tracks/);
      const found = await db.query<{ isrc: string }>(QUERY, [isrcs, orgs[0]]);
      expect(found.rows.map((r) => r.isrc)).toEqual(['CNA120000003']);
    });
  });
}
