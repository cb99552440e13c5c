// Contract: the help centre (go_help, entry_info, the staff's editor), the contact form
// (advisory_mail: graphic code, one use, limits, both mails through a real SMTP server) and the
// public payment notice (an unknown, malformed or expired link: the same 404; no-store, noindex).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS, apiUrl } from '../../../src/domain/api';
import type { HelpCentre, HelpEntry, HelpEntrySource } from '../../../src/domain/help/help';
import type { PaymentNotice } from '../../../src/domain/help/payment';
import en from '../../../src/i18n/locales/en.json';
import zhHans from '../../../src/i18n/locales/zh-Hans.json';
import { createCaptcha } from '../../src/accounts/captcha';
import { createTestClock } from '../../src/clock';
import { createJobRunner } from '../../src/jobs/runner';
import { createMailer } from '../../src/mail/mailer';
import { mailHandler } from '../../src/mail/mailJob';
import { createPaymentNotice } from '../../src/payments/paymentNotices';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { createOrganisation, createUser, type TestUser } from '../fixtures';
import { readMail } from '../mail/readMail';
import { aiosmtpdMissing, startSmtpServer, type SmtpServer } from '../mail/smtpServer';
import { useApp } from '../suite';

const SECRET = 'test-signing-secret-0123456789abcdef';
const OPERATOR = 'operator@portal.test';
const HAN = /[\u4e00-\u9fff]/;
const DAY = 24 * 3_600_000;

