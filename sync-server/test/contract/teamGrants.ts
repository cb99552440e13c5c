// Contract: who may grant what (issue 28, src/domain/team/teamRules.ts). The demo manager (an
// administrator without distribution rights) promoted itself to administrator and distributed;
// now nobody changes their own roles, a role or an invitation with a privilege the caller lacks is
// refused, a member holding such a privilege is neither changed nor removed by them, and an
// organisation keeps its full administrator. Each case makes its own organisation. A role change
// is mailed to every full administrator (through a real SMTP server) and a refused attempt is
// logged; withdrawing an invitation grants nothing, so a manager may withdraw an administrator's.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { PATHS, apiUrl } from '../../../src/domain/api';
import { DISTRIBUTION_PATHS } from '../../../src/domain/distribution/api';
import type { RoleCode } from '../../../src/domain/roles';
import { ROLE_NAMES } from '../../../src/domain/reference/roleNames';
import type { SecurityEvent, SecurityLogPage } from '../../../src/domain/team/teamApi';
import en from '../../../src/i18n/locales/en.json';
import zhHans from '../../../src/i18n/locales/zh-Hans.json';
import { systemClock } from '../../src/clock';
import { createJobRunner } from '../../src/jobs/runner';
import { createMailer } from '../../src/mail/mailer';
import { mailHandler } from '../../src/mail/mailJob';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { createOrganisation, createUser, type TestUser } from '../fixtures';
import { readMail } from '../mail/readMail';
import { aiosmtpdMissing, startSmtpServer, type SmtpServer } from '../mail/smtpServer';
import { useApp } from '../suite';

const url = (path: string) => apiUrl(path);

