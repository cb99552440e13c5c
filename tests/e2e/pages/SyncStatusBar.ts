// Page model of the top bar's sync status: its state, the queued count, the conflicts link, and
// the details it opens (with the browser's answer on keeping the data).
import { expect, type Locator, type Page } from '@playwright/test';

export type SyncState = 'offline' | 'saving' | 'saved' | 'retrying' | 'updateNeeded';

export class SyncStatusBar {
  constructor(private readonly page: Page) {}

  region(): Locator {
    return this.page.getByTestId('sync-status');
  }

  state(): Locator {
    return this.page.getByTestId('sync-state');
  }

  /** Opens the details from the status and answers them. */
  async openDetails(): Promise<Locator> {
    await this.state().click();
    const details = this.page.getByTestId('sync-details');
    await expect(details).toBeVisible();
    return details;
  }

  /** In the open details: whether the browser keeps the data (`data-persistence`). */
  persistence(): Locator {
    return this.page.getByTestId('sync-persistence');
  }

  conflictsLink(): Locator {
    return this.region().getByRole('link', { name: /冲突|conflict/i });
  }

  async expectState(state: SyncState, text?: RegExp): Promise<void> {
    await expect(this.state()).toHaveAttribute('data-sync-state', state, { timeout: 20_000 });
    if (text) await expect(this.state()).toHaveText(text);
  }

  /** "All changes saved", in either language. */
  async expectSaved(): Promise<void> {
    await this.expectState('saved', /所有更改已保存|All changes saved/);
  }

  async expectOfflineQueued(count: number): Promise<void> {
    await this.expectState(
      'offline',
      new RegExp(`离线，${count} 项更改待同步|Offline, ${count} changes? waiting`),
    );
  }

  async expectConflicts(count: number): Promise<void> {
    if (count === 0)
      await expect(this.page.getByTestId('sync-conflicts-link')).toHaveCount(0, {
        timeout: 20_000,
      });
    else
      await expect(this.conflictsLink()).toHaveText(new RegExp(`${count} (个冲突|conflicts?)`), {
        timeout: 20_000,
      });
  }
}
