// What the demo's contract says (demo/contract.ts writes it): a three-year revenue-share licence for
// Greater China bound to the demo letter, and the account its payments go to. Data only, so the e2e
// specs import it without the server's modules.
import type { BankAccountInput } from '../../../src/domain/contracts/bankAccount';
import type { ContractFields } from '../../../src/domain/contracts/contract';
import { DEMO_LETTER } from './catalogue';

export const DEMO_CONTRACT_NUMBER = 'HT-DEMO-0001';
/** Days between the contract's signing and the start that seeds it. */
export const DEMO_CONTRACT_AGE_DAYS = 90;
export const DAY_MS = 86_400_000;

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

export function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** A three-year licence from the signing day: revenue share, monthly, Greater China. */
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
    // about two months of the demo's share: the first statements recoup it (the balance carried
    // from one to the next), the latest pays out, so the finance screens show both
    prepayment: '3000',
    sharePercent: '70',
    minimumPerPeriod: null,
    feePerPeriod: null,
    unitPrices: {},
    currency: 'CNY',
    // settled monthly, so a year of demo reports gives a chain of statements to read (a quarterly
    // contract gets one statement per calendar quarter: docs/settlement-rules.md)
    cycle: 'monthly',
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
