// UPCs the product assigns (migration 088): numbers of the active GS1 range handed out in the
// approving transaction, distinct across organisations even when approvals run at once (PostgreSQL;
// PGlite has one connection and runs them in turn), given back by a rollback, never reused.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAlbum } from '../../../src/domain/catalogue/testing';
import { gs1RangeIndexOf, type Gs1NumberRange } from '../../../src/domain/identifiers';
import { allBackends } from '../../test/backends';
import { createOrganisation, insertCatalogueRecord } from '../../test/fixtures';
import type { Db } from '../db/db';
import { assignUpc, configureUpcRange } from './assignUpc';

const NOW = new Date('2026-11-29T08:00:00Z');
// GS1 Sweden's worked example's prefix: 7300011 00001 7 is index 1 of this range
const RANGE: Gs1NumberRange = { kind: 'gtin-13', prefix: '7300011', first: 0, last: 99999 };

for (const backend of allBackends()) {
  describe.skipIf(!backend.available)(`assigned UPCs on ${backend.title}`, () => {
    let db: Db;
    beforeAll(async () => {
      await backend.setup();
      db = await backend.freshDb();
    });
    afterAll(async () => {
      await db.close();
      await backend.teardown();
    });

    it('says why there is no number: no range, then a range used up', async () => {
      const ref = { orgId: await createOrganisation(db), albumId: randomUUID() };
      expect(await db.transaction((tx) => assignUpc(tx, ref, NOW))).toEqual({
        upc: null,
        reason: 'upc-range-missing',
      });
      const refused = await db.transaction((tx) =>
        configureUpcRange(tx, { ...RANGE, prefix: '9781234' }, null),
      );
      expect(refused).toEqual({
        ok: false,
        issues: [{ field: 'prefix', code: 'gs1-prefix-reserved' }],
      });
      await db.transaction((tx) =>
        configureUpcRange(
          tx,
          { kind: 'gtin-12', prefix: '036000', first: 29145, last: 29145 },
          null,
        ),
      );
      expect(await db.transaction((tx) => assignUpc(tx, ref, NOW))).toEqual({
        upc: '036000291452',
      });
      const other = { ...ref, albumId: randomUUID() };
      expect(await db.transaction((tx) => assignUpc(tx, other, NOW))).toEqual({
        upc: null,
        reason: 'upc-range-exhausted',
      });
      // the album keeps its number when approved again (after a modification)
      expect(await db.transaction((tx) => assignUpc(tx, ref, NOW))).toEqual({
        upc: '036000291452',
      });
    });

    it('hands out distinct numbers across organisations, at once, and a rollback gives one back', async () => {
      await db.transaction((tx) => configureUpcRange(tx, RANGE, null));
      const orgs = [await createOrganisation(db), await createOrganisation(db)];
      // a rolled-back approval: its number (index 0) is not recorded and goes to the next album
      const rolledBack = db.transaction(async (tx) => {
        await assignUpc(tx, { orgId: orgs[0], albumId: randomUUID() }, NOW);
        throw new Error('approval failed');
      });
      await expect(rolledBack).rejects.toThrow('approval failed');
      // an owned UPC some album carries inside the range (index 2, as UPC-A-less EAN-13) is skipped
      await insertCatalogueRecord(
        db,
        orgs[1],
        'album',
        makeAlbum({ orgId: orgs[1], upcMode: 'owned', upc: '7300011000024' }),
      );
      const refs = Array.from({ length: 10 }, (_, i) => ({
        orgId: orgs[i % 2],
        albumId: randomUUID(),
      }));
      const results = await Promise.all(
        refs.map((ref) => db.transaction((tx) => assignUpc(tx, ref, NOW))),
      );
      const upcs = results.map((r) => r.upc ?? '');
      expect(new Set(upcs).size).toBe(10);
      const indexes = upcs.map((upc) => gs1RangeIndexOf(RANGE, upc)).sort((a, b) => a! - b!);
      expect(indexes).toEqual([0, 1, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(upcs).toContain('7300011000017'); // GS1 Sweden's example number, index 1
      const { rows } = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM upc_assignments WHERE org_id = ANY($1::uuid[])',
        [orgs],
      );
      expect(rows[0].n).toBe(10);
    });

    // PGlite has one connection: nothing waits there, so the queue is PostgreSQL's to show
    it.skipIf(backend.name !== 'postgres')(
      'queues a second approval behind the first, which gives its number back on rollback',
      async () => {
        await db.transaction((tx) => configureUpcRange(tx, { ...RANGE, prefix: '7300012' }, null));
        const orgs = [await createOrganisation(db), await createOrganisation(db)];
        let taken = '';
        let fail = () => {};
        const failed = new Promise<void>((resolve) => (fail = resolve));
        const first = db.transaction(async (tx) => {
          taken = String((await assignUpc(tx, { orgId: orgs[0], albumId: randomUUID() }, NOW)).upc);
          await failed;
          throw new Error('approval failed');
        });
        const firstSettled = first.catch(() => undefined);
        while (taken === '') await new Promise((resolve) => setTimeout(resolve, 10));
        let secondDone = false;
        const second = db
          .transaction((tx) => assignUpc(tx, { orgId: orgs[1], albumId: randomUUID() }, NOW))
          .finally(() => (secondDone = true));
        // the second waits on the counter row the first holds (a row lock: a transaction id wait)
        for (;;) {
          const { rows } = await db.query(
            `SELECT 1 FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
              WHERE NOT l.granted AND l.locktype IN ('transactionid', 'tuple')
                AND a.datname = current_database() LIMIT 1`,
          );
          if (rows.length > 0) break;
          expect(secondDone).toBe(false);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        expect(secondDone).toBe(false);
        fail();
        await firstSettled;
        expect(await second).toEqual({ upc: taken });
      },
    );
  });
}
