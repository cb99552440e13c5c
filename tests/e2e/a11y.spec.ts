import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from './pages/demoUsers';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

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
