// A contract of spec section 3 as the back office writes it and the partner reads it: the
// settlement terms of finance/contract.ts (validated there) plus the authorization's description,
// business scope, cycle and contacts. Territories must be ISO 3166-1 codes (or Worldwide), dates
// in order; every refusal is a code the form and the server word alike.
import { z } from 'zod';
import { DDEX_TERRITORY_CODES } from '../ddex/vocabulary';
import {
  SETTLEMENT_TYPES,
  validateContractTerms,
  type ContractCode,
  type ContractTerms,
} from '../finance/contract';
import { USAGE_TYPES } from '../reports';
import { bankAccountSchema } from './bankAccount';

export { SETTLEMENT_TYPES, type SettlementType } from '../finance/contract';

export const CONTRACT_CYCLES = ['monthly', 'quarterly', 'halfYearly', 'yearly'] as const;
export type ContractCycle = (typeof CONTRACT_CYCLES)[number];

export const ContractLimits = {
  textMax: 200,
  longTextMax: 2000,
  territoriesMax: 260,
  channelsMax: 100,
  contactsMax: 10,
} as const;

export const CONTRACT_RULE_CODES = [
  'contract-territory',
  'contract-date',
  'contract-settlement-type',
  'contract-cycle',
] as const;
export type ContractRuleCode = (typeof CONTRACT_RULE_CODES)[number] | ContractCode;

const text = (max: number = ContractLimits.textMax) => z.string().trim().max(max);
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A calendar date that exists: 2026-02-30 is refused. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function isTerritory(code: string): boolean {
  return code === 'Worldwide' || DDEX_TERRITORY_CODES.has(code);
}

export const contactSchema = z.object({
  name: text(),
  phone: text(40),
  email: text(254),
});

const dateOrNull = z
  .string()
  .nullable()
  .refine((v) => v === null || isIsoDate(v), { message: 'contract-date' });

/** The fields staff write (without the organisation and id, which the route carries). */
export const contractFieldsSchema = z.object({
  number: text(),
  authorizationNumber: text(),
  authorizationRange: text(ContractLimits.longTextMax),
  authorizationServices: text(ContractLimits.longTextMax),
  authorizationScope: text(ContractLimits.longTextMax),
  authorizationArea: text(),
  validFrom: dateOrNull,
  validTo: dateOrNull,
  businessScope: text(ContractLimits.longTextMax),
  territories: z.array(z.string().trim().max(16)).max(ContractLimits.territoriesMax),
  excludedChannels: z.array(text()).max(ContractLimits.channelsMax),
  settlementType: z.enum(SETTLEMENT_TYPES, { message: 'contract-settlement-type' }),
  prepayment: text(40),
  sharePercent: text(40),
  minimumPerPeriod: text(40).nullable(),
  feePerPeriod: text(40).nullable(),
  unitPrices: z.partialRecord(z.enum(USAGE_TYPES), text(40)),
  currency: text(8),
  cycle: z.enum(CONTRACT_CYCLES, { message: 'contract-cycle' }),
  contacts: z.array(contactSchema).max(ContractLimits.contactsMax),
});
export type ContractFields = z.infer<typeof contractFieldsSchema>;

/** The settlement terms finance computes with, taken from a contract's fields. */
export function termsOf(fields: ContractFields): ContractTerms {
  return {
    contractNumber: fields.number,
    currency: fields.currency.toUpperCase(),
    settlementType: fields.settlementType,
    sharePercent: fields.sharePercent,
    minimumPerPeriod: fields.minimumPerPeriod,
    unitPrices: fields.unitPrices,
    feePerPeriod: fields.feePerPeriod,
    prepayment: fields.prepayment === '' ? '0' : fields.prepayment,
    territories: fields.territories,
    excludedChannels: fields.excludedChannels,
    validFrom: fields.validFrom,
    validTo: fields.validTo,
  };
}

/** The field each finance code belongs to, so a form shows it where it was typed. */
const CODE_FIELDS: Readonly<Record<ContractCode, keyof ContractFields>> = {
  'contract-number-required': 'number',
  'contract-currency': 'currency',
  'share-percent': 'sharePercent',
  'minimum-format': 'minimumPerPeriod',
  'unit-price-format': 'unitPrices',
  'unit-price-required': 'unitPrices',
  'fee-format': 'feePerPeriod',
  'prepayment-format': 'prepayment',
  'territories-required': 'territories',
  'contract-term': 'validTo',
};

/** Every problem of a contract, keyed by field; empty when it may be saved. */
export function validateContract(
  fields: ContractFields,
): Partial<Record<keyof ContractFields, ContractRuleCode>> {
  const issues: Partial<Record<keyof ContractFields, ContractRuleCode>> = {};
  for (const code of validateContractTerms(termsOf(fields))) issues[CODE_FIELDS[code]] ??= code;
  if (fields.territories.some((t) => !isTerritory(t))) issues.territories = 'contract-territory';
  return issues;
}

/** What the back office sends: the fields, checked by the rules above, and the first bank account. */
export const contractSaveSchema = z
  .object({
    orgId: z.uuid(),
    /** absent: a new contract */
    id: z.uuid().optional(),
    fields: contractFieldsSchema,
    bankAccount: bankAccountSchema.nullable(),
  })
  .superRefine((value, ctx) => {
    for (const [path, code] of Object.entries(validateContract(value.fields)))
      ctx.addIssue({ code: 'custom', message: code, path: ['fields', path], input: value });
  });
export type ContractSaveInput = z.infer<typeof contractSaveSchema>;

/** An empty form: what the editor starts from. */
export function emptyContractFields(): ContractFields {
  return {
    number: '',
    authorizationNumber: '',
    authorizationRange: '',
    authorizationServices: '',
    authorizationScope: '',
    authorizationArea: '',
    validFrom: null,
    validTo: null,
    businessScope: '',
    territories: ['Worldwide'],
    excludedChannels: [],
    settlementType: 'revenueShare',
    prepayment: '0',
    sharePercent: '',
    minimumPerPeriod: null,
    feePerPeriod: null,
    unitPrices: {},
    currency: 'CNY',
    cycle: 'monthly',
    contacts: [],
  };
}
