// The review workspace end to end (issue 15), in English (one language, issue 25): the demo
// administrator submits an album of its own (a copy of a demo album with its cover and verified
// audio); demo staff find it in the queue, see the cover, play a track (a ranged stream through the
// album) and reject it at content review with a reason; the partner reads the reason and the
// history, fixes and resubmits; staff approve both stages; the partner's album turns approved on a
// second device without a reload. axe on the queue (also empty), the review page and the partner's
// album offline (the approved album's page is the route walk's: narrow-screens.spec.ts);
// screenshots at 1440/390 px with E2E_SHOTS=1.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ALBUM_TEXT, AlbumEditor } from './pages/AlbumEditor';
import { DEMO_USERS, type DemoUser } from './pages/demoUsers';
import { inOneLanguage } from './pages/languages';
import { ApiDevice } from './pages/portalApi';
import { REVIEW_TEXT, ReviewAlbum, ReviewQueue } from './pages/ReviewPages';
import { logIn, seriousViolations } from './pages/session';
import { SHOTS_ON, shot } from './pages/shots';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/shots-review-workspace';

/** The screen at 1440 and 390 px wide, as tall as its content. */
async function shots(page: Page, name: string): Promise<void> {
  if (!SHOTS_ON) return;
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const height = await page.evaluate(() =>
      Math.max(...[...document.querySelectorAll('main, main *')].map((e) => e.scrollHeight)),
    );
    await page.setViewportSize({ width, height: Math.min(Math.max(height + 120, 900), 4000) });
    await shot(page, { path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize(size);
}

/** A browser context of its own (another device), in the language the cookie names, logged in. */
async function device(browser: Browser, baseURL: string, language: string, user: DemoUser) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'language', value: language, url: baseURL }]);
  const page = await context.newPage();
  await logIn(page, user, { language });
  return { context, page };
}

