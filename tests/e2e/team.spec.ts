// The team, end to end in Chromium in English (one language, issue 25): an administrator of an
// organisation of its own invites a member by email, the mail arrives (DATA_DIR/mail), the member
// registers from the link, logs in and sees exactly the role's routes; the administrator changes
// the role and the member's menu follows at its next request, without a reload. The used link says
// so. The member is invited in the other language: the mail and the page use it, whatever the
// browser says. axe on each screen but the team list, which the route walk checks
// (narrow-screens.spec.ts).
import { expect, test, type Browser } from '@playwright/test';
import { PRIVATE_ROUTES } from '../../src/domain/routes';
import { ROLE_PRIVILEGES, type RoleCode } from '../../src/domain/roles';
import { Mailbox } from './pages/RecoveryPages';
import { inOneLanguage } from './pages/languages';
import { registerThroughApi } from './pages/RegisterPages';
import { logIn, seriousViolations } from './pages/session';
import { Shell } from './pages/Shell';
import { InviteRegistrationPage, TeamPage } from './pages/TeamPages';

const run = Date.now().toString(36).slice(-6);

/** The sidebar a role must see: the menu routes it is granted, and the dashboard. */
function expectedMenu(role: RoleCode): string[] {
  const granted = new Set(ROLE_PRIVILEGES[role]);
  return PRIVATE_ROUTES.filter((r) => r.menu && (r.access === 'loggedIn' || granted.has(r.name)))
    .map((r) => r.path)
    .sort();
}

const CASES = [
  {
    language: 'zh-hans',
    n: 1,
    htmlLang: 'zh-Hans',
    emailLabel: /^邮箱/,
    operator: /^曲库内容运营$/,
    adminNoDistribution: /^管理员（无发行权限）$/,
    invited: '邀请已发送',
    welcome: '欢迎加入',
    used: '该链接已被使用',
    notices: /^系统通知$/,
  },
  {
    language: 'en',
    n: 2,
    htmlLang: 'en',
    emailLabel: /^Email/,
    operator: /^Music library content operator$/,
    adminNoDistribution: /^Administrator without distribution rights$/,
    invited: 'The invitation has been sent',
    welcome: 'Welcome aboard',
    used: 'This link has already been used',
    notices: /^System notifications$/,
  },
] as const;

const violations = seriousViolations;

async function pageIn(browser: Browser, baseURL: string, language: string) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'language', value: language, url: baseURL }]);
  return { context, page: await context.newPage() };
}

for (const c of inOneLanguage(CASES, (c) => c.language === 'en')) {
  test.describe(`team (${c.language})`, () => {
    const mailbox = new Mailbox();
    // two browsers, a sign-up, a mail and a registration: more than one screen's worth of time
    test.setTimeout(180_000);

    test('invites a member who registers from the mail; a role change reaches their menu', async ({
      browser,
      baseURL,
      request,
    }) => {
      const admin = {
        loginName: `team-a${c.n}-${run}`,
        email: `team-a${c.n}-${run}@example.com`,
        telephone: `136${String(Date.now() % 1e7).padStart(7, '0')}${c.n}`.slice(0, 11),
        password: `Team-${c.n}-Passw0rd`,
      };
      const member = {
        name: `Member ${c.n}`,
        loginName: `team-m${c.n}-${run}`,
        email: `team-m${c.n}-${run}@example.com`,
        telephone: `135${String(Date.now() % 1e7).padStart(7, '0')}${c.n}`.slice(0, 11),
        password: `Member-${c.n}-Passw0rd`,
      };
      await registerThroughApi(request, admin);

      const a = await pageIn(browser, baseURL!, c.language);
      await logIn(a.page, admin, { language: c.language });
      const team = new TeamPage(a.page);
      await team.goto();
      await expect(a.page.getByTestId(`member-${admin.loginName}`)).toBeVisible();
      // the invitee reads the other language: the mail and the page follow it, not the browser
      const invitee = CASES[c.n % CASES.length];
      await team.invite(member.email, c.operator, invitee.language);
      await expect(a.page.getByRole('status').filter({ hasText: c.invited })).toBeVisible();
      await team.showTab(/^(待接受的邀请|Pending invitations)$/);
      await expect(a.page.getByTestId('team-invitations')).toContainText(member.email);
      expect(await violations(a.page)).toEqual([]);

      const mail = await mailbox.nextMailWithLink(member.email, '/invite_registration');
      expect(mail.text).toMatch(
        invitee.language === 'en' ? /Content-Language: en/ : /Content-Language: zh-Hans/,
      );
      // the member's browser is set to the administrator's language
      const m = await pageIn(browser, baseURL!, c.language);
      await m.page.goto(mail.link);
      await expect(m.page.getByRole('textbox', { name: invitee.emailLabel })).toHaveValue(
        member.email,
      );
      await expect(m.page.locator('html')).toHaveAttribute('lang', invitee.htmlLang);
      expect(await violations(m.page)).toEqual([]);
      await new InviteRegistrationPage(m.page).register(member);
      await expect(m.page.getByRole('heading', { name: invitee.welcome })).toBeVisible();
      expect(await violations(m.page)).toEqual([]);
      // the link worked once: opened again it says so in the page's language, still the invitee's
      await m.page.goto(mail.link);
      await expect(m.page.getByRole('alert')).toContainText(invitee.used);
      expect(await violations(m.page)).toEqual([]);

      await logIn(m.page, member, { language: invitee.language });
      await m.page.waitForURL('**/dashboard/index');
      const shell = new Shell(m.page);
      await expect(shell.sidebar()).toBeVisible();
      expect(await shell.sidebarPaths()).toEqual(expectedMenu('contentOperator'));

      await team.goto();
      await expect(a.page.getByTestId(`member-${member.loginName}`)).toBeVisible();
      await team.setRoles(member.loginName, c.adminNoDistribution, c.operator);
      await expect(
        a.page.getByTestId(`member-${member.loginName}`).getByTestId('member-roles'),
      ).toHaveText(c.adminNoDistribution);

      // no reload: the member's next request carries the new roles and the menu follows
      await shell.sidebar().getByRole('link', { name: invitee.notices }).click();
      await expect.poll(() => shell.sidebarPaths()).toEqual(expectedMenu('adminNoDistribution'));
      await m.page.getByRole('tab', { name: /^(通知|Notifications)$/ }).click();
      await expect(
        m.page.getByText(/您的角色已变更|Your roles have changed/).first(),
      ).toBeVisible();

      await a.context.close();
      await m.context.close();
    });
  });
}
