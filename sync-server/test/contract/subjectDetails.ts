// Contract: the details beside the identity (migration 014): sign-up stores a company's legal
// representative, address and contact and a person's address, subject info shows them and an
// administrator changes them under the same rules; bad details are a localized 422 that creates
// or changes nothing. And finsh_reg refuses a registration whose required identity images are
// missing (a localized 409 that writes nothing and keeps the registration resumable).
import { describe, expect, it } from 'vitest';
import type { IdentityImage } from '../../../src/domain/accounts/identityImages';
import type { SubjectInfo } from '../../../src/domain/accounts/subjectInfo';
import {
  PATHS,
  apiUrl,
  type LicenceAgreement,
  type RegistrationInfo,
} from '../../../src/domain/api';
import { pngFile } from '../../../src/domain/media/testing/imageFixtures';
import en from '../../../src/i18n/locales/en.json';
import zhHans from '../../../src/i18n/locales/zh-Hans.json';
import { createTestClock } from '../../src/clock';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { changedTables, digestTables } from '../dbDigest';
import { multipartBody } from '../multipart';
import {
  signUpCallForTest,
  signUpForTest,
  storeIdentityImagesForTest,
  TEST_COMPANY_DETAILS,
  TEST_PERSONAL_DETAILS,
} from '../signUp';
import { useApp } from '../suite';

const PASSWORD = 'Details-2026';
const VIEW = apiUrl(PATHS.subjectInfo);
const UP = apiUrl(PATHS.updateSubjectInfo);