for (const lang of inOneLanguage(['zh', 'en'] as const, (l) => l === 'en')) {
  test(`a partner submits, staff play and reject, the partner fixes and resubmits, staff approve both stages (${lang})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(300_000);
    const t = REVIEW_TEXT[lang];
    const a = ALBUM_TEXT[lang];
    const cookie = lang === 'zh' ? 'zh-hans' : 'en';
    const api = await ApiDevice.logIn(request, DEMO_USERS.admin);
    // in capitals: a quality warning travels with the submission, for the reviewer to read
    const name = `${lang === 'zh' ? '审核工作台 REVIEW DESK' : 'REVIEW DESK'} ${Date.now()}`;
    const albumId = await api.createAlbum(name);

    // the partner submits from the album's finish step
    const partner = await device(browser, baseURL!, cookie, DEMO_USERS.admin);
    const editor = new AlbumEditor(partner.page);
    await partner.page.goto(`/library/album/${albumId}/info?step=finish`);
    await editor.command(a.submit);
    await expect(editor.notice()).toHaveText(t.submitDone, { timeout: 20_000 });

    // staff: the queue, empty under a filter nothing meets, then the album
    const staff = await device(browser, baseURL!, cookie, DEMO_USERS.staff);
    const queue = new ReviewQueue(staff.page);
    await queue.goto();
    await expect(staff.page.getByRole('heading', { name: t.queueHeading, level: 1 })).toBeVisible();
    await expect(queue.row(albumId)).toContainText(t.content);
    expect(await seriousViolations(staff.page)).toEqual([]);
    await shots(staff.page, `queue-${lang}`);
    await queue.filterWait(168);
    await expect(queue.empty()).toHaveText(t.empty);
    expect(await seriousViolations(staff.page)).toEqual([]);
    await shots(staff.page, `queue-empty-${lang}`);
    await queue.filterWait(0);
    await queue.open(albumId);

    // the cover shows and a track plays: a ranged stream of the partner's file, through the album
    const review = new ReviewAlbum(staff.page);
    await expect(review.stage()).toContainText(t.content);
    await review.claim();
    await expect(review.coverImage()).toBeVisible();
    await expect
      .poll(() => review.coverImage().evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    const streamed = staff.page.waitForResponse(
      (res) => res.url().includes('/stream?a=') && res.request().resourceType() === 'media',
    );
    await review.player(0).getByTestId('audio-player-toggle').click();
    expect((await streamed).status()).toBe(206);
    await expect(review.player(0)).toHaveAttribute('data-status', 'playing');
    // paused for the screenshots (a playing bar hides itself)
    await review.player(0).getByTestId('audio-player-toggle').click();
    await expect(review.player(0)).toHaveAttribute('data-status', 'paused');
    await expect(staff.page.getByTestId('album-quality-warnings')).toContainText(t.allCaps);
    await expect(staff.page.getByTestId('review-lyrics')).toBeVisible();
    expect(await seriousViolations(staff.page)).toEqual([]);
    await shots(staff.page, `review-${lang}`);

    await review.reject('metadata-incorrect', t.reason);
    await expect(review.outcome()).toContainText(t.decided);

    // the partner reads the reason and the history, fixes the album and resubmits
    await expect(editor.reviewStatus()).toHaveText(/审核未通过|Not approved/, { timeout: 30_000 });
    await expect(partner.page.getByTestId('album-reject-reason')).toContainText(t.reason);
    await partner.page.goto(`/library/album/${albumId}/info?step=info`);
    await expect(partner.page.getByTestId('review-history')).toContainText(`${t.rejectedHistory}`);
    await expect(partner.page.getByTestId('review-history')).toContainText(t.reason);
    await shots(partner.page, `partner-rejected-${lang}`);
    await partner.page.getByRole('textbox', { name: t.intro }).fill(t.fixed);
    await editor.save();
    await expect(editor.notice()).toHaveText(a.saved);
    await partner.page.goto(`/library/album/${albumId}/info?step=finish`);
    await editor.command(a.submit);
    await expect(editor.notice()).toHaveText(t.submitDone, { timeout: 20_000 });

    // a second device of the partner has the album open while staff decide
    const second = await device(browser, baseURL!, cookie, DEMO_USERS.admin);
    await second.page.goto(`/library/album/${albumId}/info?step=finish`);
    const secondEditor = new AlbumEditor(second.page);
    await expect(secondEditor.reviewStatus()).not.toHaveText(a.approved);

    // staff approve content, then OP-SP review
    await staff.page.reload();
    await expect(review.stage()).toContainText(t.content);
    await review.claim();
    await review.approve();
    await expect(review.stage()).toContainText(t.opSp);
    await review.claim();
    await review.approve();
    await expect(review.history()).toContainText(t.approvedHistory);

    // both partner devices turn approved, neither reloaded
    await expect(secondEditor.reviewStatus()).toHaveText(a.approved, { timeout: 30_000 });
    await expect(editor.reviewStatus()).toHaveText(a.approved, { timeout: 30_000 });
    expect((await api.record(albumId))?.reviewStatus).toBe(12);

    // the partner's album page: the package card and the history; offline, the copies last loaded
    await partner.page.goto(`/library/album/${albumId}/info`);
    await expect(partner.page.getByTestId('album-package-download')).toBeVisible();
    await expect(partner.page.getByTestId('album-package')).toContainText(t.neverPackaged);
    await expect(partner.page.getByTestId('review-history')).toContainText(t.approvedHistory);
    await shots(partner.page, `partner-approved-${lang}`);
    await partner.context.setOffline(true);
    await expect(partner.page.getByTestId('review-history-saved')).toContainText(t.lastKnown);
    await expect(partner.page.getByTestId('album-diff-saved')).toContainText(t.lastKnown);
    await expect(partner.page.getByTestId('review-history')).toContainText(t.approvedHistory);
    expect(await seriousViolations(partner.page)).toEqual([]);
    await shots(partner.page, `partner-offline-${lang}`);
    await partner.context.setOffline(false);

    // a modification: staff read what changed since the approval
    await api.runAlbumCommand(albumId, 'startModification');
    const modified = await api.record(albumId);
    await api.send('update', 'album', albumId, Number(modified?.version), {
      introduction: t.modified,
    });
    await api.runAlbumCommand(albumId, 'submitForReview');
    const { orgId } = await api.albumRef(albumId);
    await staff.page.goto(`/staff/review/${orgId}/${albumId}`);
    await expect(staff.page.getByTestId('review-changes')).toContainText(t.changedIntro);
    expect(await seriousViolations(staff.page)).toEqual([]);
    await shots(staff.page, `review-modification-${lang}`);
    // offline, the page is the copy last loaded and says decisions need a connection
    await staff.context.setOffline(true);
    await expect(staff.page.getByText(t.needsConnection)).toBeVisible();
    await shots(staff.page, `review-offline-${lang}`);
    for (const d of [partner, staff, second]) await d.context.close();
  });
}
