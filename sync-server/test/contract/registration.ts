// Contract: sign-up (spec sections 2 and 7). The SMS code through the real job runner and the
// outbox provider, user_performer / user_company creating the organisation and its administrator
// at once, the resume mail (.eml by the real mailer), the licence agreement's acceptance kept with
// version, SHA-256, time and user, finsh_reg and init_login_pwd, then a login. Bad input, wrong
// codes, foreign and used links, and parallel sign-ups of one login name (one success).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PATHS,
  apiUrl,
  type LicenceAgreement,
  type LoginUserInfo,
  type RegistrationInfo,
  type SignUpResult,
} from '../../../src/domain/api';
import en from '../../../src/i18n/locales/en.json';
import zhHans from '../../../src/i18n/locales/zh-Hans.json';
import { issueVerificationCode } from '../../src/accounts/verificationCodes';
import { createTestClock } from '../../src/clock';
import { createJobRunner } from '../../src/jobs/runner';
import { createMailer } from '../../src/mail/mailer';
import { mailHandler } from '../../src/mail/mailJob';
import { createOutboxProvider } from '../../src/sms/provider';
import { smsHandler } from '../../src/sms/smsJob';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { createOrganisation } from '../fixtures';
import { readMail } from '../mail/readMail';
import {
  signUpCallForTest,
  storeIdentityImagesForTest,
  TEST_COMPANY_DETAILS,
  TEST_PERSONAL_DETAILS,
} from '../signUp';
import { useApp } from '../suite';

const SECRET = 'test-signing-secret-0123456789abcdef';
const SMS = apiUrl(PATHS.smsCode);
const PERFORMER = apiUrl(PATHS.addPerformer);
const COMPANY = apiUrl(PATHS.addCompany);
const LICENCE = apiUrl(PATHS.licenceAgreement);
const FINISH = apiUrl(PATHS.finishRegistration);
const INFO = apiUrl(PATHS.initLoginPwdInfo);
const INIT = apiUrl(PATHS.initLoginPwd);
const ME = apiUrl(PATHS.loginUserInfo);
const PASSWORD = 'Sign-Up-2026';
// published examples of valid check digits (GB 11643, GB 32100)
const RESIDENT_ID = '11010519491231002X';
const CREDIT_CODE = '91350100M000100Y43';

