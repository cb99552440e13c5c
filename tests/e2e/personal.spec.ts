// /account/personal end to end in Chromium, in English (issue 14; one language, issue 25): a member
// signed up for this spec edits name, email and phone and finds them after a reload; a wrong
// current password is refused with the localized message, the right one changes the password,
// ends the other device's session and is the one the login form takes; offline the page shows the
// saved copy marked as such and the password change says it needs a connection. axe on each state
// but the page as it opens, which the route walk checks (narrow-screens.spec.ts); screenshots at
// 1440 and 390 px with E2E_SHOTS=1.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { inOneLanguage } from './pages/languages';
import { LoginPage } from './pages/LoginPage';
import { registerThroughApi } from './pages/RegisterPages';
import { logIn, seriousViolations, waitForServiceWorker } from './pages/session';
import { SHOTS_ON, shot } from './pages/shots';

const run = Date.now().toString(36).slice(-6);
const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/shots-personal';

/** A catalogue as the page shows it (the spec runs under Node, which imports no JSON unasked). */
const catalogue = (file: string) =>
  JSON.parse(readFileSync(`src/i18n/locales/${file}.json`, 'utf8')) as Record<string, string>;

async function shots(page: Page, name: string): Promise<void> {
  if (!SHOTS_ON) return;
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** A label as the field's accessible name starts (Fluent appends the required mark). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const CASES = [
  { language: 'zh-hans', n: 1, text: catalogue('zh-Hans') },
  { language: 'en', n: 2, text: catalogue('en') },
] as const;

/** A device of its own in `language`, `who` logged in: through the form with `form`. */
async function loggedIn(
  browser: Browser,
  baseURL: string,
  language: string,
  who: { loginName: string; password: string },
  { form = false } = {},
) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'language', value: language, url: baseURL }]);
  const page = await context.newPage();
  if (form) {
    await new LoginPage(page).goto();
    await new LoginPage(page).logIn(who);
  } else await logIn(page, who, { language });
  await page.waitForURL('**/dashboard/index');
  return { context, page };
}

for (const c of inOneLanguage(CASES, (c) => c.language === 'en')) {
  test.describe(`personal information (${c.language})`, () => {
    // two browsers, a sign-up and two password hashes: more than one screen's worth of time
    test.setTimeout(150_000);

    test('edits the details, changes the password, and offline shows the saved copy', async ({
      browser,
      baseURL,
      request,
    }) => {
      const t = c.text;
      const member = {
        loginName: `pers${c.n}${run}`,
        email: `pers-${c.n}-${run}@example.com`,
        telephone: `139${String(Date.now() % 1e7).padStart(7, '0')}${c.n}`.slice(0, 11),
        password: `Personal-${c.n}-Passw0rd`,
      };
      await registerThroughApi(request, member, c.language);
      const other = await loggedIn(browser, baseURL!, c.language, member);
      const { context, page } = await loggedIn(browser, baseURL!, c.language, member);

      await page.goto('/account/personal');
      await expect(page.getByRole('heading', { name: t['personal.heading'] })).toBeVisible();
      const name = page.getByRole('textbox', { name: startsWith(t['personal.name']) });
      const email = page.getByRole('textbox', { name: startsWith(t['personal.email']) });
      const phone = page.getByRole('textbox', { name: startsWith(t['personal.telephone']) });
      await expect(email).toHaveValue(member.email);
      await shots(page, `personal-${c.language}`);

      // the details: saved, and still there after a reload
      const newPhone = `138${member.telephone.slice(3)}`;
      await name.fill(`Personal ${c.n}`);
      await email.fill(`renamed-${c.n}-${run}@example.com`);
      await phone.fill(newPhone);
      await page.getByRole('button', { name: t['personal.save'], exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: t['personal.saved'] })).toBeVisible();
      await page.reload();
      await expect(name).toHaveValue(`Personal ${c.n}`);
      await expect(email).toHaveValue(`renamed-${c.n}-${run}@example.com`);
      await expect(phone).toHaveValue(newPhone);

      // the password: a wrong current one is refused in the page's language
      const current = page.getByLabel(startsWith(t['personal.currentPassword']));
      const next = page.getByLabel(startsWith(t['personal.newPassword']));
      const confirmation = page.getByLabel(startsWith(t['personal.confirmPassword']));
      const change = page.getByRole('button', { name: t['personal.changePassword'], exact: true });
      const newPassword = `Changed-${c.n}-Passw0rd`;
      await current.fill('Not-The-Passw0rd');
      await next.fill(newPassword);
      await confirmation.fill(newPassword);
      await change.click();
      await expect(page.getByRole('alert')).toContainText(t['error.currentPasswordWrong']);
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, `personal-wrong-password-${c.language}`);

      await current.fill(member.password);
      await change.click();
      await expect(
        page.getByRole('status').filter({ hasText: t['personal.passwordChanged'] }),
      ).toBeVisible();
      // this device stays logged in; the other one is sent to the login page
      await page.reload();
      await expect(name).toHaveValue(`Personal ${c.n}`);
      await other.page.goto('/account/personal');
      await other.page.waitForURL(/\/login(\?|$)/);
      await other.context.close();

      // offline: the saved copy with its time; the password change needs a connection
      await waitForServiceWorker(page);
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByTestId('data-status')).toBeVisible();
      await expect(name).toHaveValue(`Personal ${c.n}`);
      await expect(page.getByTestId('needs-connection')).toHaveText(t['personal.needsConnection']);
      await expect(change).toBeDisabled();
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, `personal-offline-${c.language}`);
      await context.setOffline(false);
      await context.close();

      // the new password is the one the login form takes
      const again = await loggedIn(
        browser,
        baseURL!,
        c.language,
        { loginName: member.loginName, password: newPassword },
        { form: true },
      );
      await again.context.close();
    });
  });
}
