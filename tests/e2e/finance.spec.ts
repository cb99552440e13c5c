// Settlement statements end to end in Chromium (issue 17): staff enter last month's rates, run the
// settlement over the demo's imported reports and issue the demo organisation's statement; the
// partner opens it, sees every field, the split and the hash. A confirmation made offline on a
// statement that staff meanwhile withdrew, adjusted, recomputed and reissued becomes a visible
// conflict; read again, it is confirmed against the new hash, and staff complete it. A statement
// confirmed once never changes, and the demo has one settleable month per organisation, so one
// test walks both languages: Chinese up to the conflict, English from there (the states it reaches
// are checked with axe, once; the sales list and statement are the route walk's,
// narrow-screens.spec.ts; shots at 1440 and 390 px with E2E_SHOTS=1). The demo's start may already
// have issued the month's statement: staff withdraw it first then.
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  DAY_MS,
  DEMO_CONTRACT_AGE_DAYS,
  DEMO_CONTRACT_NUMBER,
} from '../../sync-server/src/demo/contractFields';
import { DEMO_USERS, type DemoUser } from './pages/demoUsers';
import { FinanceScreens, StaffSettlementsScreen } from './pages/FinancePages';
import {
  goOffline,
  goOnline,
  logIn as putSession,
  newDevice,
  seriousViolations,
  waitForServiceWorker,
} from './pages/session';
import { Shell } from './pages/Shell';
import { SHOTS_ON, shot } from './pages/shots';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/shots-finance';
const RATES = [
  ['HKD', 'CNY', '0.92'],
  ['TWD', 'CNY', '0.22'],
  ['USD', 'CNY', '7.12'],
  ['JPY', 'CNY', '0.048'],
  ['EUR', 'CNY', '7.75'],
] as const;

async function shots(page: Page, name: string): Promise<void> {
  if (!SHOTS_ON) return;
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
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

/** The demo contract's first month (signed DEMO_CONTRACT_AGE_DAYS ago): which of its days count. */
function firstContractMonth(): { period: string; days: number; of: number } {
  const start = new Date(Date.now() - DEMO_CONTRACT_AGE_DAYS * DAY_MS);
  const of = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  return { period: start.toISOString().slice(0, 7), days: of - start.getUTCDate() + 1, of };
}

/** "¥3,000.00" -> 300000 (minor units of a two-digit currency). */
function minorOf(text: string | null): number {
  return Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);
}

async function logIn(browser: Browser, baseURL: string, language: string, user: DemoUser) {
  const context = await newDevice(browser);
  await context.addCookies([{ name: 'language', value: language, url: baseURL }]);
  const page = await context.newPage();
  await putSession(page, user, { language });
  return { context, page };
}

async function noSeriousViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