export function describeHelpContactContract(backend: TestBackend): void {
  describe('help, contact and payment notices', () => {
    const clock = createTestClock();
    const ctx = useApp(backend, { clock, env: { CONTACT_MAIL_TO: OPERATOR } });
    let smtp: SmtpServer | undefined;
    let staff: TestUser;
    let partner: TestUser;
    let orgId: string;
    let address = 0;
    const nextAddress = () => `10.40.0.${++address}`;
    beforeAll(async () => {
      orgId = await createOrganisation(ctx().db, 'Acme Music');
      await ctx().db.query(
        "UPDATE organisations SET name = '艾克姆音乐', name_en = 'Acme Music' WHERE id = $1",
        [orgId],
      );
      staff = await createUser(ctx().db, orgId, ['staff']);
      partner = await createUser(ctx().db, orgId, ['admin']);
      if (!aiosmtpdMissing()) smtp = await startSmtpServer();
    });
    afterAll(async () => smtp?.stop());

    const help = (language: string, json: unknown = {}) =>
      call<HelpCentre>(ctx().app, apiUrl(PATHS.goHelp), { json, language });
    async function queuedMails(): Promise<{ to: string; language: string }[]> {
      const { rows } = await ctx().db.query<{ payload: { to: string; language: string } }>(
        "SELECT payload FROM jobs WHERE kind = 'mail.send' AND state = 'queued' ORDER BY created_at, id",
      );
      return rows.map((r) => ({ to: r.payload.to, language: r.payload.language }));
    }

    describe('help centre', () => {
      it('has the seeded menus and entries of a fresh database in both languages', async () => {
        const zh = await help('zh-hans');
        const english = await help('en');
        for (const res of [zh, english]) {
          expect(res.status).toBe(200);
          expect(res.body.result.menus.length).toBeGreaterThanOrEqual(4);
          expect(res.body.result.menus.every((m) => m.children.length > 0)).toBe(true);
          expect(res.body.result.entries.length).toBeGreaterThanOrEqual(8);
        }
        expect(zh.body.result.entries.every((e) => HAN.test(e.title) && HAN.test(e.body))).toBe(
          true,
        );
        expect(english.body.result.entries.some((e) => HAN.test(e.title + e.body))).toBe(false);
        const states = english.body.result.entries.find((e) => e.title.includes('10-16'));
        for (const status of [10, 11, 12, 13, 14, 15, 16])
          expect(states?.body).toContain(`${status} `);
      });

      it('reads one first-level menu and the entries of its second-level menus', async () => {
        const all = (await help('en')).body.result;
        const first = all.menus[1];
        const one = await help('en', { menuId: first.id });
        expect(one.body.result.menus.map((m) => m.id)).toEqual([first.id]);
        const second = first.children[0];
        const entries = await call<HelpEntry[]>(ctx().app, apiUrl(PATHS.helpEntryInfo), {
          json: { firstMenuId: first.id, secondMenuId: second.id },
          language: 'en',
        });
        expect(entries.status).toBe(200);
        expect(entries.body.result.length).toBeGreaterThan(0);
        expect(entries.body.result.every((e) => e.menuId === second.id)).toBe(true);
        // a second-level menu under another first-level one is not found
        const crossed = await call(ctx().app, apiUrl(PATHS.helpEntryInfo), {
          json: { firstMenuId: all.menus[0].id, secondMenuId: second.id },
          language: 'zh-hans',
        });
        expect(crossed.status).toBe(404);
        expect(crossed.body).toMatchObject({ state: false, code: 'notFound' });
        expect(crossed.body.msg).toBe(zhHans['error.notFound']);
      });

      it('refuses bad input with a localized 422 and an unknown menu with a 404', async () => {
        const bad = await help('en', { menuId: 'not-a-uuid' });
        expect(bad.status).toBe(422);
        expect(bad.body.code).toBe('badInput');
        const missing = await call(ctx().app, apiUrl(PATHS.helpEntryInfo), {
          json: { firstMenuId: crypto.randomUUID() },
          language: 'en',
        });
        expect(missing.status).toBe(422);
        const unknown = await help('en', { menuId: crypto.randomUUID() });
        expect(unknown.status).toBe(404);
        expect(unknown.body.msg).toBe(en['error.notFound']);
      });

      it('lets staff edit an entry in both languages; nobody else', async () => {
        const all = (await help('en')).body.result;
        const target = all.entries[0];
        const edit = {
          id: target.id,
          menuId: target.menuId,
          titleZh: '如何上传一张专辑（已更新）',
          titleEn: 'How to upload an album (updated)',
          bodyZh: '新的说明。',
          bodyEn: 'New instructions.',
        };
        const anonymous = await call(ctx().app, apiUrl(PATHS.helpSave), { json: edit });
        expect(anonymous.status).toBe(401);
        const admin = await login(ctx().app, partner.loginName, partner.password);
        const refused = await call(ctx().app, apiUrl(PATHS.helpSave), {
          json: edit,
          sign: admin.sign,
        });
        expect(refused.status).toBe(403);
        const editor = await login(ctx().app, staff.loginName, staff.password);
        const saved = await call<{ id: string }>(ctx().app, apiUrl(PATHS.helpSave), {
          json: edit,
          sign: editor.sign,
        });
        expect(saved.status).toBe(200);
        expect(saved.body.result.id).toBe(target.id);
        const after = (await help('en')).body.result.entries.find((e) => e.id === target.id);
        expect(after).toMatchObject({ title: edit.titleEn, body: edit.bodyEn });
        const zhAfter = (await help('zh-hans')).body.result.entries.find((e) => e.id === target.id);
        expect(zhAfter?.title).toBe(edit.titleZh);

        // a new entry goes under a second-level menu only; empty text and NUL are refused
        const firstLevel = await call(ctx().app, apiUrl(PATHS.helpSave), {
          json: { ...edit, id: undefined, menuId: all.menus[0].id },
          sign: editor.sign,
        });
        expect(firstLevel.status).toBe(404);
        for (const wrong of [{ titleEn: '  ' }, { bodyZh: 'a\u0000b' }, { bodyEn: 42 }]) {
          const res = await call(ctx().app, apiUrl(PATHS.helpSave), {
            json: { ...edit, ...wrong },
            sign: editor.sign,
            language: 'zh-hans',
          });
          expect(res.status).toBe(422);
          expect(res.body.code).toBe('badInput');
        }
        const sources = await call<HelpEntrySource[]>(ctx().app, apiUrl(PATHS.helpSource), {
          json: {},
          sign: editor.sign,
        });
        expect(sources.body.result.find((s) => s.id === target.id)).toMatchObject({
          titleZh: edit.titleZh,
          bodyEn: edit.bodyEn,
        });
        expect(sources.body.result.length).toBe(all.entries.length);
      });
    });

    describe('contact form', () => {
      const message = {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        title: 'Batch upload',
        message: 'How many rows may one sheet hold?\n\nThank you.',
      };
      async function answered(text = 'K7PX') {
        const made = await createCaptcha(ctx().db, { clock, secret: SECRET }, text);
        return { captchaId: made.id, captcha: text.toLowerCase() };
      }
      const send = async (body: unknown, remoteAddress = nextAddress(), language = 'en') =>
        call(ctx().app, apiUrl(PATHS.advisoryMail), { json: body, remoteAddress, language });

      it('queues the message to the operator and an acknowledgement in the sender language', async () => {
        const before = (await queuedMails()).length;
        const res = await send({ ...message, ...(await answered()) });
        expect(res.status).toBe(200);
        const mails = (await queuedMails()).slice(before);
        // one transaction: both or neither, in no particular order
        expect(mails.sort((a, b) => a.to.localeCompare(b.to))).toEqual([
          { to: message.email, language: 'en' },
          { to: OPERATOR, language: 'zh-hans' },
        ]);
      });

      it('refuses a wrong or reused graphic code, without a mail', async () => {
        const before = (await queuedMails()).length;
        const captcha = await answered();
        const wrong = await send(
          { ...message, ...captcha, captcha: 'AAAA' },
          nextAddress(),
          'zh-hans',
        );
        expect(wrong.status).toBe(422);
        expect(wrong.body).toMatchObject({
          code: 'captchaInvalid',
          msg: zhHans['error.captchaInvalid'],
        });
        // the right answer after a wrong one: the picture is used up
        const reused = await send({ ...message, ...captcha });
        expect(reused.status).toBe(422);
        expect(reused.body.code).toBe('captchaInvalid');
        const good = await answered();
        expect((await send({ ...message, ...good })).status).toBe(200);
        const again = await send({ ...message, ...good });
        expect(again.body.code).toBe('captchaInvalid');
        expect((await queuedMails()).length).toBe(before + 2);
      });

      it('refuses bad input with a localized 422 and queues nothing', async () => {
        const before = (await queuedMails()).length;
        const bad = [
          { ...message, email: 'not-an-email' },
          { ...message, name: '   ' },
          { ...message, message: 'x'.repeat(5_001) },
          { ...message, title: 'a\u0000b' },
          { name: message.name },
        ];
        for (const body of bad) {
          const res = await send({ ...body, ...(await answered()) }, nextAddress(), 'zh-hans');
          expect(res.status).toBe(422);
          expect(res.body.code).toBe('badInput');
          expect(HAN.test(res.body.msg)).toBe(true);
        }
        expect((await queuedMails()).length).toBe(before);
      });

      it('limits one address to five messages an hour, then frees it', async () => {
        const from = '10.41.0.1';
        for (let i = 0; i < 5; i++) {
          const res = await send(
            { ...message, email: `sender${i}@example.com`, ...(await answered()) },
            from,
          );
          expect(res.status).toBe(200);
        }
        const before = (await queuedMails()).length;
        const sixth = await send(
          { ...message, email: 'sixth@example.com', ...(await answered()) },
          from,
        );
        expect(sixth.status).toBe(429);
        expect(sixth.body.code).toBe('sendLimited');
        expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
        expect((await queuedMails()).length).toBe(before);
        clock.advance(3_600_000 + 1);
        const later = await send(
          { ...message, email: 'later@example.com', ...(await answered()) },
          from,
        );
        expect(later.status).toBe(200);
      });

      it.skipIf(aiosmtpdMissing() !== null)(
        'delivers both mails through a real SMTP server',
        async () => {
          if (!smtp) throw new Error('no SMTP server');
          await ctx().db.query("DELETE FROM jobs WHERE kind = 'mail.send'");
          const res = await send(
            { ...message, email: 'grace@example.com', ...(await answered()) },
            nextAddress(),
            'en',
          );
          expect(res.status).toBe(200);
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
          const mails = (await smtp.messages(2)).map(readMail);
          const toOperator = mails.find((m) => m.headers.To.includes(OPERATOR));
          const toSender = mails.find((m) => m.headers.To.includes('grace@example.com'));
          expect(toOperator?.headers.Subject).toContain('Batch upload');
          expect(toOperator?.text).toContain('grace@example.com');
          expect(toOperator?.text).toContain('How many rows may one sheet hold?');
          expect(toSender?.headers.Subject).toContain('we received your message');
          expect(toSender?.text).toContain('Hello Ada Lovelace,');
        },
      );
    });

    describe('payment notices', () => {
      const read = (id: unknown, language = 'en') =>
        call<PaymentNotice>(ctx().app, apiUrl(PATHS.paymentNotice), { json: { id }, language });

      it('shows a notice without a login, masked, never cached or indexed', async () => {
        const made = await createPaymentNotice(ctx().db, clock, {
          orgId,
          periodStart: '2026-01-01',
          periodEnd: '2026-03-31',
          amountMinor: 1_234_567,
          currency: 'CNY',
          payeeName: 'Acme Music Ltd',
          bankName: 'Bank of Example, Shanghai',
          accountNumber: '6222 0210 0112 3456 789',
        });
        expect(made.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(made.path).toBe(`/payment/${made.id}`);
        const res = await read(made.id);
        expect(res.status).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['x-robots-tag']).toContain('noindex');
        expect(res.body.result).toMatchObject({
          periodStart: '2026-01-01',
          periodEnd: '2026-03-31',
          amountMinor: 1_234_567,
          currency: 'CNY',
          invoiceItem: 'intangible-asset-copyright-usage-fee',
          bankName: 'Bank of Example, Shanghai',
          accountMasked: '**** **** 6789',
          organisationName: 'Acme Music',
        });
        expect(res.text).not.toContain('0112');
        expect((await read(made.id, 'zh-hans')).body.result.organisationName).toBe('艾克姆音乐');
        const { rows } = await ctx().db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM payment_notices WHERE token_hash = $1',
          [made.id],
        );
        expect(rows[0].n).toBe(0);
      });

      it('answers a guessed, malformed or expired link with the same 404', async () => {
        const made = await createPaymentNotice(ctx().db, clock, {
          orgId,
          periodStart: '2026-04-01',
          periodEnd: '2026-06-30',
          amountMinor: 100,
          currency: 'USD',
          payeeName: 'Acme',
          bankName: 'Example Bank',
          accountNumber: 'GB82WEST12345698765432',
          expiresAt: new Date(clock.now().getTime() + DAY),
        });
        expect((await read(made.id)).status).toBe(200);
        const guessed = await read(`${made.id.slice(0, 42)}${made.id[42] === 'A' ? 'B' : 'A'}`);
        const malformed = await read('../../etc/passwd');
        clock.advance(DAY + 1);
        const expired = await read(made.id);
        for (const res of [guessed, malformed, expired]) {
          expect(res.status).toBe(404);
          expect(res.body).toEqual(guessed.body);
          expect(res.headers['cache-control']).toBe('no-store');
        }
        expect(guessed.body).toMatchObject({
          state: false,
          code: 'notFound',
          msg: en['error.notFound'],
        });
        const zh = await read(made.id, 'zh-hans');
        expect(zh.body.msg).toBe(zhHans['error.notFound']);
        expect((await read(42)).status).toBe(422);
        expect((await read('x'.repeat(129))).status).toBe(422);
      });
    });
  });
}
