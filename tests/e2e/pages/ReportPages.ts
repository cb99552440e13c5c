// Page model of the back office's channel reports (/staff/reports): upload a file made by the
// spec, wait for its import in the list, open it.
import { expect, type Locator, type Page } from '@playwright/test';

export class StaffReportScreens {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/staff/reports');
    await expect(this.page.getByTestId('report-upload')).toBeVisible();
  }

  async upload(name: string, text: string): Promise<void> {
    await this.page.getByTestId('report-file').setInputFiles({
      name,
      mimeType: name.endsWith('.csv') ? 'text/csv' : 'text/tab-separated-values',
      buffer: Buffer.from(text, 'utf8'),
    });
    await this.page.getByTestId('report-upload').click();
    await expect(this.page.getByTestId('reports-message')).toContainText(name);
  }

  row(name: string): Locator {
    return this.page.getByTestId('report-list').getByRole('row').filter({ hasText: name });
  }

  /** The import is a job on the server: refresh the list until the file's state says imported. */
  async waitImported(name: string, importedText: RegExp): Promise<void> {
    await expect(async () => {
      await this.page.getByRole('button', { name: /^(刷新|Refresh)$/ }).click();
      await expect(this.row(name)).toContainText(importedText, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
  }

  async open(name: string): Promise<Locator> {
    await this.row(name).getByRole('button').click();
    const detail = this.page.getByTestId('report-detail');
    await expect(detail).toContainText(name);
    return detail;
  }
}
