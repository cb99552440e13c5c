import { expect, test } from '@playwright/test';
import { logInAsAdmin, waitForServiceWorker } from './pages/session';
import { Shell } from './pages/Shell';

test('with the network cut a reload still shows the shell and the cached dashboard', async ({
  page,
  context,
}) => {
  await logInAsAdmin(page);
  await expect(new Shell(page).sidebar()).toBeVisible();
  // Wait until the service worker controls the page, so the shell is precached.
  await waitForServiceWorker(page);
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
