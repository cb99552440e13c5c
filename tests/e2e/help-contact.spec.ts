// The public side of issue 14, end to end in Chromium in English (one language, issue 25): the help
// centre (browse, search, read offline once visited), the contact form on /contact_us and on /home
// with the mails it makes (read from the e2e data dir), a payment notice opened without a login
// (and an unknown link), /autoLogin with a refused key; axe on each screen.
import { expect, test, type Browser } from '@playwright/test';
import {
  ContactForm,
  ContactMailbox,
  demoPaymentLink,
  HelpCentrePage,
  HELP_PATH,
} from './pages/HelpContactPages';
import { DEMO_USERS } from './pages/demoUsers';
import { inOneLanguage } from './pages/languages';
import { logIn, logInAsAdmin, seriousViolations, waitForServiceWorker } from './pages/session';

const run = Date.now().toString(36).slice(-6);
const CASES = [
  {
    language: 'zh-hans',
    topic: /^批量上传$/,
    entry: '从表格批量上传专辑',
    search: '下架',
    found: '发行到渠道与下架',
    nothing: '没有与',
    offline: '您当前离线',
    thanks: '谢谢，您的留言已发送',
    ackSubject: '我们已收到您的留言',
    amount: /128,450\.00/,
    invoice: '无形资产版权使用费',
    notFound: '无法显示此付款通知',
    refused: '自动登录未成功',
  },
  {
    language: 'en',
    topic: /^Batch upload$/,
    entry: 'Batch upload from a spreadsheet',
    search: 'off shelf',
    found: 'Distributing to channels and taking off shelf',
    nothing: 'No entry matches',
    offline: 'You are offline',
    thanks: 'Thank you, your message was sent',
    ackSubject: 'we received your message',
    amount: /128,450\.00/,
    invoice: 'Intangible asset copyright usage fee',
    notFound: 'This payment notice cannot be shown',
    refused: 'Automatic login did not work',
  },
] as const;

async function pageIn(browser: Browser, baseURL: string, language: string) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'language', value: language, url: baseURL }]);
  return { context, page: await context.newPage() };
}

