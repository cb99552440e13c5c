// The public pages arrive prerendered (vite.prerender.ts): they paint without any script, in the
// language of the cookie, and the scripts then hydrate the very same DOM without a mismatch.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from './pages/demoUsers';

const PAGES = [
  { path: '/login', language: 'zh-hans', heading: '登录门户' },
  { path: '/login', language: 'en', heading: 'Log in to the portal' },
  { path: '/home', language: 'zh-hans', heading: '让您的音乐走向世界' },
  { path: '/home', language: 'en', heading: 'Take your music to the world' },
] as const;

/** Console errors and warnings (a hydration mismatch is reported there) and uncaught errors. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

for (const { path, language, heading } of PAGES) {
  test(`${path} (${language}) paints without scripts, then hydrates the same DOM without a mismatch`, async ({
    browser,
    baseURL,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    await noScript.addCookies([{ name: 'language', value: language, url: baseURL! }]);
    const still = await noScript.newPage();
    await still.goto(path);
    await expect(still.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (path === '/login')
      await expect(still.getByRole('button', { name: /^(登录|Log in)$/ })).toBeDisabled();
    await noScript.close();

    const context = await browser.newContext();
    await context.addCookies([{ name: 'language', value: language, url: baseURL! }]);
    const page = await context.newPage();
    const problems = collectProblems(page);
    // the heading as the server sent it, before any script ran
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { prerenderedH1: Element | null }).prerenderedH1 =
          document.querySelector('h1');
      }),
    );
    await page.goto(path);
    // React owns the node once it hydrated it (its fiber is attached to the element)
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.querySelector('h1') ?? {}).some((k) => k.startsWith('__reactFiber')),
        ),
      )
      .toBe(true);
    expect(
      await page.evaluate(
        () =>
          document.querySelector('h1') ===
          (window as unknown as { prerenderedH1: Element | null }).prerenderedH1,
      ),
    ).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await context.close();
  });
}

test('what is typed into the prerendered form before the scripts run is kept and logs in', async ({
  page,
}) => {
  const problems = collectProblems(page);
  // hold the entry script until the form is filled: the page is painted but not hydrated
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // (DOMContentLoaded waits for module scripts, so not for it)
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: '登录门户' })).toBeVisible();
  const submit = page.getByRole('button', { name: /^(登录|Log in)$/ });
  await expect(submit).toBeDisabled();
  await page.getByLabel(/登录名/).fill(DEMO_USERS.admin.loginName);
  await page.getByLabel(/^密码/).fill(DEMO_USERS.admin.password);
  release();
  await expect(submit).toBeEnabled();
  await submit.click();
  await page.waitForURL('**/dashboard/index');
  expect(problems).toEqual([]);
});
