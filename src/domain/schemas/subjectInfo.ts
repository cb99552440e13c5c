// Request schema of /account/subjectInfo (ours, in the spec's style): the ID number's check
// depends on the organisation's account type, which the server reads before parsing.
import { z } from 'zod';
import { creditCodeSchema, residentIdSchema } from '../accounts/schemas';
import type { SubjectAccountType } from '../accounts/subjectInfo';
import { AccountLimits } from './limits';

export function subjectInfoSchemaFor(accountType: SubjectAccountType) {
  return z.object({
    name: z.string().trim().min(1).max(AccountLimits.nameMax),
    idNumber: accountType === 'company' ? creditCodeSchema : residentIdSchema,
  });
}
export type SubjectInfoInput = z.infer<ReturnType<typeof subjectInfoSchemaFor>>;