export function describeRegistrationContract(backend: TestBackend): void {
  describe('registration', () => {
    const clock = createTestClock();
    const ctx = useApp(backend, { clock });
    let dir = '';
    let phone = 13800000000;
    let address = 0;
    const nextPhone = () => String(++phone);
    const nextAddress = () => `10.15.0.${++address}`;
    const quiet = () => undefined;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'registration-'));
    });
    afterAll(async () => rm(dir, { recursive: true, force: true }));

    /** runs the queued SMS and mail jobs with the real providers: files under `dir` */
    async function deliver(): Promise<void> {
      const mailer = createMailer({
        mailDir: path.join(dir, 'mail'),
        fromAddress: 'no-reply@portal.test',
      });
      const handlers = [
        smsHandler({ provider: createOutboxProvider(path.join(dir, 'sms')), secret: SECRET }),
        mailHandler({ mailer, secret: SECRET }),
      ];
      const runner = createJobRunner({
        db: ctx().db,
        clock,
        handlers,
        log: { info: quiet, warn: quiet, error: quiet },
      });
      try {
        await runner.drain();
      } finally {
        mailer.close();
      }
    }
    async function newest(sub: string, suffix: string, to?: string): Promise<string> {
      const folder = path.join(dir, sub);
      const names = (await readdir(folder)).filter((n) => n.endsWith(suffix)).sort();
      for (const name of names.reverse()) {
        const text = await readFile(path.join(folder, name), 'utf8');
        if (!to || text.includes(to)) return path.join(folder, name);
      }
      throw new Error(`nothing for ${to ?? 'anyone'} in ${sub}`);
    }
    async function smsCodeFor(telephone: string, language = 'en'): Promise<string> {
      const sent = await call(ctx().app, SMS, {
        method: 'POST',
        query: { telArea: '86', telephone },
        language,
        remoteAddress: nextAddress(),
      });
      expect(sent.status).toBe(200);
      await deliver();
      const sms = JSON.parse(
        await readFile(await newest('sms', '.json', `+86${telephone}`), 'utf8'),
      ) as { to: string; text: string };
      expect(sms.to).toBe(`+86${telephone}`);
      return /\b(\d{6})\b/.exec(sms.text)?.[1] ?? '';
    }
    function performer(loginName: string, telephone: string, smsCode: string) {
      return {
        loginName,
        name: 'Ada Lin',
        email: `${loginName}@example.com`,
        telArea: '86',
        telephone,
        smsCode,
        idNumber: RESIDENT_ID,
        ...TEST_PERSONAL_DETAILS,
      };
    }
    async function accept(token: string, language = 'en') {
      const licence = await call<LicenceAgreement>(ctx().app, LICENCE, {
        method: 'POST',
        json: {},
        language,
      });
      return call<RegistrationInfo>(ctx().app, FINISH, {
        json: { token, version: licence.body.result.version, sha256: licence.body.result.sha256 },
        remoteAddress: '10.15.9.9',
      });
    }
    const countOf = async (sql: string): Promise<number> =>
      Number((await ctx().db.query<{ n: number }>(sql)).rows[0].n);

    it('signs a person up end to end: SMS code, account, agreement, password, login', async () => {
      const telephone = nextPhone();
      const code = await smsCodeFor(telephone, 'zh-hans');
      const made = await call<SignUpResult>(ctx().app, PERFORMER, {
        json: performer('ada-lin', telephone, code),
        language: 'zh-hans',
      });
      expect(made.status).toBe(200);
      expect(made.body.result.step).toBe('sign_contract');
      const { token, userId } = made.body.result;
      // no password yet: the account cannot log in
      await expect(
        login(ctx().app, 'ada-lin', PASSWORD, { remoteAddress: nextAddress() }),
      ).rejects.toThrow(/401/);

      // the resume mail, as the default mailer writes it (DATA_DIR/mail), in the asker's language
      await deliver();
      const mail = readMail(await newest('mail', '.eml', 'ada-lin@example.com'));
      expect(mail.headers.Subject).toMatch(/注册/);
      const line =
        mail.text?.split('\n').find((l) => l.includes('/register/sign_contract?token=')) ?? '';
      const link = new URL(line.trim());
      expect(link.origin).toBe(ctx().config.publicUrl);
      expect(link.searchParams.get('token')).toBe(token);

      const info = await call<RegistrationInfo>(ctx().app, INFO, { json: { token } });
      expect(info.body.result).toMatchObject({
        userId,
        loginName: 'ada-lin',
        accountType: 'personal',
        step: 'sign_contract',
      });
      expect(
        (
          await call(ctx().app, INIT, {
            json: { token, password: PASSWORD, userId },
            language: 'en',
          })
        ).body,
      ).toMatchObject({ code: 'registrationStep', msg: en['error.registrationStep'] });

      const licence = await call<LicenceAgreement>(ctx().app, LICENCE, {
        method: 'POST',
        json: {},
        language: 'zh-hans',
      });
      const outdated = await call(ctx().app, FINISH, {
        json: { token, version: '1999-01', sha256: licence.body.result.sha256 },
        language: 'zh-hans',
      });
      expect(outdated.status).toBe(409);
      expect(outdated.body).toMatchObject({
        code: 'licenceOutdated',
        msg: zhHans['error.licenceOutdated'],
      });
      await storeIdentityImagesForTest(ctx().app, token);
      const agreed = await accept(token, 'zh-hans');
      expect(agreed.body.result.step).toBe('set_password');
      const { rows } = await ctx().db.query<{
        user_id: string;
        version: string;
        sha256: string;
        language: string;
        accepted_at: Date;
      }>(
        'SELECT user_id, version, sha256, language, accepted_at FROM licence_acceptances WHERE user_id = $1',
        [userId],
      );
      expect(rows).toEqual([
        {
          user_id: userId,
          version: licence.body.result.version,
          sha256: licence.body.result.sha256,
          language: 'zh-hans',
          accepted_at: clock.now(),
        },
      ]);
      expect((await accept(token)).body.code).toBe('registrationStep');
      // resumed from the link: it now opens the last step
      expect(
        (await call<RegistrationInfo>(ctx().app, INFO, { json: { token } })).body.result.step,
      ).toBe('set_password');

      expect(
        (await call(ctx().app, INIT, { json: { token, password: 'weakpass' }, language: 'en' }))
          .body.msg,
      ).toContain(en['validation.password-format']);
      expect(
        (
          await call(ctx().app, INIT, {
            json: { token, password: PASSWORD, loginName: 'someone-else' },
          })
        ).body.code,
      ).toBe('linkInvalid');
      const done = await call(ctx().app, INIT, {
        json: { token, password: PASSWORD, loginName: 'ada-lin', userId },
      });
      expect(done.status).toBe(200);
      const { sign } = await login(ctx().app, 'ada-lin', PASSWORD, {
        remoteAddress: nextAddress(),
      });
      const me = await call<LoginUserInfo>(ctx().app, ME, { sign });
      expect(me.body.result.userInfo).toMatchObject({
        roles: ['admin'],
        email: 'ada-lin@example.com',
        name: 'Ada Lin',
      });
      const used = await call(ctx().app, INIT, {
        json: { token, password: 'Other-Pass-2026' },
        language: 'zh-hans',
      });
      expect(used.status).toBe(410);
      expect(used.body).toMatchObject({ code: 'linkUsed', msg: zhHans['error.linkUsed'] });
    });

    it('signs a company up with its credit code; the link lasts 7 days and then says it expired', async () => {
      const telephone = nextPhone();
      const code = await smsCodeFor(telephone);
      const made = await call<SignUpResult>(ctx().app, COMPANY, {
        json: {
          loginName: 'acme-records',
          name: 'Bo Chen',
          companyName: 'Acme Records',
          creditCode: CREDIT_CODE.toLowerCase(),
          email: 'bo@acme.example',
          telArea: '+86',
          telephone,
          smsCode: code,
          ...TEST_COMPANY_DETAILS,
        },
      });
      expect(made.status).toBe(200);
      const { rows } = await ctx().db.query<{
        name: string;
        account_type: string;
        id_number: string;
      }>(
        'SELECT o.name, o.account_type, o.id_number FROM organisations o JOIN users u ON u.org_id = o.id WHERE u.id = $1',
        [made.body.result.userId],
      );
      expect(rows[0]).toEqual({
        name: 'Acme Records',
        account_type: 'company',
        id_number: CREDIT_CODE,
      });
      clock.advance(7 * 86_400_000);
      const expired = await accept(made.body.result.token);
      expect(expired.status).toBe(410);
      expect(expired.body.code).toBe('linkExpired');
      expect(
        await countOf(
          `SELECT count(*)::int AS n FROM licence_acceptances WHERE user_id = '${made.body.result.userId}'`,
        ),
      ).toBe(0);
    });

    it('refuses a wrong SMS code, bad fields and a taken login name in the request language, creating nothing', async () => {
      const before = await countOf(
        'SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM organisations) AS n',
      );
      const telephone = nextPhone();
      const code = await smsCodeFor(telephone);
      const wrong = code === '000000' ? '111111' : '000000';
      const refused = await call(ctx().app, PERFORMER, {
        json: performer('wrong-code', telephone, wrong),
        language: 'zh-hans',
      });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        state: false,
        code: 'smsCodeInvalid',
        msg: zhHans['error.smsCodeInvalid'],
      });
      const bad = await call(ctx().app, PERFORMER, {
        json: { ...performer('ab', '12345', code), idNumber: '110105194912310021', email: 'nope' },
        language: 'en',
      });
      expect(bad.status).toBe(422);
      expect(bad.body.code).toBe('badInput');
      for (const key of ['validation.email-format', 'validation.mobile-format'])
        expect(bad.body.msg).toContain(en[key as keyof typeof en]);
      const taken = await call(ctx().app, PERFORMER, {
        json: performer('ADA-LIN', telephone, code),
        language: 'en',
      });
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({ code: 'loginNameTaken', msg: en['error.loginNameTaken'] });
      for (const body of [null, [], 'x', { telArea: 'x', telephone: 'y' }])
        expect(
          (await call(ctx().app, SMS, { json: body, remoteAddress: nextAddress() })).status,
        ).toBe(422);
      expect(
        await countOf(
          'SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM organisations) AS n',
        ),
      ).toBe(before);
      // the code survived the refusals that came before it was checked... and works
      expect(
        (await call(ctx().app, PERFORMER, { json: performer('right-code', telephone, code) }))
          .status,
      ).toBe(200);
    });

    it('says nothing of a login name before the SMS code is right, and limits name checks per address (a 100-name probe)', async () => {
      const orgId = await createOrganisation(ctx().db);
      const taken = Array.from({ length: 10 }, (_, i) => `probe-taken-${i}`);
      await ctx().db.query(
        `INSERT INTO users (org_id, login_name, name, password_hash, roles, account_type)
         SELECT $1, n, n, '!test', ARRAY['admin'], 'company' FROM unnest($2::text[]) AS n`,
        [orgId, taken],
      );
      const names = Array.from({ length: 100 }, (_, i) =>
        i % 10 === 0 ? taken[i / 10].toUpperCase() : `probe-free-${i}`,
      );
      const from = '10.15.8.1';
      const answerOf = (r: { status: number; body: { code?: unknown; msg?: unknown } }) => ({
        status: r.status,
        code: r.body.code,
        msg: r.body.msg,
      });
      // a number with a live code, and a wrong one for every name: no answer tells them apart
      const telephone = nextPhone();
      let right = '';
      await issueVerificationCode(
        ctx().db,
        { clock, secret: SECRET },
        { purpose: 'register', target: `+86${telephone}`, address: nextAddress() },
        async (_tx, code) => {
          right = code;
        },
      );
      const wrong = right === '000000' ? '111111' : '000000';
      const blind = [];
      for (const loginName of names) {
        const answer = await call(ctx().app, PERFORMER, {
          json: performer(loginName, telephone, wrong),
          language: 'en',
          remoteAddress: from,
        });
        blind.push(answerOf(answer));
      }
      expect(new Set(blind.map((a) => JSON.stringify(a))).size).toBe(1);
      expect(blind[0]).toEqual({
        status: 422,
        code: 'smsCodeInvalid',
        msg: en['error.smsCodeInvalid'],
      });

      // with a right code each time, the address gets 20 answers and then waits, taken or free
      const seen = [];
      for (const loginName of names.slice(0, 25)) {
        const answer = await signUpCallForTest(ctx(), clock, {
          loginName,
          remoteAddress: from,
          language: 'zh-hans',
        });
        seen.push({ ...answerOf(answer), retryAfter: answer.headers['retry-after'] });
      }
      expect(seen.slice(0, 20).map((a) => a.status)).toEqual(
        names.slice(0, 20).map((n) => (n.startsWith('PROBE-TAKEN') ? 409 : 200)),
      );
      for (const refused of seen.slice(20)) {
        expect(refused).toMatchObject({ status: 429, code: 'tooManyRequests' });
        expect(Number(refused.retryAfter)).toBeGreaterThan(0);
        expect(refused.msg).toBe(
          zhHans['error.tooManyRequests'].replace('{seconds}', String(refused.retryAfter)),
        );
      }
      // ... while another address is answered
      expect(
        (
          await signUpCallForTest(ctx(), clock, {
            loginName: names[1],
            remoteAddress: nextAddress(),
          })
        ).status,
      ).toBe(409);
    });

    it('limits codes per number: a second one within a minute is refused with Retry-After', async () => {
      const telephone = nextPhone();
      expect(
        (
          await call(ctx().app, SMS, {
            method: 'POST',
            query: { telArea: '86', telephone },
            remoteAddress: nextAddress(),
          })
        ).status,
      ).toBe(200);
      const again = await call(ctx().app, SMS, {
        method: 'POST',
        query: { telArea: '86', telephone },
        remoteAddress: nextAddress(),
        language: 'en',
      });
      expect(again.status).toBe(429);
      // the one send limiter's refusal (mail/sendLimits.ts), worded in minutes
      expect(again.body).toMatchObject({
        code: 'sendLimited',
        msg: en['error.sendLimited'].replace('{minutes}', '1'),
      });
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('gives one success to parallel sign-ups of one login name', async () => {
      const attempts = [];
      for (let i = 0; i < 4; i++) {
        const telephone = nextPhone();
        attempts.push(performer('race-name', telephone, await smsCodeFor(telephone)));
      }
      const answers = await Promise.all(
        attempts.map((json) => call(ctx().app, PERFORMER, { json })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
      expect(
        await countOf("SELECT count(*)::int AS n FROM users WHERE lower(login_name) = 'race-name'"),
      ).toBe(1);
      expect(
        await countOf(
          "SELECT count(*)::int AS n FROM organisations WHERE name = 'Ada Lin' AND id NOT IN (SELECT org_id FROM users)",
        ),
      ).toBe(0);
    });

    it("never lets one registration's link act on another's account (tenancy)", async () => {
      const a = performer('tenant-a', nextPhone(), '');
      a.smsCode = await smsCodeFor(a.telephone);
      const b = performer('tenant-b', nextPhone(), '');
      b.smsCode = await smsCodeFor(b.telephone);
      const madeA = (await call<SignUpResult>(ctx().app, PERFORMER, { json: a })).body.result;
      const madeB = (await call<SignUpResult>(ctx().app, PERFORMER, { json: b })).body.result;
      for (const made of [madeA, madeB]) {
        await storeIdentityImagesForTest(ctx().app, made.token);
        expect((await accept(made.token)).status).toBe(200);
      }
      const cross = await call(ctx().app, INIT, {
        json: { token: madeA.token, password: PASSWORD, userId: madeB.userId },
      });
      expect(cross.body.code).toBe('linkInvalid');
      // the refusal rolled back: A's link still works, B's account still has no password
      await expect(
        login(ctx().app, 'tenant-b', PASSWORD, { remoteAddress: nextAddress() }),
      ).rejects.toThrow(/401/);
      expect(
        (
          await call(ctx().app, INIT, {
            json: { token: madeA.token, password: PASSWORD, userId: madeA.userId },
          })
        ).status,
      ).toBe(200);
      // a logged-in member of A reads only A's organisation
      const { sign } = await login(ctx().app, 'tenant-a', PASSWORD, {
        remoteAddress: nextAddress(),
      });
      expect((await call<LoginUserInfo>(ctx().app, ME, { sign })).body.result.userInfo.name).toBe(
        'Ada Lin',
      );
      expect(
        (await call<RegistrationInfo>(ctx().app, INFO, { json: { token: madeB.token } })).body
          .result.loginName,
      ).toBe('tenant-b');
    });
  });
}
