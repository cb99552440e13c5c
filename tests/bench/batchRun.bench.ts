// The whole batch upload (issue 6) over loopback in Chromium, as a user runs it: the LibreOffice
// playlist of the e2e fixture (3 albums, 20 tracks) and its material folder of about 200 MB, from
// choosing the authorizing party to every file uploaded, verified and associated, with the
// main thread's longest task meanwhile. Needs the portal built (`npm run build`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { BATCH_FILE_COUNT, makeBatchMaterials } from '../support/batchMaterials';
import {
  launchChromium,
  longTasksBetween,
  recordLongTasks,
  startPortal,
  type Figure,
} from './harness';

const SHEET = resolve('tests/fixtures/batch/playlist-3-albums.xlsx');

async function visible(page: Page, testId: string, timeout = 60_000): Promise<void> {
  await page.getByTestId(testId).first().waitFor({ state: 'visible', timeout });
}

/** Every file row of the finish step uploaded and associated. */
async function allAssociated(page: Page): Promise<boolean> {
  return page
    .getByTestId('batch-file')
    .evaluateAll(
      (rows, count) =>
        rows.length === count &&
        rows.every(
          (r) =>
            r.getAttribute('data-file-state') === 'success' &&
            r.getAttribute('data-association-state') === 'success',
        ),
      BATCH_FILE_COUNT,
    );
}

export async function benchBatchRun(port = 4279): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-batch-'));
  const materials = await makeBatchMaterials(join(dir, 'materials'));
  const portal = await startPortal(port);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      locale: 'zh-CN',
      baseURL: portal.url,
      viewport: { width: 1280, height: 1000 },
    });
    await recordLongTasks(context);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel(/登录名|Login name/).fill('demo-admin');
    await page.getByLabel(/^密码|^Password/).fill('Demo-Admin-2026');
    await page.getByRole('button', { name: /^(登录|Log in)$/ }).click();
    await page.waitForURL('**/dashboard/index');
    await page.goto('/library/album/batch');
    await visible(page, 'batch-steps');

    const pageStart = await page.evaluate(() => performance.now());
    const started = Date.now();
    await page.getByTestId('batch-party').click();
    await page.getByRole('option', { name: /演示唱片/ }).click();
    await visible(page, 'batch-party-counts');
    await page.getByTestId('batch-next').click();

    const sheetAt = Date.now();
    await page.getByTestId('batch-sheet-input').setInputFiles(SHEET);
    await visible(page, 'batch-sheet-summary');
    const sheetMs = Date.now() - sheetAt;
    if ((await page.getByTestId('batch-sheet-album').count()) !== 3)
      throw new Error('the playlist did not give 3 albums');
    await page.getByTestId('batch-next').click();

    const folderAt = Date.now();
    await page.getByTestId('batch-folder-input').setInputFiles(materials);
    await visible(page, 'batch-materials-summary');
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="batch-material"]').length === count,
      BATCH_FILE_COUNT,
      { timeout: 60_000 },
    );
    const folderMs = Date.now() - folderAt;
    await page.getByTestId('batch-next').click();

    const finishAt = Date.now();
    await page.getByTestId('batch-finish').click();
    await visible(page, 'batch-progress');
    const deadline = Date.now() + 10 * 60_000;
    while (!(await allAssociated(page))) {
      if (Date.now() > deadline)
        throw new Error(
          `not all associated in 10 minutes: ${await page.getByTestId('batch-file').count()} rows`,
        );
      await page.waitForTimeout(100);
    }
    const finishMs = Date.now() - finishAt;
    const totalMs = Date.now() - started;
    const pageEnd = await page.evaluate(() => performance.now());
    const longest = Math.max(
      0,
      ...(await longTasksBetween(page, pageStart, pageEnd)).map((t) => t.duration),
    );
    await context.close();
    return [
      {
        name: `whole batch: 3 albums, 20 tracks, ${BATCH_FILE_COUNT} files (~200 MB), party chosen to all associated`,
        value: totalMs / 1000,
        unit: 's',
      },
      {
        name: 'whole batch: playlist read and checked in the worker (LibreOffice file, 20 rows)',
        value: sheetMs,
        unit: 'ms',
      },
      {
        name: 'whole batch: material folder matched and every file header-checked',
        value: folderMs,
        unit: 'ms',
      },
      {
        name: 'whole batch: finish to every file uploaded, verified and associated',
        value: finishMs / 1000,
        unit: 's',
      },
      {
        name: 'whole batch: main thread, longest task',
        value: Math.round(longest),
        unit: 'ms',
        budget: 50,
      },
    ];
  } finally {
    await browser.close();
    await portal.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
