// Contract: the one limit on the mails and SMS the product sends (issue 28, mail/sendLimits.ts),
// shown on invitations: per administrator, per address (re-sends included) and per organisation,
// refused in the envelope in both languages with Retry-After, nothing mailed for a refused one,
// counted in the database so a second instance, a restart or a parallel burst changes nothing;
// and on the sign-up's mail. The password-reset, contact and SMS-code limits keep their own tests.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS, apiUrl } from '../../../src/domain/api';
import en from '../../../src/i18n/locales/en.json';
import zhHans from '../../../src/i18n/locales/zh-Hans.json';
import { createTestClock, HOUR_MS, MINUTE_MS } from '../../src/clock';
import { createJobRunner } from '../../src/jobs/runner';
import { createMailer } from '../../src/mail/mailer';
import { mailHandler } from '../../src/mail/mailJob';
import {
  countSend,
  pruneSendCounts,
  SEND_LIMITS,
  sendCountKey,
  type SendLimitOverrides,
} from '../../src/mail/sendLimits';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { createOrganisation, createUser, type TestUser } from '../fixtures';
import { signUpCallForTest } from '../signUp';
import { useApp } from '../suite';
import { createTestApp, type TestApp } from '../testApp';

const INVITE = apiUrl(PATHS.inviteMember);
const RESEND = apiUrl(PATHS.resendInvitation);
const sendLimited = (text: string, minutes: number) => text.replace('{minutes}', String(minutes));

/** Lower limits for the suites that need a second app: reached in a few calls. */
const LOW: SendLimitOverrides = {
  invitation: [
    { scope: 'sender', max: 3, windowMs: HOUR_MS },
    { scope: 'recipient', max: 3, windowMs: HOUR_MS },
    { scope: 'organisation', max: 5, windowMs: HOUR_MS },
  ],
  registrationMail: [{ scope: 'recipient', max: 1, windowMs: HOUR_MS }],
};