export function describeTeamGrantsContract(backend: TestBackend): void {
  describe('team: granting only what one holds', () => {
    const ctx = useApp(backend);
    let address = 0;
    const signOf = async (u: Pick<TestUser, 'loginName' | 'password'>) =>
      (
        await login(ctx().app, u.loginName, u.password, {
          remoteAddress: `10.28.0.${++address}`,
        })
      ).sign;
    const setRoles = (sign: string, userId: string, roles: RoleCode[], language = 'en') =>
      call(ctx().app, url(PATHS.memberRoles), { sign, json: { userId, roles }, language });
    const remove = (sign: string, userId: string, language = 'en') =>
      call(ctx().app, url(PATHS.deleteMember), { sign, json: { userId }, language });
    const invite = (sign: string, email: string, roles: RoleCode[], language = 'en') =>
      call<{ id: string }>(ctx().app, url(PATHS.inviteMember), {
        sign,
        json: { email, roles },
        language,
      });
    const resend = (sign: string, id: string, language = 'en') =>
      call(ctx().app, url(PATHS.resendInvitation), { sign, json: { id }, language });
    const rolesOf = async (userId: string) =>
      (await ctx().db.query<{ roles: string[] }>('SELECT roles FROM users WHERE id = $1', [userId]))
        .rows[0]?.roles;
    const revoke = (sign: string, id: string) =>
      call(ctx().app, url(PATHS.revokeInvitation), { sign, json: { id } });
    const refusedWith = (code: string, status: number, msg: string) =>
      expect.objectContaining({ status, body: expect.objectContaining({ code, msg }) });
    const logOf = async (sign: string): Promise<SecurityEvent[]> =>
      (
        await call<SecurityLogPage>(ctx().app, url(PATHS.securityLog), {
          sign,
          query: { size: '100' },
        })
      ).body.result.list;
    /** the role-change mails queued for the organisation's addresses: to whom, in which language */
    const roleMails = async (org: string) =>
      (
        await ctx().db.query<{ to: string; language: string }>(
          `SELECT payload->>'to' AS to, payload->>'language' AS language FROM jobs
            WHERE kind = 'mail.send' AND payload->>'template' = 'rolesChanged'
              AND payload->>'to' IN (SELECT email FROM users WHERE org_id = $1)`,
          [org],
        )
      ).rows.sort((a, b) => (a.to + a.language).localeCompare(b.to + b.language));
    let smtp: SmtpServer | undefined;
    afterAll(async () => smtp?.stop());

    /** an organisation shaped like the demo one: administrator, manager, content operator */
    async function team() {
      const org = await createOrganisation(ctx().db);
      const boss = await createUser(ctx().db, org, ['admin']);
      const manager = await createUser(ctx().db, org, ['adminNoDistribution']);
      const editor = await createUser(ctx().db, org, ['contentOperator']);
      return {
        org,
        boss,
        manager,
        editor,
        bossSign: await signOf(boss),
        managerSign: await signOf(manager),
      };
    }

    it('the demo manager cannot promote itself, and still cannot distribute', async () => {
      const manager = { loginName: 'demo-manager', password: 'Demo-Manager-2026' };
      const sign = await signOf(manager);
      const { rows } = await ctx().db.query<{ id: string }>(
        'SELECT id FROM users WHERE login_name = $1',
        [manager.loginName],
      );
      const self = rows[0].id;
      expect(await setRoles(sign, self, ['admin'], 'zh-hans')).toEqual(
        refusedWith('ownRoles', 403, zhHans['error.ownRoles']),
      );
      expect(await setRoles(sign, self, ['admin', 'adminNoDistribution'])).toEqual(
        refusedWith('ownRoles', 403, en['error.ownRoles']),
      );
      expect(await rolesOf(self)).toEqual(['adminNoDistribution']);
      const distribute = await call(ctx().app, url(DISTRIBUTION_PATHS.distribute), {
        sign,
        json: { albumId: randomUUID(), channelIds: 'all', albumVersion: 1 },
      });
      expect(distribute.status).toBe(403);
      expect(distribute.body.code).toBe('forbidden');
    });

    it('a manager neither promotes to administrator nor touches the administrator', async () => {
      const t = await team();
      expect(await setRoles(t.managerSign, t.editor.id, ['admin'], 'zh-hans')).toEqual(
        refusedWith('roleNotGrantable', 403, zhHans['error.roleNotGrantable']),
      );
      expect(await setRoles(t.managerSign, t.editor.id, ['contentOperator', 'admin'])).toEqual(
        refusedWith('roleNotGrantable', 403, en['error.roleNotGrantable']),
      );
      expect(await setRoles(t.managerSign, t.boss.id, ['contentOperator'])).toEqual(
        refusedWith('memberNotManageable', 403, en['error.memberNotManageable']),
      );
      // even "demoting" the administrator to the manager's own role
      expect(await setRoles(t.managerSign, t.boss.id, ['adminNoDistribution'], 'zh-hans')).toEqual(
        refusedWith('memberNotManageable', 403, zhHans['error.memberNotManageable']),
      );
      expect(await remove(t.managerSign, t.boss.id)).toEqual(
        refusedWith('memberNotManageable', 403, en['error.memberNotManageable']),
      );
      expect(await rolesOf(t.editor.id)).toEqual(['contentOperator']);
      expect(await rolesOf(t.boss.id)).toEqual(['admin']);
    });

    it('a manager neither invites an administrator nor re-sends such an invitation', async () => {
      const t = await team();
      expect(await invite(t.managerSign, 'boss-2@example.com', ['admin'], 'zh-hans')).toEqual(
        refusedWith('roleNotGrantable', 403, zhHans['error.roleNotGrantable']),
      );
      const made = await invite(t.bossSign, 'boss-3@example.com', ['admin']);
      expect(made.status).toBe(200);
      expect(await resend(t.managerSign, made.body.result.id)).toEqual(
        refusedWith('roleNotGrantable', 403, en['error.roleNotGrantable']),
      );
      const { rows } = await ctx().db.query<{ email: string; n: number }>(
        `SELECT email, count(*)::int AS n FROM invitations WHERE org_id = $1 GROUP BY email`,
        [t.org],
      );
      expect(rows).toEqual([{ email: 'boss-3@example.com', n: 1 }]);
    });

    it('a manager still grants what it holds', async () => {
      const t = await team();
      expect((await setRoles(t.managerSign, t.editor.id, ['adminNoDistribution'])).status).toBe(
        200,
      );
      expect((await setRoles(t.managerSign, t.editor.id, ['contentOperator'])).status).toBe(200);
      expect((await invite(t.managerSign, 'op@example.com', ['contentOperator'])).status).toBe(200);
      const peer = await invite(t.managerSign, 'peer@example.com', ['adminNoDistribution']);
      expect(peer.status).toBe(200);
      expect((await resend(t.managerSign, peer.body.result.id)).status).toBe(200);
      expect((await remove(t.managerSign, t.editor.id)).status).toBe(200);
      expect(await rolesOf(t.editor.id)).toBeUndefined();
    });

    it('the administrator makes each of these changes, and the log says who, whom, before, after', async () => {
      const t = await team();
      expect((await setRoles(t.bossSign, t.editor.id, ['admin'])).status).toBe(200);
      expect((await setRoles(t.bossSign, t.manager.id, ['contentOperator'])).status).toBe(200);
      const made = await invite(t.bossSign, 'admin-2@example.com', ['admin']);
      expect(made.status).toBe(200);
      expect((await resend(t.bossSign, made.body.result.id)).status).toBe(200);
      expect((await remove(t.bossSign, t.manager.id)).status).toBe(200);
      expect(await rolesOf(t.editor.id)).toEqual(['admin']);
      const log = await call<SecurityLogPage>(ctx().app, url(PATHS.securityLog), {
        sign: t.bossSign,
        query: { size: '100' },
      });
      const changes = log.body.result.list.filter((e) => e.kind === 'rolesChanged');
      expect(changes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            actor: t.boss.loginName,
            subject: t.editor.loginName,
            detail: { before: 'contentOperator', after: 'admin' },
          }),
          expect.objectContaining({
            actor: t.boss.loginName,
            subject: t.manager.loginName,
            detail: { before: 'adminNoDistribution', after: 'contentOperator' },
          }),
        ]),
      );
      expect(changes).toHaveLength(2);
    });

    it('a role change is mailed to every full administrator before or after it, each in their language', async () => {
      const t = await team();
      const second = await createUser(ctx().db, t.org, ['admin']);
      // every member has an address; the boss reads Chinese, the second never chose a language
      await ctx().db.query(
        `UPDATE users SET email = login_name || '@example.com',
                language = CASE WHEN id = $2 THEN 'zh-hans' END
          WHERE org_id = $1`,
        [t.org, t.boss.id],
      );
      const address = (u: TestUser) => `${u.loginName}@example.com`;
      await ctx().db.query("DELETE FROM jobs WHERE kind = 'mail.send'");

      expect((await setRoles(t.bossSign, t.editor.id, ['adminNoDistribution'])).status).toBe(200);
      // the manager and the member are no full administrators: no mail for them
      expect(await roleMails(t.org)).toEqual(
        [
          { to: address(t.boss), language: 'zh-hans' },
          { to: address(second), language: 'en' },
        ].sort((a, b) => a.to.localeCompare(b.to)),
      );
      // the member promoted to administrator learns it too, and so does the one demoted after
      await ctx().db.query("DELETE FROM jobs WHERE kind = 'mail.send'");
      expect((await setRoles(t.bossSign, t.editor.id, ['admin'], 'zh-hans')).status).toBe(200);
      expect((await setRoles(t.bossSign, second.id, ['contentOperator'], 'zh-hans')).status).toBe(
        200,
      );
      expect((await roleMails(t.org)).map((m) => m.to).sort()).toEqual(
        [t.boss, t.boss, t.editor, t.editor, second, second].map(address).sort(),
      );
      // a refusal mails nobody
      expect((await setRoles(t.managerSign, t.editor.id, ['contentOperator'])).status).toBe(403);
      expect(await roleMails(t.org)).toHaveLength(6);

      if (aiosmtpdMissing()) return;
      await ctx().db.query(
        `DELETE FROM jobs WHERE kind = 'mail.send'
          AND NOT (payload->>'to' = $1 AND payload->>'template' = 'rolesChanged')`,
        [address(t.boss)],
      );
      smtp = await startSmtpServer();
      const mailer = createMailer({
        smtpUrl: smtp.url,
        mailDir: '/nonexistent',
        fromAddress: 'no-reply@portal.test',
      });
      const quiet = () => undefined;
      const runner = createJobRunner({
        db: ctx().db,
        clock: systemClock,
        handlers: [mailHandler({ mailer, secret: ctx().config.secrets.signingSecret })],
        log: { info: quiet, warn: quiet, error: quiet },
      });
      try {
        await runner.drain();
      } finally {
        mailer.close();
      }
      const mails = (await smtp.messages(2)).map(readMail);
      // the boss's two mails, in Chinese: the editor's promotion and the second's demotion
      const promotion = mails.find((m) => m.text?.includes(t.editor.loginName));
      expect(promotion?.headers.To).toContain(address(t.boss));
      expect(promotion?.headers.Subject).toContain(t.editor.loginName);
      expect(promotion?.text).toContain(t.boss.loginName);
      expect(promotion?.text).toContain(ROLE_NAMES.adminNoDistribution.nameZh);
      expect(promotion?.text).toContain(ROLE_NAMES.admin.nameZh);
      expect(promotion?.text).toContain('/account/team');
      const demotion = mails.find((m) => m.text?.includes(second.loginName));
      expect(demotion?.text).toContain(ROLE_NAMES.contentOperator.nameZh);
    });

    it('a refused attempt is logged with who, whom, what and why, and changes nothing', async () => {
      const t = await team();
      await setRoles(t.managerSign, t.manager.id, ['admin']);
      await setRoles(t.managerSign, t.editor.id, ['admin']);
      await remove(t.managerSign, t.boss.id);
      await invite(t.managerSign, 'boss-4@example.com', ['admin']);
      // the administrator rules' refusals are mistakes, not attempts: not logged
      expect((await remove(t.bossSign, t.boss.id)).status).toBe(409);
      const refused = (await logOf(t.bossSign)).filter((e) => e.kind === 'teamChangeRefused');
      const seen = refused.map(({ actor, subject, detail }) => ({ actor, subject, detail }));
      const by = t.manager.loginName;
      expect(seen).toEqual(
        expect.arrayContaining([
          {
            actor: by,
            subject: by,
            detail: {
              action: 'changeRoles',
              reason: 'ownRoles',
              before: 'adminNoDistribution',
              roles: 'admin',
            },
          },
          {
            actor: by,
            subject: t.editor.loginName,
            detail: {
              action: 'changeRoles',
              reason: 'roleNotGrantable',
              before: 'contentOperator',
              roles: 'admin',
            },
          },
          {
            actor: by,
            subject: t.boss.loginName,
            detail: { action: 'deleteMember', reason: 'memberNotManageable', before: 'admin' },
          },
          {
            actor: by,
            subject: 'boss-4@example.com',
            detail: { action: 'invite', reason: 'roleNotGrantable', roles: 'admin' },
          },
        ]),
      );
      expect(refused).toHaveLength(4);
      expect(refused.every((e) => e.address !== '')).toBe(true);
      expect(await rolesOf(t.manager.id)).toEqual(['adminNoDistribution']);
      expect(await rolesOf(t.editor.id)).toEqual(['contentOperator']);
      expect(await rolesOf(t.boss.id)).toEqual(['admin']);
      const { rows } = await ctx().db.query('SELECT 1 FROM invitations WHERE org_id = $1', [t.org]);
      expect(rows).toHaveLength(0);
    });

    it('a manager withdraws an administrator invitation it could not send', async () => {
      const t = await team();
      const made = await invite(t.bossSign, 'boss-5@example.com', ['admin']);
      expect(made.status).toBe(200);
      const id = made.body.result.id;
      expect((await revoke(t.managerSign, id)).status).toBe(200);
      const { rows } = await ctx().db.query<{ revoked: boolean; open_links: number }>(
        `SELECT revoked_at IS NOT NULL AS revoked,
                (SELECT count(*)::int FROM link_tokens
                  WHERE purpose = 'invite' AND used_at IS NULL AND data->>'invitationId' = $1) AS open_links
           FROM invitations WHERE id::text = $1`,
        [id],
      );
      expect(rows).toEqual([{ revoked: true, open_links: 0 }]);
      // withdrawn, it is gone for everyone: neither re-sent nor withdrawn twice
      expect((await resend(t.bossSign, id)).status).toBe(404);
      expect((await revoke(t.managerSign, id)).status).toBe(404);
      expect((await logOf(t.bossSign)).filter((e) => e.kind === 'invitationRevoked')).toEqual([
        expect.objectContaining({ actor: t.manager.loginName, subject: 'boss-5@example.com' }),
      ]);
    });

    it('the last full administrator is neither demoted nor removed', async () => {
      const t = await team();
      expect(await setRoles(t.bossSign, t.boss.id, ['adminNoDistribution'], 'zh-hans')).toEqual(
        refusedWith('ownRoles', 403, zhHans['error.ownRoles']),
      );
      // the manager would stay an administrator, but without distribution rights
      expect(await remove(t.bossSign, t.boss.id, 'zh-hans')).toEqual(
        refusedWith('lastFullAdministrator', 409, zhHans['error.lastFullAdministrator']),
      );
      expect(await remove(t.bossSign, t.boss.id)).toEqual(
        refusedWith('lastFullAdministrator', 409, en['error.lastFullAdministrator']),
      );
      expect(await rolesOf(t.boss.id)).toEqual(['admin']);

      // with a second full administrator the first may be demoted; the second is then the last
      const second = await createUser(ctx().db, t.org, ['admin']);
      const secondSign = await signOf(second);
      expect((await setRoles(secondSign, t.boss.id, ['adminNoDistribution'])).status).toBe(200);
      expect(await remove(secondSign, second.id)).toEqual(
        refusedWith('lastFullAdministrator', 409, en['error.lastFullAdministrator']),
      );
      // a manager may leave: the full administrator stays
      expect((await remove(t.managerSign, t.manager.id)).status).toBe(200);
    });
  });
}
