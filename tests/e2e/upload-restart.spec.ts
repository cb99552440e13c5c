// A browser restart in the middle of a big upload (issue 4): the service worker that held the file
// is gone, so the upload comes back as a ghost; the user picks the same file once and the upload
// goes on from the parts already on the server.
import { chromium, expect, test, type BrowserContext } from '@playwright/test';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import config from '../../playwright.config';
import { uploadPartSize } from '../../src/domain/media/filePolicy';
import { writeWav } from '../support/wavFiles';
import { logInAsAdmin, waitForServiceWorker } from './pages/session';
import { AlbumUploads, albumIdByName, UploadTaskListPanel } from './pages/UploadTaskList';

const MiB = 1024 * 1024;
const BYTES = 200 * 1000 * 1000;
const PARTS = Math.ceil(BYTES / uploadPartSize(BYTES));
const NAME = 'restart-take.wav';
const dir = path.join(os.tmpdir(), 'portal-e2e-restart');
const FILE = path.join(dir, NAME);

async function launch(userDataDir: string): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...config.use?.launchOptions,
    baseURL: config.use?.baseURL,
    locale: 'en-US',
  });
  await context.addInitScript(() => {
    // the file-input path (Playwright cannot answer Chromium's showOpenFilePicker)
    delete (window as { showOpenFilePicker?: unknown }).showOpenFilePicker;
  });
  return context;
}

test.beforeAll(async () => {
  await mkdir(dir, { recursive: true });
  await writeWav(FILE, BYTES);
});

test('after a browser restart an unfinished upload returns as a ghost and resumes from its finished parts once the file is picked again', async () => {
  test.setTimeout(300_000);
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-e2e-profile-'));
  try {
    let context = await launch(userDataDir);
    let page = context.pages()[0] ?? (await context.newPage());
    await logInAsAdmin(page);
    await waitForServiceWorker(page);
    const albumId = await albumIdByName(page, 'First Light (EP)');
    await page.goto(`/library/album/${albumId}/track`);
    await expect(page.getByTestId('album-track').first()).toBeVisible();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 25 * MiB,
    });
    await new AlbumUploads(page).uploadAudio(FILE, 1);
    await new UploadTaskListPanel(page).waitForPercent(NAME, 35);
    await context.close();

    context = await launch(userDataDir);
    page = context.pages()[0] ?? (await context.newPage());
    const started: number[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/api/files/part'))
        started.push(Number(new URL(r.url()).searchParams.get('partNumber')));
    });
    await page.goto(`/library/album/${albumId}/track`);
    const list = new UploadTaskListPanel(page);
    await expect(list.task(NAME)).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => list.state(NAME), { timeout: 30_000 }).toBe('ghost');
    await list.task(NAME).getByTestId('ghost-file-input').setInputFiles(FILE);
    await expect.poll(() => list.state(NAME), { timeout: 180_000, intervals: [500] }).toBe('done');
    await expect(list.task(NAME)).toContainText(/Uploaded and verified|已上传并通过校验/, {
      timeout: 30_000,
    });
    console.log(
      `[restart e2e] parts=${PARTS} PUTs after the restart=${started.length} first=${Math.min(...started)}`,
    );
    // the parts finished before the restart were not sent again
    expect(started.length).toBeGreaterThan(0);
    expect(started.length).toBeLessThan(PARTS);
    expect(Math.min(...started)).toBeGreaterThan(1);
    await context.close();
  } finally {
    await rm(userDataDir, { recursive: true, force: true });
  }
});
