// The contract and bank-account calls (ours: spec section 7 shows no path for them), in the style
// of the spec's own (`/<area>/<verb>/<thing>`, without /api and .json), and what they answer.
import { z } from 'zod';
import type { SubjectAccountType } from '../accounts/subjectInfo';
import type { BankAccountInput } from './bankAccount';
import { bankAccountSchema } from './bankAccount';
import type { ContractFields } from './contract';

export const CONTRACT_PATHS = {
  /** partner: the organisation's contracts, each with its bank accounts */
  list: '/contract/view/list',
  /** partner: one contract */
  info: '/contract/view/info',
  /** partner (administrator, current password): a new bank account for a contract */
  changeBankAccount: '/contract/up/bank_account',
  /** back office: the partner organisations a contract can be made for */
  staffOrgs: '/backoffice/contract/org_list',
  /** back office: one organisation's contracts */
  staffList: '/backoffice/contract/list',
  /** back office: create or update a contract */
  staffSave: '/backoffice/contract/save',
} as const;

export interface BankAccountView extends BankAccountInput {
  id: string;
  createdAt: string;
  /** payments may go to this account from this instant (a partner's change waits the hold) */
  payableFrom: string;
}

export interface ContractView {
  id: string;
  orgId: string;
  /** spec: records made by back-office staff carry the source "backstage" */
  source: 'backstage';
  fields: ContractFields;
  createdAt: string;
  updatedAt: string;
  /** the latest account given, which may still be on hold */
  bankAccount: BankAccountView | null;
  /** the account a payment made now goes to (null: none payable yet) */
  payableBankAccount: BankAccountView | null;
}

export interface ContractList {
  list: ContractView[];
}

export interface StaffOrg {
  id: string;
  name: string;
  nameEn: string;
  /** the subject facts that give its statements' tax type (finance/taxes.ts taxTypeOf) */
  accountType: SubjectAccountType;
  taxResident: boolean;
}

export const contractIdSchema = z.object({ id: z.uuid() });
export const staffListSchema = z.object({ orgId: z.uuid() });

/** A partner's change: the current password proves it is the account's owner at the keyboard. */
export const bankChangeSchema = z.object({
  contractId: z.uuid(),
  password: z.string().min(1, { message: 'required' }).max(1024),
  bankAccount: bankAccountSchema,
});
export type BankChangeInput = z.infer<typeof bankChangeSchema>;
