// The demo organisation's contract and bank account (DEMO=1): distribution and settlement need an
// active contract, so the demo's back-office user writes one through the staff editor's own code
// (schema, rules, number check, notice) on a clock set to a signing day in the past, which puts the
// bank account past any hold. Runs on every start: a contract of that number already there is kept.
import type { BankAccountInput } from '../../../src/domain/contracts/bankAccount';
import {
  contractSaveSchema,
  type ContractFields,
  type ContractSaveInput,
} from '../../../src/domain/contracts/contract';
import type { AuthContext } from '../auth/context';
import type { Clock } from '../clock';
import { saveContract } from '../contracts/contractSave';
import type { Db } from '../db/db';
import { ApiError } from '../http/apiError';
import { DEMO_LETTER } from './catalogue';

export const DEMO_CONTRACT_NUMBER = 'HT-DEMO-0001';
/** Days between the contract's signing and the start that seeds it. */
export const DEMO_CONTRACT_AGE_DAYS = 90;
const DAY_MS = 86_400_000;

/** The account the demo's payment notice names (paymentNotice.ts), as the contract holds it. */
export const DEMO_BANK_ACCOUNT: BankAccountInput = {
  type: 'domestic',
  area: '中国大陆 Mainland China',
  bankName: '中国示例银行上海分行 Example Bank, Shanghai Branch',
  address: '浦东新区世纪大道 100 号 100 Century Avenue, Pudong',
  city: '上海 Shanghai',
  country: 'CN',
  account: '6222021001123456789',
  accountName: '示例唱片有限公司 Demo Records Ltd',
  payee: '示例唱片有限公司 Demo Records Ltd',
  iban: '',
  swift: 'EXMPCNSH',
};

function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** A three-year licence from the signing day: revenue share, quarterly, Greater China. */
export function demoContractFields(signedAt: Date): ContractFields {
  const end = new Date(signedAt);
  end.setUTCFullYear(end.getUTCFullYear() + 3);
  return {
    number: DEMO_CONTRACT_NUMBER,
    // the demo letter carries this number, so the contract's letters tab lists it (letters.ts)
    authorizationNumber: DEMO_LETTER.number,
    authorizationRange:
      '演示唱片全部录音制品及其词曲 All recordings of Demo Records and their works',
    authorizationServices: '流媒体、下载、彩铃 Streaming, downloads, ringback tones',
    authorizationScope: '信息网络传播权（非独家） Making available online (non-exclusive)',
    authorizationArea: '中国大陆、香港、澳门、台湾 Mainland China, Hong Kong, Macao, Taiwan',
    validFrom: isoDay(signedAt),
    validTo: isoDay(new Date(end.getTime() - DAY_MS)),
    businessScope: '数字音乐发行与结算 Digital music distribution and settlement',
    territories: ['CN', 'HK', 'MO', 'TW'],
    excludedChannels: ['Harbour FM', '示例短视频 Example Shorts'],
    settlementType: 'revenueShare',
    prepayment: '50000',
    sharePercent: '70',
    minimumPerPeriod: null,
    feePerPeriod: null,
    unitPrices: {},
    currency: 'CNY',
    cycle: 'quarterly',
    contacts: [
      { name: '王敏 Wang Min', phone: '+86 21 5555 0101', email: 'contracts@demo-records.example' },
      {
        name: '平台商务 Platform business',
        phone: '+86 21 5555 0199',
        email: 'bd@backoffice.example',
      },
    ],
  };
}

async function findIds(db: Db): Promise<{ orgId: string; staff: AuthContext } | null> {
  const { rows } = await db.query<{ org_id: string; staff_id: string; staff_org_id: string }>(
    `SELECT a.org_id, s.id AS staff_id, s.org_id AS staff_org_id
       FROM users a, users s WHERE a.login_name = 'demo-admin' AND s.login_name = 'demo-staff'`,
  );
  const row = rows[0];
  if (!row) return null;
  const staff: AuthContext = {
    userId: row.staff_id,
    orgId: row.staff_org_id,
    roles: ['staff'],
    // saveContract authorizes by the caller's organisation (contractPolicy.ts), not by these
    privileges: new Set(),
    sessionHash: '',
  };
  return { orgId: row.org_id, staff };
}

/**
 * Makes the demo contract unless the demo organisation has it; returns its id when it made it,
 * null when there is no demo organisation or the contract was there (or another instance won).
 */
export async function seedDemoContract(db: Db, clock: Clock): Promise<string | null> {
  const ids = await findIds(db);
  if (!ids) return null;
  const { rows } = await db.query<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM contracts WHERE org_id = $1 AND number = $2) AS found',
    [ids.orgId, DEMO_CONTRACT_NUMBER],
  );
  if (rows[0].found) return null;
  // signed at 09:00 UTC that day, so the contract and its account predate every start after it
  const day = new Date(clock.now().getTime() - DEMO_CONTRACT_AGE_DAYS * DAY_MS);
  const signedAt = new Date(`${isoDay(day)}T09:00:00Z`);
  // the staff editor's schema: the demo passes the rules a contract typed by staff passes
  const input: ContractSaveInput = contractSaveSchema.parse({
    orgId: ids.orgId,
    fields: demoContractFields(signedAt),
    bankAccount: DEMO_BANK_ACCOUNT,
  });
  try {
    const saved = await saveContract({ db, clock: { now: () => signedAt } }, ids.staff, input);
    return saved.id;
  } catch (error) {
    // two instances starting at once: the other one's contract holds the number
    if (error instanceof ApiError && error.code === 'contractNumberTaken') return null;
    throw error;
  }
}
