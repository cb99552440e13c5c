// Channel reports end to end in Chromium, in Chinese (issue 17; one language, issue 25): the demo's
// year of reports is listed; staff upload a DSR file (the standard's Basic Audio Profile example,
// written by hand) and a CSV made here, wait for their import, read the reconciliation and the
// unmatched and unreadable lines; offline the screen says it needs a connection. axe on each state.
// Issue 26: the DSR whose summary disagrees with its lines is held (never "Imported"): staff read
// why and accept it with a reason, and then it counts, with the reason in its history.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from './pages/demoUsers';
import { inOneLanguage } from './pages/languages';
import { StaffReportScreens } from './pages/ReportPages';
import { logIn, seriousViolations } from './pages/session';
import { SHOTS_ON, shot } from './pages/shots';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/shots-reports';
const DSR = readFileSync('src/domain/reports/fixtures/dsr-basic-audio-2024-05.tsv', 'utf8');
const run = Date.now().toString(36).slice(-6);

async function shots(page: Page, name: string): Promise<void> {
  if (!SHOTS_ON) return;
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

const CASES = [
  {
    language: 'zh-hans',
    heading: '渠道报表',
    imported: /已导入/,
    held: /已挂起/,
    heldNotice: /不计入/,
    acceptedBy: /接受：渠道已确认/,
    reason: '渠道已确认 250 次播放因刷量被扣除',
    mismatch: /不一致/,
    unmatched: /未匹配/,
    unknownIsrc: /ISRC/,
    offline: /需要网络连接/,
  },
  {
    language: 'en',
    heading: 'Channel reports',
    imported: /Imported/,
    held: /Held/,
    heldNotice: /nothing of it counts/,
    acceptedBy: /Accepted by .*: the channel confirmed/,
    reason: 'the channel confirmed 250 streams were withheld for fraud',
    mismatch: /Mismatch/,
    unmatched: /Unmatched/,
    unknownIsrc: /ISRC/,
    offline: /needs a connection/,
  },
] as const;

for (const c of inOneLanguage(CASES, (c) => c.language === 'zh-hans')) {
  test(`staff import a DSR file and a CSV (${c.language})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext();
    await context.addCookies([{ name: 'language', value: c.language, url: baseURL! }]);
    const page = await context.newPage();
    await logIn(page, DEMO_USERS.staff, { language: c.language });
    const screens = new StaffReportScreens(page);
    await screens.goto();
    await expect(page.getByRole('heading', { name: c.heading, level: 1 })).toBeVisible();
    // the demo's year of reports, imported at first start
    await expect(screens.row('LotusRadio_12-months.csv')).toContainText(c.imported);
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, `list-${c.language}`);

    // a DSR whose first summary declares fewer streams than its lines add up to
    const dsrName = `dragon-${run}-${c.language}.tsv`;
    await screens.upload(
      dsrName,
      DSR.replace('MSG-2024-05-CN-0001', `MSG-${run}-${c.language}`).replace(
        '\t15250\t',
        '\t15000\t',
      ),
    );
    await screens.waitImported(dsrName, c.held);
    await expect(screens.row(dsrName)).toContainText(c.mismatch);
    await expect(screens.row(dsrName)).not.toContainText(c.imported);
    const dsr = await screens.open(dsrName);
    await expect(dsr.getByTestId('report-notice-held')).toContainText(c.heldNotice);
    await expect(dsr.getByTestId('report-reconciliation')).toContainText(c.mismatch);
    await expect(dsr.getByTestId('report-issues')).toContainText(c.unmatched);
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, `dsr-held-${c.language}`);
    // accepted with a reason, it counts: imported, the reason and who in its history
    await expect(dsr.getByTestId('report-accept')).toBeDisabled();
    await dsr.getByTestId('report-reason').fill(c.reason);
    await dsr.getByTestId('report-accept').click();
    await expect(dsr.getByTestId('report-detail-state')).toHaveText(c.imported);
    await expect(dsr.getByTestId('report-history')).toContainText(c.acceptedBy);
    await expect(dsr.getByTestId('report-decision')).toHaveCount(0);
    await expect(screens.row(dsrName)).toContainText(c.imported);
    await shots(page, `dsr-accepted-${c.language}`);

    const csvName = `harbour-${run}-${c.language}.csv`;
    await screens.upload(
      csvName,
      [
        'Channel,Period,Territory,ISRC,UPC,Usage Type,Units,Currency,Revenue',
        `Harbour FM ${c.language},2024-06,HK,ZZZ99${String(Date.now()).slice(-7)},,stream,7,HKD,0.010000`,
        `Harbour FM ${c.language},2024-06,HK,CNA122400001,,stream,many,HKD,1.00`,
        '',
      ].join('\r\n'),
    );
    await screens.waitImported(csvName, c.imported);
    const csv = await screens.open(csvName);
    const issues = csv.getByTestId('report-issues');
    await expect(issues.getByRole('row')).toHaveCount(3);
    await expect(issues).toContainText(c.unknownIsrc);
    await expect(issues).toContainText('many');
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, `csv-${c.language}`);

    await context.setOffline(true);
    await expect(page.getByTestId('reports-offline')).toContainText(c.offline);
    await expect(page.getByTestId('report-upload')).toBeDisabled();
    await shots(page, `offline-${c.language}`);
    await context.close();
  });
}