test('staff settle last month; the partner confirms it, and a change after an offline read is a conflict (zh-hans, then en)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(360_000);
  const period = periodBack(1);
  const staff = await logIn(browser, baseURL!, 'zh-hans', DEMO_USERS.staff);
  const desk = new StaffSettlementsScreen(staff.page);
  await desk.goto(period);
  await desk.saveRates(RATES, /汇率已保存/, /^每对币种只能有一个汇率$/);
  await desk.run();
  await desk.withdrawIfIssued(DEMO_CONTRACT_NUMBER);
  // a month's share can all go to recouping the demo's advance: a correction puts money to divide
  await desk.adjust(
    DEMO_CONTRACT_NUMBER,
    period,
    'e2e: advance settled outside the portal',
    '60000',
    /^无法识别的月份/,
  );
  await desk.move(DEMO_CONTRACT_NUMBER, 'issue');
  await expect(desk.row(DEMO_CONTRACT_NUMBER)).toContainText('待您确认');
  // its link in the contract's chain: opening balance − recouped → carried over
  await expect(desk.row(DEMO_CONTRACT_NUMBER).getByTestId('staff-statement-chain')).toContainText(
    '→',
  );
  await noSeriousViolations(staff.page);
  await shots(staff.page, 'staff-settlements-zh-hans');

  const partner = await logIn(browser, baseURL!, 'zh-hans', DEMO_USERS.admin);
  await waitForServiceWorker(partner.page);
  const finance = new FinanceScreens(partner.page);
  await readSales(partner.page, finance, period, 'zh-hans');
  // the contract's first month (issue 26): it counts only the days the contract covers, opens
  // with the advance (3,000.00) and carries over what it did not recoup
  const first = firstContractMonth();
  await finance.gotoList('settlement', first.period);
  await finance.openSettlement(first.period);
  if (first.days < first.of)
    await expect(partner.page.getByTestId('field-coverage')).toContainText(
      `${first.of} 天中的 ${first.days} 天`,
    );
  const field = (key: string) => partner.page.getByTestId(`field-${key}`).textContent();
  await expect(partner.page.getByTestId('field-balanceBefore')).toContainText('3,000.00');
  const [before, recoup, after] = await Promise.all(
    ['balanceBefore', 'recoup', 'remainingBalance'].map(field),
  );
  expect(minorOf(recoup)).toBeGreaterThan(0);
  // recouped from the advance: what remains is carried to the next month (no deficit here)
  expect(minorOf(after)).toBe(minorOf(before) - minorOf(recoup));
  await finance.gotoList('settlement', '2001-01');
  await expect(partner.page.getByTestId('finance-empty')).toContainText(/暂无结算单/);
  await shots(partner.page, 'finance-empty-zh-hans');

  await finance.gotoList('settlement', period);
  await noSeriousViolations(partner.page);
  await finance.openSettlement(period);
  const readHash = (await finance.hash().textContent()) ?? '';
  expect(readHash).toMatch(/^[0-9a-f]{64}$/);
  await expect(partner.page.getByTestId('settlement-split')).toBeVisible();
  await expect(partner.page.getByTestId('field-payableAmount')).toHaveText(/\d/);
  await expect(partner.page.getByTestId('confirm-account')).toBeVisible();
  await noSeriousViolations(partner.page);
  await shots(partner.page, 'finance-settlement-zh-hans');

  // the partner's device goes offline with the statement as read; staff change it meanwhile
  await goOffline(partner.context);
  await desk.move(DEMO_CONTRACT_NUMBER, 'withdraw');
  await desk.adjust(DEMO_CONTRACT_NUMBER, period, 'e2e correction', '100');
  await desk.run();
  await desk.move(DEMO_CONTRACT_NUMBER, 'issue');
  // confirmed offline: kept on the device, decided on the hash read before staff changed it
  await expect(partner.page.getByTestId('confirm-offline')).toBeVisible();
  await finance.tickAndConfirm();
  await expect(partner.page.getByTestId('confirm-queued')).toBeVisible();
  await shots(partner.page, 'finance-settlement-offline-zh-hans');
  // back online, the sync round sends it; the server refuses it and the page says why
  await goOnline(partner.context);
  await expect(partner.page.getByTestId('confirm-conflict')).toContainText(/已变更/, {
    timeout: 60_000,
  });
  await expect(partner.page.getByTestId('confirm-queued')).toBeHidden();
  await noSeriousViolations(partner.page);
  await shots(partner.page, 'finance-conflict-zh-hans');

  // from here in English: the conflict's text, then the statement read again and confirmed
  await new Shell(partner.page).switchLanguage('en');
  await expect(partner.page.getByTestId('confirm-conflict')).toContainText(
    /changed since you read it/,
  );
  await shots(partner.page, 'finance-conflict-en');
  await partner.page.getByTestId('confirm-conflict').getByRole('button').click();
  await expect(finance.hash()).not.toHaveText(readHash);
  const newHash = (await finance.hash().textContent()) ?? '';
  await shots(partner.page, 'finance-settlement-en');
  await finance.tickAndConfirm();
  await expect(partner.page.getByTestId('confirmed-by')).toContainText(/Confirmed by/);
  await expect(partner.page.getByTestId('confirmed-hash')).toContainText(newHash);
  await expect(partner.page.getByTestId('statement-status').first()).toHaveAttribute(
    'data-status',
    'processing',
  );
  await noSeriousViolations(partner.page);
  await shots(partner.page, 'finance-confirmed-en');

  // the statement's PDF comes through the API client with the session
  const [pdf] = await Promise.all([
    partner.page.waitForEvent('download'),
    partner.page.getByTestId('settlement-pdf').click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);

  // staff, in English too, mark it paid: the partner's statement links its payment notice
  await new Shell(staff.page).switchLanguage('en');
  await desk.refresh(DEMO_CONTRACT_NUMBER, 'processing');
  await desk.move(DEMO_CONTRACT_NUMBER, 'complete');
  await expect(desk.row(DEMO_CONTRACT_NUMBER)).toContainText('Completed');
  await noSeriousViolations(staff.page);
  await shots(staff.page, 'staff-settlements-en');
  await partner.page.reload();
  await expect(partner.page.getByTestId('payment-notice-link')).toBeVisible();
  await expect(partner.page.getByTestId('statement-status').first()).toHaveAttribute(
    'data-status',
    'completed',
  );
  await readSales(partner.page, finance, period, 'en');
  await finance.gotoList('settlement', '2001-01');
  await expect(partner.page.getByTestId('finance-empty')).toContainText(
    /No settlement statements yet/,
  );
  await shots(partner.page, 'finance-empty-en');
  await staff.context.close();
  await partner.context.close();
});

/** The period's sales statements, and one of them with its lines (screenshots). */
async function readSales(page: Page, finance: FinanceScreens, period: string, language: string) {
  await finance.gotoList('sale', period);
  await expect(page.getByTestId('finance-sale-list')).toBeVisible();
  // the period shows as the interface language names a month, takes it typed in either order,
  // and says so when the text is not a month (keeping the period it had)
  const [year, month] = period.split('-').map(Number);
  const field = page.getByTestId('finance-period');
  const monthName = new Intl.DateTimeFormat(language === 'en' ? 'en' : 'zh-Hans', {
    year: 'numeric',
    month: 'long',
  }).format(new Date(year, month - 1, 1));
  await expect(field).toHaveValue(monthName);
  await field.fill('13/2026');
  await field.press('Tab');
  await expect(
    page.getByText(language === 'en' ? /^Not a month/ : /^无法识别的月份/),
  ).toBeVisible();
  await expect(field).toHaveValue(monthName);
  await field.fill(`${month}/${year - 1}`);
  await field.press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`[?&]period=${year - 1}-${String(month).padStart(2, '0')}(&|$)`),
  );
  await finance.gotoList('sale', period);
  await shots(page, `finance-sales-${language}`);
  await page.getByTestId('finance-sale-list').getByRole('link').first().click();
  await expect(page.getByTestId('sale-lines').getByRole('row').nth(1)).toBeVisible();
  await shots(page, `finance-sale-${language}`);
}
