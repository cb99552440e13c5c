import { describe, expect, it } from 'vitest';
import {
  contractSaveSchema,
  emptyContractFields,
  isIsoDate,
  validateContract,
  type ContractFields,
} from './contract';

const good: ContractFields = {
  ...emptyContractFields(),
  number: 'HT-2026-001',
  authorizationNumber: 'SQ-2026-001',
  validFrom: '2026-01-01',
  validTo: '2028-12-31',
  territories: ['CN', 'HK', 'MO'],
  excludedChannels: ['Channel X'],
  sharePercent: '70',
};

describe('validateContract', () => {
  it('accepts a complete revenue-share contract', () => {
    expect(validateContract(good)).toEqual({});
  });
  it('refuses a share ratio outside 0-100', () => {
    expect(validateContract({ ...good, sharePercent: '100.5' })).toEqual({
      sharePercent: 'share-percent',
    });
    expect(validateContract({ ...good, sharePercent: '-1' })).toEqual({
      sharePercent: 'share-percent',
    });
    expect(validateContract({ ...good, sharePercent: '100' })).toEqual({});
    expect(validateContract({ ...good, sharePercent: '0' })).toEqual({});
  });
  it('refuses an end before the start', () => {
    expect(validateContract({ ...good, validFrom: '2027-01-01', validTo: '2026-12-31' })).toEqual({
      validTo: 'contract-term',
    });
  });
  it('refuses territories that are not ISO 3166-1 codes, or none', () => {
    expect(validateContract({ ...good, territories: ['CN', 'QQ'] })).toEqual({
      territories: 'contract-territory',
    });
    expect(validateContract({ ...good, territories: [] })).toEqual({
      territories: 'territories-required',
    });
    expect(validateContract({ ...good, territories: ['Worldwide'] })).toEqual({});
  });
  it('asks the fields of each settlement type', () => {
    expect(validateContract({ ...good, settlementType: 'buyout', feePerPeriod: null })).toEqual({
      feePerPeriod: 'fee-format',
    });
    expect(validateContract({ ...good, settlementType: 'perUnit' })).toEqual({
      unitPrices: 'unit-price-required',
    });
  });
});

describe('contractSaveSchema', () => {
  const orgId = '0193a0b4-1111-7000-8000-000000000001';
  it('refuses an unknown settlement type and an impossible date with codes', () => {
    const result = contractSaveSchema.safeParse({
      orgId,
      fields: { ...good, settlementType: 'barter', validFrom: '2026-02-30' },
      bankAccount: null,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message).sort()).toEqual([
      'contract-date',
      'contract-settlement-type',
    ]);
  });
  it('puts a rule code at its field', () => {
    const result = contractSaveSchema.safeParse({
      orgId,
      fields: { ...good, territories: ['ZZ'] },
      bankAccount: null,
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['fields.territories', 'contract-territory'],
    ]);
  });
  it('knows real dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
  });
});
