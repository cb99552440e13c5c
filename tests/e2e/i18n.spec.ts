import { expect, test } from '@playwright/test';
import { DEMO_USERS } from './pages/demoUsers';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';

const HAN = /[\u4e00-\u9fff]/;

/** Visible text of the page with user data (names, numbers, dates) left in. */
async function visibleText(page: import('@playwright/test').Page): Promise<string> {
  return page.locator('body').innerText();
}

function withoutUserData(text: string): string {
  return text.replaceAll(DEMO_USERS.admin.name, '').replaceAll('简体中文', '');
}

test('switching language changes every visible text and survives a reload', async ({ page }) => {
  await new LoginPage(page).goto();
  expect(await page.locator('html').getAttribute('lang')).toMatch(/^zh/);
  await new LoginPage(page).logIn(DEMO_USERS.admin);
  await page.waitForURL('**/dashboard/index');
  await expect(new Shell(page).sidebar()).toBeVisible();
  expect(await visibleText(page)).toMatch(HAN);

  await new Shell(page).switchLanguage('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Only user data may still hold Chinese (the user's own name); the organisation's name and the
  // announcements come back from the server in the chosen language, and the language switch
  // names Chinese in Chinese on purpose.
  // The organisation's name and the announcements are fetched again in the new language.
  await expect.poll(async () => withoutUserData(await visibleText(page))).not.toMatch(HAN);

  await page.reload();
  await expect(new Shell(page).sidebar()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(async () => withoutUserData(await visibleText(page))).not.toMatch(HAN);

  await new Shell(page).switchLanguage('zh');
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
  expect(await visibleText(page)).toMatch(HAN);
});
