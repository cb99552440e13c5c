import { describe, expect, it } from 'vitest';
import {
  bankAccountSchema,
  maskAccount,
  validateBankAccount,
  validateIban,
  validateSwift,
  type BankAccountInput,
} from './bankAccount';

const international: BankAccountInput = {
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
const domestic: BankAccountInput = {
  ...international,
  type: 'domestic',
  area: '中国大陆',
  country: 'CN',
  account: '6222 0212 3456 7890 123',
  iban: '',
  swift: '',
};

describe('validateIban', () => {
  it('accepts published examples, spaced or not', () => {
    expect(validateIban('DE89 3704 0044 0532 0130 00')).toBeNull();
    expect(validateIban('GB82WEST12345698765432')).toBeNull();
    expect(validateIban('fr14 2004 1010 0505 0001 3m02 606')).toBeNull();
  });
  it('refuses a wrong check digit or a changed character', () => {
    expect(validateIban('DE88370400440532013000')).toBe('bank-iban-check');
    expect(validateIban('GB82WEST12345698765433')).toBe('bank-iban-check');
  });
  it('refuses what is not shaped like an IBAN', () => {
    expect(validateIban('')).toBe('bank-iban-format');
    expect(validateIban('DE89')).toBe('bank-iban-format');
    expect(validateIban('QQ89370400440532013000')).toBe('bank-iban-format');
    expect(validateIban('DE8937040044053201300!')).toBe('bank-iban-format');
  });
});

describe('validateSwift', () => {
  it('accepts 8 and 11 characters with a real country', () => {
    expect(validateSwift('DEUTDEFF')).toBeNull();
    expect(validateSwift('bkchcnbj 110')).toBeNull();
  });
  it('refuses other lengths, digits in the bank part, unknown countries', () => {
    for (const bad of ['DEUTDEF', 'DEUTDEFF1', '1EUTDEFF', 'DEUTQQFF', 'DEUTDEFF12345'])
      expect(validateSwift(bad), bad).toBe('bank-swift-format');
  });
});

describe('validateBankAccount', () => {
  it('accepts a good international and domestic account', () => {
    expect(validateBankAccount(international)).toEqual({});
    expect(validateBankAccount(domestic)).toEqual({});
  });
  it('names each field at fault', () => {
    expect(validateBankAccount({ ...international, swift: '' })).toEqual({
      swift: 'bank-swift-required',
    });
    expect(validateBankAccount({ ...international, iban: 'DE88370400440532013000' })).toEqual({
      iban: 'bank-iban-check',
    });
    expect(validateBankAccount({ ...international, iban: '' })).toEqual({
      account: 'bank-required',
    });
    expect(validateBankAccount({ ...domestic, account: '' })).toEqual({ account: 'bank-required' });
    expect(validateBankAccount({ ...domestic, account: '12' })).toEqual({
      account: 'bank-account-format',
    });
    expect(validateBankAccount({ ...domestic, payee: ' ', country: 'XX' })).toEqual({
      payee: 'bank-required',
      country: 'bank-country',
    });
  });
  it('the schema carries the codes as messages and stores compact codes', () => {
    const bad = bankAccountSchema.safeParse({ ...international, iban: 'DE88370400440532013000' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['iban', 'bank-iban-check'],
    ]);
    const good = bankAccountSchema.parse({ ...international, swift: 'deut de ff' });
    expect(good.iban).toBe('DE89370400440532013000');
    expect(good.swift).toBe('DEUTDEFF');
  });
  it('masks all but the last four characters', () => {
    expect(maskAccount('6222021234567890123')).toBe('•••• 0123');
    expect(maskAccount('123')).toBe('123');
  });
});
