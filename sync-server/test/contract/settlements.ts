// Contract: settlement runs and statements (issue 17). A staff run computes one statement per
// organisation with a contract in the month from its own rollups only; recoupment carries across
// months; a missing rate is a listed problem; the partner reads only its own statements and
// confirms once, against the issued hash, under a row lock; a confirmed statement never changes
// (a rerun skips it, an adjustment for it is refused and goes into a later month); completing
// makes a payment notice. Bad input is a localized 4xx that writes nothing.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../../src/domain/api';
import {
  FINANCE_PATHS,
  statementFromJson,
  type AdjustmentView,
  type RunStarted,
  type RunView,
  type SaleStatementItem,
  type SaleView,
  type SettlementStatementItem,
  type SettlementStatementJson,
  type SettlementView,
  type StaffStatementItem,
  type StatementList,
} from '../../../src/domain/finance/api';
import { canonicalStatement, hashStatement } from '../../../src/domain/finance/canonical';
import { createTestClock } from '../../src/clock';
import { settlementRunHandler } from '../../src/finance/settlementRun';
import { computeChain } from '../../src/finance/statementChain';
import type { Queryable } from '../../src/db/db';
import { createJobRunner } from '../../src/jobs/runner';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { changedTables, digestTables } from '../dbDigest';
import { createUser, demoUserId, insertCatalogueRecord } from '../fixtures';
import { insertBankAccount } from '../../src/contracts/contractStore';
import { DEMO_BANK_ACCOUNT } from '../../src/demo/contractFields';
import { useApp } from '../suite';
import { insertRollups, makePartner } from './settlementSetup';

const url = (key: keyof typeof FINANCE_PATHS) => apiUrl(FINANCE_PATHS[key]);

