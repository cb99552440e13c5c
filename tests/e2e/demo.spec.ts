// The demo is real (issue 13): a track of the approved demo album has verified audio that plays and
// uploaded lyrics, with nothing left to complete; the demo letter's edit page shows its checked
// PDF; the demo contract is listed with that letter's number; and no page asks for a file that is
// not there (no 404 in the console). In English (both languages with E2E_ALL_LANGUAGES=1), shot at
// 1440 and 390 px wide with E2E_SHOTS=1; axe on the letter's page runs in narrow-screens.spec.ts'
// walk.
// Reads the demo only: nothing here changes what other specs see.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_ALBUMS, DEMO_LETTER, demoFileName } from '../../sync-server/src/demo/catalogue';
import { DEMO_CONTRACT_NUMBER } from '../../sync-server/src/demo/contractFields';
import { ContractScreens } from './pages/ContractPages';
import { DEMO_USERS } from './pages/demoUsers';
import { inOneLanguage } from './pages/languages';
import { collectNotFound } from './pages/notFound';
import { ApiDevice } from './pages/portalApi';
import { logInAsAdmin, seriousViolations } from './pages/session';
import { shot, SHOTS_ON } from './pages/shots';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/shots-demo';
const APPROVED = DEMO_ALBUMS.find((a) => a.reviewStatus === 12);
const TRACK = APPROVED?.tracks[0] ?? '';
const WIDTHS = [1440, 390] as const;

const TEXT = {
  zh: {
    verified: '已通过校验',
    lyrics: `已上传：${demoFileName.lyrics(TRACK)}`,
    play: `播放 ${TRACK}`,
    letterState: '已上传并通过校验',
  },
  en: {
    verified: 'Verified',
    lyrics: `Uploaded: ${demoFileName.lyrics(TRACK)}`,
    play: `Play ${TRACK}`,
    letterState: 'Uploaded and checked',
  },
} as const;

interface DemoIds {
  trackId: string;
  letterId: string;
}

let ids: DemoIds | null = null;

/** The approved album's first track and the demo letter, as the server holds them. */
async function demoIds(page: Page): Promise<DemoIds> {
  if (ids) return ids;
  const server = await ApiDevice.logIn(page.request, DEMO_USERS.admin);
  await server.pullAll();
  const records = [...server.records.values()];
  const album = records.find((r) => r.name === APPROVED?.name && 'reviewStatus' in r);
  const track = records.find((r) => r.albumId === album?.id && r.name === TRACK && 'isrc' in r);
  const letter = records.find((r) => r.number === DEMO_LETTER.number && 'attachment' in r);
  if (!track || !letter) throw new Error('the demo track or letter is missing');
  ids = { trackId: String(track.id), letterId: String(letter.id) };
  return ids;
}

/** The screen at each width, scrolled to `subject` (the layout scrolls its main pane, not the page). */
async function shoot(page: Page, name: string, subject: Locator): Promise<void> {
  if (!SHOTS_ON) return;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await subject.scrollIntoViewIfNeeded();
    await shot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

// one language (issue 25): E2E_ALL_LANGUAGES=1 runs Chinese too
for (const lang of inOneLanguage(['zh', 'en'] as const, (l) => l === 'en')) {
  test(`the approved demo track plays its verified audio and the demo letter shows its checked PDF (${lang})`, async ({
    page,
  }) => {
    const text = TEXT[lang];
    const notFound = collectNotFound(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await logInAsAdmin(page, lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'en' ? 'en' : 'zh-Hans');
    const { trackId, letterId } = await demoIds(page);

    await page.goto(`/library/track/${trackId}/info`);
    const media = page.getByTestId('track-media');
    await expect(media.getByTestId('track-audio-status')).toHaveText(text.verified);
    await expect(media.getByTestId('track-lyrics-status')).toHaveText(text.lyrics);
    // complete: nothing listed as still missing before review
    await expect(media.getByTestId('track-media-issues')).toHaveCount(0);
    const player = media.getByTestId('audio-player');
    await media.getByRole('button', { name: text.play }).click();
    await expect(player).toHaveAttribute('data-status', 'playing');
    await expect(media.getByTestId('audio-player-time')).toContainText('/ 0:04');
    await expect(media.getByTestId('audio-player-time')).not.toContainText('0:00 /');
    await media
      .getByRole('button', { name: lang === 'zh' ? `暂停 ${TRACK}` : `Pause ${TRACK}` })
      .click();
    await expect(player).toHaveAttribute('data-status', 'paused');
    // the player as left after playing: the walk sees it unplayed
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, `track-${lang}`, media);

    await page.goto(`/library/authorization/${letterId}/edit`);
    await expect(page.getByTestId('authorization-attachment-file')).toContainText(
      demoFileName.letter,
    );
    const state = page.getByTestId('authorization-attachment-state');
    await expect(state).toHaveAttribute('data-file-state', 'verified');
    await expect(state).toHaveText(text.letterState);
    await shoot(page, `letter-${lang}`, page.getByTestId('authorization-attachment'));

    // the demo contract (demo/contract.ts) is listed, bound to the demo letter
    const contracts = new ContractScreens(page);
    await contracts.gotoList();
    await expect(contracts.row(DEMO_CONTRACT_NUMBER)).toContainText(DEMO_LETTER.number);

    expect(notFound).toEqual([]);
  });
}
