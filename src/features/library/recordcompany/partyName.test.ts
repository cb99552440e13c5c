import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testId } from '../../../domain/catalogue/testing';
import { partyNameIssues } from './partyName';
import { authorizingPartiesOf } from './useAuthorizingParties';
import { visiblePartyIssues } from './usePartyForm';

const partyA = testId(701);
const partyB = testId(702);
const records = [
  { id: testId(711), name: 'Sony  Music', authorizationCompanyId: partyA },
  { id: testId(712), name: '演示唱片', authorizationCompanyId: partyB },
];
const codes = (issues: ReturnType<typeof partyNameIssues>) =>
  issues.map((i) => `${i.field}:${i.code}`);

describe('partyNameIssues', () => {
  it('requires a name and an authorizing party', () => {
    expect(codes(partyNameIssues('  ', partyA, records))).toEqual(['name:required']);
    expect(codes(partyNameIssues('New', '', records))).toEqual(['authorizationCompanyId:required']);
  });
  it('refuses a name the same party uses, whatever the spacing and case', () => {
    expect(codes(partyNameIssues(' sony music ', partyA, records))).toEqual(['name:name-taken']);
    expect(codes(partyNameIssues('ＳＯＮＹ Music', partyA, records))).toEqual(['name:name-taken']);
  });
  it('lets another party use the name, and a record keep its own', () => {
    expect(partyNameIssues('Sony Music', partyB, records)).toEqual([]);
    expect(partyNameIssues('sony music', partyA, records, testId(711))).toEqual([]);
  });
  it('never refuses a name no record of the party has', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== ''),
        (name) => {
          const taken = partyNameIssues(name, partyA, []).map((i) => i.code);
          expect(taken).not.toContain('name-taken');
        },
      ),
    );
  });
});

describe('visiblePartyIssues', () => {
  it('shows only a taken name before the first try, everything after', () => {
    const issues = partyNameIssues('', '', records);
    expect(visiblePartyIssues(issues, false)).toEqual([]);
    expect(
      visiblePartyIssues(partyNameIssues('Sony Music', partyA, records), false).map((i) => i.code),
    ).toEqual(['name-taken']);
    expect(visiblePartyIssues(issues, true).map((i) => i.field)).toEqual([
      'name',
      'authorizationCompanyId',
    ]);
  });
});

describe('authorizingPartiesOf', () => {
  it('offers the signed-in organisation, then other parties named by records, once each', () => {
    const org = { organisationId: partyA, organisationName: '演示唱片' };
    expect(authorizingPartiesOf(org, [partyA, partyB, null, partyB])).toEqual([
      { id: partyA, name: '演示唱片' },
      { id: partyB, name: null },
    ]);
    expect(authorizingPartiesOf(null)).toEqual([]);
  });
});