export function describeSettlementContract(backend: TestBackend): void {
  describe('settlement runs and statements', () => {
    const clock = createTestClock(Date.UTC(2026, 0, 15, 9, 0, 0));
    const ctx = useApp(backend, { clock });
    let shared: Awaited<ReturnType<typeof makeSetup>> | undefined;
    const setup = async () => (shared ??= await makeSetup());

    async function makeSetup() {
      const { app, db } = ctx();
      // 70 %, an advance of 150.00 CNY recouped over November and December
      const a = await makePartner(db, 'CNA122500001', { prepayment: '150', sharePercent: '70' });
      const b = await makePartner(db, 'CNB122500001', { sharePercent: '50' });
      await insertRollups(db, [
        { org: a.orgId, day: '2025-11-03', track: a.trackId, units: 1000, micro: 100_000_000n },
        {
          org: a.orgId,
          day: '2025-11-20',
          track: a.trackId,
          territory: 'HK',
          currency: 'HKD',
          units: 500,
          micro: 50_000_000n,
        },
        { org: a.orgId, day: '2025-12-05', track: a.trackId, units: 2000, micro: 200_000_000n },
        // B on the same days, channel and territory, far larger: never in A's figures
        { org: b.orgId, day: '2025-11-03', track: b.trackId, units: 9e6, micro: 9_000_000_000n },
        {
          org: b.orgId,
          day: '2025-12-05',
          track: b.trackId,
          territory: 'HK',
          currency: 'USD',
          units: 7,
          micro: 7_000_000n,
        },
      ]);
      const user = async (org: string) => {
        const u = await createUser(db, org, ['admin']);
        return { ...u, sign: (await login(app, u.loginName, u.password)).sign };
      };
      return {
        a,
        b,
        userA: await user(a.orgId),
        userA2: await user(a.orgId),
        userB: await user(b.orgId),
        staff: (await login(app, 'demo-staff', 'Demo-Staff-2026')).sign,
      };
    }

    const ask = <T>(sign: string, key: keyof typeof FINANCE_PATHS, json: object, language = 'en') =>
      call<T>(ctx().app, url(key), { sign, json, language });

    async function runMonth(period: string, organisationId?: string): Promise<RunView> {
      const s = await setup();
      const started = await ask<RunStarted>(s.staff, 'staffRun', { period, organisationId });
      expect(started.status, started.text).toBe(200);
      const runner = createJobRunner({
        db: ctx().db,
        clock,
        handlers: [settlementRunHandler(ctx().db)],
      });
      const settled = await runner.drain();
      expect(settled.map((j) => j.outcome)).toEqual(['done']);
      const runs = await ask<{ items: RunView[] }>(s.staff, 'staffRuns', { period });
      const run = runs.body.result.items.find((r) => r.id === started.body.result.runId);
      if (run === undefined) throw new Error('the run is not listed');
      return run;
    }

    async function statementOf(sign: string, period: string): Promise<SettlementView> {
      const list = await ask<StatementList<SettlementStatementItem>>(sign, 'statements', {
        kind: 'settlement',
        period,
      });
      expect(list.status, list.text).toBe(200);
      expect(list.body.result.items).toHaveLength(1);
      const view = await ask<SettlementView>(sign, 'settlement', {
        id: list.body.result.items[0].id,
      });
      expect(view.status, view.text).toBe(200);
      return view.body.result;
    }

    it('refuses bad rates and bad requests with a localized 422 and writes nothing', async () => {
      const s = await setup();
      const before = await digestTables(ctx().db);
      const bad = await ask(s.staff, 'staffRatesSave', {
        period: '2025-11',
        rates: [
          { from: 'HKD', to: 'CNY', rate: '0.9' },
          { from: 'CNY', to: 'HKD', rate: '1.1' },
        ],
      });
      expect(bad.status).toBe(422);
      expect(bad.body.code).toBe('badInput');
      const zh = await ask(s.staff, 'staffRun', { period: '2025-13' }, 'zh-Hans');
      expect(zh.status).toBe(422);
      expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/);
      const confirm = await ask(s.userA.sign, 'confirm', { id: 'x', contentHash: 'y' });
      expect(confirm.status).toBe(422);
      expect(changedTables(before, await digestTables(ctx().db))).toEqual([]);
    });

    it('computes a month from the organisation’s own lines, with a missing rate listed', async () => {
      const s = await setup();
      const noRate = await runMonth('2025-11');
      expect(noRate.problems).toEqual([
        {
          organisationId: s.a.orgId,
          organisationName: expect.any(String),
          code: 'rate-missing',
          detail: 'HKD',
        },
      ]);
      expect([noRate.computed, noRate.skipped]).toEqual([1, 0]);
      const saved = await ask(s.staff, 'staffRatesSave', {
        period: '2025-11',
        rates: [{ from: 'HKD', to: 'CNY', rate: '0.9' }],
      });
      expect(saved.status, saved.text).toBe(200);
      const run = await runMonth('2025-11');
      expect(run.problems).toEqual([]);
      expect(run.computed).toBe(2);

      const view = await statementOf(s.userA.sign, '2025-11');
      const st = view.statement;
      // 100.00 CNY + 50.00 HKD * 0.9 = 145.00; 70 % = 101.50, all of it recouped (150.00 advance)
      expect([st.reportIncome, st.shareAmount, st.recoup, st.dividedAmount]).toEqual([
        '14500',
        '10150',
        '10150',
        '0',
      ]);
      expect([st.balanceBefore, st.remainingBalance, st.payableAmount]).toEqual([
        '15000',
        '4850',
        '0',
      ]);
      expect(st.status).toBe('awaitingReconciliation');
      expect(st.lineCount).toBe(2);
      expect(view.payableAccount?.masked).toMatch(/6789$/);
      expect(view.payableAccountProblem).toBeNull();
    });

    it('splits the divided amount among the tracks’ rights holders, each named with its work', async () => {
      const s = await setup();
      const { db } = ctx();
      const c = await makePartner(db, 'CNC122500001', { sharePercent: '50' });
      const track = await db.query<{ name: string }>(
        `SELECT data ->> 'name' AS name FROM tracks WHERE id = $1`,
        [c.trackId],
      );
      // the same name on the track: a holder with a default 40 % and 10 % in Hong Kong
      const holderId = await insertCatalogueRecord(db, c.orgId, 'rightsHolder', {
        albumId: null,
        trackId: c.trackId,
        type: 'composer',
        name: '林夏',
        email: null,
      });
      for (const [countryCode, percentage] of [
        [null, 40],
        ['HK', 10],
      ] as const)
        await insertCatalogueRecord(db, c.orgId, 'rightsCountry', {
          rightsHolderId: holderId,
          albumId: null,
          countryCode,
          opInfo: null,
          spInfo: null,
          percentage,
          periodStart: null,
          periodEnd: null,
        });
      await insertRollups(db, [
        { org: c.orgId, day: '2025-10-02', track: c.trackId, units: 10, micro: 100_000_000n },
        {
          org: c.orgId,
          day: '2025-10-09',
          track: c.trackId,
          territory: 'HK',
          units: 10,
          micro: 100_000_000n,
        },
      ]);
      const run = await runMonth('2025-10', c.orgId);
      expect(run.problems).toEqual([]);
      const userC = await createUser(db, c.orgId, ['admin']);
      const view = await statementOf(
        (await login(ctx().app, userC.loginName, userC.password)).sign,
        '2025-10',
      );
      // 200.00 CNY at 50 % = 100.00 divided: 50.00 from China at 40 %, 50.00 from Hong Kong at 10 %
      expect(view.statement.dividedAmount).toBe('10000');
      expect(view.splits.byHolder).toEqual([
        { holderId, holderName: '林夏', work: track.rows[0].name, amount: '2500' },
      ]);
      expect(view.splits.unassigned).toBe('7500');
      expect(s.a.orgId).not.toBe(c.orgId);
    });

    it('shows a partner none of another organisation’s statements or sales', async () => {
      const s = await setup();
      const viewA = await statementOf(s.userA.sign, '2025-11');
      const fromB = await ask(s.userB.sign, 'settlement', { id: viewA.id });
      expect(fromB.status).toBe(404);
      const confirmB = await ask(s.userB.sign, 'confirm', {
        id: viewA.id,
        contentHash: 'a'.repeat(64),
        noObjection: true,
        requestId: randomUUID(),
      });
      expect(confirmB.status).toBe(404);
      const staffOnly = await ask(s.userA.sign, 'staffStatements', {});
      expect(staffOnly.status).toBe(403);
      const listB = await ask<StatementList<SettlementStatementItem>>(s.userB.sign, 'statements', {
        kind: 'settlement',
      });
      expect(listB.body.result.items.map((i) => i.id)).not.toContain(viewA.id);
      const sales = await ask<StatementList<SaleStatementItem>>(s.userA.sign, 'statements', {
        kind: 'sale',
        period: '2025-11',
      });
      expect(sales.body.result.items.map((i) => [i.currency, i.units, i.revenue])).toEqual([
        ['CNY', '1000', '10000'],
        ['HKD', '500', '5000'],
      ]);
      const cny = sales.body.result.items[0];
      const sale = await ask<SaleView>(s.userA.sign, 'sale', { id: cny.id });
      expect(sale.body.result.lines.map((l) => [l.isrc, l.territory, l.units])).toEqual([
        ['CNA122500001', 'CN', '1000'],
      ]);
      // the same month, channel and currency read by B: B's own usage, none of A's
      const saleOfB = await ask<SaleView>(s.userB.sign, 'sale', { id: cny.id });
      expect(saleOfB.body.result.lines.map((l) => [l.isrc, l.units])).toEqual([
        ['CNB122500001', '9000000'],
      ]);
      const hkdOfB = sales.body.result.items[1].id;
      expect((await ask(s.userB.sign, 'sale', { id: hkdOfB })).status).toBe(404);
    });

    it('moves only as the state machine allows, by the right actor', async () => {
      const s = await setup();
      const view = await statementOf(s.userA.sign, '2025-11');
      const early = await ask(s.userA.sign, 'confirm', {
        id: view.id,
        contentHash: 'a'.repeat(64),
        noObjection: true,
        requestId: randomUUID(),
      });
      expect([early.status, early.body.code]).toEqual([409, 'statement-move-not-allowed']);
      for (const key of ['staffWithdraw', 'staffComplete'] as const) {
        const refused = await ask(s.staff, key, { id: view.id });
        expect([key, refused.status]).toEqual([key, 409]);
      }
      const partnerIssue = await ask(s.userA.sign, 'staffIssue', { id: view.id });
      expect(partnerIssue.status).toBe(403);
      const issued = await ask<SettlementView>(s.staff, 'staffIssue', { id: view.id });
      expect(issued.status, issued.text).toBe(200);
      const hash = issued.body.result.statement.contentHash;
      const statement = statementFromJson(issued.body.result.statement);
      expect(hash).toBe(await hashStatement(statement));
      const stored = await ctx().db.query<{ canonical: string }>(
        'SELECT canonical FROM settlement_statements WHERE id = $1',
        [view.id],
      );
      expect(stored.rows[0].canonical).toBe(canonicalStatement(statement));
      const notices = await ctx().db.query<{ title_en: string }>(
        `SELECT title_en FROM sys_messages WHERE org_id = $1 AND title_en LIKE '%2025-11%'`,
        [s.a.orgId],
      );
      expect(notices.rows).toHaveLength(1);
      // withdrawn and issued again: the same content, the same hash
      expect((await ask(s.staff, 'staffWithdraw', { id: view.id })).status).toBe(200);
      const again = await ask<SettlementView>(s.staff, 'staffIssue', { id: view.id });
      expect(again.body.result.statement.contentHash).toBe(hash);
      expect((await ask(s.staff, 'staffIssue', { id: view.id })).status).toBe(409);
    });

    it('confirms once, against the issued hash, with the box ticked', async () => {
      const s = await setup();
      const view = await statementOf(s.userA.sign, '2025-11');
      const hash = view.statement.contentHash as string;
      const before = await digestTables(ctx().db);
      const stale = await ask(s.userA.sign, 'confirm', {
        id: view.id,
        contentHash: 'f'.repeat(64),
        noObjection: true,
        requestId: randomUUID(),
      });
      expect([stale.status, stale.body.code]).toEqual([409, 'statement-changed']);
      const unticked = await ask(s.userA.sign, 'confirm', {
        id: view.id,
        contentHash: hash,
        noObjection: false,
        requestId: randomUUID(),
      });
      expect([unticked.status, unticked.body.code]).toEqual([422, 'statement-objection-required']);
      expect(changedTables(before, await digestTables(ctx().db))).toEqual([]);

      const requestId = randomUUID();
      const [one, two] = await Promise.all([
        call<SettlementView>(ctx().app, url('confirm'), {
          sign: s.userA.sign,
          json: { id: view.id, contentHash: hash, noObjection: true, requestId },
          remoteAddress: '203.0.113.7',
        }),
        ask<SettlementView>(s.userA2.sign, 'confirm', {
          id: view.id,
          contentHash: hash,
          noObjection: true,
          requestId: randomUUID(),
        }),
      ]);
      const statuses = [one.status, two.status].sort();
      expect(statuses).toEqual([200, 409]);
      const winner = one.status === 200 ? one : two;
      expect(winner.body.result.statement.status).toBe('processing');
      expect(winner.body.result.confirmation?.contentHash).toBe(hash);
      if (one.status === 200) {
        expect(one.body.result.confirmation?.address).toBe('203.0.113.7');
        const retry = await call<SettlementView>(ctx().app, url('confirm'), {
          sign: s.userA.sign,
          json: { id: view.id, contentHash: hash, noObjection: true, requestId },
        });
        expect(retry.status).toBe(200);
        expect(retry.body.result.confirmation).toEqual(one.body.result.confirmation);
      }
      expect((await ask(s.staff, 'staffWithdraw', { id: view.id })).status).toBe(409);
    });

    it('never changes a confirmed statement: reruns skip it, corrections go to a later month', async () => {
      const s = await setup();
      const before = await statementOf(s.userA.sign, '2025-11');
      const rerun = await runMonth('2025-11', s.a.orgId);
      expect([rerun.computed, rerun.skipped]).toEqual([0, 1]);
      const refused = await ask(s.staff, 'staffAdjust', {
        organisationId: s.a.orgId,
        period: '2025-11',
        reason: 'HKD line counted twice',
        amount: '-500',
      });
      expect([refused.status, refused.body.code]).toEqual([409, 'statement-frozen']);
      expect(await statementOf(s.userA.sign, '2025-11')).toEqual(before);

      const adjusted = await ask<AdjustmentView>(s.staff, 'staffAdjust', {
        organisationId: s.a.orgId,
        period: '2025-12',
        reason: 'Correction of 2025-11',
        amount: '1000',
      });
      expect(adjusted.status, adjusted.text).toBe(200);
      // December: B's USD line has no rate (listed), A carries November's balance
      const december = await runMonth('2025-12');
      expect(december.problems.map((p) => [p.organisationId, p.code, p.detail])).toEqual([
        [s.b.orgId, 'rate-missing', 'USD'],
      ]);
      const st = (await statementOf(s.userA.sign, '2025-12')).statement;
      // 200.00 * 70 % = 140.00, + 10.00 adjustment; 48.50 still to recoup
      expect([st.shareAmount, st.adjustment, st.balanceBefore, st.recoup]).toEqual([
        '14000',
        '1000',
        '4850',
        '4850',
      ]);
      expect([st.dividedAmount, st.remainingBalance, st.payableAmount]).toEqual([
        '10150',
        '0',
        '10150',
      ]);
    });

    it('completes a confirmed statement with a payment notice the partner can open', async () => {
      const s = await setup();
      const view = await statementOf(s.userA.sign, '2025-11');
      const partner = await ask(s.userA.sign, 'staffComplete', { id: view.id });
      expect(partner.status).toBe(403);
      const done = await ask<SettlementView>(s.staff, 'staffComplete', { id: view.id });
      expect(done.status, done.text).toBe(200);
      expect(done.body.result.statement.status).toBe('completed');
      const path = done.body.result.paymentNoticeUrl;
      expect(path).toMatch(/^\/payment\/.+/);
      expect((await statementOf(s.userA.sign, '2025-11')).paymentNoticeUrl).toBe(path);
      expect((await ask(s.staff, 'staffComplete', { id: view.id })).status).toBe(409);
    });

    it('does not offer an account still in its hold', async () => {
      const { db } = ctx();
      const s = await setup();
      const held = await makePartner(
        db,
        'CNC122500001',
        {},
        { accountPayableFrom: new Date(clock.now().getTime() + 3_600_000) },
      );
      await insertRollups(db, [
        { org: held.orgId, day: '2025-12-05', track: held.trackId, units: 10, micro: 1_000_000n },
      ]);
      await runMonth('2025-12', held.orgId);
      const user = await createUser(db, held.orgId, ['admin']);
      const sign = (await login(ctx().app, user.loginName, user.password)).sign;
      const view = await statementOf(sign, '2025-12');
      expect(view.payableAccountProblem).toBe('bank-account-held');
      expect(view.payableAccount?.heldUntil).not.toBeNull();
      const issued = await ask<SettlementView>(s.staff, 'staffIssue', { id: view.id });
      const confirm = await ask(sign, 'confirm', {
        id: view.id,
        contentHash: issued.body.result.statement.contentHash,
        noObjection: true,
        requestId: randomUUID(),
      });
      expect([confirm.status, confirm.body.code]).toEqual([409, 'bank-account-held']);
    });

    it('refuses a confirmation when the payable account is no longer the one printed on the statement', async () => {
      const { db } = ctx();
      const s = await setup();
      const partner = await makePartner(db, 'CNC122500002');
      await insertRollups(db, [
        {
          org: partner.orgId,
          day: '2025-12-05',
          track: partner.trackId,
          units: 10,
          micro: 1_000_000n,
        },
      ]);
      await runMonth('2025-12', partner.orgId);
      const user = await createUser(db, partner.orgId, ['admin']);
      const sign = (await login(ctx().app, user.loginName, user.password)).sign;
      const view = await statementOf(sign, '2025-12');
      const issued = await ask<SettlementView>(s.staff, 'staffIssue', { id: view.id });
      // a new account, past its hold, after the statement was issued with the old one
      const staff = await demoUserId(db, 'demo-staff');
      await insertBankAccount(db, {
        contractId: partner.contractId,
        orgId: partner.orgId,
        account: { ...DEMO_BANK_ACCOUNT, account: '6222020000000000001' },
        userId: staff.id,
        createdAt: new Date(clock.now().getTime() - 80 * 3_600_000),
        payableFrom: new Date(clock.now().getTime() - 3_600_000),
      });
      const before = await digestTables(db);
      const confirm = await ask(sign, 'confirm', {
        id: view.id,
        contentHash: issued.body.result.statement.contentHash,
        noObjection: true,
        requestId: randomUUID(),
      });
      expect([confirm.status, confirm.body.code]).toEqual([409, 'statement-bank-changed']);
      expect(changedTables(before, await digestTables(db))).toEqual([]);
    });

    it('keeps one chain: months run out of order or at once recoup the advance once, issued in order', async () => {
      const { db } = ctx();
      const s = await setup();
      // from 31 October: October counts 1 of its 31 days; 50 %, an advance of 300.00 CNY
      const d = await makePartner(db, 'CND122500001', {
        prepayment: '300',
        sharePercent: '50',
        validFrom: '2025-10-31',
        validTo: '2028-10-30',
      });
      await insertRollups(db, [
        { org: d.orgId, day: '2025-10-01', track: d.trackId, units: 3100, micro: 310_000_000n },
        { org: d.orgId, day: '2025-11-01', track: d.trackId, units: 2000, micro: 200_000_000n },
        { org: d.orgId, day: '2025-12-01', track: d.trackId, units: 4000, micro: 400_000_000n },
      ]);
      // two staff at once: December computed and not yet committed when November is computed;
      // November waits for it (PostgreSQL; PGlite runs one transaction at a time) and recomputes it
      const compute = (period: string) => (tx: Queryable) =>
        computeChain(tx, d.orgId, period, { runId: null, now: clock.now() });
      if (db.kind === 'postgres') {
        let computed = () => {};
        let commit = () => {};
        const isComputed = new Promise<void>((resolve) => (computed = resolve));
        const holdDecember = db.transaction(async (tx) => {
          await compute('2025-12')(tx);
          computed();
          await new Promise<void>((resolve) => (commit = resolve));
        });
        await isComputed;
        let novemberDone = false;
        const november = db.transaction(compute('2025-11')).then(() => (novemberDone = true));
        // until November waits on the chain lock (or, without it, has finished)
        while (!novemberDone) {
          const waiting = await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
          );
          if (waiting.rows[0].n > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        commit();
        await Promise.all([holdDecember, november]);
      } else {
        await db.transaction(compute('2025-12'));
        await db.transaction(compute('2025-11'));
      }
      const read = () =>
        db.query<{ period: string; content: SettlementStatementJson }>(
          'SELECT period, content FROM settlement_statements WHERE org_id = $1 ORDER BY period',
          [d.orgId],
        );
      const [nov, dec] = (await read()).rows.map((r) => r.content);
      expect([nov.balanceBefore, nov.remainingBalance]).toEqual(['30000', '20000']);
      expect([dec.balanceBefore, dec.remainingBalance]).toEqual(['20000', '0']);
      await runMonth('2025-10', d.orgId);
      const rows = await read();
      const chain = rows.rows.map(({ content: c }) => [
        c.balanceBefore,
        c.recoup,
        c.remainingBalance,
        c.dividedAmount,
      ]);
      // shares 5.00 (310.00 over 31 days, 1 counted), 100.00, 200.00 against 300.00
      expect(chain).toEqual([
        ['30000', '500', '29500', '0'],
        ['29500', '10000', '19500', '0'],
        ['19500', '19500', '0', '500'],
      ]);
      expect(rows.rows[0].content.coverage).toEqual({
        start: '2025-10-31',
        end: '2025-10-31',
        days: 1,
        of: 31,
      });
      expect(rows.rows[1].content.coverage).toBeUndefined();

      // staff see each link of the chain, and the days a partly covered month counts
      const listed = await ask<StatementList<StaffStatementItem>>(s.staff, 'staffStatements', {
        organisationId: d.orgId,
        period: '2025-10',
      });
      expect(listed.body.result.items.map((i) => i.chain)).toEqual([
        {
          balanceBefore: '30000',
          recoup: '500',
          remainingBalance: '29500',
          coverage: { start: '2025-10-31', end: '2025-10-31', days: 1, of: 31 },
        },
      ]);
      const ids = await db.query<{ id: string; period: string }>(
        'SELECT id, period FROM settlement_statements WHERE org_id = $1 ORDER BY period',
        [d.orgId],
      );
      const [october, november, december] = ids.rows.map((r) => r.id);
      const early = await ask(s.staff, 'staffIssue', { id: december }, 'zh-Hans');
      expect([early.status, early.body.code]).toEqual([409, 'statement-earlier-open']);
      expect(early.body.msg).toContain('2025-10');
      for (const id of [october, november])
        expect((await ask(s.staff, 'staffIssue', { id })).status).toBe(200);
      const withdraw = await ask(s.staff, 'staffWithdraw', { id: october });
      expect([withdraw.status, withdraw.body.code]).toEqual([409, 'statement-later-issued']);
    });

    it('settles a quarterly contract once per calendar quarter, from its months within the term', async () => {
      const { db } = ctx();
      const s = await setup();
      const q = await makePartner(db, 'CNE122500001', {
        cycle: 'quarterly',
        sharePercent: '50',
        validFrom: '2025-08-31',
        validTo: '2028-08-30',
      });
      await insertRollups(db, [
        { org: q.orgId, day: '2025-07-01', track: q.trackId, units: 100, micro: 999_000_000n },
        { org: q.orgId, day: '2025-08-01', track: q.trackId, units: 3100, micro: 310_000_000n },
        { org: q.orgId, day: '2025-09-01', track: q.trackId, units: 3000, micro: 300_000_000n },
      ]);
      const august = await runMonth('2025-08', q.orgId);
      expect([august.computed, august.problems]).toEqual([0, []]);
      // a correction for August goes into the quarter's statement
      const adjusted = await ask(s.staff, 'staffAdjust', {
        organisationId: q.orgId,
        period: '2025-08',
        reason: 'Late August report',
        amount: '700',
      });
      expect(adjusted.status, adjusted.text).toBe(200);
      expect((await runMonth('2025-09', q.orgId)).computed).toBe(1);
      const { rows } = await db.query<{ period: string; content: SettlementStatementJson }>(
        'SELECT period, content FROM settlement_statements WHERE org_id = $1',
        [q.orgId],
      );
      expect(rows.map((r) => r.period)).toEqual(['2025-09']);
      const st = rows[0].content;
      expect([st.periodStart, st.periodEnd]).toEqual(['2025-07-01', '2025-09-30']);
      expect(st.coverage).toEqual({ start: '2025-08-31', end: '2025-09-30', days: 31, of: 92 });
      // July none, August 10.00 (1 of 31 days), September 300.00: 50 % = 155.00, + 7.00
      expect([st.participatingAmount, st.shareAmount, st.adjustment]).toEqual([
        '31000',
        '15500',
        '700',
      ]);
    });
  });
}
