// Contract: what a statement covers and how it is taxed (issue 26). Lines in a territory the
// contract does not cover are left out of its statement and listed, so their missing rate blocks
// nothing; the tax type comes from the partner's subject information (account type and tax
// residence), not from the bank account, and an individual's CNY threshold applies to a USD
// contract through the period's rate.
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../src/domain/api';
import {
  FINANCE_PATHS,
  type RunStarted,
  type RunView,
  type SettlementStatementItem,
  type SettlementView,
  type StatementList,
} from '../../../src/domain/finance/api';
import { createTestClock } from '../../src/clock';
import { settlementRunHandler } from '../../src/finance/settlementRun';
import { createJobRunner } from '../../src/jobs/runner';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { createUser } from '../fixtures';
import { useApp } from '../suite';
import { insertRollups, makePartner } from './settlementSetup';

const url = (key: keyof typeof FINANCE_PATHS) => apiUrl(FINANCE_PATHS[key]);
const PERIOD = '2025-10';

export function describeSettlementCoverageContract(backend: TestBackend): void {
  describe('statement coverage and tax type', () => {
    const clock = createTestClock(Date.UTC(2026, 0, 15, 9, 0, 0));
    const ctx = useApp(backend, { clock });

    const ask = <T>(sign: string, key: keyof typeof FINANCE_PATHS, json: object) =>
      call<T>(ctx().app, url(key), { sign, json, language: 'en' });

    async function runFor(staff: string, organisationId: string): Promise<RunView> {
      const started = await ask<RunStarted>(staff, 'staffRun', { period: PERIOD, organisationId });
      expect(started.status, started.text).toBe(200);
      const runner = createJobRunner({
        db: ctx().db,
        clock,
        handlers: [settlementRunHandler(ctx().db)],
      });
      expect((await runner.drain()).map((j) => j.outcome)).toEqual(['done']);
      const runs = await ask<{ items: RunView[] }>(staff, 'staffRuns', { period: PERIOD });
      const run = runs.body.result.items.find((r) => r.id === started.body.result.runId);
      if (run === undefined) throw new Error('the run is not listed');
      return run;
    }

    async function statementOf(orgId: string): Promise<SettlementView> {
      const { app, db } = ctx();
      const user = await createUser(db, orgId, ['admin']);
      const sign = (await login(app, user.loginName, user.password)).sign;
      const list = await ask<StatementList<SettlementStatementItem>>(sign, 'statements', {
        kind: 'settlement',
        period: PERIOD,
      });
      expect(list.body.result.items, list.text).toHaveLength(1);
      const view = await ask<SettlementView>(sign, 'settlement', {
        id: list.body.result.items[0].id,
      });
      expect(view.status, view.text).toBe(200);
      return view.body.result;
    }

    it('leaves out and lists a KRW line outside a China-only contract; taxes an individual’s USD statement', async () => {
      const { app, db } = ctx();
      const staff = (await login(app, 'demo-staff', 'Demo-Staff-2026')).sign;

      // a company, China only, CNY; Korean lines in KRW and no rate at all for the period
      const china = await makePartner(db, 'CNC122500001', {
        territories: ['CN'],
        sharePercent: '70',
      });
      await insertRollups(db, [
        {
          org: china.orgId,
          day: '2025-10-03',
          track: china.trackId,
          units: 1000,
          micro: 100_000_000n,
        },
        ...[20_000, 30_000].map((won) => ({
          org: china.orgId,
          day: '2025-10-09',
          track: china.trackId,
          territory: 'KR',
          currency: 'KRW',
          units: 10,
          micro: BigInt(won) * 1_000_000n,
        })),
      ]);
      const chinaRun = await runFor(staff, china.orgId);
      expect([chinaRun.problems, chinaRun.computed]).toEqual([[], 1]);
      const chinaView = await statementOf(china.orgId);
      expect(chinaView.statement).toMatchObject({
        reportIncome: '10000',
        participatingAmount: '10000',
        shareAmount: '7000',
        lineCount: 1,
        organisationType: 'domesticCompany',
        leftOut: [
          {
            territory: 'KR',
            currency: 'KRW',
            lineCount: 2,
            revenue: '50000',
            revenueMicro: '50000000000',
          },
        ],
      });

      // a resident individual with a USD contract, paid to an account abroad: the bank does not
      // make it an overseas individual
      const person = await makePartner(db, 'CNP122500001', {
        territories: ['CN'],
        currency: 'USD',
        sharePercent: '70',
      });
      await db.query(`UPDATE organisations SET account_type = 'personal' WHERE id = $1`, [
        person.orgId,
      ]);
      await db.query(
        `UPDATE contract_bank_accounts SET account = jsonb_set(account, '{type}', '"international"')
          WHERE org_id = $1`,
        [person.orgId],
      );
      await insertRollups(db, [
        {
          org: person.orgId,
          day: '2025-10-05',
          track: person.trackId,
          currency: 'USD',
          units: 5000,
          micro: 428_571_429n,
        },
      ]);
      // the USD income needs no rate; the CNY threshold does, and says so
      const noRate = await runFor(staff, person.orgId);
      expect(noRate.problems).toMatchObject([{ code: 'rate-missing', detail: 'CNY' }]);
      const saved = await ask(staff, 'staffRatesSave', {
        period: PERIOD,
        rates: [{ from: 'USD', to: 'CNY', rate: '7' }],
      });
      expect(saved.status, saved.text).toBe(200);
      const personRun = await runFor(staff, person.orgId);
      expect([personRun.problems, personRun.computed]).toEqual([[], 1]);
      const st = (await statementOf(person.orgId)).statement;
      // 428.57 USD, 70 % = 300.00; at or below 4,000 CNY (571.43 USD) the fixed 800 CNY = 114.29
      // USD is deducted: (300.00 - 114.29) * 20 % = 37.14
      expect([
        st.organisationType,
        st.dividedAmount,
        st.individualIncomeTax,
        st.payableAmount,
      ]).toEqual(['individual', '30000', '3714', '26286']);
      expect(st.ratesUsed).toEqual([{ from: 'USD', to: 'CNY', rate: '7' }]);

      // marked non-resident in its subject information, the same partner is an overseas individual
      await db.query(`UPDATE organisations SET tax_resident = false WHERE id = $1`, [person.orgId]);
      await runFor(staff, person.orgId);
      const abroad = (await statementOf(person.orgId)).statement;
      // VAT 6 % included: 300.00 / 1.06 = 283.02; VAT 16.98, surtax 2.04; 20 % on 80 %: 45.28
      expect([
        abroad.organisationType,
        abroad.vat,
        abroad.vatSurtax,
        abroad.individualIncomeTax,
      ]).toEqual(['overseasIndividual', '1698', '204', '4528']);
    });
  });
}
