// Bank account rules (spec section 3: domestic or international; IBAN with its ISO 13616 mod-97
// check; SWIFT/BIC as ISO 9362 shapes it). Codes, never sentences; form and server share them.
// A changed account is paid to only after a hold, so a taken-over login cannot redirect a payout
// before the organisation's administrators, mailed at once, can react.
import { z } from 'zod';
import { DDEX_TERRITORY_CODES } from '../ddex/vocabulary';

export const BANK_ACCOUNT_TYPES = ['domestic', 'international'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/** Hours between a partner's change of bank account and the first payment to it. */
export const BANK_ACCOUNT_HOLD_HOURS = 72;

export const BankAccountLimits = { textMax: 200, accountMax: 34 } as const;

export const BANK_VALIDATION_CODES = [
  'bank-type',
  'bank-required',
  'bank-country',
  'bank-account-format',
  'bank-iban-format',
  'bank-iban-check',
  'bank-swift-format',
  'bank-swift-required',
] as const;
export type BankCode = (typeof BANK_VALIDATION_CODES)[number];

/** Spaces and dashes people type in an IBAN, an account or a BIC are not part of it. */
export function compactCode(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

/** ISO 13616: country, two check digits, 11-30 letters or digits; the number mod 97 is 1. */
export function validateIban(raw: string): 'bank-iban-format' | 'bank-iban-check' | null {
  const iban = compactCode(raw);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban) || !DDEX_TERRITORY_CODES.has(iban.slice(0, 2)))
    return 'bank-iban-format';
  const moved = iban.slice(4) + iban.slice(0, 4);
  // letters count as 10..35; the remainder is taken digit by digit so no big number is needed
  let remainder = 0;
  for (const char of moved) {
    const value = parseInt(char, 36);
    const digits = value > 9 ? String(value) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1 ? null : 'bank-iban-check';
}

/** ISO 9362: 4 letters (bank), a country code, 2 letters or digits (place), optional branch of 3. */
export function validateSwift(raw: string): 'bank-swift-format' | null {
  const bic = compactCode(raw);
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic) &&
    DDEX_TERRITORY_CODES.has(bic.slice(4, 6))
    ? null
    : 'bank-swift-format';
}

export interface BankAccountInput {
  type: BankAccountType;
  /** the region the account is held in, as the partner names it (e.g. mainland China) */
  area: string;
  bankName: string;
  address: string;
  city: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  account: string;
  accountName: string;
  payee: string;
  iban: string;
  swift: string;
}

export type BankIssues = Partial<Record<keyof BankAccountInput, BankCode>>;

/** Every field's first problem; an empty object when the account may be saved. */
export function validateBankAccount(input: BankAccountInput): BankIssues {
  const issues: BankIssues = {};
  if (!(BANK_ACCOUNT_TYPES as readonly string[]).includes(input.type)) issues.type = 'bank-type';
  for (const field of ['bankName', 'accountName', 'payee'] as const)
    if (input[field].trim() === '') issues[field] = 'bank-required';
  if (!DDEX_TERRITORY_CODES.has(input.country.trim().toUpperCase()))
    issues.country = 'bank-country';
  const account = compactCode(input.account);
  const iban = compactCode(input.iban);
  if (input.type === 'international') {
    if (input.swift.trim() === '') issues.swift = 'bank-swift-required';
    else if (validateSwift(input.swift)) issues.swift = 'bank-swift-format';
    // many countries (the US, China) have no IBAN: then the account number stands alone
    if (iban !== '') {
      const ibanIssue = validateIban(iban);
      if (ibanIssue) issues.iban = ibanIssue;
    } else if (account === '') issues.account = 'bank-required';
  } else {
    if (account === '') issues.account = 'bank-required';
    if (input.swift.trim() !== '' && validateSwift(input.swift)) issues.swift = 'bank-swift-format';
    const ibanIssue = iban === '' ? null : validateIban(iban);
    if (ibanIssue) issues.iban = ibanIssue;
  }
  if (account !== '' && !/^[A-Z0-9]{4,34}$/.test(account)) issues.account = 'bank-account-format';
  return issues;
}

const text = (max: number) => z.string().max(max);

/** The request's shape; the rules above run over it in `bankAccountSchema`. */
export const bankAccountSchema = z
  .object({
    type: z.enum(BANK_ACCOUNT_TYPES, { message: 'bank-type' }),
    area: text(BankAccountLimits.textMax),
    bankName: text(BankAccountLimits.textMax),
    address: text(BankAccountLimits.textMax),
    city: text(BankAccountLimits.textMax),
    country: text(8),
    account: text(64),
    accountName: text(BankAccountLimits.textMax),
    payee: text(BankAccountLimits.textMax),
    iban: text(64),
    swift: text(32),
  })
  .superRefine((value, ctx) => {
    for (const [path, code] of Object.entries(validateBankAccount(value)))
      ctx.addIssue({ code: 'custom', message: code, path: [path], input: value });
  })
  .transform((value) => ({
    ...value,
    country: value.country.trim().toUpperCase(),
    account: compactCode(value.account),
    iban: compactCode(value.iban),
    swift: compactCode(value.swift),
  }));

/** The last four characters: what a notice or a payment page may show of an account. */
export function maskAccount(account: string): string {
  const tail = account.slice(-4);
  return account.length > 4 ? `•••• ${tail}` : tail;
}