for (const c of inOneLanguage(CASES, (c) => c.language === 'en')) {
  test.describe(`help, contact and payment (${c.language})`, () => {
    test('browses and searches the help, and reads it offline once visited', async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await pageIn(browser, baseURL!, c.language);
      const help = new HelpCentrePage(page);
      await help.goto();
      expect(await seriousViolations(page)).toEqual([]);
      await help.openTopic(c.topic);
      await expect(page.getByRole('heading', { name: c.entry })).toBeVisible();
      await expect(page).toHaveURL(/\?menu=/);

      await help.search(c.search);
      await expect(page.getByRole('heading', { name: c.found })).toBeVisible();
      await expect(page.getByRole('status')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await help.search('zzzz-no-such-word');
      await expect(page.getByRole('status')).toContainText(c.nothing);

      await waitForServiceWorker(page);
      await context.setOffline(true);
      await page.reload();
      await help.openTopic(c.topic);
      await expect(page.getByRole('heading', { name: c.entry })).toBeVisible();
      await expect(page.getByText(c.offline)).toBeVisible();
      await context.setOffline(false);
      await context.close();
    });

    test('sends the contact form; the operator and the sender get their mails', async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await pageIn(browser, baseURL!, c.language);
      const mailbox = new ContactMailbox();
      const values = {
        name: `Ada ${c.language}`,
        email: `contact-${c.language}-${run}@example.com`,
        title: `Batch question ${run}`,
        message: `How many rows may one sheet hold? (${c.language})`,
      };
      // zh-hans from the landing page's section, en from /contact_us: both forms are one
      if (c.language === 'zh-hans') {
        await page.goto('/home');
        await page.getByRole('heading', { name: '联系我们', level: 2 }).scrollIntoViewIfNeeded();
      } else {
        await page.goto('/home');
        await page.getByRole('link', { name: 'Contact us' }).first().click();
        await page.waitForURL('**/contact_us');
      }
      const form = new ContactForm(page);
      await form.fill(values, 'ZZZZ');
      await form.send();
      await expect(page.getByRole('alert')).toContainText(
        c.language === 'en' ? 'Invalid Verification Code' : '验证码错误',
      );
      await form.fill(values);
      await form.send();
      await expect(page.getByRole('heading', { name: c.thanks })).toBeVisible();
      await expect(page.getByRole('status')).toContainText(values.email);
      expect(await seriousViolations(page)).toEqual([]);

      const ack = await mailbox.next(values.email, values.title);
      expect(ack.headers.Subject).toContain(c.ackSubject);
      const operator = await mailbox.next('operator@portal.localhost', values.message);
      expect(operator.text).toContain(values.email);
      await context.close();
    });

    test('opens a payment notice without a login; an unknown link says so', async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await pageIn(browser, baseURL!, c.language);
      const response = await page.goto(new URL(demoPaymentLink()).pathname);
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('payment-amount')).toHaveText(c.amount);
      await expect(page.getByText(c.invoice)).toBeVisible();
      await expect(page.getByText('**** **** 6789')).toBeVisible();
      await expect(page.getByText('0112')).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(`/payment/${'A'.repeat(43)}`);
      await expect(page.getByRole('heading', { name: c.notFound })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

    test('autoLogin with a refused key clears it and offers the login', async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await pageIn(browser, baseURL!, c.language);
      await context.addCookies([{ name: 'autoToken', value: 'B'.repeat(43), url: baseURL! }]);
      await page.goto('/autoLogin?redirect=%2Flibrary%2Falbum%2Flist');
      await expect(page.getByText(c.refused)).toBeVisible();
      const cookies = await context.cookies();
      expect(cookies.find((k) => k.name === 'autoToken')).toBeUndefined();
      await expect(
        page.getByRole('link', { name: c.language === 'en' ? 'Log in' : '登录' }),
      ).toHaveAttribute('href', '/login?redirect=%2Flibrary%2Falbum%2Flist');
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  });
}

test('autoLogin with a good key goes to the redirect target', async ({
  browser,
  baseURL,
  request,
}) => {
  const res = await request.post('/api/org/login.json', {
    form: {
      loginName: DEMO_USERS.admin.loginName,
      password: DEMO_USERS.admin.password,
      isAuto: '1',
    },
  });
  const body = (await res.json()) as { result: { autoToken?: string } };
  expect(body.result.autoToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const { context, page } = await pageIn(browser, baseURL!, 'en');
  await context.addCookies([{ name: 'autoToken', value: body.result.autoToken!, url: baseURL! }]);
  await page.goto('/autoLogin?redirect=%2Flibrary%2Falbum%2Flist');
  await page.waitForURL('**/library/album/list');
  await context.close();
});

test('the help centre address is public', async ({ page }) => {
  const response = await page.goto(HELP_PATH);
  expect(response?.status()).toBe(200);
});

test('staff edit a help entry in both languages; readers see it', async ({ browser, baseURL }) => {
  const { context, page } = await pageIn(browser, baseURL!, 'en');
  await logIn(page, DEMO_USERS.staff, { language: 'en' });
  const help = new HelpCentrePage(page);
  await help.goto();
  await help.openTopic(/^Accounts and team$/);
  await page.getByRole('button', { name: 'Edit: Accounts, team and roles' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit help entry' });
  await expect(dialog.getByRole('textbox', { name: /^Title \(English\)/ })).toHaveValue(
    'Accounts, team and roles',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await dialog
    .getByRole('textbox', { name: /^Title \(English\)/ })
    .fill('Accounts, team and roles (staff edit)');
  await dialog
    .getByRole('textbox', { name: /^Title \(Simplified Chinese\)/ })
    .fill('账户、团队与角色（已编辑）');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('heading', { name: 'Accounts, team and roles (staff edit)' }),
  ).toBeVisible();
  await context.close();

  // a reader without a login, in Chinese, gets the edited text from the server
  const reader = await pageIn(browser, baseURL!, 'zh-hans');
  await new HelpCentrePage(reader.page).goto();
  await new HelpCentrePage(reader.page).openTopic(/^账户与团队$/);
  await expect(
    reader.page.getByRole('heading', { name: '账户、团队与角色（已编辑）' }),
  ).toBeVisible();
  await expect(reader.page.getByRole('button', { name: /编辑/ })).toHaveCount(0);
  await reader.context.close();
});

test('logged in, the landing page offers the portal instead of the login', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('link', { name: /^(登录门户|Log in to the portal)$/ })).toBeVisible();
  await logInAsAdmin(page);
  await page.goto('/home');
  const portal = page.getByRole('link', { name: /^(进入门户|Go to the portal)$/ });
  await expect(portal).toHaveAttribute('href', '/dashboard/index');
  await expect(page.getByRole('link', { name: /^(登录门户|Log in to the portal)$/ })).toHaveCount(
    0,
  );
  expect(await seriousViolations(page)).toEqual([]);
});