export function describeSubjectDetailsContract(backend: TestBackend): void {
  describe('subject details and the identity images finsh_reg requires', () => {
    const clock = createTestClock();
    const ctx = useApp(backend, { clock });

    async function finish(token: string, language = 'en') {
      const licence = await call<LicenceAgreement>(ctx().app, apiUrl(PATHS.licenceAgreement), {
        method: 'POST',
        json: {},
      });
      const { version, sha256 } = licence.body.result;
      return call<RegistrationInfo & { missing?: string[] }>(
        ctx().app,
        apiUrl(PATHS.finishRegistration),
        { json: { token, version, sha256 }, language },
      );
    }
    async function storeImage(token: string, slot: string): Promise<void> {
      const { payload, contentType } = multipartBody(
        { token, slot },
        { name: `${slot}.png`, bytes: pngFile(40, 30), type: 'image/png' },
      );
      const res = await ctx().app.inject({
        method: 'POST',
        url: apiUrl(PATHS.registrationImage),
        payload,
        headers: { 'content-type': contentType },
      });
      expect(res.statusCode).toBe(200);
    }
    /** finishes a registration and logs its administrator in */
    async function completed(loginName: string, type: 'personal' | 'company') {
      const { token } = await signUpForTest(ctx(), clock, { loginName, type });
      await storeIdentityImagesForTest(ctx().app, token, type);
      expect((await finish(token)).status).toBe(200);
      const set = await call(ctx().app, apiUrl(PATHS.initLoginPwd), {
        json: { token, password: PASSWORD },
      });
      expect(set.status).toBe(200);
      return (await login(ctx().app, loginName, PASSWORD)).sign;
    }
    const accountsMade = async () =>
      Number(
        (
          await ctx().db.query<{ n: number }>(
            'SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM organisations) AS n',
          )
        ).rows[0].n,
      );

    it('stores what a company and a person give at sign-up; subject info shows it', async () => {
      const company = await completed('details-co', 'company');
      expect((await call<SubjectInfo>(ctx().app, VIEW, { sign: company })).body.result).toEqual({
        accountType: 'company',
        name: 'Test Company',
        idNumber: '91350100M000100Y43',
        ...TEST_COMPANY_DETAILS,
        taxResident: true,
      });
      const person = await completed('details-person', 'personal');
      expect((await call<SubjectInfo>(ctx().app, VIEW, { sign: person })).body.result).toEqual({
        accountType: 'personal',
        name: 'Test Person',
        idNumber: '11010519491231002X',
        legalRepresentative: '',
        address: TEST_PERSONAL_DETAILS.address,
        contactName: '',
        contactPhone: '',
        contactEmail: '',
        taxResident: true,
      });
    });

    it('refuses bad details at sign-up: a localized 422, no account made', async () => {
      const before = await accountsMade();
      const badPhone = await signUpCallForTest(ctx(), clock, {
        loginName: 'details-bad-1',
        type: 'company',
        language: 'zh-hans',
        fields: { contactPhone: 'call me', contactEmail: 'nope' },
      });
      expect(badPhone.status).toBe(422);
      expect(badPhone.body.code).toBe('badInput');
      expect(badPhone.body.msg).toContain(zhHans['validation.phone-format']);
      expect(badPhone.body.msg).toContain(zhHans['validation.email-format']);
      for (const fields of [
        { legalRepresentative: '   ' },
        { address: undefined },
        { contactName: 7 },
        { address: 'x'.repeat(201) },
      ]) {
        const refused = await signUpCallForTest(ctx(), clock, {
          loginName: 'details-bad-2',
          type: 'company',
          fields,
        });
        expect(refused.status, JSON.stringify(fields)).toBe(422);
        expect(refused.body.code).toBe('badInput');
      }
      const person = await signUpCallForTest(ctx(), clock, {
        loginName: 'details-bad-3',
        fields: { address: '' },
      });
      expect(person.status).toBe(422);
      expect(person.body.msg).toContain(en['validation.required'].replace('{field}', '').trim());
      expect(await accountsMade()).toBe(before);
    });

    it('finsh_reg without the ID card sides: localized 409, nothing written, resumable', async () => {
      const { token } = await signUpForTest(ctx(), clock, { loginName: 'details-noimg' });
      await storeImage(token, 'idFront');
      await storeImage(token, 'logo');
      const before = await digestTables(ctx().db);
      const zh = await finish(token, 'zh-hans');
      expect(zh.status).toBe(409);
      expect(zh.body).toMatchObject({
        state: false,
        code: 'identityImagesMissing',
        msg: zhHans['error.identityImagesMissing'],
        result: { missing: ['idBack'] },
      });
      const english = await finish(token, 'en');
      expect(english.body.msg).toBe(en['error.identityImagesMissing']);
      expect(changedTables(before, await digestTables(ctx().db))).toEqual([]);
      // the link still opens the same step, the stored images are kept
      const info = await call<RegistrationInfo>(ctx().app, apiUrl(PATHS.initLoginPwdInfo), {
        json: { token },
      });
      expect(info.body.result.step).toBe('sign_contract');
      const images = await call<{ images: IdentityImage[] }>(
        ctx().app,
        apiUrl(PATHS.registrationImages),
        { json: { token } },
      );
      expect(images.body.result.images.map((i) => i.slot)).toEqual(['idFront', 'logo']);
      await storeImage(token, 'idBack');
      const done = await finish(token);
      expect(done.status).toBe(200);
      expect(done.body.result.step).toBe('set_password');
    });

    it("finsh_reg without a company's business licence: refused until it is stored", async () => {
      const { token } = await signUpForTest(ctx(), clock, {
        loginName: 'details-nolicence',
        type: 'company',
      });
      await storeImage(token, 'logo');
      const refused = await finish(token);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'identityImagesMissing',
        result: { missing: ['licence'] },
      });
      await storeImage(token, 'licence');
      expect((await finish(token)).status).toBe(200);
    });

    it('an administrator changes the details under the same rules; bad ones change nothing', async () => {
      const sign = await completed('details-edit', 'company');
      const changed = {
        ...TEST_COMPANY_DETAILS,
        contactName: ' Zhao  Min ',
        address: 'New Road 1',
      };
      const saved = await call<SubjectInfo>(ctx().app, UP, {
        sign,
        json: { name: 'Test Company', idNumber: '91350100M000100Y43', ...changed },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.result).toMatchObject({ contactName: 'Zhao Min', address: 'New Road 1' });
      expect((await call<SubjectInfo>(ctx().app, VIEW, { sign })).body.result).toMatchObject({
        contactName: 'Zhao Min',
        address: 'New Road 1',
      });

      const before = await digestTables(ctx().db);
      const bad = await call(ctx().app, UP, {
        sign,
        language: 'en',
        json: {
          name: 'Test Company',
          idNumber: '91350100M000100Y43',
          ...changed,
          contactPhone: '12',
          legalRepresentative: '',
        },
      });
      expect(bad.status).toBe(422);
      expect(bad.body.msg).toContain(en['validation.phone-format']);
      expect(changedTables(before, await digestTables(ctx().db))).toEqual([]);
    });
  });
}
