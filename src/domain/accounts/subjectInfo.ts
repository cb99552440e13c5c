// The organisation's identity as sign-up stored it (spec sections 2, 5): a personal licensor's
// name and resident ID, or a company's name and unified social credit code. The ID's kind follows
// the account type, which never changes after sign-up.
import { validateCreditCode } from './creditCode';
import { validateResidentId } from './residentId';

export type SubjectAccountType = 'personal' | 'company';

export interface SubjectInfo {
  accountType: SubjectAccountType;
  /** the person's name (personal) or the company's name */
  name: string;
  /** the resident ID (personal) or the unified social credit code (company) */
  idNumber: string;
}

/** The ID number's check for the account type: a code, or null when it is valid. */
export function validateSubjectIdNumber(
  accountType: SubjectAccountType,
  value: string,
): string | null {
  return accountType === 'company' ? validateCreditCode(value) : validateResidentId(value);
}

/** The form's checks, the same the server applies: field name to code. */
export function validateSubjectInfo(
  accountType: SubjectAccountType,
  input: { name: string; idNumber: string },
): Partial<Record<'name' | 'idNumber', string>> {
  const errors: Partial<Record<'name' | 'idNumber', string>> = {};
  if (input.name.trim() === '') errors.name = 'required';
  const id = validateSubjectIdNumber(accountType, input.idNumber);
  if (id !== null) errors.idNumber = id;
  return errors;
}
