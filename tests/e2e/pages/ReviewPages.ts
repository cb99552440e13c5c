// Page models of the back office's review workspace (/staff/review and /staff/review/{orgId}/{albumId}) and
// the texts a spec reads there, in each language (the catalogues' wording).
import { expect, type Locator, type Page } from '@playwright/test';

export const REVIEW_TEXT = {
  zh: {
    queueHeading: '专辑审核',
    empty: '按当前筛选条件，没有待审核的专辑。',
    content: '内容审核',
    opSp: 'OP-SP 审核',
    decided: '审核决定已保存',
    reason: '第二首歌的作词人写错了，请改正。',
    rejectedHistory: '内容审核驳回：',
    approvedHistory: 'OP-SP 审核通过',
    fixed: '作词人已改正。',
    intro: /简介/,
    submitDone: '已提交审核。',
    lastKnown: '最后加载的内容',
    neverPackaged: '该专辑尚未生成过 DDEX 包。',
    allCaps: '标题全部为大写字母',
    modified: '修改后的简介。',
    changedIntro: '专辑：简介',
    needsConnection: '领取和审核决定需要联网。',
  },
  en: {
    queueHeading: 'Album review',
    empty: 'No album is waiting for review with these filters.',
    content: 'Content review',
    opSp: 'OP-SP review',
    decided: 'Decision saved',
    reason: 'The lyricist of the second song is wrong: please correct it.',
    rejectedHistory: 'Content review rejected: ',
    approvedHistory: 'OP-SP review approved',
    fixed: 'The lyricist is corrected.',
    intro: /Introduction/,
    submitDone: 'Submitted for review.',
    lastKnown: 'Last known, as of',
    neverPackaged: 'No DDEX package has been made for this album yet.',
    allCaps: 'The title is written in capitals',
    modified: 'The introduction, modified.',
    changedIntro: 'Album: Introduction',
    needsConnection: 'Claims and decisions need a connection.',
  },
} as const;

export class ReviewQueue {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/staff/review');
  }

  row(albumId: string): Locator {
    return this.page.locator(`[data-album="${albumId}"]`);
  }

  empty(): Locator {
    return this.page.getByTestId('review-empty');
  }

  /** Waiting at least this many hours (0: any time). */
  async filterWait(hours: number): Promise<void> {
    await this.page.getByTestId('review-wait').selectOption(hours === 0 ? '' : String(hours));
  }

  async open(albumId: string): Promise<void> {
    await this.row(albumId).getByRole('link').click();
    await this.page.waitForURL(`**/staff/review/*/${albumId}`);
  }
}

export class ReviewAlbum {
  constructor(private readonly page: Page) {}

  stage(): Locator {
    return this.page.getByTestId('review-stage');
  }

  outcome(): Locator {
    return this.page.getByTestId('review-outcome');
  }

  coverImage(): Locator {
    return this.page.getByTestId('review-cover-image');
  }

  player(track: number): Locator {
    return this.page.getByTestId('review-track').nth(track).getByTestId('audio-player');
  }

  history(): Locator {
    return this.page.getByTestId('review-history');
  }

  /** Claims the album; the claim button then gives way to "give up". */
  async claim(): Promise<void> {
    await this.page.getByTestId('review-claim').click();
    await expect(this.page.getByTestId('review-claim')).toHaveCount(0);
  }

  async approve(): Promise<void> {
    await this.page.getByTestId('review-approve').click();
  }

  async reject(reasonCode: string, reason: string): Promise<void> {
    await this.page.getByTestId('review-reason-code').selectOption(reasonCode);
    await this.page.getByTestId('review-reason').fill(reason);
    await this.page.getByTestId('review-reject').click();
  }
}
