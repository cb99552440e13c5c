// Contract: every account mail reaches its recipient in the language they chose (spec: "every
// mail in the recipient's language"), not in the language of the request that triggered it: the
// page's language at sign-up is kept with the account, a login updates it, and a reset asked
// for from a page in the other language still arrives in the account's. Read back from a real
// SMTP server on loopback, in both languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PATHS,
  apiUrl,
  type LicenceAgreement,
  type RegistrationInfo,
} from '../../../src/domain/api';
import en from '../../../src/i18n/locales/en.json';
import zhHans from '../../../src/i18n/locales/zh-Hans.json';
import { createCaptcha } from '../../src/accounts/captcha';
import { createTestClock } from '../../src/clock';
import { createJobRunner } from '../../src/jobs/runner';
import { createMailer } from '../../src/mail/mailer';
import { mailHandler } from '../../src/mail/mailJob';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { readMail, type ReadMail } from '../mail/readMail';
import { aiosmtpdMissing, startSmtpServer, type SmtpServer } from '../mail/smtpServer';
import { signUpForTest, storeIdentityImagesForTest } from '../signUp';
import { useApp } from '../suite';

const PASSWORD = 'Mail-Lang-2026';

/** A subject of the catalogue as a pattern: the product's name is the mailer's to fill. */
function subject(catalogue: Record<string, string>, id: string): RegExp {
  const [before, after] = catalogue[id].split('{product}');
  const quote = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${quote(before)}.+${quote(after ?? '')}$`);
}

export function describeMailLanguageContract(backend: TestBackend): void {
  describe.skipIf(aiosmtpdMissing() !== null)('account mail language', () => {
    const clock = createTestClock();
    const ctx = useApp(backend, { clock });
    let smtp: SmtpServer;
    let received = 0;
    const seen = new Set<string>();
    let address = 0;
    beforeAll(async () => {
      smtp = await startSmtpServer();
    });
    afterAll(async () => smtp.stop());

    /** sends every queued mail through the loopback SMTP server; the one that arrived last */
    async function deliverOne(): Promise<ReadMail> {
      const secret = ctx().config.secrets.signingSecret;
      const mailer = createMailer({
        smtpUrl: smtp.url,
        mailDir: '/nonexistent',
        fromAddress: 'no-reply@portal.test',
      });
      const quiet = () => undefined;
      const runner = createJobRunner({
        db: ctx().db,
        clock,
        handlers: [mailHandler({ mailer, secret })],
        log: { info: quiet, warn: quiet, error: quiet },
      });
      try {
        await runner.drain();
      } finally {
        mailer.close();
      }
      received += 1;
      // maildir names do not sort by arrival within a second: the new one is the one not read yet
      const files = await smtp.messages(received);
      const fresh = files.filter((f) => !seen.has(f));
      expect(fresh).toHaveLength(1);
      seen.add(fresh[0]);
      return readMail(fresh[0]);
    }

    async function askReset(email: string, language: string): Promise<void> {
      const made = await createCaptcha(
        ctx().db,
        { clock, secret: ctx().config.secrets.signingSecret },
        'K7PX',
      );
      const asked = await call(ctx().app, apiUrl(PATHS.restPassword), {
        json: { email, captchaId: made.id, captcha: 'k7px' },
        language,
        remoteAddress: `10.31.0.${++address}`,
      });
      expect(asked.status).toBe(200);
    }

    async function finish(token: string): Promise<void> {
      const licence = await call<LicenceAgreement>(ctx().app, apiUrl(PATHS.licenceAgreement), {
        method: 'POST',
        json: {},
      });
      const { version, sha256 } = licence.body.result;
      await storeIdentityImagesForTest(ctx().app, token);
      await call<RegistrationInfo>(ctx().app, apiUrl(PATHS.finishRegistration), {
        json: { token, version, sha256 },
      });
      const set = await call(ctx().app, apiUrl(PATHS.initLoginPwd), {
        json: { token, password: PASSWORD },
      });
      expect(set.status).toBe(200);
    }

    it('writes the registration and reset mails in the sign-up page language', async () => {
      const english = await signUpForTest(ctx(), clock, { loginName: 'mail-en', language: 'en' });
      const resume = await deliverOne();
      expect(resume.headers.To).toContain('mail-en@example.com');
      expect(resume.headers.Subject).toMatch(subject(en, 'mail.registrationResume.subject'));

      // asked for from a Chinese page: still English, the account's language
      await askReset('mail-en@example.com', 'zh-hans');
      const reset = await deliverOne();
      expect(reset.headers.Subject).toMatch(subject(en, 'mail.resetPassword.subject'));

      await signUpForTest(ctx(), clock, { loginName: 'mail-zh', language: 'zh-hans' });
      expect((await deliverOne()).headers.Subject).toMatch(
        subject(zhHans, 'mail.registrationResume.subject'),
      );
      await askReset('mail-zh@example.com', 'en');
      const zhReset = await deliverOne();
      expect(zhReset.headers.Subject).toMatch(subject(zhHans, 'mail.resetPassword.subject'));
      expect(zhReset.text).toContain('/resetPwd?token=');

      // a login from a Chinese page makes Chinese the English account's language
      await finish(english.token);
      await login(ctx().app, 'mail-en', PASSWORD, {
        remoteAddress: '10.31.1.1',
        language: 'zh-hans',
      });
      // a client naming no language (a script) leaves the account's as it is
      await login(ctx().app, 'mail-en', PASSWORD, { remoteAddress: '10.31.1.2' });
      await askReset('mail-en@example.com', 'en');
      expect((await deliverOne()).headers.Subject).toMatch(
        subject(zhHans, 'mail.resetPassword.subject'),
      );
    });
  });
}
