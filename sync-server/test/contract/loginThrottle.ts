// Contract: the failed-login throttle (auth/throttle.ts). Each try is claimed in the database
// before its password is hashed, so parallel guesses spend one try each; the per-login limit is
// keyed to login and address, so failures from elsewhere never keep the owner out.
import { describe, expect, it } from 'vitest';
import { PATHS, apiUrl } from '../../../src/domain/api';
import en from '../../../src/i18n/locales/en.json';
import zhHans from '../../../src/i18n/locales/zh-Hans.json';
import { DEFAULT_THROTTLE, type ThrottleLimits } from '../../src/auth/throttle';
import type { TestBackend } from '../backends';
import { call, type CallResult } from '../client';
import { createUser, demoUserId, type TestUser } from '../fixtures';
import { useApp } from '../suite';

const LOGIN = apiUrl(PATHS.login);
// delays of a minute and more, so no assertion depends on how fast this machine hashes
const LIMITS: ThrottleLimits = {
  ...DEFAULT_THROTTLE,
  firstDelaySeconds: 60,
  perAddressDrainSeconds: 600,
};
const FREE = LIMITS.freePerLogin;

function tryLogin(
  ctx: () => { app: Parameters<typeof call>[0] },
  loginName: string,
  password: string,
  remoteAddress: string,
): Promise<CallResult<unknown>> {
  return call(ctx().app, LOGIN, { form: { loginName, password }, remoteAddress, language: 'en' });
}

function countStatuses(results: readonly CallResult<unknown>[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of results) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
}

