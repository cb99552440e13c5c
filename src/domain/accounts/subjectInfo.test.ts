import { describe, expect, it } from 'vitest';
import { validateSubjectInfo } from './subjectInfo';

describe('validateSubjectInfo', () => {
  it('checks the ID number by the account type: resident ID or credit code', () => {
    expect(validateSubjectInfo('personal', { name: 'Li', idNumber: '11010519491231002X' })).toEqual(
      {},
    );
    expect(validateSubjectInfo('company', { name: 'Co', idNumber: '91350100M000100Y43' })).toEqual(
      {},
    );
    expect(validateSubjectInfo('company', { name: 'Co', idNumber: '11010519491231002X' })).toEqual({
      idNumber: 'credit-code-check-digit',
    });
    expect(validateSubjectInfo('personal', { name: 'Li', idNumber: '91350100M000100Y43' })).toEqual(
      { idNumber: expect.stringMatching(/^resident-id-/) as unknown },
    );
  });

  it('requires a name that is more than blanks', () => {
    expect(validateSubjectInfo('personal', { name: '  ', idNumber: '11010519491231002X' })).toEqual(
      { name: 'required' },
    );
  });
});