export function describeSendLimitsContract(backend: TestBackend): void {
  describe('mail and SMS send limits', () => {
    const clock = createTestClock();
    const ctx = useApp(backend, { clock });
    let address = 0;
    const nextAddress = () => `10.28.4.${++address}`;

    async function adminOf(orgId: string, app = ctx().app): Promise<TestUser & { sign: string }> {
      const user = await createUser(ctx().db, orgId, ['admin']);
      const { sign } = await login(app, user.loginName, user.password, {
        remoteAddress: nextAddress(),
      });
      return { ...user, sign };
    }
    const invite = (sign: string, email: string, language = 'en', app = ctx().app) =>
      call<{ id: string }>(app, INVITE, {
        sign,
        json: { email, roles: ['contentOperator'] },
        language,
        remoteAddress: nextAddress(),
      });
    const resend = (sign: string, id: string, language = 'en') =>
      call(ctx().app, RESEND, { sign, json: { id }, language, remoteAddress: nextAddress() });
    /** invitation mails queued to an address (jobs keep the recipient in clear) */
    const mailsTo = async (email: string) =>
      (
        await ctx().db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM jobs
            WHERE kind = 'mail.send' AND payload->>'template' = 'invitation' AND lower(payload->>'to') = lower($1)`,
          [email],
        )
      ).rows[0].n;

    /** Sends every queued mail into a mail folder, the server's outbox without SMTP; its files. */
    async function deliverToOutbox(): Promise<string[]> {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'rpp-outbox-'));
      const mailer = createMailer({ mailDir: dir, fromAddress: 'no-reply@portal.test' });
      const quiet = () => undefined;
      const runner = createJobRunner({
        db: ctx().db,
        clock,
        handlers: [mailHandler({ mailer, secret: ctx().config.secrets.signingSecret })],
        log: { info: quiet, warn: quiet, error: quiet },
      });
      try {
        await runner.drain();
        return readdirSync(dir).map((f) => readFileSync(path.join(dir, f), 'utf8'));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }

    it("refuses an administrator's 21st invitation in an hour (so the 101st) in both languages and mails none refused", async () => {
      const orgId = await createOrganisation(ctx().db);
      const admin = await adminOf(orgId);
      const perSender = SEND_LIMITS.invitation[0].max;
      expect(perSender).toBe(20);
      const ids: string[] = [];
      for (let i = 1; i <= perSender; i++) {
        const sent = await invite(admin.sign, `guest-${i}@limits.example`);
        expect(sent.status).toBe(200);
        ids.push(sent.body.result.id);
      }
      const refused = await invite(admin.sign, 'guest-21@limits.example', 'en');
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        code: 'sendLimited',
        msg: sendLimited(en['error.sendLimited'], 60),
      });
      expect(refused.headers['retry-after']).toBe('3600');
      // a re-send is a send too; the same refusal in Chinese
      clock.advance(30 * MINUTE_MS);
      const resent = await resend(admin.sign, ids[0], 'zh-hans');
      expect(resent.status).toBe(429);
      expect(resent.body).toMatchObject({
        code: 'sendLimited',
        msg: sendLimited(zhHans['error.sendLimited'], 30),
      });
      expect(resent.headers['retry-after']).toBe('1800');
      for (const n of [22, 101])
        expect((await invite(admin.sign, `guest-${n}@limits.example`)).status).toBe(429);

      // refused: no invitation, no mail; the outbox holds the twenty
      const { rows } = await ctx().db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM invitations WHERE org_id = $1`,
        [orgId],
      );
      expect(rows[0].n).toBe(perSender);
      expect(await mailsTo('guest-21@limits.example')).toBe(0);
      const outbox = await deliverToOutbox();
      const to = outbox
        .map((m) => /^To: (.*)$/m.exec(m)?.[1])
        .filter((t) => t?.includes('@limits'));
      expect(to.sort()).toEqual(
        Array.from({ length: perSender }, (_, i) => `guest-${i + 1}@limits.example`).sort(),
      );

      // an hour after the first, the sender may invite again
      clock.advance(30 * MINUTE_MS);
      expect((await invite(admin.sign, 'guest-21@limits.example')).status).toBe(200);
    });

    it('limits re-sends to one address within the organisation, whoever sends them', async () => {
      const orgId = await createOrganisation(ctx().db);
      const [first, second] = [await adminOf(orgId), await adminOf(orgId)];
      const made = await invite(first.sign, 'again@limits.example');
      expect(made.status).toBe(200);
      for (let i = 0; i < 2; i++)
        expect((await resend(first.sign, made.body.result.id)).status).toBe(200);
      const fourth = await resend(first.sign, made.body.result.id);
      expect(fourth.status).toBe(429);
      expect(fourth.body.code).toBe('sendLimited');
      // another administrator, the address in another case: the same address of the organisation
      const other = await invite(second.sign, 'AGAIN@limits.example', 'zh-hans');
      expect(other.body).toMatchObject({
        code: 'sendLimited',
        msg: sendLimited(zhHans['error.sendLimited'], 60),
      });
      expect(await mailsTo('again@limits.example')).toBe(3);
      // another organisation is neither blocked nor told
      const elsewhere = await adminOf(await createOrganisation(ctx().db));
      expect((await invite(elsewhere.sign, 'again@limits.example')).status).toBe(200);
      expect(await mailsTo('again@limits.example')).toBe(4);
    });

    it('counts the whole organisation: past 50 an hour no administrator invites', async () => {
      const orgId = await createOrganisation(ctx().db);
      const [one, two] = [await adminOf(orgId), await adminOf(orgId)];
      // 49 invitations of the last half hour, counted as the limiter counts them
      const { bucket, key } = sendCountKey(
        ctx().config.secrets.signingSecret,
        'invitation',
        'organisation',
        orgId,
      );
      const before = new Date(clock.now().getTime() - 30 * MINUTE_MS);
      await ctx().db.query(
        'INSERT INTO send_counts (bucket, key, at) SELECT $1, $2, $3 FROM generate_series(1, 49)',
        [bucket, key, before],
      );
      expect((await invite(one.sign, 'fiftieth@limits.example')).status).toBe(200);
      const refused = await invite(two.sign, 'fifty-first@limits.example');
      expect(refused.status).toBe(429);
      // the wait ends when enough of the counted leave the hour: the half hour left of the 49
      expect(refused.headers['retry-after']).toBe('1800');
      expect(await mailsTo('fifty-first@limits.example')).toBe(0);
      const elsewhere = await adminOf(await createOrganisation(ctx().db));
      expect((await invite(elsewhere.sign, 'fifty-first@limits.example')).status).toBe(200);
    });

    it('counts role changes per organisation: each is mailed to every full administrator, so past 30 an hour the change is refused', async () => {
      const orgId = await createOrganisation(ctx().db);
      const admin = await adminOf(orgId);
      const member = await createUser(ctx().db, orgId, ['contentOperator']);
      const { bucket, key } = sendCountKey(
        ctx().config.secrets.signingSecret,
        'roleChange',
        'organisation',
        orgId,
      );
      await ctx().db.query(
        'INSERT INTO send_counts (bucket, key, at) SELECT $1, $2, $3 FROM generate_series(1, 29)',
        [bucket, key, new Date(clock.now().getTime() - 10 * MINUTE_MS)],
      );
      const change = (roles: string[]) =>
        call(ctx().app, apiUrl(PATHS.memberRoles), {
          sign: admin.sign,
          language: 'en',
          json: { userId: member.id, roles },
        });
      expect((await change(['adminNoDistribution'])).status).toBe(200);
      const refused = await change(['contentOperator']);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'sendLimited' });
      const { rows } = await ctx().db.query<{ roles: string[] }>(
        'SELECT roles FROM users WHERE id = $1',
        [member.id],
      );
      expect(rows[0].roles).toEqual(['adminNoDistribution']);
    });

    describe('on a second instance of the same database', () => {
      let a: TestApp;
      let b: TestApp;
      beforeAll(async () => {
        a = await createTestApp(ctx().db, { clock, sendLimits: LOW, ownsDb: false });
        b = await createTestApp(ctx().db, { clock, sendLimits: LOW, ownsDb: false });
      });
      afterAll(async () => {
        await a.close();
        await b.close();
      });

      it('holds across instances and a restart, and lets a parallel burst through only to the limit', async () => {
        const orgId = await createOrganisation(ctx().db);
        const admin = await adminOf(orgId, a.app);
        expect((await invite(admin.sign, 'i-1@limits.example', 'en', a.app)).status).toBe(200);
        expect((await invite(admin.sign, 'i-2@limits.example', 'en', b.app)).status).toBe(200);
        await b.close();
        b = await createTestApp(ctx().db, { clock, sendLimits: LOW, ownsDb: false });
        expect((await invite(admin.sign, 'i-3@limits.example', 'en', b.app)).status).toBe(200);
        expect((await invite(admin.sign, 'i-4@limits.example', 'en', a.app)).status).toBe(429);

        // two administrators, four each at once, spread over both instances: each may send three,
        // the organisation five
        const burstOrg = await createOrganisation(ctx().db);
        const admins = [await adminOf(burstOrg, a.app), await adminOf(burstOrg, b.app)];
        const results = await Promise.all(
          admins.flatMap((u, i) =>
            [0, 1, 2, 3].map((j) =>
              invite(u.sign, `burst-${i}-${j}@limits.example`, 'en', (i + j) % 2 ? a.app : b.app),
            ),
          ),
        );
        const statuses = results.map((r) => r.status).sort();
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
        const { rows } = await ctx().db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM jobs
            WHERE kind = 'mail.send' AND payload->>'to' LIKE 'burst-%@limits.example'`,
        );
        expect(rows[0].n).toBe(5);
      });

      it("limits the sign-up's mail to one address, refusing the sign-up whole", async () => {
        const email = 'signs-up-twice@limits.example';
        const first = await signUpCallForTest(a, clock, {
          loginName: 'limits-first',
          fields: { email },
        });
        expect(first.status).toBe(200);
        const second = await signUpCallForTest(b, clock, {
          loginName: 'limits-second',
          fields: { email: email.toUpperCase() },
          language: 'zh-hans',
        });
        expect(second.status).toBe(429);
        expect(second.body).toMatchObject({
          code: 'sendLimited',
          msg: sendLimited(zhHans['error.sendLimited'], 60),
        });
        const { rows } = await ctx().db.query<{ mails: number; users: number }>(
          `SELECT (SELECT count(*)::int FROM jobs WHERE kind = 'mail.send' AND lower(payload->>'to') = $1) AS mails,
                  (SELECT count(*)::int FROM users WHERE login_name = 'limits-second') AS users`,
          [email],
        );
        expect(rows[0]).toEqual({ mails: 1, users: 0 });
      });
    });

    it('checks the rules in order, counts nothing refused and prunes what no window holds', async () => {
      const deps = {
        clock,
        secret: ctx().config.secrets.signingSecret,
        limits: {
          passwordReset: [
            { scope: 'recipient', max: 1, windowMs: MINUTE_MS },
            { scope: 'address', max: 2, windowMs: HOUR_MS },
          ],
        } satisfies SendLimitOverrides,
      };
      const send = (recipient: string) =>
        countSend(ctx().db, deps, 'passwordReset', { recipient, address: '10.28.9.1' });
      expect(await send('a@limits.example')).toBeNull();
      expect(await send('a@limits.example')).toMatchObject({
        rule: { scope: 'recipient' },
        retryAfterSeconds: 60,
      });
      clock.advance(MINUTE_MS);
      expect(await send('b@limits.example')).toBeNull();
      // the refused send above was not counted: the address has two, not three
      expect(await send('c@limits.example')).toMatchObject({
        rule: { scope: 'address' },
        retryAfterSeconds: 59 * 60,
      });
      clock.advance(HOUR_MS);
      expect(await pruneSendCounts(ctx().db, clock)).toBeGreaterThan(0);
      const { rows } = await ctx().db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM send_counts WHERE at <= $1',
        [new Date(clock.now().getTime() - HOUR_MS)],
      );
      expect(rows[0].n).toBe(0);
      expect(await send('c@limits.example')).toBeNull();
    });
  });
}
