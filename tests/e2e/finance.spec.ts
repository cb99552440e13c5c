// Settlement statements end to end in Chromium, in both languages (issue 17): staff enter the
// period's rates, run the settlement over the demo's imported reports and issue the demo
// organisation's statement; the partner opens it, sees every field, the split and the hash, and
// confirms with the no-objection box. A statement read before going offline and then withdrawn,
// adjusted, recomputed and reissued by staff gives a visible conflict, not a confirmation. axe on
// each finance screen; screenshots at 1440 and 390 px, empty states included.
import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_CONTRACT_NUMBER } from '../../sync-server/src/demo/contractFields';
import { DEMO_USERS, type DemoUser } from './pages/demoUsers';
import { FinanceScreens, StaffSettlementsScreen } from './pages/FinancePages';
import { LoginPage } from './pages/LoginPage';
import { seriousViolations, waitForServiceWorker } from './pages/session';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/shots-finance';
const RATES = [
  ['HKD', 'CNY', '0.92'],
  ['TWD', 'CNY', '0.22'],
  ['USD', 'CNY', '7.12'],
  ['JPY', 'CNY', '0.048'],
  ['EUR', 'CNY', '7.75'],
] as const;

async function shots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** "2026-10" for monthsBack 1 in November 2026: demo reports cover the last twelve months. */
function periodBack(monthsBack: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1))
    .toISOString()
    .slice(0, 7);
}

async function logIn(browser: Browser, baseURL: string, language: string, user: DemoUser) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'language', value: language, url: baseURL }]);
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(user);
  await page.waitForURL('**/dashboard/index');
  return { context, page };
}

async function noSeriousViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

const CASES = [
  {
    language: 'zh-hans',
    monthsBack: 1,
    ratesSaved: /汇率已保存/,
    issued: '待您确认',
    conflict: /已变更/,
    confirmedBy: /确认/,
    emptySettlement: /暂无结算单/,
  },
  {
    language: 'en',
    monthsBack: 2,
    ratesSaved: /saved/,
    issued: 'Waiting for your confirmation',
    conflict: /changed since you read it/,
    confirmedBy: /Confirmed by/,
    emptySettlement: /No settlement statements yet/,
  },
] as const;

for (const c of CASES) {
  test(`staff settle a period; the partner confirms it, and a change after an offline read is a conflict (${c.language})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const period = periodBack(c.monthsBack);
    const staff = await logIn(browser, baseURL!, c.language, DEMO_USERS.staff);
    const desk = new StaffSettlementsScreen(staff.page);
    await desk.goto(period);
    await desk.saveRates(RATES, c.ratesSaved);
    await desk.run();
    await expect(desk.row(DEMO_CONTRACT_NUMBER)).toBeVisible();
    // the demo's advance (50,000) takes all of a month's share: a correction puts money to divide
    await desk.adjust(
      DEMO_CONTRACT_NUMBER,
      period,
      'e2e: advance settled outside the portal',
      '60000',
    );
    await desk.move(DEMO_CONTRACT_NUMBER, 'issue');
    await expect(desk.row(DEMO_CONTRACT_NUMBER)).toContainText(c.issued);
    await noSeriousViolations(staff.page);
    await shots(staff.page, `staff-settlements-${c.language}`);

    const partner = await logIn(browser, baseURL!, c.language, DEMO_USERS.admin);
    await waitForServiceWorker(partner.page);
    const finance = new FinanceScreens(partner.page);
    // the sales statements of the period, and one of them with its lines
    await finance.gotoList('sale', period);
    await expect(partner.page.getByTestId('finance-sale-list')).toBeVisible();
    await noSeriousViolations(partner.page);
    await shots(partner.page, `finance-sales-${c.language}`);
    await partner.page.getByTestId('finance-sale-list').getByRole('link').first().click();
    await expect(partner.page.getByTestId('sale-lines').getByRole('row').nth(1)).toBeVisible();
    await noSeriousViolations(partner.page);
    await shots(partner.page, `finance-sale-${c.language}`);
    // an empty period says so
    await finance.gotoList('settlement', '2001-01');
    await expect(partner.page.getByTestId('finance-empty')).toContainText(c.emptySettlement);
    await shots(partner.page, `finance-empty-${c.language}`);

    await finance.gotoList('settlement', period);
    await noSeriousViolations(partner.page);
    await finance.openSettlement(period);
    const readHash = (await finance.hash().textContent()) ?? '';
    expect(readHash).toMatch(/^[0-9a-f]{64}$/);
    await expect(partner.page.getByTestId('settlement-split')).toBeVisible();
    await expect(partner.page.getByTestId('field-payableAmount')).toHaveText(/\d/);
    await expect(partner.page.getByTestId('confirm-account')).toBeVisible();
    await noSeriousViolations(partner.page);
    await shots(partner.page, `finance-settlement-${c.language}`);

    // the partner's device goes offline with the statement as read; staff change it meanwhile
    await partner.context.setOffline(true);
    await desk.move(DEMO_CONTRACT_NUMBER, 'withdraw');
    await desk.adjust(DEMO_CONTRACT_NUMBER, period, 'e2e correction', '100');
    await desk.run();
    await desk.move(DEMO_CONTRACT_NUMBER, 'issue');
    // confirmed offline: kept on the device, decided on the hash read before staff changed it
    await expect(partner.page.getByTestId('confirm-offline')).toBeVisible();
    await finance.tickAndConfirm();
    await expect(partner.page.getByTestId('confirm-queued')).toBeVisible();
    await shots(partner.page, `finance-settlement-offline-${c.language}`);
    // back online, the sync round sends it; the server refuses it and the page says why
    await partner.context.setOffline(false);
    await expect(partner.page.getByTestId('confirm-conflict')).toContainText(c.conflict, {
      timeout: 60_000,
    });
    await expect(partner.page.getByTestId('confirm-queued')).toBeHidden();
    await noSeriousViolations(partner.page);
    await shots(partner.page, `finance-conflict-${c.language}`);

    // read again: the new hash, and this time the confirmation is recorded against it
    await partner.page.getByTestId('confirm-conflict').getByRole('button').click();
    await expect(finance.hash()).not.toHaveText(readHash);
    const newHash = (await finance.hash().textContent()) ?? '';
    await finance.tickAndConfirm();
    await expect(partner.page.getByTestId('confirmed-by')).toContainText(c.confirmedBy);
    await expect(partner.page.getByTestId('confirmed-hash')).toContainText(newHash);
    await expect(partner.page.getByTestId('statement-status').first()).toHaveAttribute(
      'data-status',
      'processing',
    );
    await noSeriousViolations(partner.page);
    await shots(partner.page, `finance-confirmed-${c.language}`);

    // the statement's PDF comes through the API client with the session
    const [pdf] = await Promise.all([
      partner.page.waitForEvent('download'),
      partner.page.getByTestId('settlement-pdf').click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);

    // staff mark it paid: the partner's statement links its payment notice
    await desk.refresh(DEMO_CONTRACT_NUMBER, 'processing');
    await desk.move(DEMO_CONTRACT_NUMBER, 'complete');
    await partner.page.reload();
    await expect(partner.page.getByTestId('payment-notice-link')).toBeVisible();
    await expect(partner.page.getByTestId('statement-status').first()).toHaveAttribute(
      'data-status',
      'completed',
    );
    await staff.context.close();
    await partner.context.close();
  });
}
