// Contract: contracts and bank accounts (issue 14). The back office writes a partner's contract,
// the partner reads it; a bank account change needs the current password, is mailed to every
// administrator through a real SMTP server, notified, and payable only after the hold, on the
// test clock. Bad input is a localized 422 that writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, type SysMessagePage } from '../../../src/domain/api';
import {
  BANK_ACCOUNT_HOLD_HOURS,
  CONTRACT_PATHS,
  emptyContractFields,
  type BankAccountInput,
  type ContractFields,
  type ContractList,
  type ContractView,
} from '../../../src/domain/contracts';
import en from '../../../src/i18n/locales/en.json';
import zhHans from '../../../src/i18n/locales/zh-Hans.json';
import { createTestClock } from '../../src/clock';
import { activeContractFor } from '../../src/contracts/activeContract';
import { createJobRunner } from '../../src/jobs/runner';
import { createMailer } from '../../src/mail/mailer';
import { mailHandler } from '../../src/mail/mailJob';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { createOrganisation, createUser, type TestUser } from '../fixtures';
import { readMail } from '../mail/readMail';
import { aiosmtpdMissing, startSmtpServer, type SmtpServer } from '../mail/smtpServer';
import { useApp } from '../suite';

const SECRET = 'test-signing-secret-0123456789abcdef';
const HOUR = 3_600_000;
export const CONTRACT_URLS = {
  list: apiUrl(CONTRACT_PATHS.list),
  info: apiUrl(CONTRACT_PATHS.info),
  bank: apiUrl(CONTRACT_PATHS.changeBankAccount),
  staffSave: apiUrl(CONTRACT_PATHS.staffSave),
  staffList: apiUrl(CONTRACT_PATHS.staffList),
  staffOrgs: apiUrl(CONTRACT_PATHS.staffOrgs),
};

export const FIRST_ACCOUNT: BankAccountInput = {
  type: 'domestic',
  area: '中国大陆',
  bankName: '招商银行',
  address: '深南大道 7088 号',
  city: '深圳',
  country: 'CN',
  account: '6225880212345678',
  accountName: '测试唱片有限公司',
  payee: '测试唱片有限公司',
  iban: '',
  swift: '',
};
export const NEW_ACCOUNT: BankAccountInput = {
  type: 'international',
  area: 'Europe',
  bankName: 'Deutsche Bank',
  address: 'Taunusanlage 12',
  city: 'Frankfurt',
  country: 'DE',
  account: '',
  accountName: 'Example GmbH',
  payee: 'Example GmbH',
  iban: 'DE89 3704 0044 0532 0130 00',
  swift: 'DEUTDEFF',
};

export function contractFields(
  number: string,
  extra: Partial<ContractFields> = {},
): ContractFields {
  return {
    ...emptyContractFields(),
    number,
    authorizationNumber: `SQ-${number}`,
    validFrom: '2026-01-01',
    validTo: '2028-12-31',
    territories: ['CN', 'HK'],
    excludedChannels: ['Channel X'],
    sharePercent: '70',
    ...extra,
  };
}

async function count(
  db: { query: TestBackendQuery },
  sql: string,
  params: unknown[],
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(sql, params);
  return rows[0].n;
}
type TestBackendQuery = <R>(sql: string, params?: unknown[]) => Promise<{ rows: R[] }>;

