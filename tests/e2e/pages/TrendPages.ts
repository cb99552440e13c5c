// Page model of the trend screen (/trend/index) and the dashboard's last month.
import { expect, type Locator, type Page } from '@playwright/test';

export class TrendScreen {
  constructor(private readonly page: Page) {}

  async goto(search = ''): Promise<void> {
    await this.page.goto(`/trend/index${search}`);
  }

  /** The figures' first answer (the demo's reports are imported at first start, before the server listens). */
  async waitForFigures(): Promise<void> {
    await expect(this.page.getByTestId('trend-summary')).toBeVisible({ timeout: 90_000 });
  }

  tile(name: 'plays' | 'downloads'): Locator {
    return this.page.getByTestId(`trend-${name}`);
  }

  async tileFigure(name: 'plays' | 'downloads'): Promise<number> {
    const text = (await this.tile(name).locator('dd').first().textContent()) ?? '';
    return Number(text.replace(/[^\d]/g, ''));
  }

  section(
    id: 'series' | 'top-tracks' | 'top-albums' | 'top-artists' | 'map' | 'channels',
  ): Locator {
    return this.page.getByTestId(`trend-${id}`);
  }

  /** The chart's own table view (every chart has one), opened by its toggle. */
  async table(id: 'series' | 'top-tracks' | 'map' | 'channels'): Promise<Locator> {
    const section = this.section(id);
    await section.getByRole('button', { name: /^(表格视图|Table view)$/ }).click();
    const table = section.getByRole('table');
    await expect(table).toBeVisible();
    return table;
  }
}
