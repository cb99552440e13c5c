import { expect, test } from '@playwright/test';
import { PRIVATE_ROUTES } from '../../src/domain/routes';
import { ROLE_CODES, ROLE_PRIVILEGES, type RoleCode } from '../../src/domain/roles';
import { DEMO_USERS } from './pages/demoUsers';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';

/** The sidebar a role must see: the menu routes it is granted, and the dashboard. */
function expectedMenu(role: RoleCode): string[] {
  const granted = new Set(ROLE_PRIVILEGES[role]);
  return PRIVATE_ROUTES.filter((r) => r.menu && (r.access === 'loggedIn' || granted.has(r.name)))
    .map((r) => r.path)
    .sort();
}

for (const role of ROLE_CODES) {
  test(`${role} logs in and sees exactly the routes of the role`, async ({ page }) => {
    await new LoginPage(page).goto();
    await new LoginPage(page).logIn(DEMO_USERS[role]);
    await page.waitForURL('**/dashboard/index');
    await expect(new Shell(page).sidebar()).toBeVisible();
    expect(await new Shell(page).sidebarPaths()).toEqual(expectedMenu(role));
  });
}

test('a forbidden route goes to /error/401 and an unknown path to /404', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(DEMO_USERS.contentOperator);
  await page.waitForURL('**/dashboard/index');
  await page.goto('/finance/list');
  await page.waitForURL('**/error/401');
  await expect(page.getByText(/page is not authorized|页面未授权|无权/i).first()).toBeVisible();
  await page.goto('/no/such/page');
  await page.waitForURL('**/404');
});

test('a logged-out visit goes to login with redirect and returns there after login', async ({
  page,
}) => {
  await page.goto('/account/sysNotification');
  await page.waitForURL(/\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/account/sysNotification');
  await new LoginPage(page).logIn(DEMO_USERS.admin);
  await page.waitForURL('**/account/sysNotification');
});

test('/ goes to /home when logged out and to the dashboard when logged in', async ({ page }) => {
  await page.goto('/');
  await page.waitForURL('**/home');
  await new LoginPage(page).goto();
  await new LoginPage(page).logIn(DEMO_USERS.admin);
  await page.waitForURL('**/dashboard/index');
  await page.goto('/');
  await page.waitForURL('**/dashboard/index');
  await page.goto('/login');
  await page.waitForURL('**/dashboard/index');
});

test('auto-login works in a new browser context and a revoked key fails cleanly', async ({
  browser,
  baseURL,
}) => {
  const first = await browser.newContext();
  const page = await first.newPage();
  await new LoginPage(page).goto();
  await new LoginPage(page).logIn(DEMO_USERS.admin, { autoLogin: true });
  await page.waitForURL('**/dashboard/index');
  const key = (await first.cookies()).find((c) => c.name === 'autoToken');
  expect(key?.value).toBeTruthy();
  await first.close();

  // Another device holding only the key logs in silently; the key is rotated on use.
  const second = await browser.newContext();
  await second.addCookies([{ name: 'autoToken', value: key!.value, url: baseURL! }]);
  const page2 = await second.newPage();
  await page2.goto('/account/sysNotification');
  await page2.waitForURL('**/account/sysNotification');
  await expect(new Shell(page2).sidebar()).toBeVisible();
  const rotated = (await second.cookies()).find((c) => c.name === 'autoToken');
  expect(rotated?.value).toBeTruthy();
  expect(rotated?.value).not.toBe(key!.value);
  await second.close();

  // The old key is now revoked: using it fails cleanly to the login page and clears it.
  const third = await browser.newContext();
  await third.addCookies([{ name: 'autoToken', value: key!.value, url: baseURL! }]);
  const page3 = await third.newPage();
  await page3.goto('/account/sysNotification');
  await page3.waitForURL(/\/login/);
  await expect(page3.getByLabel(/登录名|Login name/i)).toBeVisible();
  expect((await third.cookies()).find((c) => c.name === 'autoToken')).toBeUndefined();
  await third.close();
});

test('a wrong password shows the same clear message as an unknown user', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn({ loginName: 'demo-admin', password: 'Wrong-Password-1' });
  const wrong = page.getByRole('alert');
  await expect(wrong).toContainText('登录名或密码错误');
  await login.logIn({ loginName: 'nobody-here', password: 'Wrong-Password-1' });
  await expect(page.getByRole('alert')).toContainText('登录名或密码错误');
});
