import { describe, expect, it } from 'vitest';
import { validateSubjectInfo } from './subjectInfo';
import {
  cleanSubjectDetails,
  EMPTY_SUBJECT_DETAILS,
  subjectDetailFieldsOf,
  validateContactPhone,
  validateSubjectDetails,
} from './subjectDetails';

const PERSON = { ...EMPTY_SUBJECT_DETAILS, address: '1 Chang An Avenue, Beijing' };
const COMPANY = {
  legalRepresentative: 'Wang Fang',
  address: '88 Jianguo Road, Chaoyang, Beijing',
  contactName: 'Li Lei',
  contactPhone: '+86 10 6552-9988',
  contactEmail: 'rights@example.com',
};

describe('validateSubjectInfo', () => {
  it('checks the ID number by the account type: resident ID or credit code', () => {
    const person = { ...PERSON, name: 'Li', idNumber: '11010519491231002X' };
    const company = { ...COMPANY, name: 'Co', idNumber: '91350100M000100Y43' };
    expect(validateSubjectInfo('personal', person)).toEqual({});
    expect(validateSubjectInfo('company', company)).toEqual({});
    expect(validateSubjectInfo('company', { ...company, idNumber: person.idNumber })).toEqual({
      idNumber: 'credit-code-check-digit',
    });
    expect(validateSubjectInfo('personal', { ...person, idNumber: company.idNumber })).toEqual({
      idNumber: expect.stringMatching(/^resident-id-/) as unknown,
    });
  });

  it('requires a name that is more than blanks', () => {
    expect(
      validateSubjectInfo('personal', { ...PERSON, name: '  ', idNumber: '11010519491231002X' }),
    ).toEqual({ name: 'required' });
  });

  it('requires the details of the account type', () => {
    expect(
      validateSubjectInfo('company', {
        ...EMPTY_SUBJECT_DETAILS,
        name: 'Co',
        idNumber: '91350100M000100Y43',
      }),
    ).toEqual({
      legalRepresentative: 'required',
      address: 'required',
      contactName: 'required',
      contactPhone: 'required',
      contactEmail: 'required',
    });
  });
});

describe('subject details', () => {
  it('asks a person for an address only, a company for representative, address and contact', () => {
    expect(subjectDetailFieldsOf('personal')).toEqual(['address']);
    expect(subjectDetailFieldsOf('company')).toEqual([
      'legalRepresentative',
      'address',
      'contactName',
      'contactPhone',
      'contactEmail',
    ]);
    expect(validateSubjectDetails('personal', EMPTY_SUBJECT_DETAILS)).toEqual({
      address: 'required',
    });
  });

  it('checks the contact email and phone', () => {
    expect(validateSubjectDetails('company', { ...COMPANY, contactEmail: 'no-at' })).toEqual({
      contactEmail: 'email-format',
    });
    for (const good of ['010-65529988', '+86 138 0013 8000', '(852) 2345 6789', '12345'])
      expect(validateContactPhone(good), good).toBeNull();
    for (const bad of ['1234', 'call me', '+86 10 6552 9988 ext. 1', '1'.repeat(21), '++8613800'])
      expect(validateContactPhone(bad), bad).toBe('phone-format');
    expect(validateContactPhone('   ')).toBe('required');
  });

  it('cleans only the fields of the account type', () => {
    expect(cleanSubjectDetails('personal', { ...COMPANY, address: '  a   b ' })).toEqual({
      ...EMPTY_SUBJECT_DETAILS,
      address: 'a b',
    });
  });
});