export function describeLoginThrottleContract(backend: TestBackend): void {
  describe('login throttle', () => {
    const ctx = useApp(backend, { throttle: LIMITS });
    const newUser = async (): Promise<TestUser> =>
      createUser(ctx().db, (await demoUserId(ctx().db, 'demo-admin')).orgId);

    it('spends one try per guess when thirty arrive at once, and the right password then waits too', async () => {
      const user = await newUser();
      const address = '10.20.0.1';
      const burst = (count: number): Promise<CallResult<unknown>>[] =>
        Array.from({ length: count }, (_, i) =>
          tryLogin(ctx, user.loginName, `wrong-${i}`, address),
        );
      // the right password sent last in the same burst: only the free tries are hashed at all
      const first = await Promise.all([
        ...burst(30),
        tryLogin(ctx, user.loginName, user.password, address),
      ]);
      const hashed = first.filter((r) => r.status === 401 || r.status === 200).length;
      expect(hashed).toBe(FREE);
      expect(countStatuses(first)[429]).toBe(31 - FREE);
      // the limit is spent: another burst with the right password in it never logs in
      const second = await Promise.all([
        ...burst(30),
        tryLogin(ctx, user.loginName, user.password, address),
      ]);
      expect(countStatuses(second)).toEqual({ 429: 31 });
      const refused = second[30];
      expect(refused.body.code).toBe('tooManyAttempts');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    });

    it('never delays the owner on their own address, however many fail elsewhere; the guesser waits longer each time', async () => {
      const user = await newUser();
      for (let a = 1; a < 6; a++) {
        for (let i = 0; i < FREE; i++)
          expect((await tryLogin(ctx, user.loginName, 'bad', `10.21.${a}.1`)).status).toBe(401);
      }
      const owner = await tryLogin(ctx, user.loginName, user.password, '10.21.99.1');
      expect(owner.status).toBe(200);

      // the guesser's own address: a minute, then two, then four after each further failure
      // (the address that failed last, so little time has passed since its last try)
      const guesser = '10.21.0.1';
      for (let i = 0; i < FREE; i++)
        expect((await tryLogin(ctx, user.loginName, 'bad', guesser)).status).toBe(401);
      const clearWait = (): Promise<unknown> =>
        ctx().db.query(
          `UPDATE login_failures SET next_at = now() - interval '1 second' WHERE login = $1 AND address = $2`,
          [user.loginName, guesser],
        );
      for (const delay of [60, 120, 240]) {
        const refused = await tryLogin(ctx, user.loginName, user.password, guesser);
        expect(refused.status).toBe(429);
        const retryAfter = Number(refused.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(delay - 10);
        expect(retryAfter).toBeLessThanOrEqual(delay);
        expect(refused.body.msg).toBe(
          en['error.tooManyAttempts'].replace('{minutes}', String(delay / 60)),
        );
        await clearWait();
        expect((await tryLogin(ctx, user.loginName, 'bad', guesser)).status).toBe(401);
      }
      // ... up to a cap, never a lock
      await ctx().db.query(
        `UPDATE login_failures SET failures = 60 WHERE login = $1 AND address = $2`,
        [user.loginName, guesser],
      );
      await clearWait();
      expect((await tryLogin(ctx, user.loginName, 'bad', guesser)).status).toBe(401);
      const capped = await tryLogin(ctx, user.loginName, 'bad', guesser);
      expect(Number(capped.headers['retry-after'])).toBeGreaterThan(LIMITS.maxDelaySeconds - 10);
      // the right password after the wait gets in, and forgives that address only
      await clearWait();
      expect((await tryLogin(ctx, user.loginName, user.password, guesser)).status).toBe(200);
      const { rows } = await ctx().db.query<{ address: string }>(
        'SELECT address FROM login_failures WHERE login = $1 ORDER BY address',
        [user.loginName],
      );
      expect(rows.map((r) => r.address)).toEqual([
        '10.21.1.1',
        '10.21.2.1',
        '10.21.3.1',
        '10.21.4.1',
        '10.21.5.1',
      ]);
    });

    it("forgets a login's failures after a quiet day", async () => {
      const user = await newUser();
      const address = '10.22.0.1';
      for (let i = 0; i < FREE; i++)
        expect((await tryLogin(ctx, user.loginName, 'bad', address)).status).toBe(401);
      expect((await tryLogin(ctx, user.loginName, 'bad', address)).status).toBe(429);
      await ctx().db.query(
        `UPDATE login_failures SET last_at = last_at - interval '25 hours', next_at = next_at + interval '1 hour' WHERE login = $1`,
        [user.loginName],
      );
      for (let i = 0; i < FREE; i++)
        expect((await tryLogin(ctx, user.loginName, 'bad', address)).status).toBe(401);
      expect((await tryLogin(ctx, user.loginName, 'bad', address)).status).toBe(429);
    });

    it('stops one address spraying many logins, unknown ones included; it drains with time', async () => {
      const address = '10.23.0.1';
      const burst = LIMITS.perAddressBurst;
      const results = await Promise.all(
        Array.from({ length: burst + 10 }, (_, i) => tryLogin(ctx, `guess-${i}`, 'bad', address)),
      );
      expect(countStatuses(results)).toEqual({ 401: burst, 429: 10 });
      const blocked = await tryLogin(ctx, 'demo-editor', 'Demo-Editor-2026', address);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(
        LIMITS.perAddressDrainSeconds - 60,
      );
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(
        LIMITS.perAddressDrainSeconds,
      );
      // the refused tries cost the logins nothing
      const { rows } = await ctx().db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM login_failures WHERE address = $1',
        [address],
      );
      expect(rows[0].n).toBe(burst);
      expect((await tryLogin(ctx, 'demo-editor', 'Demo-Editor-2026', '10.23.0.2')).status).toBe(
        200,
      );
      // one drain interval later, one more try
      await ctx().db.query(
        `UPDATE address_failures SET updated_at = updated_at - make_interval(secs => $2::int) WHERE address = $1`,
        [address, LIMITS.perAddressDrainSeconds],
      );
      expect((await tryLogin(ctx, 'demo-editor', 'Demo-Editor-2026', address)).status).toBe(200);
      // a success gives its own try back, not the failures before it
      expect((await tryLogin(ctx, 'demo-editor', 'wrong', address)).status).toBe(401);
      expect((await tryLogin(ctx, 'demo-editor', 'wrong', address)).status).toBe(429);
    });

    it('says how long to wait in either language', async () => {
      const user = await newUser();
      for (let i = 0; i < FREE; i++) await tryLogin(ctx, user.loginName, 'bad', '10.24.0.1');
      const zh = await call(ctx().app, LOGIN, {
        form: { loginName: user.loginName, password: 'bad' },
        remoteAddress: '10.24.0.1',
        language: 'zh-hans',
      });
      expect(zh.status).toBe(429);
      expect(zh.body).toEqual({
        state: false,
        msg: zhHans['error.tooManyAttempts'].replace('{minutes}', '1'),
        result: null,
        code: 'tooManyAttempts',
      });
    });
  });
}
