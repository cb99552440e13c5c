// Playback and lyrics on the album page (issue 4): a verified WAV streams with Range requests
// (206), the player bar hides after 4 s without activity and returns on a mouse move, a failing
// stream shows "Audio file playback error" in both languages; an LRC with out-of-order or too-late
// time tags is refused before any byte is sent, and a good one lands on the track row.
import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { logInAsAdmin, seriousViolations } from './pages/session';
import { Shell } from './pages/Shell';
import { shot } from './pages/shots';
import { DEMO_USERS } from './pages/demoUsers';
import { ApiDevice } from './pages/portalApi';
import { AlbumUploads } from './pages/UploadTaskList';
import { wavBytes } from '../support/wavFiles';

/** a rejected album is editable: its tracks take audio and lyrics (the demo seed: Dawn, Morning Call) */
const ALBUM = 'First Light (EP)';
const TRACK = 'Dawn';
const SECONDS = 30;
const dir = path.join(os.tmpdir(), 'portal-e2e-player');
const WAV = path.join(dir, 'dawn-take.wav');
const LRC_ORDER = path.join(dir, 'out-of-order.lrc');
const LRC_LATE = path.join(dir, 'too-late.lrc');
const LRC_GOOD = path.join(dir, 'dawn.lrc');
const STREAM = /\/api\/files\/[0-9a-f-]{36}\/stream\?/i;

/** every request of the upload pipeline (create, sign, part PUTs) */
function countUploadRequests(page: Page): { creates: number; puts: number } {
  const log = { creates: 0, puts: 0 };
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/api/files/part')) log.puts += 1;
    if (r.method() === 'POST' && /\/s3\/multipart$/.test(new URL(r.url()).pathname))
      log.creates += 1;
  });
  return log;
}

/**
 * An album of this spec's own, a copy of the demo's First Light (EP) with its tracks (Dawn first):
 * other specs upload to the demo album on the one server they all share. Made once per run of the
 * serial group (a retry runs in a new worker and makes a new one).
 */
let albumId: string | null = null;

/** The copy, its tracks without audio: the demo's tracks may carry audio another spec uploaded. */
async function albumWithoutAudio(request: APIRequestContext): Promise<string> {
  const server = await ApiDevice.logIn(request, DEMO_USERS.admin);
  const id = await server.createAlbum(`${ALBUM} player ${Date.now()}`);
  await server.pullAll();
  for (const track of [...server.records.values()].filter(
    (r) => r.albumId === id && 'isrc' in r && r.audio !== null,
  )) {
    await server.send('update', 'track', String(track.id), Number(track.version), { audio: null });
  }
  return id;
}

async function openAlbum(page: Page, request: APIRequestContext): Promise<AlbumUploads> {
  albumId ??= await albumWithoutAudio(request);
  await page.goto(`/library/album/${albumId}/track`);
  await expect(page.getByTestId('album-track').first()).toBeVisible();
  return new AlbumUploads(page);
}

async function isRangeAnswer(response: Response): Promise<boolean> {
  if (!STREAM.test(response.url()) || response.status() !== 206) return false;
  return (await response.request().headerValue('range')) !== null;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await mkdir(dir, { recursive: true });
  writeFileSync(WAV, wavBytes(SECONDS));
  writeFileSync(
    LRC_ORDER,
    '[ti:Dawn]\n[00:05.00]first light\n[00:02.00]too early\n[00:09.00]morning\n',
  );
  writeFileSync(
    LRC_LATE,
    '[00:01.00]first light\n[00:12.00]morning\n[00:45.00]long after the end\n',
  );
  writeFileSync(
    LRC_GOOD,
    '[ti:Dawn]\n[ar:Demo]\n[00:01.00]first light\n[00:08.50]over the hills\n[00:20.00]morning comes\n',
  );
});

test.beforeEach(async ({ page }) => {
  // the file-input path (Playwright cannot answer Chromium's showOpenFilePicker)
  await page.addInitScript(() => {
    delete (window as { showOpenFilePicker?: unknown }).showOpenFilePicker;
  });
});

