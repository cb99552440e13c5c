// Contract: the demo organisation has an active contract (issue 14/16 groundwork), written through
// the staff editor's code, bound to the demo letter, with a bank account past its hold; the partner
// reads it; seeding it again (every start with DEMO=1, two instances at once) changes nothing.
import { describe, expect, it } from 'vitest';
import type { ContractList } from '../../../src/domain/contracts';
import type { SubjectInfo } from '../../../src/domain/accounts/subjectInfo';
import { PATHS, apiUrl } from '../../../src/domain/api';
import { termsOf } from '../../../src/domain/contracts/contract';
import { isLetterOfContract } from '../../../src/domain/contracts/letters';
import { createTestClock } from '../../src/clock';
import { activeContractFor } from '../../src/contracts/activeContract';
import { DEMO_LETTER } from '../../src/demo/catalogue';
import { DEMO_ORGANISATIONS } from '../../src/demo/logins';
import { seedDemoContract } from '../../src/demo/contract';
import {
  DEMO_BANK_ACCOUNT,
  DEMO_CONTRACT_AGE_DAYS,
  DEMO_CONTRACT_NUMBER,
  demoContractFields,
} from '../../src/demo/contractFields';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { changedTables, digestTables } from '../dbDigest';
import { demoUserId } from '../fixtures';
import { useApp } from '../suite';
import { CONTRACT_URLS } from './contracts';

const DAY = 86_400_000;

export function describeDemoContractContract(backend: TestBackend): void {
  describe('the demo contract', () => {
    const ctx = useApp(backend);
    const demoOrg = async () => (await demoUserId(ctx().db, 'demo-admin')).orgId;

    it('is in force now, bound to the demo letter, with a payable bank account', async () => {
      const orgId = await demoOrg();
      const active = await activeContractFor(ctx().db, orgId, new Date());
      expect(active).not.toBeNull();
      const { rows } = await ctx().db.query<{ fields: ReturnType<typeof demoContractFields> }>(
        'SELECT fields FROM contracts WHERE id = $1',
        [active?.contractId],
      );
      const fields = rows[0].fields;
      expect(active?.terms).toEqual(termsOf(fields));
      expect(active?.terms).toMatchObject({
        contractNumber: DEMO_CONTRACT_NUMBER,
        currency: 'CNY',
        settlementType: 'revenueShare',
        sharePercent: '70',
        territories: ['CN', 'HK', 'MO', 'TW'],
        excludedChannels: ['Harbour FM', '示例短视频 Example Shorts'],
      });
      expect(fields.cycle).toBe('monthly');
      expect(fields.contacts.length).toBe(2);
      expect(isLetterOfContract(DEMO_LETTER, fields)).toBe(true);
      // past its hold: a payment made now goes to it
      expect(active?.payableBankAccount).toMatchObject(DEMO_BANK_ACCOUNT);

      const { sign } = await login(ctx().app, 'demo-admin', 'Demo-Admin-2026');
      const list = await call<ContractList>(ctx().app, CONTRACT_URLS.list, { sign });
      expect(list.body.result.list.map((c) => [c.fields.number, c.payableBankAccount?.id])).toEqual(
        [[DEMO_CONTRACT_NUMBER, active?.payableBankAccount?.id]],
      );
    });

    it('has a complete identity: the administrator saves subject info as seeded', async () => {
      const { sign } = await login(ctx().app, 'demo-admin', 'Demo-Admin-2026');
      const read = await call<SubjectInfo>(ctx().app, apiUrl(PATHS.subjectInfo), { sign });
      const { accountType, ...info } = read.body.result;
      expect(accountType).toBe('company');
      expect(info).toEqual({
        name: DEMO_ORGANISATIONS.partner.name,
        idNumber: DEMO_ORGANISATIONS.partner.idNumber,
        ...DEMO_ORGANISATIONS.partner.details,
        taxResident: true,
      });
      const saved = await call<SubjectInfo>(ctx().app, apiUrl(PATHS.updateSubjectInfo), {
        sign,
        json: info,
      });
      expect(saved.status).toBe(200);
    });

    it('is seeded once: again, and by two instances at once, writes nothing', async () => {
      const before = await digestTables(ctx().db);
      expect(await seedDemoContract(ctx().db, createTestClock(Date.now()))).toBeNull();
      expect(
        await Promise.all([
          seedDemoContract(ctx().db, createTestClock(Date.now())),
          seedDemoContract(ctx().db, createTestClock(Date.now())),
        ]),
      ).toEqual([null, null]);
      expect(changedTables(before, await digestTables(ctx().db))).toEqual([]);
    });

    it('reaches a demo seeded before it existed, signed in the past on the clock given', async () => {
      const orgId = await demoOrg();
      await ctx().db.query('DELETE FROM contract_bank_accounts WHERE org_id = $1', [orgId]);
      await ctx().db.query('DELETE FROM contracts WHERE org_id = $1', [orgId]);
      const clock = createTestClock(Date.UTC(2027, 5, 10, 12, 0, 0));
      const made = await Promise.all([
        seedDemoContract(ctx().db, clock),
        seedDemoContract(ctx().db, clock),
      ]);
      // one instance makes it, the other finds the number taken
      expect(made.filter((id) => id !== null).length).toBe(1);
      const active = await activeContractFor(ctx().db, orgId, clock.now());
      expect(active?.contractId).toBe(made.find((id) => id !== null));
      expect(active?.terms.validFrom).toBe('2027-03-12');
      expect(active?.payableBankAccount?.account).toBe(DEMO_BANK_ACCOUNT.account);
      // before its signing day it was not in force
      const before = new Date(clock.now().getTime() - (DEMO_CONTRACT_AGE_DAYS + 1) * DAY);
      expect(await activeContractFor(ctx().db, orgId, before)).toBeNull();
    });
  });
}
