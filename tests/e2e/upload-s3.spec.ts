// Direct uploads to an S3-compatible bucket (issue 12, item 8): with S3 set, Chromium PUTs each part
// of a WAV across origins to a URL the AWS SDK presigned, reads the part's ETag through the bucket's
// CORS, and the server completes the upload and verifies the object it reads back from the bucket.
// s3rver stands in for S3; this spec starts it and a second portal of its own set to use it.
import { expect, test, type Page } from '@playwright/test';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { uploadPartSize } from '../../src/domain/media/filePolicy';
import { startPortal, type RunningPortal } from '../bench/harness';
import { logInAsAdmin } from './pages/session';
import { AlbumUploads, albumIdByName, UploadTaskListPanel } from './pages/UploadTaskList';
import { writeWav } from '../support/wavFiles';

const MiB = 1024 * 1024;
const BYTES = 12 * MiB;
const PARTS = Math.ceil(BYTES / uploadPartSize(BYTES));
const ALBUM = 'First Light (EP)';
const BUCKET = 'portal-media';
const dir = path.join(os.tmpdir(), 'portal-e2e-upload-s3');
const WAV = path.join(dir, 'bucket-take.wav');
// what a deployment sets on its bucket (README, Configuration)
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader></CORSRule></CORSConfiguration>`;

/** A port nobody listens on now (the OS picks it; ephemeral ports are none Chromium blocks). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let s3: S3rver;
let s3Directory: string;
let s3Origin: string;
let portal: RunningPortal;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await mkdir(dir, { recursive: true });
  await writeWav(WAV, BYTES);
  s3Directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-e2e-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Directory,
    configureBuckets: [{ name: BUCKET, configs: [CORS] }],
  });
  const { port } = await s3.run();
  s3Origin = `http://127.0.0.1:${port}`;
  portal = await startPortal(await freePort(), {
    S3_ENDPOINT: s3Origin,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
});

test.afterAll(async () => {
  await portal?.stop();
  await s3?.close();
  if (s3Directory) await rm(s3Directory, { recursive: true, force: true });
});

/** The part PUTs, by where they went and how they ended. */
function watchPuts(page: Page) {
  const toBucket: number[] = [];
  const toPortal: string[] = [];
  page.on('requestfinished', async (request) => {
    if (request.method() !== 'PUT') return;
    const url = new URL(request.url());
    if (url.origin === s3Origin) toBucket.push((await request.response())?.status() ?? 0);
    else toPortal.push(url.pathname);
  });
  return { toBucket, toPortal };
}

test('a WAV goes from Chromium straight to the bucket by presigned part URLs, and the server verifies it there', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: portal.url, locale: 'zh-CN' });
  const page = await context.newPage();
  // the file-input path (Playwright cannot answer Chromium's showOpenFilePicker)
  await page.addInitScript(() => {
    delete (window as { showOpenFilePicker?: unknown }).showOpenFilePicker;
  });
  try {
    await logInAsAdmin(page);
    const albumId = await albumIdByName(page, ALBUM);
    await page.goto(`/library/album/${albumId}/track`);
    const album = new AlbumUploads(page);
    await expect(album.track()).toBeVisible();
    const puts = watchPuts(page);

    await album.uploadAudio(WAV);
    const list = new UploadTaskListPanel(page);
    await expect.poll(() => list.state('bucket-take.wav'), { timeout: 90_000 }).toBe('done');
    await expect(album.audioStatus()).toContainText('已通过校验');

    // every part went to the bucket (none through the portal) and S3 took it
    expect(PARTS).toBeGreaterThan(1);
    expect(puts.toBucket).toEqual(Array.from({ length: PARTS }, () => 200));
    expect(puts.toPortal).toEqual([]);
  } finally {
    await context.close();
  }
});
