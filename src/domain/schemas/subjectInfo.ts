// Request schema of /account/subjectInfo (ours, in the spec's style): the ID number's check
// depends on the organisation's account type, which the server reads before parsing.
import { z } from 'zod';
import {
  companyDetailsShape,
  creditCodeSchema,
  personalDetailsShape,
  residentIdSchema,
} from '../accounts/schemas';
import type { SubjectAccountType } from '../accounts/subjectInfo';
import { AccountLimits } from './limits';

const name = z.string().trim().min(1).max(AccountLimits.nameMax);
// optional: a client built before the field existed saves the rest and keeps the stored residence
const taxResident = z.boolean().optional();

/** The identity and the account type's details (accounts/subjectDetails.ts). */
export function subjectInfoSchemaFor(accountType: SubjectAccountType) {
  return accountType === 'company'
    ? z.object({ name, idNumber: creditCodeSchema, taxResident, ...companyDetailsShape })
    : z.object({ name, idNumber: residentIdSchema, taxResident, ...personalDetailsShape });
}
export type SubjectInfoInput = z.infer<ReturnType<typeof subjectInfoSchemaFor>>;
