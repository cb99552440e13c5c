// The organisation's identity as sign-up stored it (spec sections 2, 5): a personal licensor's
// name and resident ID, or a company's name and unified social credit code. The ID's kind follows
// the account type, which never changes after sign-up. Beside it, the details of subjectDetails.ts.
import { validateCreditCode } from './creditCode';
import { validateResidentId } from './residentId';
import {
  validateSubjectDetails,
  type SubjectDetailField,
  type SubjectDetails,
} from './subjectDetails';

export type SubjectAccountType = 'personal' | 'company';

export interface SubjectInfo extends SubjectDetails {
  accountType: SubjectAccountType;
  /** the person's name (personal) or the company's name */
  name: string;
  /** the resident ID (personal) or the unified social credit code (company) */
  idNumber: string;
  /**
   * a tax resident of the PRC (organisations.tax_resident, migration 084): with the account type it
   * decides the taxes of the statements computed from then on (domain/finance/taxes.ts taxTypeOf)
   */
  taxResident: boolean;
}

/** The ID number's check for the account type: a code, or null when it is valid. */
export function validateSubjectIdNumber(
  accountType: SubjectAccountType,
  value: string,
): string | null {
  return accountType === 'company' ? validateCreditCode(value) : validateResidentId(value);
}

export type SubjectInfoField = 'name' | 'idNumber' | SubjectDetailField;

/** The form's checks, the same the server applies: field name to code. */
export function validateSubjectInfo(
  accountType: SubjectAccountType,
  input: { name: string; idNumber: string } & SubjectDetails,
): Partial<Record<SubjectInfoField, string>> {
  const errors: Partial<Record<SubjectInfoField, string>> = {
    ...validateSubjectDetails(accountType, input),
  };
  if (input.name.trim() === '') errors.name = 'required';
  const id = validateSubjectIdNumber(accountType, input.idNumber);
  if (id !== null) errors.idNumber = id;
  return errors;
}
