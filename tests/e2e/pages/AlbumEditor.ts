// Page models of the add-album drawer, the album information form and the album edit wizard.
import { expect, type Locator, type Page } from '@playwright/test';

export type Lang = 'zh' | 'en';

/** The texts a spec reads or clicks, in each language (the catalogues' wording). */
export const ALBUM_TEXT = {
  zh: {
    newAlbum: '新建专辑',
    typeAlbum: '专辑',
    nameIncomplete: '专辑名称信息不完整',
    upcOwned: '已有 UPC',
    upcCheckDigit: 'UPC 校验位不正确',
    upcUsed: '当前 UPC 已被使用',
    fixErrors: /未保存/,
    saved: /已保存在此设备上/,
    noTracks: '请至少为专辑添加一首歌曲',
    noAuthorization: '授权文件信息不完整',
    genreIncomplete: '流派信息不完整',
    submit: /^提交审核$/,
    incomplete: /专辑暂时无法提交/,
    notSubmitted: '未提交',
    approved: '审核通过',
    modifying: '修改中',
    start: /^发起修改$/,
    undo: /^撤销修改$/,
    startQueued: /已在此设备上发起修改/,
    startDone: /已发起修改/,
    undoDone: /已撤销修改/,
  },
  en: {
    newAlbum: 'New album',
    typeAlbum: 'Album',
    nameIncomplete: 'Album name incomplete',
    upcOwned: 'I already have a UPC',
    upcCheckDigit: 'The UPC check digit is wrong',
    upcUsed: 'Current UPC has been used',
    fixErrors: /Nothing was saved/,
    saved: /Saved on this device/,
    noTracks: 'Please add at least one track to the album',
    noAuthorization: 'Authorization file incomplete',
    genreIncomplete: 'Genre incomplete',
    submit: /^Submit for review$/,
    incomplete: /The album cannot be submitted yet/,
    notSubmitted: 'Not submitted',
    approved: 'Approved',
    modifying: 'Under modification',
    start: /^Start modification$/,
    undo: /^Undo modification$/,
    startQueued: /Modification started on this device/,
    startDone: /Modification started\. Edit the album/,
    undoDone: /Modification undone/,
  },
} as const;

export class NewAlbumDrawer {
  constructor(private readonly page: Page) {}

  drawer(): Locator {
    return this.page.getByRole('dialog');
  }

  async open(): Promise<void> {
    await this.page.getByTestId('new-album').click();
    await expect(this.drawer()).toBeVisible();
  }

  async create(): Promise<void> {
    await this.page.getByTestId('new-album-drawer-submit').click();
  }

  async fill(name: string, typeLabel: string): Promise<void> {
    await this.page.getByTestId('new-album-name').fill(name);
    const language = this.drawer().getByRole('combobox', { name: /显示语言|Display language/ });
    // the pick list opens on a click; typing a code filters it to that language
    await language.click();
    await language.pressSequentially('zh-Hans');
    await this.page.getByRole('listbox').getByRole('option').first().click();
    await this.page.getByTestId('new-album-type').click();
    await this.page.getByRole('option', { name: typeLabel, exact: true }).click();
  }
}

export class AlbumEditor {
  constructor(private readonly page: Page) {}

  wizard(): Locator {
    return this.page.getByTestId('album-wizard');
  }

  step(name: 'info' | 'tracks' | 'rights' | 'localization' | 'finish'): Locator {
    return this.page.getByTestId(`wizard-step-${name}`);
  }

  field(name: string): Locator {
    return this.page.getByTestId(`album-field-${name}`);
  }

  notice(): Locator {
    return this.page.getByTestId('album-form-notice');
  }

  reviewStatus(): Locator {
    return this.page.locator('[data-review-status]');
  }

  completeness(): Locator {
    return this.page.getByTestId('album-completeness');
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: /^(保存|Save)$/ }).click();
  }

  async command(name: RegExp): Promise<void> {
    await this.page.getByRole('button', { name }).click();
  }
}
