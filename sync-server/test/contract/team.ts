// Contract: the team (issue 14): members listed with their roles, roles changed and members
// deleted under "an organisation keeps an administrator" (parallel demotions included; who may
// grant what is teamGrants.ts), an invitation mailed through a real SMTP server in the invitee's
// language, the member created from its link with the invited roles, expired, used and revoked
// links refused in the page's language, the security log, the notices, and the roles header that
// refreshes other devices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_ROLES, PATHS, apiUrl, type SysMessagePage } from '../../../src/domain/api';
import type {
  InvitationInfo,
  SecurityLogPage,
  TeamInvitation,
  TeamMember,
} from '../../../src/domain/team/teamApi';
import en from '../../../src/i18n/locales/en.json';
import zhHans from '../../../src/i18n/locales/zh-Hans.json';
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

const DAY = 86_400_000;
const url = (path: string) => apiUrl(path);
const MEMBER_FORM = {
  name: 'Lin Invited',
  password: 'Invited-Passw0rd',
  confirmPassword: 'Invited-Passw0rd',
  telArea: '86',
  telephone: '13800138000',
};

export function describeTeamContract(backend: TestBackend): void {
  describe('team and invitations', () => {
    const clock = createTestClock();
    const ctx = useApp(backend, { clock });
    let smtp: SmtpServer | undefined;
    let orgId: string;
    let admin: TestUser;
    let adminSign: string;
    let address = 0;
    const nextAddress = () => `10.20.0.${++address}`;

    beforeAll(async () => {
      orgId = await createOrganisation(ctx().db);
      admin = await createUser(ctx().db, orgId, ['admin']);
      adminSign = (await login(ctx().app, admin.loginName, admin.password)).sign;
      if (!aiosmtpdMissing()) smtp = await startSmtpServer();
    });
    afterAll(async () => smtp?.stop());

    const signOf = async (u: TestUser) =>
      (await login(ctx().app, u.loginName, u.password, { remoteAddress: nextAddress() })).sign;
    const members = async (sign = adminSign) =>
      (await call<TeamMember[]>(ctx().app, url(PATHS.teamMembers), { sign })).body.result;
    const setRoles = (sign: string, userId: string, roles: string[], language = 'en') =>
      call(ctx().app, url(PATHS.memberRoles), { sign, json: { userId, roles }, language });
    const invite = (json: Record<string, unknown>, language = 'en', sign = adminSign) =>
      call<{ id: string }>(ctx().app, url(PATHS.inviteMember), {
        sign,
        json,
        language,
        remoteAddress: nextAddress(),
      });

    /** the link of the newest queued invitation mail, read from its sealed parameters' job */
    async function deliverAndReadLink(count: number): Promise<{ link: URL; subject: string }> {
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
        handlers: [mailHandler({ mailer, secret: ctx().config.secrets.signingSecret })],
        log: { info: quiet, warn: quiet, error: quiet },
      });
      try {
        await runner.drain();
      } finally {
        mailer.close();
      }
      const files = await smtp.messages(count);
      const mail = readMail(files[count - 1]);
      const line =
        mail.text?.split('\n').find((l) => l.includes('/invite_registration?token=')) ?? '';
      return { link: new URL(line.trim()), subject: mail.headers.Subject };
    }
    let delivered = 0;
    const nextLink = async () => deliverAndReadLink(++delivered);

    it('lists the members of the caller organisation with roles and last login', async () => {
      const list = await members();
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ id: admin.id, roles: ['admin'], isSelf: true });
      expect(list[0].lastLoginAt).not.toBeNull();
    });

    it('refuses a member without roles or with a back-office role, in the request language', async () => {
      const op = await createUser(ctx().db, orgId, ['contentOperator']);
      const none = await setRoles(adminSign, op.id, [], 'zh-hans');
      expect(none.status).toBe(422);
      expect(none.body.code).toBe('badInput');
      expect(none.body.msg).toContain(zhHans['validation.roles-required']);
      const staff = await setRoles(adminSign, op.id, ['staff']);
      expect(staff.body.msg).toContain(en['validation.role-unknown']);
      const bad = await call(ctx().app, url(PATHS.memberRoles), {
        sign: adminSign,
        json: { userId: 'not-a-uuid', roles: 'admin' },
      });
      expect(bad.status).toBe(422);
      expect((await members()).find((m) => m.id === op.id)?.roles).toEqual(['contentOperator']);
    });

    it('never removes the last administrator, by demotion or deletion', async () => {
      // nobody demotes themself (teamGrants.ts), so the last administrator stays one
      const demote = await setRoles(adminSign, admin.id, ['contentOperator'], 'zh-hans');
      expect(demote.status).toBe(403);
      expect(demote.body).toMatchObject({ code: 'ownRoles', msg: zhHans['error.ownRoles'] });
      const remove = await call(ctx().app, url(PATHS.deleteMember), {
        sign: adminSign,
        json: { userId: admin.id },
        language: 'en',
      });
      expect(remove.body).toMatchObject({
        code: 'lastAdministrator',
        msg: en['error.lastAdministrator'],
      });
      expect((await members()).find((m) => m.id === admin.id)?.roles).toEqual(['admin']);
    });

    it('leaves one administrator when two demote each other in parallel', async () => {
      const org = await createOrganisation(ctx().db);
      for (let round = 0; round < 5; round++) {
        // both full administrators: either may demote the other
        const a = await createUser(ctx().db, org, ['admin']);
        const b = await createUser(ctx().db, org, ['admin']);
        const [signA, signB] = [await signOf(a), await signOf(b)];
        // earlier rounds' survivors step aside so only a and b are administrators
        await ctx().db.query(
          "UPDATE users SET roles = ARRAY['contentOperator'] WHERE org_id = $1 AND id NOT IN ($2, $3)",
          [org, a.id, b.id],
        );
        const results = await Promise.all([
          setRoles(signA, b.id, ['contentOperator']),
          setRoles(signB, a.id, ['contentOperator']),
        ]);
        const statuses = results.map((r) => r.status).sort();
        const { rows } = await ctx().db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM users WHERE org_id = $1 AND roles && ARRAY['admin', 'adminNoDistribution']",
          [org],
        );
        expect(rows[0].n).toBe(1);
        // the loser, demoted first, lost the privilege: at the door (403 forbidden) or, its
        // request in already, by its roles read under the lock (403 memberNotManageable)
        expect(statuses[0]).toBe(200);
        expect(statuses[1]).toBe(403);
      }
    });

    it('a role change takes effect on the member at once and tells every device by a header', async () => {
      const member = await createUser(ctx().db, orgId, ['adminNoDistribution']);
      const phone = await signOf(member);
      const laptop = await signOf(member);
      const before = await call(ctx().app, url(PATHS.teamMembers), { sign: laptop });
      expect(before.status).toBe(200);
      expect(before.headers[HEADER_ROLES]).toBe('adminNoDistribution');
      expect((await setRoles(adminSign, member.id, ['contentOperator'])).status).toBe(200);
      for (const sign of [phone, laptop]) {
        const refused = await call(ctx().app, url(PATHS.teamMembers), { sign });
        expect(refused.status).toBe(403);
        expect(refused.headers[HEADER_ROLES]).toBe('contentOperator');
        // the session keeps working for what the new role allows
        expect((await call(ctx().app, url(PATHS.loginUserInfo), { sign })).status).toBe(200);
      }
      const notices = await call<SysMessagePage>(ctx().app, url(PATHS.sysMsgList), {
        sign: phone,
        query: { kind: 'notification' },
        language: 'en',
      });
      expect(JSON.stringify(notices.body.result)).toContain('Music library content operator');
    });

    it.skipIf(aiosmtpdMissing() !== null)(
      "invites in the invitee's language; the link creates the member with the roles, once",
      async () => {
        const sent = await invite(
          { email: 'Lin@Example.com', name: 'Lin', roles: ['contentOperator'], language: 'en' },
          'zh-hans',
        );
        expect(sent.status).toBe(200);
        const pending = await call<TeamInvitation[]>(ctx().app, url(PATHS.teamInvitations), {
          sign: adminSign,
        });
        expect(pending.body.result).toEqual([
          expect.objectContaining({ id: sent.body.result.id, state: 'pending', language: 'en' }),
        ]);
        const { link, subject } = await nextLink();
        expect(subject).toContain('invites you to join');
        expect(link.origin).toBe(ctx().config.publicUrl);
        expect(link.pathname).toBe('/invite_registration');
        const token = link.searchParams.get('token') ?? '';
        expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        const stored = await ctx().db.query('SELECT 1 FROM link_tokens WHERE token_hash = $1', [
          token,
        ]);
        expect(stored.rows).toHaveLength(0);

        const info = await call<InvitationInfo>(ctx().app, url(PATHS.goInviteRegistration), {
          query: { token },
        });
        expect(info.body.result).toMatchObject({
          email: 'Lin@Example.com',
          roles: ['contentOperator'],
          language: 'en',
        });

        const mismatch = await call(ctx().app, url(PATHS.inviteRegistration), {
          json: { ...MEMBER_FORM, token, loginName: 'lin-invited', confirmPassword: 'Other-1abc' },
          language: 'en',
        });
        expect(mismatch.status).toBe(422);
        expect(mismatch.body.msg).toContain(en['validation.password-mismatch']);
        const taken = await call(ctx().app, url(PATHS.inviteRegistration), {
          json: { ...MEMBER_FORM, token, loginName: admin.loginName.toUpperCase() },
          language: 'en',
        });
        expect(taken.body.code).toBe('loginNameTaken');

        const done = await call<{ userId: string }>(ctx().app, url(PATHS.inviteRegistration), {
          json: { ...MEMBER_FORM, token, loginName: 'lin-invited' },
          remoteAddress: '10.20.9.9',
        });
        expect(done.status).toBe(200);
        const joined = (await members()).find((m) => m.loginName === 'lin-invited');
        expect(joined).toMatchObject({ roles: ['contentOperator'], email: 'Lin@Example.com' });
        // the account reads (and is mailed) in the language the administrator chose for it
        const account = await ctx().db.query<{ language: string | null }>(
          'SELECT language FROM users WHERE login_name = $1',
          ['lin-invited'],
        );
        expect(account.rows[0].language).toBe('en');
        const sign = (await login(ctx().app, 'lin-invited', MEMBER_FORM.password)).sign;
        expect((await call(ctx().app, url(PATHS.teamMembers), { sign })).status).toBe(403);

        const again = await call(ctx().app, url(PATHS.inviteRegistration), {
          json: { ...MEMBER_FORM, token, loginName: 'lin-again' },
          language: 'zh-hans',
        });
        expect(again.status).toBe(410);
        expect(again.body).toMatchObject({ code: 'linkUsed', msg: zhHans['error.linkUsed'] });
        const list = await call<TeamInvitation[]>(ctx().app, url(PATHS.teamInvitations), {
          sign: adminSign,
        });
        expect(list.body.result).toEqual([]);

        const log = await call<SecurityLogPage>(ctx().app, url(PATHS.securityLog), {
          sign: adminSign,
        });
        const kinds = log.body.result.list.map((e) => e.kind);
        expect(kinds).toEqual(
          expect.arrayContaining([
            'invitationSent',
            'invitationAccepted',
            'signIn',
            'rolesChanged',
          ]),
        );
        const accepted = log.body.result.list.find((e) => e.kind === 'invitationAccepted');
        expect(accepted).toMatchObject({ address: '10.20.9.9', actor: 'lin-invited' });
      },
    );

    it.skipIf(aiosmtpdMissing() !== null)(
      "mails in the inviter's language by default; a revoked or re-sent invitation's old link is used",
      async () => {
        const first = await invite({ email: 'wang@example.com', roles: ['admin'] }, 'zh-hans');
        const { link: old, subject } = await nextLink();
        expect(subject).toContain('邀请您加入');
        await call(ctx().app, url(PATHS.resendInvitation), {
          sign: adminSign,
          json: { id: first.body.result.id },
        });
        const { link: fresh } = await nextLink();
        const oldInfo = await call(ctx().app, url(PATHS.goInviteRegistration), {
          query: { token: old.searchParams.get('token') ?? '' },
          language: 'en',
        });
        expect(oldInfo.body).toMatchObject({ code: 'linkUsed', msg: en['error.linkUsed'] });
        const token = fresh.searchParams.get('token') ?? '';
        expect(
          (await call(ctx().app, url(PATHS.goInviteRegistration), { query: { token } })).status,
        ).toBe(200);
        const revoked = await call(ctx().app, url(PATHS.revokeInvitation), {
          sign: adminSign,
          json: { id: first.body.result.id },
        });
        expect(revoked.status).toBe(200);
        const after = await call(ctx().app, url(PATHS.inviteRegistration), {
          json: { ...MEMBER_FORM, token, loginName: 'wang-never' },
          language: 'en',
        });
        expect(after.body.code).toBe('linkUsed');
      },
    );

    it('says an expired invitation has expired, in the page language', async () => {
      const { issueLinkToken } = await import('../../src/accounts/tokens');
      const sent = await invite({ email: 'late@example.com', roles: ['contentOperator'] });
      const { token } = await issueLinkToken(ctx().db, clock, 'invite', {
        orgId,
        email: 'late@example.com',
        data: { invitationId: sent.body.result.id },
      });
      clock.advance(7 * DAY);
      const expired = await call(ctx().app, url(PATHS.goInviteRegistration), {
        query: { token },
        language: 'zh-hans',
      });
      expect(expired.status).toBe(410);
      expect(expired.body).toMatchObject({ code: 'linkExpired', msg: zhHans['error.linkExpired'] });
      const list = await call<TeamInvitation[]>(ctx().app, url(PATHS.teamInvitations), {
        sign: adminSign,
      });
      expect(list.body.result.find((i) => i.email === 'late@example.com')?.state).toBe('expired');
      const unknown = await call(ctx().app, url(PATHS.inviteRegistration), {
        json: { ...MEMBER_FORM, token: 'A'.repeat(43), loginName: 'nobody-here' },
        language: 'en',
      });
      expect(unknown.body).toMatchObject({ code: 'linkInvalid', msg: en['error.linkInvalid'] });
    });

    it('says nothing of a login name before the invitation link is good, and limits name checks per address', async () => {
      const { issueLinkToken } = await import('../../src/accounts/tokens');
      const accept = (token: string, loginName: string, remoteAddress = '10.20.8.1') =>
        call<{ userId: string }>(ctx().app, url(PATHS.inviteRegistration), {
          json: { ...MEMBER_FORM, token, loginName },
          language: 'zh-hans',
          remoteAddress,
        });
      const answerOf = (r: { status: number; body: { code?: unknown; msg?: unknown } }) => ({
        status: r.status,
        code: r.body.code,
        msg: r.body.msg,
      });
      const sent = await invite({ email: 'probe@example.com', roles: ['contentOperator'] });
      const linkOf = async () =>
        (
          await issueLinkToken(ctx().db, clock, 'invite', {
            orgId,
            email: 'probe@example.com',
            data: { invitationId: sent.body.result.id },
          })
        ).token;
      const replaced = await linkOf();
      const token = await linkOf();
      // an unknown link and a replaced one: a taken and a free name get the same answer
      for (const [bad, code] of [
        ['A'.repeat(43), 'linkInvalid'],
        [replaced, 'linkUsed'],
      ]) {
        const taken = answerOf(await accept(bad, admin.loginName.toUpperCase()));
        expect(taken).toEqual(answerOf(await accept(bad, 'probe-free-name')));
        expect(taken).toMatchObject({ code, msg: zhHans[`error.${code}` as keyof typeof zhHans] });
      }
      // a good link tells a taken name 20 times from one address, then the address waits
      const probes = [];
      for (let i = 0; i < 21; i++) probes.push(await accept(token, admin.loginName));
      expect(probes.slice(0, 20).map((p) => p.body.code)).toEqual(Array(20).fill('loginNameTaken'));
      expect(probes[20].status).toBe(429);
      expect(probes[20].body.code).toBe('tooManyRequests');
      expect(Number(probes[20].headers['retry-after'])).toBeGreaterThan(0);
      // the refusals kept the link: the invitee joins with a free name from another address
      expect((await accept(token, 'probe-joined', '10.20.8.2')).status).toBe(200);
    });

    it('refuses bad invitations and needs the team privilege', async () => {
      const noRoles = await invite({ email: 'x@example.com', roles: [] }, 'en');
      expect(noRoles.status).toBe(422);
      expect(noRoles.body.msg).toContain(en['validation.roles-required']);
      const badEmail = await invite({ email: 'nope', roles: ['admin'] }, 'en');
      expect(badEmail.body.msg).toContain(en['validation.email-format']);
      const badLanguage = await invite({
        email: 'y@example.com',
        roles: ['admin'],
        language: 'fr',
      });
      expect(badLanguage.status).toBe(422);
      const op = await createUser(ctx().db, orgId, ['contentOperator']);
      const forbidden = await invite(
        { email: 'z@example.com', roles: ['admin'] },
        'en',
        await signOf(op),
      );
      expect(forbidden.status).toBe(403);
      const anonymous = await call(ctx().app, url(PATHS.inviteMember), {
        json: { email: 'z@example.com', roles: ['admin'] },
      });
      expect(anonymous.status).toBe(401);
      const { rows } = await ctx().db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM invitations WHERE email IN ('x@example.com', 'nope', 'y@example.com', 'z@example.com')",
      );
      expect(rows[0].n).toBe(0);
    });

    it('deletes a member with their sessions; the log keeps who it was', async () => {
      const member = await createUser(ctx().db, orgId, ['contentOperator']);
      const sign = await signOf(member);
      const removed = await call(ctx().app, url(PATHS.deleteMember), {
        sign: adminSign,
        json: { userId: member.id },
      });
      expect(removed.status).toBe(200);
      expect((await call(ctx().app, url(PATHS.loginUserInfo), { sign })).status).toBe(401);
      const log = await call<SecurityLogPage>(ctx().app, url(PATHS.securityLog), {
        sign: adminSign,
        query: { size: '100' },
      });
      expect(log.body.result.list).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'memberDeleted', subject: member.loginName }),
        ]),
      );
    });

    it('logs failed sign-ins of an existing account with the address', async () => {
      await call(ctx().app, url(PATHS.login), {
        form: { loginName: admin.loginName, password: 'wrong-password-1A' },
        remoteAddress: '10.20.7.7',
      });
      const log = await call<SecurityLogPage>(ctx().app, url(PATHS.securityLog), {
        sign: adminSign,
      });
      expect(log.body.result.list[0]).toMatchObject({
        kind: 'signInFailed',
        actor: admin.loginName,
        address: '10.20.7.7',
      });
    });
  });
}
