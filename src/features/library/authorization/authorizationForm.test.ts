import { describe, expect, it } from 'vitest';
import { makeAuthorization, testId } from '../../../domain/catalogue/testing';
import {
  authorizationFormIssues,
  authorizationPatch,
  authorizationValues,
  emptyAuthorizationValues,
} from './authorizationForm';

const party = testId(901);
const pdf = { path: testId(902), name: 'letter.pdf', sizeBytes: 1200 };
const codes = (values: ReturnType<typeof emptyAuthorizationValues>) =>
  authorizationFormIssues(values).map((i) => `${i.field}:${i.code}`);

describe('authorizationFormIssues', () => {
  it('requires title and attachment, and the authorizing party', () => {
    expect(codes(emptyAuthorizationValues(party))).toEqual([
      'title:required',
      'attachment:required',
    ]);
    expect(codes(emptyAuthorizationValues(''))).toEqual([
      'authorizationCompanyId:required',
      'title:required',
      'attachment:required',
    ]);
    expect(codes({ ...emptyAuthorizationValues(party), title: '  ', attachment: pdf })).toEqual([
      'title:required',
    ]);
    expect(codes({ ...emptyAuthorizationValues(party), title: 'Letter', attachment: pdf })).toEqual(
      [],
    );
  });
  it('takes pdf, jpg, png, tar and zip attachments only, the metadata attachment too', () => {
    const base = { ...emptyAuthorizationValues(party), title: 'Letter' };
    for (const name of ['a.pdf', 'a.JPG', 'a.png', 'a.tar', 'a.zip'])
      expect(codes({ ...base, attachment: { ...pdf, name } }), name).toEqual([]);
    expect(codes({ ...base, attachment: { ...pdf, name: 'a.docx' } })).toEqual([
      'attachment:attachment-format',
    ]);
    expect(
      codes({ ...base, attachment: pdf, metadataAttachment: { ...pdf, name: 'meta.xlsx' } }),
    ).toEqual(['metadataAttachment:attachment-format']);
  });
});

describe('authorizationPatch', () => {
  it('sends only what changed, blank number as null; the party is never patched', () => {
    const stored = makeAuthorization({ title: 'Letter', number: 'A-1', attachment: pdf });
    const values = authorizationValues(stored);
    expect(authorizationPatch(stored, values)).toEqual({});
    expect(
      authorizationPatch(stored, {
        ...values,
        title: ' Letter 2 ',
        number: '',
        authorizationCompanyId: testId(999),
      }),
    ).toEqual({
      title: 'Letter 2',
      number: null,
    });
    const other = { path: testId(903), name: 'b.zip', sizeBytes: 5 };
    expect(authorizationPatch(stored, { ...values, attachment: other })).toEqual({
      attachment: other,
    });
  });
});
