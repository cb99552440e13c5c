// Tenancy of contracts and bank accounts (issue 14): a member of another organisation, an
// administrator with the right password included, reads none of a contract and changes none of its
// bank account: the answers are those of an id nobody has, and no row is written.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { UserInfoBigdata } from '../../../src/domain/api';
import type { ContractList, ContractView } from '../../../src/domain/contracts';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { createOrganisation, createUser, type TestUser } from '../fixtures';
import { useApp } from '../suite';
import { CONTRACT_URLS, FIRST_ACCOUNT, NEW_ACCOUNT, contractFields } from './contracts';
import { BIGDATA_URL } from './userInfoBigdata';

export function describeContractTenancy(backend: TestBackend): void {
  describe('organisation isolation of contracts and bank accounts', () => {
    const ctx = useApp(backend);

    it("another organisation's contract and bank account: 0 reads, 0 writes", async () => {
      const { db, app } = ctx();
      const orgA = await createOrganisation(db);
      const orgB = await createOrganisation(db);
      const adminA = await createUser(db, orgA, ['admin']);
      const signA = (await login(app, adminA.loginName, adminA.password)).sign;
      const staff = (await login(app, 'demo-staff', 'Demo-Staff-2026')).sign;
      const made = await call<ContractView>(app, CONTRACT_URLS.staffSave, {
        sign: staff,
        json: { orgId: orgB, fields: contractFields('B-1'), bankAccount: FIRST_ACCOUNT },
      });
      expect(made.status).toBe(200);
      const idB = made.body.result.id;
      const rowsOfB = async () =>
        (
          await db.query<{ n: number; h: string }>(
            `SELECT count(*)::int AS n, coalesce(string_agg(md5(account::text), ',' ORDER BY seq), '') AS h
               FROM contract_bank_accounts WHERE org_id = $1`,
            [orgB],
          )
        ).rows[0];
      const before = await rowsOfB();

      const list = await call<ContractList>(app, CONTRACT_URLS.list, { sign: signA });
      expect(list.body.result.list).toEqual([]);
      const foreign = await call(app, CONTRACT_URLS.info, { sign: signA, query: { id: idB } });
      const nobody = await call(app, CONTRACT_URLS.info, {
        sign: signA,
        query: { id: randomUUID() },
      });
      expect([foreign.status, foreign.text]).toEqual([nobody.status, nobody.text]);
      expect(foreign.status).toBe(404);

      const change = await call(app, CONTRACT_URLS.bank, {
        sign: signA,
        json: { contractId: idB, password: adminA.password, bankAccount: NEW_ACCOUNT },
      });
      expect(change.status).toBe(404);
      expect(await rowsOfB()).toEqual(before);
      // a partner cannot reach the back office's calls for any organisation
      for (const url of [CONTRACT_URLS.staffList, CONTRACT_URLS.staffOrgs]) {
        const res = await call(app, url, { sign: signA, query: { orgId: orgB } });
        expect(res.status).toBe(403);
      }
      const save = await call(app, CONTRACT_URLS.staffSave, {
        sign: signA,
        json: { orgId: orgB, id: idB, fields: contractFields('B-1X'), bankAccount: NEW_ACCOUNT },
      });
      expect(save.status).toBe(403);
      expect(await rowsOfB()).toEqual(before);
      const { rows } = await db.query<{ number: string }>(
        'SELECT number FROM contracts WHERE org_id = $1',
        [orgB],
      );
      expect(rows.map((r) => r.number)).toEqual(['B-1']);
    });

    it("the data screens' user info is one's own: another organisation's contract is never read", async () => {
      const { db, app } = ctx();
      const orgA = await createOrganisation(db);
      const orgB = await createOrganisation(db);
      const adminA = await createUser(db, orgA, ['admin']);
      const adminB = await createUser(db, orgB, ['admin']);
      const staff = (await login(app, 'demo-staff', 'Demo-Staff-2026')).sign;
      const made = await call(app, CONTRACT_URLS.staffSave, {
        sign: staff,
        json: {
          orgId: orgB,
          fields: contractFields('B-EUR', { currency: 'EUR', validTo: null }),
          bankAccount: null,
        },
      });
      expect(made.status).toBe(200);
      const ask = async (user: TestUser, query: Record<string, string>) => {
        const { sign } = await login(app, user.loginName, user.password);
        return (await call<UserInfoBigdata>(app, BIGDATA_URL, { sign, query })).body.result;
      };
      // naming B's organisation or user changes nothing: the session decides
      const aboutB = { orgId: orgB, organisationId: orgB, userId: adminB.id };
      expect(await ask(adminA, aboutB)).toMatchObject({
        userId: adminA.id,
        organisationId: orgA,
        currency: null,
        settlementCycle: null,
      });
      expect(await ask(adminB, {})).toMatchObject({
        userId: adminB.id,
        organisationId: orgB,
        currency: 'EUR',
      });
    });
  });
}
