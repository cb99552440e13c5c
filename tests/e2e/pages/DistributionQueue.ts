// The album panel's requests kept on the device while offline (queued, refused), as a user sees them.
import { expect, type Locator, type Page } from '@playwright/test';

export class DistributionQueue {
  constructor(readonly page: Page) {}

  rows(): Locator {
    return this.page.getByTestId('distribution-queued');
  }

  /** Distribute to the channels chosen while offline: the panel says the request is queued. */
  async requestOffline(): Promise<void> {
    await this.page.getByTestId('distribution-distribute').click();
    await this.page.getByTestId('distribution-confirm').click();
    await expect(this.page.getByTestId('distribution-queued-notice')).toBeVisible();
    // the notice shows while the dialog still closes, the page behind it aria-hidden: what the
    // user faces next (and axe reads) is the page once the dialog is gone
    await expect(this.page.getByRole('dialog')).toHaveCount(0);
  }

  async dismiss(label: string): Promise<void> {
    await this.rows().getByRole('button', { name: label }).click();
    await expect(this.rows()).toHaveCount(0);
  }
}
