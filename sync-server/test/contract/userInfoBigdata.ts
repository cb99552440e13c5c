// Contract: GET /org/view/user_info_bigdata (spec section 7), the data screens' user info: the
// caller, their organisation, the currency and cycle of its contract in force (null without one),
// the data periods (null until issue 17). The data screens' privilege; a localized 401 logged out.
// Tenancy is in tenancyContracts.ts.
import { describe, expect, it } from 'vitest';
import { PATHS, apiUrl, type UserInfoBigdata } from '../../../src/domain/api';
import en from '../../../src/i18n/locales/en.json';
import zhHans from '../../../src/i18n/locales/zh-Hans.json';
import { DEMO_CONTRACT_NUMBER } from '../../src/demo/contractFields';
import { DEMO_LOGINS, DEMO_ORGANISATIONS } from '../../src/demo/logins';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { createOrganisation, createUser, demoUserId } from '../fixtures';
import { useApp } from '../suite';
import { CONTRACT_URLS, contractFields } from './contracts';

export const BIGDATA_URL = apiUrl(PATHS.userInfoBigdata);

export function describeUserInfoBigdataContract(backend: TestBackend): void {
  describe('user info of the data screens', () => {
    const ctx = useApp(backend);

    async function staffSave(orgId: string, number: string, extra: object) {
      const { sign } = await login(ctx().app, 'demo-staff', 'Demo-Staff-2026');
      const saved = await call(ctx().app, CONTRACT_URLS.staffSave, {
        sign,
        json: { orgId, fields: contractFields(number, extra), bankAccount: null },
      });
      expect(saved.status, saved.text).toBe(200);
    }

    it("answers the demo administrator with the demo contract's currency and cycle", async () => {
      const { app, db } = ctx();
      const admin = await demoUserId(db, 'demo-admin');
      const { sign } = await login(app, 'demo-admin', 'Demo-Admin-2026');
      for (const [language, organisationName] of [
        ['en', DEMO_ORGANISATIONS.partner.nameEn],
        ['zh-hans', DEMO_ORGANISATIONS.partner.name],
      ] as const) {
        const res = await call<UserInfoBigdata>(app, BIGDATA_URL, { sign, language });
        expect(res.status, DEMO_CONTRACT_NUMBER).toBe(200);
        expect(res.body.result).toEqual({
          userId: admin.id,
          name: DEMO_LOGINS[0].name,
          organisationId: admin.orgId,
          organisationName,
          accountType: 'company',
          language: expect.stringMatching(/^(zh-hans|en)$/),
          currency: 'CNY',
          settlementCycle: 'monthly',
          earliestPeriod: null,
          latestPeriod: null,
        });
      }
    });

    it('is null without a contract in force, then follows the one in force', async () => {
      const { app, db } = ctx();
      const orgId = await createOrganisation(db, 'Periodic Ltd');
      const user = await createUser(db, orgId, ['adminNoDistribution']);
      const { sign } = await login(app, user.loginName, user.password);
      const ask = async (language = 'en') =>
        (await call<UserInfoBigdata>(app, BIGDATA_URL, { sign, language })).body.result;

      // never chose a language: the request's
      expect(await ask('zh-hans')).toMatchObject({
        userId: user.id,
        organisationId: orgId,
        organisationName: 'Periodic Ltd',
        language: 'zh-hans',
        currency: null,
        settlementCycle: null,
      });
      // an ended contract is not in force
      await staffSave(orgId, 'OLD-1', { validFrom: '2020-01-01', validTo: '2020-12-31' });
      expect(await ask()).toMatchObject({ currency: null, settlementCycle: null });

      await staffSave(orgId, 'NOW-1', {
        validFrom: '2021-01-01',
        validTo: null,
        currency: 'usd',
        cycle: 'halfYearly',
      });
      await db.query("UPDATE users SET language = 'en' WHERE id = $1", [user.id]);
      expect(await ask('zh-hans')).toMatchObject({
        language: 'en',
        currency: 'USD',
        settlementCycle: 'halfYearly',
      });
    });

    it('needs a session (a localized 401) and the data screens (403 for a content operator)', async () => {
      const { app, db } = ctx();
      for (const [language, catalogue] of [
        ['en', en],
        ['zh-hans', zhHans],
      ] as const) {
        const res = await call(app, BIGDATA_URL, { language });
        expect([res.status, res.body.code, res.body.msg]).toEqual([
          401,
          'notlogin',
          catalogue['error.notlogin'],
        ]);
      }
      const orgId = await createOrganisation(db);
      const operator = await createUser(db, orgId, ['contentOperator']);
      const { sign } = await login(app, operator.loginName, operator.password);
      const refused = await call(app, BIGDATA_URL, { sign, language: 'en' });
      expect([refused.status, refused.body.code, refused.body.state]).toEqual([
        403,
        'forbidden',
        false,
      ]);
    });
  });
}
