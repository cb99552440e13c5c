// Migration 006 on a database of the previous release (migrations up to 004, one server_seq shared
// by every organisation), on PGlite and PostgreSQL: the numbers already written stay, so a
// device's stored cursor still gets exactly what it had not pulled, and each organisation then
// goes on from its own highest number, untouched by the others' writes.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allBackends } from '../../test/backends';
import { createOrganisation } from '../../test/fixtures';
import { artistContent } from '../../test/records';
import type { Db } from '../db/db';
import { loadMigrations, migrate } from '../db/migrate';
import { openPgliteDb } from '../db/pglite';
import { openPostgresDb } from '../db/postgres';
import { withOrgWrite } from './orgWrite';
import { latestServerSeq, readChanges } from './pull';
import { insertRecord } from './records';
import type { StoredRecord } from './tables';

const PREVIOUS_RELEASE = '004';

for (const backend of allBackends()) {
  describe.skipIf(!backend.available)(
    `per-organisation change numbers (migration 006) on ${backend.title}`,
    () => {
      let db: Db | undefined;
      beforeAll(async () => {
        await backend.setup();
        db =
          backend.name === 'pglite'
            ? await openPgliteDb()
            : openPostgresDb(
                await (backend.freshEmptyDatabaseUrl?.() ??
                  Promise.reject(new Error('no PostgreSQL'))),
                2,
              );
      });
      afterAll(async () => {
        await db?.close();
        await backend.teardown();
      });

      const seqsOf = async (orgId: string) =>
        (await readChanges(db as Db, orgId, 0, 100)).changes.map((c) => c.serverSeq);
      const writeArtist = (orgId: string) =>
        withOrgWrite(db as Db, orgId, (writer) =>
          insertRecord(writer, 'artist', randomUUID(), artistContent() as unknown as StoredRecord),
        );

      it('keeps the numbers of the previous release and goes on per organisation', async () => {
        if (!db) throw new Error('no database');
        await migrate(
          db,
          loadMigrations().filter((m) => m.version <= PREVIOUS_RELEASE),
        );
        const orgA = await createOrganisation(db);
        const orgB = await createOrganisation(db);
        // the previous release's log: one sequence for both
        for (const orgId of [orgA, orgB, orgA, orgB, orgB, orgA]) {
          await db.query(
            `INSERT INTO change_log (org_id, entity, entity_id, version, op, record) VALUES ($1, 'artist', $2, 1, 'upsert', '{}'::jsonb)`,
            [orgId, randomUUID()],
          );
        }
        expect(await seqsOf(orgA)).toEqual([1, 3, 6]);
        expect(await seqsOf(orgB)).toEqual([2, 4, 5]);

        expect((await migrate(db)).filter((version) => version > PREVIOUS_RELEASE)).toContain(
          '006',
        );
        expect(await seqsOf(orgA)).toEqual([1, 3, 6]);
        expect(await seqsOf(orgB)).toEqual([2, 4, 5]);
        // a device of A that had pulled up to 3 gets what it had not, no more
        expect((await readChanges(db, orgA, 3, 100)).changes.map((c) => c.serverSeq)).toEqual([6]);

        for (let i = 0; i < 3; i++) await writeArtist(orgB);
        await writeArtist(orgA);
        expect(await seqsOf(orgB)).toEqual([2, 4, 5, 6, 7, 8]);
        // A's next number follows its own 6: B's three writes left no gap
        expect(await seqsOf(orgA)).toEqual([1, 3, 6, 7]);
        expect((await readChanges(db, orgA, 6, 100)).changes.map((c) => c.serverSeq)).toEqual([7]);
        expect(await latestServerSeq(db, orgA)).toBe(7);
        expect(await latestServerSeq(db, orgB)).toBe(8);
        // a new organisation starts at 1
        const orgC = await createOrganisation(db);
        await writeArtist(orgC);
        expect(await seqsOf(orgC)).toEqual([1]);
        // no shared sequence is left to hand out numbers
        const { rows } = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_class WHERE relname = 'change_log_server_seq_seq'`,
        );
        expect(rows[0].n).toBe(0);
      });
    },
  );
}
