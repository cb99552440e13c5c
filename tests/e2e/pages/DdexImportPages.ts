// The back office's DDEX import screen (/staff/ddex/import): pick a partner, choose a file, check it,
// read the plan, import.
import { expect, type Page } from '@playwright/test';

export const DDEX_IMPORT_TEXT = {
  'zh-hans': {
    heading: '导入 DDEX 消息',
    check: '检查消息',
    import: '导入',
    refused: /^该 DDEX 消息无法导入：/,
    imported: /^已导入“/,
    newBadge: '新建',
  },
  en: {
    heading: 'Import a DDEX message',
    check: 'Check the message',
    import: 'Import',
    refused: /^The DDEX message cannot be imported: /,
    imported: /^Imported "/,
    newBadge: 'New',
  },
} as const;

export class DdexImportScreen {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/staff/ddex/import');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  async pickOrganisation(name: string): Promise<void> {
    const box = this.page.getByTestId('ddex-org');
    await box.click();
    await box.fill(name);
    await this.page.getByRole('option', { name }).click();
  }

  async check(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.getByTestId('ddex-file').setInputFiles(file);
    await this.page.getByTestId('ddex-check').click();
  }

  get plan() {
    return this.page.getByTestId('ddex-plan');
  }

  get error() {
    return this.page.getByTestId('ddex-error');
  }
}
