// A forgotten password, end to end in Chromium (in Chinese; E2E_ALL_LANGUAGES=1: in both): ask on /forgotPwd, read the mail
// the server kept (no SMTP_URL: DATA_DIR/mail), follow its link, set a new password, log in; the
// session that was open elsewhere has ended; the used link says so. axe on each new screen.
import { expect, test, type Browser } from '@playwright/test';
import { inOneLanguage } from './pages/languages';
import { LoginPage } from './pages/LoginPage';
import { apiLogin } from './pages/portalApi';
import { ForgotPasswordPage, Mailbox, ResetPasswordPage } from './pages/RecoveryPages';
import { registerThroughApi } from './pages/RegisterPages';
import { seriousViolations } from './pages/session';

const run = Date.now().toString(36).slice(-6);
/** each case signs up an account of its own: the demo accounts stay as they are for other specs */
const own = (n: number) => ({
  loginName: `rec-${n}-${run}`,
  email: `rec-${n}-${run}@example.com`,
  telephone: `137${String(Date.now() % 1e7).padStart(7, '0')}${n}`.slice(0, 11),
  password: `Rec-${n}-Passw0rd`,
});
const CASES = [
  {
    language: 'zh-hans',
    user: own(1),
    sent: '请查收邮件',
    done: '密码已修改',
    used: '该链接已被使用',
  },
  {
    language: 'en',
    user: own(2),
    sent: 'Check your mailbox',
    done: 'Your password was changed',
    used: 'This link has already been used',
  },
] as const;

async function pageIn(browser: Browser, baseURL: string, language: string) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'language', value: language, url: baseURL }]);
  return { context, page: await context.newPage() };
}

for (const c of inOneLanguage(CASES, (c) => c.language === 'zh-hans')) {
  test.describe(`password recovery (${c.language})`, () => {
    const mailbox = new Mailbox();

    test('asks for a link, follows the mail, sets a new password; the old session is gone', async ({
      browser,
      baseURL,
      request,
    }) => {
      const user = c.user;
      await registerThroughApi(request, user, c.language);
      const oldSign = await apiLogin(request, user, c.language);
      const { context, page } = await pageIn(browser, baseURL!, c.language);

      await new LoginPage(page).goto();
      await page.getByRole('link', { name: /忘记密码|Forgot password/ }).click();
      await page.waitForURL('**/forgotPwd');
      await expect(
        page.getByRole('img', { name: /验证码图片|Verification code picture/ }),
      ).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // a wrong code is refused in the page's language and a new picture is drawn
      await new ForgotPasswordPage(page).ask(user.email, 'ZZZZ');
      await expect(page.getByRole('alert')).toContainText(
        c.language === 'en' ? 'Invalid Verification Code' : '验证码错误',
      );
      await new ForgotPasswordPage(page).ask(user.email);
      await expect(page.getByRole('heading', { name: c.sent })).toBeVisible();
      await expect(page.getByRole('status')).toContainText(user.email);
      expect(await seriousViolations(page)).toEqual([]);

      const mail = await mailbox.nextResetMail(user.email);
      expect(mail.text).toMatch(
        c.language === 'en' ? /Content-Language: en/ : /Content-Language: zh-Hans/,
      );
      await page.goto(mail.link);
      await expect(page.getByText(user.loginName)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await new ResetPasswordPage(page).setPassword('short', 'short');
      await expect(
        page.getByText(c.language === 'en' ? /Incorrect password format/ : /密码格式不正确/),
      ).toBeVisible();
      const newPassword = `New-${c.language}-Passw0rd`;
      await new ResetPasswordPage(page).setPassword(newPassword, `${newPassword}x`);
      await expect(
        page.getByText(
          c.language === 'en' ? 'The two passwords did not match!' : '两次输入的密码不一致！',
        ),
      ).toBeVisible();
      await new ResetPasswordPage(page).setPassword(newPassword);
      await expect(page.getByRole('heading', { name: c.done })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // the session opened before the reset has ended
      const me = await request.get('/api/org/loginUserInfo.json', { headers: { uvsign: oldSign } });
      expect(me.status()).toBe(401);

      await page.getByRole('link', { name: /^(登录|Log in)$/ }).click();
      await page.waitForURL('**/login');
      await new LoginPage(page).logIn({ loginName: user.loginName, password: newPassword });
      await page.waitForURL('**/dashboard/index');

      // the link was used: it says so, in the page's language
      await page.goto(mail.link);
      await expect(page.getByRole('alert')).toContainText(c.used);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  });
}