test('a verified WAV streams with Range requests; the bar auto-hides after 4 s and comes back (English)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await logInAsAdmin(page, 'en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const album = await openAlbum(page, request);
  const row = album.track(0);
  await expect(row).toContainText(TRACK);
  await expect(row.getByTestId('audio-player')).toHaveCount(0);

  await album.uploadAudio(WAV);
  await expect(album.audioStatus()).toContainText('Verified', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Not now' }).click();

  const bar = row.getByTestId('audio-player');
  await expect(bar).toBeVisible();
  const ranged = page.waitForResponse(isRangeAnswer);
  const xcode = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/file/get_audio_xcode_url.json',
  );
  await row.getByRole('button', { name: `Play ${TRACK}` }).click();
  const clickedAt = Date.now();
  expect((await xcode).status()).toBe(200);
  const answer = await ranged;
  expect(answer.headers()['content-range']).toMatch(/^bytes \d+-\d+\/\d+$/);
  await expect(bar).toHaveAttribute('data-status', 'playing');
  await expect(row.getByRole('button', { name: `Pause ${TRACK}` })).toBeVisible();
  await expect(row.getByTestId('audio-player-time')).toContainText('/ 0:30');

  // no pointer or key activity: the bar fades after 4 s
  await expect(bar).toHaveAttribute('data-visible', 'false', { timeout: 8000 });
  const hiddenAfter = Date.now() - clickedAt;
  expect(hiddenAfter).toBeGreaterThanOrEqual(3500);
  await expect(bar).toHaveCSS('opacity', '0');
  await page.mouse.move(40, 40);
  await page.mouse.move(400, 300, { steps: 4 });
  await expect(bar).toHaveAttribute('data-visible', 'true');
  await expect(bar).toHaveCSS('opacity', '1');
  await expect(row.getByTestId('audio-player-time')).not.toContainText('0:00 /');
  await shot(page.getByTestId('album-tracks'), { path: '.tmp/player-en.png' });
  console.log(
    `[player e2e] stream answered ${answer.status()} ${answer.headers()['content-range']}; bar hidden after ${hiddenAfter} ms`,
  );

  await row.getByRole('button', { name: `Pause ${TRACK}` }).click();
  await expect(bar).toHaveAttribute('data-status', 'paused');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a stream that fails shows "Audio file playback error" in English and Chinese', async ({
  page,
  request,
}) => {
  await logInAsAdmin(page, 'en');
  await page.route(STREAM, (route) => route.fulfill({ status: 404, body: '' }));
  const album = await openAlbum(page, request);
  const row = album.track(0);
  await row.getByRole('button', { name: `Play ${TRACK}` }).click();
  await expect(row.getByRole('alert')).toHaveText('Audio file playback error');
  await expect(row.getByTestId('audio-player')).toHaveAttribute('data-status', 'error');

  await new Shell(page).switchLanguage('zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await page.reload();
  await row.getByRole('button', { name: `播放 ${TRACK}` }).click();
  await expect(row.getByRole('alert')).toHaveText('音频文件播放错误');
});

test('lyrics: out-of-order and too-late LRC refused before upload; a good LRC lands on the row (Chinese)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await logInAsAdmin(page);
  const album = await openAlbum(page, request);
  const row = album.track(0);
  const status = row.getByTestId('track-lyrics-status');
  const input = row.getByTestId('track-lyrics-pick-input');
  await expect(status).toHaveText('暂无歌词');
  const log = countUploadRequests(page);

  await input.setInputFiles(LRC_ORDER);
  await expect(status).toHaveText(
    '未通过：out-of-order.lrc：滚动歌词的时间点须按顺序排列（第 3 行）',
  );
  await input.setInputFiles(LRC_LATE);
  await expect(status).toHaveText('未通过：too-late.lrc：第 3 行的时间点超出歌曲时长');
  expect(log).toEqual({ creates: 0, puts: 0 });
  await expect(page.getByTestId('upload-task-list')).toHaveCount(0);

  await input.setInputFiles(LRC_GOOD);
  await expect(status).toHaveText('已上传：dawn.lrc', { timeout: 30_000 });
  expect(log.puts).toBeGreaterThan(0);
  await shot(page.getByTestId('album-tracks'), { path: '.tmp/lyrics-zh.png' });
  expect(await seriousViolations(page)).toEqual([]);

  // the record is in the local store: a reload shows it again
  await page.reload();
  await expect(album.track(0).getByTestId('track-lyrics-status')).toHaveText(/dawn\.lrc/);
});
