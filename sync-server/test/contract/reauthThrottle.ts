// Contract: wrong current passwords on the password change and the bank account change are
// throttled per member (auth/reauth.ts): each try is claimed before its hash, so a burst spends one
// try per guess, and once the free tries are spent the right password waits too, from any address.
import { describe, expect, it } from 'vitest';
import { PATHS, apiUrl } from '../../../src/domain/api';
import en from '../../../src/i18n/locales/en.json';
import zhHans from '../../../src/i18n/locales/zh-Hans.json';
import { DEFAULT_THROTTLE, type ThrottleLimits } from '../../src/auth/throttle';
import type { TestBackend } from '../backends';
import { call, login, type CallResult } from '../client';
import { createOrganisation, createUser, type TestUser } from '../fixtures';
import { useApp } from '../suite';
import { CONTRACT_URLS, FIRST_ACCOUNT, NEW_ACCOUNT, contractFields } from './contracts';

const PASSWORD = apiUrl(PATHS.changePassword);
// delays of a minute and more, so no assertion depends on how fast this machine hashes
const LIMITS: ThrottleLimits = { ...DEFAULT_THROTTLE, firstDelaySeconds: 60 };
const FREE = LIMITS.freePerLogin;
const NEW_PASSWORD = 'Brand-New-Passw0rd';

function statuses(results: readonly CallResult<unknown>[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of results) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
}

export function describeReauthThrottleContract(backend: TestBackend): void {
  describe('wrong current passwords', () => {
    const ctx = useApp(backend, { throttle: LIMITS });

    async function member(): Promise<{ user: TestUser; sign: string }> {
      const orgId = await createOrganisation(ctx().db);
      const user = await createUser(ctx().db, orgId, ['admin']);
      return { user, sign: (await login(ctx().app, user.loginName, user.password)).sign };
    }
    const changePassword = (sign: string, currentPassword: string, i: number) =>
      call(ctx().app, PASSWORD, {
        sign,
        language: i % 2 ? 'en' : 'zh-hans',
        remoteAddress: `10.40.${i % 7}.1`,
        json: { currentPassword, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
    const failuresLogged = async (orgId: string): Promise<number> => {
      const { rows } = await ctx().db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM security_events WHERE org_id = $1 AND kind = 'currentPasswordFailed'",
        [orgId],
      );
      return rows[0].n;
    };

    it('spends one try per guess in a burst; then the right password never changes it', async () => {
      const { user, sign } = await member();
      const wrong = (n: number) =>
        Array.from({ length: n }, (_, i) => changePassword(sign, `Wrong-Passw0rd-${i}`, i));
      const first = await Promise.all(wrong(30));
      expect(statuses(first)).toEqual({ 422: FREE, 429: 30 - FREE });
      expect(await failuresLogged(user.orgId)).toBe(FREE);

      // the limit is spent: a burst with the right password in it, from other addresses, fails
      const second = await Promise.all([...wrong(20), changePassword(sign, user.password, 99)]);
      expect(statuses(second)).toEqual({ 429: 21 });
      const refused = second[20];
      expect(refused.body).toMatchObject({
        code: 'tooManyAttempts',
        msg: en['error.tooManyAttempts'].replace('{minutes}', '1'),
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(50);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(second[0].body.msg).toBe(zhHans['error.tooManyAttempts'].replace('{minutes}', '1'));
      // the password is the old one still
      expect((await login(ctx().app, user.loginName, user.password)).sign).toBeTruthy();

      // after the wait the right password works and forgives the member's failures
      await ctx().db.query(
        "UPDATE reauth_failures SET next_at = now() - interval '1 second' WHERE user_id = $1",
        [user.id],
      );
      expect((await changePassword(sign, user.password, 1)).status).toBe(200);
      const { rows } = await ctx().db.query('SELECT 1 FROM reauth_failures WHERE user_id = $1', [
        user.id,
      ]);
      expect(rows).toEqual([]);
    });

    it('counts the bank account change with the password change, and holds the right one too', async () => {
      const { user, sign } = await member();
      const staffSign = (await login(ctx().app, 'demo-staff', 'Demo-Staff-2026')).sign;
      const saved = await call<{ id: string }>(ctx().app, CONTRACT_URLS.staffSave, {
        sign: staffSign,
        json: { orgId: user.orgId, fields: contractFields('HT-R1'), bankAccount: FIRST_ACCOUNT },
      });
      expect(saved.status).toBe(200);
      const changeBank = (password: string) =>
        call(ctx().app, CONTRACT_URLS.bank, {
          sign,
          language: 'en',
          json: { contractId: saved.body.result.id, password, bankAccount: NEW_ACCOUNT },
        });
      const bankRows = async (): Promise<number> => {
        const { rows } = await ctx().db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM contract_bank_accounts WHERE org_id = $1',
          [user.orgId],
        );
        return rows[0].n;
      };
      // a few wrong on the password change, the rest of the free tries on the bank change
      for (let i = 0; i < 2; i++)
        expect((await changePassword(sign, 'Wrong-Passw0rd', i)).status).toBe(422);
      const burst = await Promise.all([
        ...Array.from({ length: 10 }, (_, i) => changeBank(`Wrong-Passw0rd-${i}`)),
      ]);
      expect(statuses(burst)).toEqual({ 422: FREE - 2, 429: 10 - (FREE - 2) });
      const right = await Promise.all([changeBank(user.password), changeBank('Wrong-Passw0rd')]);
      expect(statuses(right)).toEqual({ 429: 2 });
      expect(await bankRows()).toBe(1);
      expect(await failuresLogged(user.orgId)).toBe(FREE);
    });
  });
}
