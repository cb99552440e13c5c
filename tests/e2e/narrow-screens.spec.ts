// The walk of every route in Chinese (pages/routeWalk.ts; narrow-screens-en.spec.ts walks in
// English); read-only fields of a locked album and track all look read-only, one way; the album
// list finds a word inside a title; the public pages' name wraps in balanced lines.
import { expect, test } from '@playwright/test';
import { DEMO_USERS } from './pages/demoUsers';
import { ApiDevice } from './pages/portalApi';
import { APPROVED_ALBUM, defineRouteWalk, screenReady, SHOTS } from './pages/routeWalk';
import { logInAsAdmin } from './pages/session';
import { shot } from './pages/shots';

defineRouteWalk('zh');

test('every read-only field of a locked album and track looks read-only, the same way', async ({
  page,
  request,
}) => {
  const api = await ApiDevice.logIn(request, DEMO_USERS.admin);
  const albumId = await api.albumNamed(APPROVED_ALBUM);
  const trackId = String(
    [...api.records.values()].find((r) => r.albumId === albumId && 'isrc' in r)?.id,
  );
  await logInAsAdmin(page);
  for (const path of [`/library/album/${albumId}/info`, `/library/track/${trackId}/info`]) {
    await page.goto(path);
    await page.locator('main form input').first().waitFor();
    await screenReady(page);
    const looks = await page.evaluate(() => {
      const rows: Array<{ field: string; background: string; border: string; color: string }> = [];
      const controls = document.querySelectorAll<
        HTMLInputElement | HTMLTextAreaElement | HTMLButtonElement
      >('main form input, main form textarea, main form button[role="combobox"]');
      for (const control of controls) {
        if (
          control.type === 'checkbox' ||
          control.type === 'radio' ||
          control.type === 'hidden' ||
          control.type === 'file'
        )
          continue;
        const isReadOnly = control.disabled || ('readOnly' in control && control.readOnly);
        if (!isReadOnly) continue;
        // the visible box of a Fluent input is its root, around the native control
        const box =
          control.closest(
            '.fui-Input, .fui-Textarea, .fui-Dropdown, .fui-Combobox, .fui-SpinButton',
          ) ?? control;
        const style = getComputedStyle(box);
        rows.push({
          field: control.getAttribute('name') ?? control.getAttribute('aria-label') ?? control.id,
          background: style.backgroundColor,
          border: style.borderBottomColor,
          color: getComputedStyle(control).color,
        });
      }
      return rows;
    });
    expect(looks.length).toBeGreaterThan(5);
    const white = looks.filter(
      (l) => l.background === 'rgb(255, 255, 255)' || l.background === 'rgba(0, 0, 0, 0)',
    );
    expect(
      white.map((l) => l.field),
      `${path}: read-only fields that look editable`,
    ).toEqual([]);
    const kinds = new Set(looks.map((l) => `${l.background} ${l.color}`));
    expect([...kinds], `${path}: read-only fields look ${kinds.size} ways`).toHaveLength(1);
    await shot(page, {
      path: `${SHOTS}/locked-${path.includes('album') ? 'album' : 'track'}.png`,
      fullPage: true,
    });
  }
});

test('the album list finds a word inside a title', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/library/album/list');
  const search = page.getByRole('searchbox');
  await search.fill('夜色');
  await expect(page.locator('[role="grid"] a', { hasText: APPROVED_ALBUM })).toBeVisible();
  await search.fill('市夜');
  await expect(page.locator('[role="grid"] a', { hasText: APPROVED_ALBUM })).toBeVisible();
  await search.fill('夜市');
  await expect(page.getByTestId('list-counts')).toContainText(/0/);
  await expect(page.locator('[role="grid"] a', { hasText: APPROVED_ALBUM })).toHaveCount(0);
});

test("the public pages' name wraps in balanced lines at 390 px, never one character alone", async ({
  browser,
  baseURL,
}) => {
  for (const language of ['zh-hans', 'en']) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
    const page = await context.newPage();
    await page.goto('/contact_us');
    const brand = page.getByTestId('public-brand');
    await expect(brand).toBeVisible();
    // each line box of the name's text, with the characters it holds
    const lines = await brand.evaluate((el) => {
      const text = el.textContent ?? '';
      const node = document.createTreeWalker(el, NodeFilter.SHOW_TEXT).nextNode();
      const tops = new Map<number, number>();
      for (let i = 0; node && i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        if (text[i].trim() !== '') tops.set(top, (tops.get(top) ?? 0) + 1);
      }
      return [...tops.values()];
    });
    expect(Math.min(...lines), `${language}: ${JSON.stringify(lines)}`).toBeGreaterThan(2);
    await context.close();
  }
});
