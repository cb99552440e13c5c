// The album page's distribution panel and the back office's channel screen, as a user reaches them.
import { expect, type Locator, type Page } from '@playwright/test';

export class DistributionPanel {
  constructor(readonly page: Page) {}

  panel(): Locator {
    return this.page.getByTestId('album-distribution');
  }

  row(code: string): Locator {
    return this.page.locator(`[data-testid="distribution-channel"][data-channel-code="${code}"]`);
  }

  async expectState(code: string, state: number, timeout = 30_000): Promise<void> {
    await expect(this.row(code)).toHaveAttribute('data-state', String(state), { timeout });
  }

  /** Distribute (or take off shelf) to the channels chosen, confirmed in the dialog. */
  async request(kind: 'distribute' | 'offShelf'): Promise<void> {
    await this.page
      .getByTestId(kind === 'distribute' ? 'distribution-distribute' : 'distribution-off-shelf')
      .click();
    await this.page.getByTestId('distribution-confirm').click();
    await expect(this.page.getByTestId('distribution-sent')).toBeVisible();
  }
}

export class ChannelScreen {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/staff/channels');
    await expect(this.page.getByTestId('channel-table')).toBeVisible();
  }

  row(code: string): Locator {
    return this.page.locator(`[data-testid="channel-row"][data-channel-code="${code}"]`);
  }

  field(name: string): Locator {
    return this.page.getByTestId(`channel-${name}`);
  }

  drawer(): Locator {
    return this.page.getByTestId('channel-drawer');
  }
}
