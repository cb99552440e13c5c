import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteFromTemplate } from '../../test/pgliteTemplate';
import type { PgliteDb } from './pglite';
import { refreshStaleStatistics } from './statistics';

const ORG = '00000000-0000-4000-8000-00000000a001';

describe('refreshStaleStatistics (PGlite, which has no autovacuum)', () => {
  let db: PgliteDb;
  beforeAll(async () => {
    db = await openPgliteFromTemplate();
  });
  afterAll(() => db.close());

  const pullPlan = async () => {
    const { rows } = await db.query<Record<string, string>>(
      `EXPLAIN SELECT server_seq, record FROM change_log WHERE org_id = '${ORG}' AND server_seq > 10 ORDER BY server_seq LIMIT 1001`,
    );
    return rows.map((row) => Object.values(row)[0]).join('\n');
  };

  it('analyzes a table that grew, so a pull page walks the index instead of sorting the log', async () => {
    await refreshStaleStatistics(db);
    await db.query(
      `INSERT INTO change_log (server_seq, org_id, entity, entity_id, version, op, record, fields)
       SELECT i, '${ORG}'::uuid, 'track', gen_random_uuid(), 1, 'upsert', jsonb_build_object('name', repeat('x', 500), 'i', i), NULL
         FROM generate_series(1, 20000) AS i`,
    );
    expect(await pullPlan()).toMatch(/Sort|Bitmap/);
    expect(await refreshStaleStatistics(db)).toContain('change_log');
    expect(await pullPlan()).toMatch(/Index Scan/);
    expect(await pullPlan()).not.toMatch(/Sort/);
    // fresh now: nothing to do until it grows again
    expect(await refreshStaleStatistics(db)).toEqual([]);
  });
});
