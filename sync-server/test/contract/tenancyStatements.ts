// Tenancy of settlement statements (issue 17): a member of another organisation reads none of a
// statement and confirms none: the answers are those of an id nobody has, and no row is written. A
// partner's member given the staff role reaches none of the back office's finance calls.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../src/domain/api';
import { FINANCE_PATHS } from '../../../src/domain/finance/api';
import { systemClock } from '../../src/clock';
import { executeSettlementRun, startSettlementRun } from '../../src/finance/settlementRun';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { changedTables, digestTables } from '../dbDigest';
import { createUser, demoUserId } from '../fixtures';
import { useApp } from '../suite';
import { insertRollups, makePartner } from './settlementSetup';

export function describeStatementTenancy(backend: TestBackend): void {
  describe('organisation isolation of settlement statements', () => {
    const ctx = useApp(backend);

    it("another organisation's statement: 0 reads, 0 writes", async () => {
      const { db, app } = ctx();
      const clock = systemClock;
      const a = await makePartner(db, 'CNA122599001');
      const b = await makePartner(db, 'CNB122599001');
      await insertRollups(db, [
        { org: b.orgId, day: '2025-11-03', track: b.trackId, units: 10, micro: 1_000_000n },
      ]);
      const staff = await demoUserId(db, 'demo-staff');
      const started = await startSettlementRun(db, clock, {
        period: '2025-11',
        organisationId: b.orgId,
        userId: staff.id,
      });
      await executeSettlementRun(db, clock, started.runId);
      const { rows } = await db.query<{ id: string; content_hash: string | null }>(
        'SELECT id, content_hash FROM settlement_statements WHERE org_id = $1',
        [b.orgId],
      );
      const idB = rows[0].id;
      const adminA = await createUser(db, a.orgId, ['admin']);
      const signA = (await login(app, adminA.loginName, adminA.password)).sign;
      // the staff role on a partner's member: logged in before the digest
      const fake = await createUser(db, a.orgId, ['staff']);
      const signFake = (await login(app, fake.loginName, fake.password)).sign;
      const before = await digestTables(db);
      const ask = (path: string, json: object) => call(app, apiUrl(path), { sign: signA, json });

      const foreign = await ask(FINANCE_PATHS.settlement, { id: idB });
      const nobody = await ask(FINANCE_PATHS.settlement, { id: randomUUID() });
      expect(foreign.status).toBe(404);
      expect([foreign.status, foreign.text]).toEqual([nobody.status, nobody.text]);
      const confirm = (id: string) =>
        ask(FINANCE_PATHS.confirm, {
          id,
          contentHash: 'a'.repeat(64),
          noObjection: true,
          requestId: randomUUID(),
        });
      const [c1, c2] = [await confirm(idB), await confirm(randomUUID())];
      expect([c1.status, c1.text]).toEqual([c2.status, c2.text]);
      const list = await call<{ items: unknown[]; total: number }>(
        app,
        apiUrl(FINANCE_PATHS.statements),
        { sign: signA, json: { kind: 'settlement' } },
      );
      expect(list.body.result).toEqual({ items: [], total: 0 });
      const sales = await call<{ items: unknown[]; total: number }>(
        app,
        apiUrl(FINANCE_PATHS.statements),
        { sign: signA, json: { kind: 'sale' } },
      );
      expect(sales.body.result).toEqual({ items: [], total: 0 });

      // ... opens no back-office finance call
      for (const [path, json] of [
        [FINANCE_PATHS.staffSettlement, { id: idB }],
        [FINANCE_PATHS.staffIssue, { id: idB }],
        [FINANCE_PATHS.staffStatements, {}],
        [FINANCE_PATHS.staffRun, { period: '2025-11' }],
        [
          FINANCE_PATHS.staffAdjust,
          { organisationId: b.orgId, period: '2025-12', reason: 'x', amount: '1' },
        ],
      ] as const) {
        const res = await call(app, apiUrl(path), { sign: signFake, json });
        expect([path, res.status]).toEqual([path, 403]);
      }
      expect(changedTables(before, await digestTables(db))).toEqual([]);
    });
  });
}
