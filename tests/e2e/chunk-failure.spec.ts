import { expect, test } from '@playwright/test';
import { DEMO_USERS } from './pages/demoUsers';
import { LoginPage } from './pages/LoginPage';

// Without the service worker, so the page's own requests can be cut like after a deploy that
// removed the old chunks from the server.
test.use({ serviceWorkers: 'block' });

test('a part of the application that fails to load asks to refresh, and refreshing reloads', async ({
  page,
}) => {
  await new LoginPage(page).goto();
  await new LoginPage(page).logIn(DEMO_USERS.admin);
  await page.waitForURL('**/dashboard/index');
  const loaded = new Set<string>();
  page.on('response', (res) => loaded.add(new URL(res.url()).pathname));
  await page.route('**/assets/*.js', (route) =>
    loaded.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
  );
  await page
    .getByRole('link', { name: /系统通知|System notifications|消息|Notifications/i })
    .first()
    .click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText(/版本已更新|version has been updated/i);
  await page.unroute('**/assets/*.js');
  const reload = page.waitForEvent('load');
  await dialog.getByRole('button', { name: /刷新|Refresh/i }).click();
  await reload;
});
