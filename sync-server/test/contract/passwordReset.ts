// Contract: password recovery (spec section 7): rest_password with the graphic code, the same
// answer for a known and an unknown email, limits per email and per address, the mail through a
// real SMTP server, get_rest_pwd_info and up_rest_pwd with expired, used and foreign links, and
// a reset ending every session and auto-login key of the user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS, apiUrl, type CaptchaResult, type ResetPwdInfo } from '../../../src/domain/api';
import en from '../../../src/i18n/locales/en.json';
import zhHans from '../../../src/i18n/locales/zh-Hans.json';
import { createCaptcha } from '../../src/accounts/captcha';
import { createTestClock } from '../../src/clock';
import { createJobRunner } from '../../src/jobs/runner';
import { createMailer } from '../../src/mail/mailer';
import { mailHandler } from '../../src/mail/mailJob';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { createOrganisation, createUser, type TestUser } from '../fixtures';
import { readMail } from '../mail/readMail';
import { aiosmtpdMissing, startSmtpServer, type SmtpServer } from '../mail/smtpServer';
import { useApp } from '../suite';

const SECRET = 'test-signing-secret-0123456789abcdef';
const REQUEST = apiUrl(PATHS.restPassword);
const INFO = apiUrl(PATHS.restPwdInfo);
const RESET = apiUrl(PATHS.upRestPwd);
const CAPTCHA = apiUrl(PATHS.captcha);
const ME = apiUrl(PATHS.loginUserInfo);
const AUTO = apiUrl(PATHS.autoLogin);
const MINUTE = 60_000;
const NEW_PASSWORD = 'New-Passw0rd';

