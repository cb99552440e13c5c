// Contract: /account/subjectInfo: every member with the screen reads the organisation's identity;
// an administrator changes it (logged, with the ID masked), the tax residence included; another role
// is refused; bad input is a localized 422 that writes nothing. Tenancy is in tenancyAccounts.ts.
import { describe, expect, it } from 'vitest';
import { EMPTY_SUBJECT_DETAILS } from '../../../src/domain/accounts/subjectDetails';
import type { SubjectInfo } from '../../../src/domain/accounts/subjectInfo';
import { PATHS, apiUrl } from '../../../src/domain/api';
import type { SecurityLogPage } from '../../../src/domain/team/teamApi';
import en from '../../../src/i18n/locales/en.json';
import zhHans from '../../../src/i18n/locales/zh-Hans.json';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { changedTables, digestTables } from '../dbDigest';
import { createOrganisation, createUser } from '../fixtures';
import { TEST_COMPANY_DETAILS } from '../signUp';
import { useApp } from '../suite';

export const SUBJECT_VIEW = apiUrl(PATHS.subjectInfo);
export const SUBJECT_UP = apiUrl(PATHS.updateSubjectInfo);
export const VALID_CREDIT_CODE = '91350100M000100Y43';

export function describeSubjectInfoContract(backend: TestBackend): void {
  describe('subject information', () => {
    const ctx = useApp(backend);

    it('an administrator changes the identity; the change is in the security log', async () => {
      const orgId = await createOrganisation(ctx().db, 'Old Name Ltd');
      const admin = await createUser(ctx().db, orgId, ['adminNoDistribution']);
      const { sign } = await login(ctx().app, admin.loginName, admin.password);
      const read = await call<SubjectInfo>(ctx().app, SUBJECT_VIEW, { sign });
      // made before its details existed: they read as empty
      expect(read.body.result).toEqual({
        accountType: 'company',
        name: 'Old Name Ltd',
        idNumber: '',
        ...EMPTY_SUBJECT_DETAILS,
        taxResident: true,
      });

      const saved = await call<SubjectInfo>(ctx().app, SUBJECT_UP, {
        sign,
        json: {
          ...TEST_COMPANY_DETAILS,
          name: ' New Name Ltd ',
          idNumber: VALID_CREDIT_CODE.toLowerCase(),
        },
        remoteAddress: '10.40.0.1',
      });
      expect(saved.status).toBe(200);
      const after = {
        accountType: 'company',
        name: 'New Name Ltd',
        idNumber: VALID_CREDIT_CODE,
        ...TEST_COMPANY_DETAILS,
        taxResident: true,
      };
      expect(saved.body.result).toEqual(after);
      expect((await call<SubjectInfo>(ctx().app, SUBJECT_VIEW, { sign })).body.result).toEqual(
        after,
      );

      const log = await call<SecurityLogPage>(ctx().app, apiUrl(PATHS.securityLog), { sign });
      expect(log.body.result.list[0]).toMatchObject({
        kind: 'subjectInfoChanged',
        actor: admin.loginName,
        address: '10.40.0.1',
        detail: {
          nameBefore: 'Old Name Ltd',
          name: 'New Name Ltd',
          idNumber: '9135…0Y43',
          detailsChanged: 'legalRepresentative,address,contactName,contactPhone,contactEmail',
        },
      });
    });

    it('the tax residence: stored, read back, logged, kept by a save without it; another role is refused', async () => {
      const orgId = await createOrganisation(ctx().db, 'Abroad Ltd');
      const admin = await createUser(ctx().db, orgId, ['admin']);
      const operator = await createUser(ctx().db, orgId, ['contentOperator']);
      const [a, o] = await Promise.all([
        login(ctx().app, admin.loginName, admin.password),
        login(ctx().app, operator.loginName, operator.password),
      ]);
      const identity = { ...TEST_COMPANY_DETAILS, name: 'Abroad Ltd', idNumber: VALID_CREDIT_CODE };
      const saved = await call<SubjectInfo>(ctx().app, SUBJECT_UP, {
        sign: a.sign,
        json: { ...identity, taxResident: false },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.result.taxResident).toBe(false);
      // a client built before the field existed saves the rest and keeps it
      await call(ctx().app, SUBJECT_UP, { sign: a.sign, json: identity });
      const read = await call<SubjectInfo>(ctx().app, SUBJECT_VIEW, { sign: o.sign });
      expect(read.body.result.taxResident).toBe(false);
      const log = await call<SecurityLogPage>(ctx().app, apiUrl(PATHS.securityLog), {
        sign: a.sign,
      });
      const changes = log.body.result.list.filter((e) => e.kind === 'subjectInfoChanged');
      // newest first: the save without the field, then the declaration
      expect(changes.map((e) => [e.detail.taxResidentBefore, e.detail.taxResident])).toEqual([
        ['false', 'false'],
        ['true', 'false'],
      ]);

      const before = await digestTables(ctx().db);
      const refused = await call(ctx().app, SUBJECT_UP, {
        sign: o.sign,
        json: { ...identity, taxResident: true },
      });
      expect(refused.status).toBe(403);
      expect(changedTables(before, await digestTables(ctx().db))).toEqual([]);
    });

    it('another role reads it and may not change it: 403, nothing written', async () => {
      const orgId = await createOrganisation(ctx().db, 'Kept Ltd');
      const operator = await createUser(ctx().db, orgId, ['contentOperator']);
      const { sign } = await login(ctx().app, operator.loginName, operator.password);
      const read = await call<SubjectInfo>(ctx().app, SUBJECT_VIEW, { sign });
      expect(read.status).toBe(200);
      expect(read.body.result.name).toBe('Kept Ltd');
      const before = await digestTables(ctx().db);
      const refused = await call(ctx().app, SUBJECT_UP, {
        sign,
        json: { name: 'Taken Over', idNumber: VALID_CREDIT_CODE },
      });
      expect(refused.status).toBe(403);
      expect(changedTables(before, await digestTables(ctx().db))).toEqual([]);
    });

    it('bad input: a localized 422 in both languages, nothing written', async () => {
      const orgId = await createOrganisation(ctx().db);
      const admin = await createUser(ctx().db, orgId, ['admin']);
      const { sign } = await login(ctx().app, admin.loginName, admin.password);
      const before = await digestTables(ctx().db);
      const badCode = { name: 'Fine Ltd', idNumber: '91350100M000100Y44' };
      const zh = await call(ctx().app, SUBJECT_UP, { sign, language: 'zh-hans', json: badCode });
      expect(zh.status).toBe(422);
      expect(zh.body.msg).toContain(zhHans['validation.credit-code-check-digit']);
      const enBad = await call(ctx().app, SUBJECT_UP, {
        sign,
        language: 'en',
        json: { name: '', idNumber: VALID_CREDIT_CODE },
      });
      expect(enBad.status).toBe(422);
      expect(enBad.body.state).not.toBe(true);
      // a company's identity is checked as a company's: a resident ID is refused
      const person = await call(ctx().app, SUBJECT_UP, {
        sign,
        language: 'en',
        json: { name: 'Fine Ltd', idNumber: '11010519491231002X' },
      });
      expect(person.status).toBe(422);
      expect(person.body.msg).toContain(en['validation.credit-code-check-digit']);
      expect(changedTables(before, await digestTables(ctx().db))).toEqual([]);
    });
  });
}
