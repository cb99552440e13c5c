import { expect, test } from '@playwright/test';
import { DEMO_USERS } from './pages/demoUsers';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';

test('with the network cut a reload still shows the shell and the cached dashboard', async ({
  page,
  context,
}) => {
  await new LoginPage(page).goto();
  await new LoginPage(page).logIn(DEMO_USERS.admin);
  await page.waitForURL('**/dashboard/index');
  await expect(new Shell(page).sidebar()).toBeVisible();
  // Wait until the service worker controls the page, so the shell is precached.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
          once: true,
        }),
      );
    }
  });
  const announcement = page.getByTestId('announcement').first();
  await expect(announcement).toBeVisible();
  const announcementText = (await announcement.textContent()) ?? '';

  await context.setOffline(true);
  await page.reload();
  await expect(new Shell(page).sidebar()).toBeVisible();
  await expect(page.getByTestId('announcement').first()).toHaveText(announcementText);
  await expect(page.getByTestId('dashboard-totals')).toBeVisible();
  await context.setOffline(false);
});