export function describePasswordResetContract(backend: TestBackend): void {
  describe('password recovery', () => {
    const clock = createTestClock();
    const ctx = useApp(backend, { clock });
    let smtp: SmtpServer | undefined;
    let user: TestUser;
    let address = 0;
    const nextAddress = () => `10.14.0.${++address}`;
    beforeAll(async () => {
      const orgId = await createOrganisation(ctx().db);
      user = await createUser(ctx().db, orgId);
      await ctx().db.query('UPDATE users SET email = $2 WHERE id = $1', [
        user.id,
        `${user.loginName}@example.com`,
      ]);
      if (!aiosmtpdMissing()) smtp = await startSmtpServer();
    });
    afterAll(async () => smtp?.stop());

    const emailOf = (u: TestUser) => `${u.loginName}@example.com`;
    async function answeredCaptcha(): Promise<{ captchaId: string; captcha: string }> {
      const made = await createCaptcha(ctx().db, { clock, secret: SECRET }, 'K7PX');
      return { captchaId: made.id, captcha: 'k7px' };
    }
    async function requestReset(
      email: string,
      options: { language?: string; remoteAddress?: string } = {},
    ) {
      return call(ctx().app, REQUEST, {
        json: { email, ...(await answeredCaptcha()) },
        language: options.language ?? 'en',
        remoteAddress: options.remoteAddress ?? nextAddress(),
      });
    }
    async function queuedResetMails(): Promise<number> {
      const { rows } = await ctx().db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM jobs WHERE kind = 'mail.send' AND state = 'queued'",
      );
      return rows[0].n;
    }
    /** sends the queued mails through the real SMTP server and returns the link of the last */
    async function deliverAndReadLink(
      count: number,
    ): Promise<{ link: URL; text: string; subject: string }> {
      if (!smtp) throw new Error(aiosmtpdMissing() ?? 'no SMTP server');
      const mailer = createMailer({
        smtpUrl: smtp.url,
        mailDir: '/nonexistent',
        fromAddress: 'no-reply@portal.test',
      });
      const quiet = () => undefined;
      const runner = createJobRunner({
        db: ctx().db,
        clock,
        handlers: [mailHandler({ mailer, secret: SECRET })],
        log: { info: quiet, warn: quiet, error: quiet },
      });
      try {
        await runner.drain();
      } finally {
        mailer.close();
      }
      const files = await smtp.messages(count);
      const mail = readMail(files[count - 1]);
      const line = mail.text?.split('\n').find((l) => l.includes('/resetPwd?token=')) ?? '';
      return { link: new URL(line.trim()), text: mail.text ?? '', subject: mail.headers.Subject };
    }

    it('draws a captcha: an SVG of paths, no text, its id for the answer', async () => {
      const res = await call<CaptchaResult>(ctx().app, CAPTCHA, { method: 'POST', json: {} });
      expect(res.status).toBe(200);
      expect(res.body.result.captchaId).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body.result.svg).toMatch(/^<svg[\s\S]*<path/);
      expect(res.body.result.svg).not.toContain('<text');
    });

    it('answers alike for a known and an unknown email; only the known one gets a mail', async () => {
      const before = await queuedResetMails();
      const unknown = await requestReset('nobody-at-all@example.com');
      expect(await queuedResetMails()).toBe(before);
      const known = await requestReset(emailOf(user).toUpperCase());
      expect(await queuedResetMails()).toBe(before + 1);
      expect(unknown.status).toBe(200);
      expect(known.status).toBe(200);
      expect(known.text).toBe(unknown.text);
    });

    it('refuses a wrong, reused or missing captcha in the request language, without a mail', async () => {
      const before = await queuedResetMails();
      const made = await createCaptcha(ctx().db, { clock, secret: SECRET }, 'K7PX');
      const wrong = await call(ctx().app, REQUEST, {
        json: { email: emailOf(user), captchaId: made.id, captcha: 'AAAA' },
        language: 'zh-hans',
        remoteAddress: nextAddress(),
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body).toMatchObject({
        state: false,
        code: 'captchaInvalid',
        msg: zhHans['error.captchaInvalid'],
      });
      // any answer used it up: the right one now fails too
      const again = await call(ctx().app, REQUEST, {
        json: { email: emailOf(user), captchaId: made.id, captcha: 'K7PX' },
        language: 'en',
        remoteAddress: nextAddress(),
      });
      expect(again.body).toMatchObject({ code: 'captchaInvalid', msg: en['error.captchaInvalid'] });
      const bad = await call(ctx().app, REQUEST, {
        json: { email: 'not-an-email', captchaId: made.id, captcha: '' },
        language: 'en',
        remoteAddress: nextAddress(),
      });
      expect(bad.status).toBe(422);
      expect(bad.body.code).toBe('badInput');
      expect(bad.body.msg).toContain(en['validation.email-format']);
      expect(await queuedResetMails()).toBe(before);
    });

    it('limits requests per email and per address, for unknown emails alike', async () => {
      const from = nextAddress();
      for (let i = 0; i < 3; i++)
        expect(
          (await requestReset('limited@example.com', { remoteAddress: nextAddress() })).status,
        ).toBe(200);
      const fourth = await requestReset('limited@example.com', { remoteAddress: from });
      expect(fourth.status).toBe(429);
      expect(fourth.body.code).toBe('sendLimited');
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
      const busy = nextAddress();
      for (let i = 0; i < 10; i++)
        expect((await requestReset(`other-${i}@example.com`, { remoteAddress: busy })).status).toBe(
          200,
        );
      expect((await requestReset('eleventh@example.com', { remoteAddress: busy })).status).toBe(
        429,
      );
      clock.advance(60 * MINUTE + 1);
      expect((await requestReset('limited@example.com', { remoteAddress: busy })).status).toBe(200);
    });

    it.skipIf(aiosmtpdMissing() !== null)(
      "mails the link in the asker's language; the link resets once and ends every session",
      async () => {
        await ctx().db.query("DELETE FROM jobs WHERE kind = 'mail.send'");
        const other = await login(ctx().app, user.loginName, user.password, {
          isAuto: true,
          remoteAddress: nextAddress(),
        });
        const second = await login(ctx().app, user.loginName, user.password, {
          remoteAddress: nextAddress(),
        });
        expect((await requestReset(emailOf(user), { language: 'zh-hans' })).status).toBe(200);
        const { link, text, subject } = await deliverAndReadLink(1);
        expect(subject).toContain('重置');
        expect(text).toContain(user.loginName);
        expect(link.origin).toBe(ctx().config.publicUrl);
        expect(link.pathname).toBe('/resetPwd');
        const token = link.searchParams.get('token') ?? '';

        const info = await call<ResetPwdInfo>(ctx().app, INFO, { json: { token } });
        expect(info.status).toBe(200);
        expect(info.body.result).toMatchObject({ userId: user.id, loginName: user.loginName });

        const weak = await call(ctx().app, RESET, {
          json: { token, password: 'weakpass', userId: user.id },
          language: 'en',
        });
        expect(weak.status).toBe(422);
        expect(weak.body.msg).toContain(en['validation.password-format']);
        const foreign = await call(ctx().app, RESET, {
          json: { token, password: NEW_PASSWORD, userId: '00000000-0000-4000-8000-000000000000' },
        });
        expect(foreign.body.code).toBe('linkInvalid');

        const done = await call(ctx().app, RESET, {
          json: { token, password: NEW_PASSWORD, userId: user.id },
        });
        expect(done.status).toBe(200);
        for (const sign of [other.sign, second.sign])
          expect((await call(ctx().app, ME, { sign })).status).toBe(401);
        expect((await call(ctx().app, AUTO, { json: { sign: other.autoToken } })).status).toBe(401);
        await expect(
          login(ctx().app, user.loginName, user.password, { remoteAddress: nextAddress() }),
        ).rejects.toThrow(/401/);
        const fresh = await login(ctx().app, user.loginName, NEW_PASSWORD, {
          remoteAddress: nextAddress(),
        });
        expect((await call(ctx().app, ME, { sign: fresh.sign })).status).toBe(200);

        const reused = await call(ctx().app, RESET, {
          json: { token, password: 'Another-Passw0rd' },
          language: 'zh-hans',
        });
        expect(reused.status).toBe(410);
        expect(reused.body).toMatchObject({ code: 'linkUsed', msg: zhHans['error.linkUsed'] });
        expect(
          (await call(ctx().app, INFO, { json: { token }, language: 'en' })).body,
        ).toMatchObject({ code: 'linkUsed', msg: en['error.linkUsed'] });
        user.password = NEW_PASSWORD;
      },
    );

    it('says an expired link has expired, and an unknown one is invalid', async () => {
      const { issueLinkToken } = await import('../../src/accounts/tokens');
      const { token } = await issueLinkToken(ctx().db, clock, 'reset', { userId: user.id });
      clock.advance(30 * MINUTE);
      const expired = await call(ctx().app, RESET, {
        json: { token, password: NEW_PASSWORD },
        language: 'en',
      });
      expect(expired.status).toBe(410);
      expect(expired.body).toMatchObject({ code: 'linkExpired', msg: en['error.linkExpired'] });
      expect((await call(ctx().app, INFO, { json: { token } })).body.code).toBe('linkExpired');
      const unknown = await call(ctx().app, INFO, {
        json: { token: 'A'.repeat(43) },
        language: 'zh-hans',
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ code: 'linkInvalid', msg: zhHans['error.linkInvalid'] });
      // the old password still works: nothing was changed by the refused reset
      expect(
        (await login(ctx().app, user.loginName, user.password, { remoteAddress: nextAddress() }))
          .sign,
      ).toBeTruthy();
    });
  });
}
