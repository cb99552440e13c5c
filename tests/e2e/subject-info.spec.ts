// Subject information end to end in Chromium, in Chinese (issue 14; one language, issue 25): the
// administrator of an organisation signed up for this spec through the API sees the identity
// sign-up stored, is refused a wrong ID number with the localized rule, changes the name, and finds
// it after a reload; offline the saved copy is shown with its time and saving is disabled. axe on
// each state, with no filter: the user menu of this one-word Latin name passes
// label-content-name-mismatch now. The address sign-up stored is shown, required and changed the
// same way.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from './pages/demoUsers';
import { inOneLanguage } from './pages/languages';
import { registerThroughApi, SIGN_UP_ADDRESS } from './pages/RegisterPages';
import { logIn, seriousViolations, waitForServiceWorker } from './pages/session';
import { SHOTS_ON, shot } from './pages/shots';

const run = Date.now().toString(36).slice(-6);
const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/shots-subject';
const VALID_ID = '11010519491231002X';

/** A catalogue as the page shows it (the spec runs under Node, which imports no JSON unasked). */
const catalogue = (file: string) =>
  JSON.parse(readFileSync(`src/i18n/locales/${file}.json`, 'utf8')) as Record<string, string>;
const zhHans = catalogue('zh-Hans');
const en = catalogue('en');

async function shots(page: Page, name: string): Promise<void> {
  if (!SHOTS_ON) return;
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

const CASES = [
  {
    language: 'zh-hans',
    n: 1,
    text: zhHans,
    name: /^姓名/,
    id: /^居民身份证号码/,
    address: /^地址/,
    required: '地址信息不完整',
  },
  {
    language: 'en',
    n: 2,
    text: en,
    name: /^Name/,
    id: /^Resident ID number/,
    address: /^Address/,
    required: 'Address incomplete',
  },
] as const;

for (const c of inOneLanguage(CASES, (c) => c.language === 'zh-hans')) {
  test.describe(`subject info (${c.language})`, () => {
    test.setTimeout(120_000);

    test('the administrator edits the identity; offline it shows the saved copy', async ({
      browser,
      baseURL,
      request,
    }) => {
      const admin = {
        loginName: `subj${c.n}${run}`,
        email: `subj-${c.n}-${run}@example.com`,
        telephone: `137${String(Date.now() % 1e7).padStart(7, '0')}${c.n}`.slice(0, 11),
        password: `Subject-${c.n}-Passw0rd`,
      };
      await registerThroughApi(request, admin, c.language);
      const context = await browser.newContext();
      await context.addCookies([{ name: 'language', value: c.language, url: baseURL! }]);
      const page = await context.newPage();
      await logIn(page, admin, { language: c.language, path: '/account/subjectInfo' });

      const name = page.getByRole('textbox', { name: c.name });
      const id = page.getByRole('textbox', { name: c.id });
      await expect(name).toHaveValue(admin.loginName);
      await expect(id).toHaveValue(VALID_ID);
      // the address sign-up stored, required here as it was there
      const address = page.getByRole('textbox', { name: c.address });
      await expect(address).toHaveValue(SIGN_UP_ADDRESS);
      await address.fill('  ');
      await page.getByRole('button', { name: c.text['label.save'], exact: true }).click();
      await expect(page.getByText(c.required)).toBeVisible();
      await shots(page, `subject-error-${c.language}`);
      expect(await seriousViolations(page)).toEqual([]);

      // the sign-up's own rule refuses a wrong check digit, in the page's language
      await id.fill('110105194912310021');
      await page.getByRole('button', { name: c.text['label.save'], exact: true }).click();
      await expect(page.getByText(c.text['validation.resident-id-check-digit'])).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await id.fill(VALID_ID);
      await name.fill(`Subject ${c.n}`);
      await address.fill(`${c.n} New Road, Haidian, Beijing`);
      await page.getByRole('button', { name: c.text['label.save'], exact: true }).click();
      await expect(
        page.getByRole('status').filter({ hasText: c.text['subject.saved'] }),
      ).toBeVisible();
      await shots(page, `subject-${c.language}`);
      await page.reload();
      await expect(name).toHaveValue(`Subject ${c.n}`);
      await expect(address).toHaveValue(`${c.n} New Road, Haidian, Beijing`);

      // offline: the saved copy with its time; saving needs a connection
      await waitForServiceWorker(page);
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByTestId('data-status')).toBeVisible();
      await expect(name).toHaveValue(`Subject ${c.n}`);
      await expect(address).toHaveValue(`${c.n} New Road, Haidian, Beijing`);
      await expect(page.getByTestId('needs-connection')).toBeVisible();
      await expect(
        page.getByRole('button', { name: c.text['label.save'], exact: true }),
      ).toBeDisabled();
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, `subject-offline-${c.language}`);
      await context.setOffline(false);
      await context.close();
    });

    test('another role reads the identity and has nothing to save', async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext();
      await context.addCookies([{ name: 'language', value: c.language, url: baseURL! }]);
      const page = await context.newPage();
      await logIn(page, DEMO_USERS.contentOperator, {
        language: c.language,
        path: '/account/subjectInfo',
      });
      await expect(page.getByTestId('subject-facts')).toBeVisible();
      await expect(page.getByText(c.text['subject.readOnly'])).toBeVisible();
      await expect(page.getByRole('textbox')).toHaveCount(0);
      await expect(
        page.getByRole('button', { name: c.text['label.save'], exact: true }),
      ).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await shots(page, `subject-readonly-${c.language}`);
      await context.close();
    });
  });
}
