// Shared test material: a contract, a licensor's bank details and period lines like those the
// DSR fixture yields (reports/fixtures/dsr-basic-audio-2024-05.tsv), so tests make what they need.
import type { RolledUpLine } from '../reports';
import type { ContractTerms } from './contract';
import type { SettlementInput } from './computeSettlement';
import type { BankDetails } from './statement';
import { DEFAULT_TAX_RATES } from './taxes';

export const testBank: BankDetails = {
  accountName: '星光唱片有限公司',
  accountNumber: '6222020200112233445',
  bankName: 'Industrial and Commercial Bank of China, Shanghai Branch',
  bankAddress: '9 Pudong Avenue, Shanghai',
  swift: 'ICBKCNBJSHI',
  iban: '',
};

export function testTerms(over: Partial<ContractTerms> = {}): ContractTerms {
  return {
    contractNumber: 'SL-2024-017',
    currency: 'CNY',
    settlementType: 'revenueShare',
    sharePercent: '70',
    minimumPerPeriod: null,
    unitPrices: {},
    feePerPeriod: null,
    prepayment: '0',
    territories: ['CN', 'HK'],
    excludedChannels: [],
    validFrom: '2024-01-01',
    validTo: '2026-12-31',
    ...over,
  };
}

export function testLine(over: Partial<RolledUpLine> = {}): RolledUpLine {
  return {
    trackId: 't1',
    albumId: null,
    territory: 'CN',
    channel: 'Dragon Music Online',
    usageType: 'stream',
    currency: 'CNY',
    isRoyaltyBearing: true,
    units: 1000,
    revenueMicro: 10_000_000n,
    lineCount: 1,
    ...over,
  };
}

export function testInput(over: Partial<SettlementInput> = {}): SettlementInput {
  return {
    period: { label: '2024-05', start: '2024-05-01', end: '2024-05-31' },
    licensor: { id: 'org-1', name: '星光唱片有限公司', organisationType: 'domesticCompany' },
    terms: testTerms(),
    lines: [testLine()],
    rates: [{ from: 'HKD', to: 'CNY', rate: '0.9123' }],
    balanceBefore: 0n,
    adjustments: [],
    taxRates: DEFAULT_TAX_RATES,
    bank: testBank,
    ...over,
  };
}
