import { expect, test } from '@playwright/test';
import { DEMO_USERS } from './pages/demoUsers';
import { LoginPage } from './pages/LoginPage';
import { seriousViolations } from './pages/session';
import { Shell } from './pages/Shell';

test('axe finds no serious or critical violation on login and dashboard', async ({ page }) => {
  await new LoginPage(page).goto();
  await expect(page.getByLabel(/登录名|Login name/i)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await new LoginPage(page).logIn(DEMO_USERS.admin);
  await page.waitForURL('**/dashboard/index');
  await expect(new Shell(page).sidebar()).toBeVisible();
  await expect(page.getByTestId('dashboard-totals')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
