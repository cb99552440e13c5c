// The organisation's details beside its identity (spec sections 2, 3 and 5: sign-up and subject
// info): every account gives a postal address; a company also names its legal representative and a
// contact person with a phone and an email. One rule set for the sign-up form, the subject-info
// form and the server's schemas; codes, never sentences.
import { AccountLimits } from '../schemas/limits';
import { validateAccountEmail } from './validateAccount';

export const SUBJECT_DETAIL_CODES = ['phone-format'] as const;
export type SubjectDetailCode = (typeof SUBJECT_DETAIL_CODES)[number] | 'required' | 'email-format';

export interface SubjectDetails {
  /** company: the legal representative named on the business licence */
  legalRepresentative: string;
  /** the postal address (a company's registered address) */
  address: string;
  /** company: the person the portal's staff contact */
  contactName: string;
  contactPhone: string;
  contactEmail: string;
}
export type SubjectDetailField = keyof SubjectDetails;

export const EMPTY_SUBJECT_DETAILS: SubjectDetails = {
  legalRepresentative: '',
  address: '',
  contactName: '',
  contactPhone: '',
  contactEmail: '',
};

const FIELDS_OF: Readonly<Record<'personal' | 'company', readonly SubjectDetailField[]>> = {
  personal: ['address'],
  company: ['legalRepresentative', 'address', 'contactName', 'contactPhone', 'contactEmail'],
};

/** The details an account type gives, in the order the forms show them; all are required. */
export function subjectDetailFieldsOf(type: 'personal' | 'company'): readonly SubjectDetailField[] {
  return FIELDS_OF[type];
}

/** The longest value each field takes: the forms' maxLength and the server's schema. */
export const SUBJECT_DETAIL_MAX: Readonly<Record<SubjectDetailField, number>> = {
  legalRepresentative: AccountLimits.nameMax,
  address: AccountLimits.addressMax,
  contactName: AccountLimits.nameMax,
  contactPhone: AccountLimits.contactPhoneMax,
  contactEmail: 254,
};

/**
 * A contact phone, mobile or landline ("+86 10 6552 9988", "010-65529988 ext. 12" is not one):
 * an optional leading "+", then digits with spaces, hyphens or brackets, 5 to 20 digits in all.
 */
export function validateContactPhone(raw: string): SubjectDetailCode | null {
  const phone = raw.trim();
  if (phone === '') return 'required';
  if (!/^\+?[0-9\s()-]+$/.test(phone)) return 'phone-format';
  const digits = phone.replace(/[^0-9]/g, '').length;
  return digits >= 5 && digits <= 20 ? null : 'phone-format';
}

/** One field's check: a code, or null when it is valid. */
export function validateSubjectDetail(
  field: SubjectDetailField,
  raw: string,
): SubjectDetailCode | null {
  if (field === 'contactPhone') return validateContactPhone(raw);
  if (field === 'contactEmail') {
    const code = validateAccountEmail(raw);
    return code === null ? null : code === 'required' ? 'required' : 'email-format';
  }
  return raw.trim() === '' ? 'required' : null;
}

/** The account type's details checked together: field name to code. */
export function validateSubjectDetails(
  type: 'personal' | 'company',
  input: SubjectDetails,
): Partial<Record<SubjectDetailField, SubjectDetailCode>> {
  const errors: Partial<Record<SubjectDetailField, SubjectDetailCode>> = {};
  for (const field of subjectDetailFieldsOf(type)) {
    const code = validateSubjectDetail(field, input[field]);
    if (code !== null) errors[field] = code;
  }
  return errors;
}

/** Trimmed values of the type's fields; the fields another type does not give are empty. */
export function cleanSubjectDetails(
  type: 'personal' | 'company',
  input: Partial<SubjectDetails>,
): SubjectDetails {
  const clean = { ...EMPTY_SUBJECT_DETAILS };
  for (const field of subjectDetailFieldsOf(type))
    clean[field] = (input[field] ?? '').trim().replace(/\s+/g, ' ');
  return clean;
}
