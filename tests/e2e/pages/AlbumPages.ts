// Page models of the minimal album screens: the list and the information form.
import { expect, type Locator, type Page } from '@playwright/test';

export class AlbumListScreen {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/library/album/list');
  }

  row(albumId: string): Locator {
    return this.page.locator(`[data-testid="album-row"][data-album-id="${albumId}"]`);
  }

  async open(albumId: string): Promise<void> {
    await this.row(albumId).getByRole('link').click();
    await this.page.waitForURL(`**/library/album/${albumId}/info`);
  }
}

export class AlbumInfoScreen {
  constructor(private readonly page: Page) {}

  async goto(albumId: string): Promise<void> {
    await this.page.goto(`/library/album/${albumId}/info`);
  }

  title(): Locator {
    return this.page.getByTestId('album-title');
  }

  nameInput(): Locator {
    return this.page.getByRole('textbox', { name: /专辑名称|Album name/ });
  }

  introductionInput(): Locator {
    return this.page.getByRole('textbox', { name: /简介|Introduction/ });
  }

  reviewStatus(): Locator {
    return this.page.locator('[data-review-status]');
  }

  async rename(name: string): Promise<void> {
    await this.nameInput().fill(name);
    await this.save();
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: /^(保存|Save)$/ }).click();
    await expect(this.page.getByTestId('album-form-notice')).toBeVisible();
  }

  async runCommand(name: RegExp): Promise<void> {
    await this.page.getByRole('button', { name }).click();
    await expect(this.page.getByTestId('album-form-notice')).toBeVisible();
  }
}