export function describeContractsContract(backend: TestBackend): void {
  describe('contracts and bank accounts', () => {
    const clock = createTestClock(Date.UTC(2026, 2, 1, 9, 0, 0));
    const ctx = useApp(backend, { clock });
    let smtp: SmtpServer | undefined;
    let orgId: string;
    let admin: TestUser;
    let secondAdmin: TestUser;
    let staffSign: string;
    let adminSign: string;
    beforeAll(async () => {
      const { db, app } = ctx();
      orgId = await createOrganisation(db);
      admin = await createUser(db, orgId, ['admin']);
      secondAdmin = await createUser(db, orgId, ['adminNoDistribution']);
      await createUser(db, orgId, ['contentOperator']);
      for (const u of [admin, secondAdmin])
        await db.query('UPDATE users SET email = $2 WHERE id = $1', [
          u.id,
          `${u.loginName}@example.com`,
        ]);
      // the second administrator reads the portal in Chinese: their mail follows it, not the changer's
      await db.query("UPDATE users SET language = 'zh-hans' WHERE id = $1", [secondAdmin.id]);
      staffSign = (await login(app, 'demo-staff', 'Demo-Staff-2026')).sign;
      adminSign = (await login(app, admin.loginName, admin.password)).sign;
      if (!aiosmtpdMissing()) smtp = await startSmtpServer();
    });
    afterAll(async () => smtp?.stop());

    const contracts = () =>
      count(ctx().db, 'SELECT count(*)::int AS n FROM contracts WHERE org_id = $1', [orgId]);
    const bankRows = () =>
      count(ctx().db, 'SELECT count(*)::int AS n FROM contract_bank_accounts WHERE org_id = $1', [
        orgId,
      ]);

    async function staffSave(fields: ContractFields, language = 'en') {
      return call<ContractView>(ctx().app, CONTRACT_URLS.staffSave, {
        sign: staffSign,
        language,
        json: { orgId, fields, bankAccount: FIRST_ACCOUNT },
      });
    }

    it('staff make a contract; the partner reads it and is notified in both languages', async () => {
      const saved = await staffSave(contractFields('HT-001'));
      expect(saved.status).toBe(200);
      expect(saved.body.result).toMatchObject({
        orgId,
        source: 'backstage',
        fields: { number: 'HT-001', territories: ['CN', 'HK'], settlementType: 'revenueShare' },
        bankAccount: { bankName: '招商银行', payableFrom: clock.now().toISOString() },
      });
      const list = await call<ContractList>(ctx().app, CONTRACT_URLS.list, { sign: adminSign });
      expect(list.body.result.list.map((c) => c.fields.number)).toEqual(['HT-001']);
      const info = await call<ContractView>(ctx().app, CONTRACT_URLS.info, {
        sign: adminSign,
        query: { id: saved.body.result.id },
      });
      expect(info.body.result.payableBankAccount?.account).toBe('6225880212345678');
      const page = await call<SysMessagePage>(
        ctx().app,
        '/api/msg/sys_msg/view/sys_msg_list.json',
        {
          sign: adminSign,
          language: 'en',
          query: { kind: 'notification', page: '1', size: '20' },
        },
      );
      expect(page.body.result.list.map((m) => m.title)).toContain('New contract HT-001');
      const { rows } = await ctx().db.query<{ title_zh: string }>(
        'SELECT title_zh FROM sys_messages WHERE org_id = $1',
        [orgId],
      );
      expect(rows.map((r) => r.title_zh)).toContain('新增合同 HT-001');
    });

    it('refuses a partner, and staff naming the back office or nobody', async () => {
      const asPartner = await call(ctx().app, CONTRACT_URLS.staffSave, {
        sign: adminSign,
        json: { orgId, fields: contractFields('HT-X'), bankAccount: null },
      });
      expect(asPartner.status).toBe(403);
      const { rows } = await ctx().db.query<{ id: string }>(
        'SELECT id FROM organisations WHERE is_backoffice',
      );
      for (const target of [rows[0].id, '0193a0b4-1111-7000-8000-00000000dead']) {
        const res = await call(ctx().app, CONTRACT_URLS.staffSave, {
          sign: staffSign,
          json: { orgId: target, fields: contractFields('HT-Y'), bankAccount: null },
        });
        expect(res.status).toBe(404);
      }
      expect(await contracts()).toBe(1);
    });

    it('refuses bad contracts with localized codes and writes nothing', async () => {
      const before = [await contracts(), await bankRows()];
      const cases: [Partial<ContractFields> | Record<string, unknown>, string][] = [
        [{ sharePercent: '150' }, 'share-percent'],
        [{ territories: ['CN', 'ZZ'] }, 'contract-territory'],
        [{ settlementType: 'barter' }, 'contract-settlement-type'],
        [{ validFrom: '2026-02-30' }, 'contract-date'],
        [{ validFrom: '2027-01-01', validTo: '2026-01-01' }, 'contract-term'],
      ];
      for (const [extra, code] of cases) {
        for (const [language, catalogue] of [
          ['en', en],
          ['zh-hans', zhHans],
        ] as const) {
          const res = await call(ctx().app, CONTRACT_URLS.staffSave, {
            sign: staffSign,
            language,
            json: {
              orgId,
              fields: { ...contractFields('HT-BAD'), ...extra },
              bankAccount: null,
            },
          });
          expect(res.status, code).toBe(422);
          expect(res.text, code).toContain(
            (catalogue as Record<string, string>)[`validation.${code}`],
          );
        }
      }
      const dup = await staffSave(contractFields('ht-001'), 'zh-hans');
      expect(dup.status).toBe(409);
      expect(dup.body.msg).toBe(zhHans['error.contractNumberTaken']);
      expect([await contracts(), await bankRows()]).toEqual(before);
    });

    async function onlyContract(): Promise<ContractView> {
      const list = await call<ContractList>(ctx().app, CONTRACT_URLS.list, { sign: adminSign });
      return list.body.result.list[0];
    }

    it('refuses a bank change without the right password or with a bad IBAN', async () => {
      const contract = await onlyContract();
      const before = await bankRows();
      const noPassword = await call(ctx().app, CONTRACT_URLS.bank, {
        sign: adminSign,
        language: 'en',
        json: { contractId: contract.id, bankAccount: NEW_ACCOUNT },
      });
      expect(noPassword.status).toBe(422);
      const wrong = await call(ctx().app, CONTRACT_URLS.bank, {
        sign: adminSign,
        language: 'zh-hans',
        json: { contractId: contract.id, password: 'Not-The-Passw0rd', bankAccount: NEW_ACCOUNT },
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body).toMatchObject({
        code: 'currentPasswordWrong',
        msg: zhHans['error.currentPasswordWrong'],
      });
      const badIban = await call(ctx().app, CONTRACT_URLS.bank, {
        sign: adminSign,
        language: 'en',
        json: {
          contractId: contract.id,
          password: admin.password,
          bankAccount: { ...NEW_ACCOUNT, iban: 'DE88370400440532013000' },
        },
      });
      expect(badIban.status).toBe(422);
      expect(badIban.text).toContain(en['validation.bank-iban-check']);
      expect(await bankRows()).toBe(before);
      expect((await onlyContract()).bankAccount?.bankName).toBe('招商银行');
    });

    it('holds a new account for 72 hours, mails every administrator and notifies', async () => {
      const contract = await onlyContract();
      const changedAt = clock.now();
      const res = await call<ContractView>(ctx().app, CONTRACT_URLS.bank, {
        sign: adminSign,
        language: 'en',
        json: { contractId: contract.id, password: admin.password, bankAccount: NEW_ACCOUNT },
      });
      expect(res.status).toBe(200);
      const holdEnds = new Date(changedAt.getTime() + BANK_ACCOUNT_HOLD_HOURS * HOUR);
      expect(res.body.result.bankAccount).toMatchObject({
        bankName: 'Deutsche Bank',
        iban: 'DE89370400440532013000',
        payableFrom: holdEnds.toISOString(),
      });
      expect(res.body.result.payableBankAccount?.bankName).toBe('招商银行');

      // payments: the old account until the hold ends, the new one from then on
      const payee = async () =>
        (await activeContractFor(ctx().db, orgId, clock.now()))?.payableBankAccount?.bankName;
      expect(await payee()).toBe('招商银行');
      clock.set(holdEnds.getTime() - 60_000);
      expect(await payee()).toBe('招商银行');
      clock.set(holdEnds);
      expect(await payee()).toBe('Deutsche Bank');
      const active = await activeContractFor(ctx().db, orgId, clock.now());
      expect(active?.terms).toMatchObject({
        territories: ['CN', 'HK'],
        excludedChannels: ['Channel X'],
        settlementType: 'revenueShare',
        sharePercent: '70',
      });
      expect(await activeContractFor(ctx().db, orgId, new Date('2029-01-01T00:00:00Z'))).toBeNull();

      const { rows } = await ctx().db.query<{ title_en: string }>(
        "SELECT title_en FROM sys_messages WHERE org_id = $1 AND title_en LIKE 'Bank account%'",
        [orgId],
      );
      expect(rows).toHaveLength(1);

      const mails = await ctx().db.query<{ to: string }>(
        "SELECT payload->>'to' AS to FROM jobs WHERE kind = 'mail.send' AND payload->>'to' LIKE 'user-%' ORDER BY 1",
      );
      expect(mails.rows.map((r) => r.to)).toEqual(
        [admin, secondAdmin].map((u) => `${u.loginName}@example.com`).sort(),
      );
      const languages = await ctx().db.query<{ to: string; language: string }>(
        "SELECT payload->>'to' AS to, payload->>'language' AS language FROM jobs WHERE kind = 'mail.send' AND payload->>'to' LIKE 'user-%'",
      );
      expect(Object.fromEntries(languages.rows.map((r) => [r.to, r.language]))).toEqual({
        [`${admin.loginName}@example.com`]: 'en',
        [`${secondAdmin.loginName}@example.com`]: 'zh-hans',
      });
      // the administrators' security log shows who changed it, from where, and the masked account
      const log = await ctx().db.query<{ actor: string; subject: string; address: string }>(
        "SELECT actor, subject, address FROM security_events WHERE org_id = $1 AND kind = 'bankAccountChanged'",
        [orgId],
      );
      expect(log.rows).toHaveLength(1);
      expect(log.rows[0].actor).toBe(admin.loginName);
      expect(log.rows[0].subject).toContain('Deutsche Bank');
      expect(log.rows[0].subject).not.toContain('0532013000');
      expect(log.rows[0].address).toBeTruthy();
      if (!smtp) return;
      const mailer = createMailer({
        smtpUrl: smtp.url,
        mailDir: '/nonexistent',
        fromAddress: 'no-reply@portal.test',
      });
      const quiet = () => undefined;
      const runner = createJobRunner({
        db: ctx().db,
        clock,
        handlers: [mailHandler({ mailer, secret: SECRET })],
        log: { info: quiet, warn: quiet, error: quiet },
      });
      try {
        await runner.drain();
      } finally {
        mailer.close();
      }
      const files = await smtp.messages(2);
      const mail = readMail(files[0]);
      expect(mail.partTypes).toContain('text/plain');
      expect(mail.headers.Subject).toContain('HT-001');
      expect(mail.text).toContain('Deutsche Bank');
      expect(mail.text).toContain(holdEnds.toISOString().replace('T', ' ').slice(0, 16));
      expect(mail.text).toContain(`/account/contract/${contract.id}/accountInfo`);
    });
  });
}
