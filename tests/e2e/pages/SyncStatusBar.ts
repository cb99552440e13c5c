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
    // the label follows the outbox through a live query, one render behind a write: right after
    // an edit it may still show the "saved" of before. The edit is saved when the outbox is empty.
    await expect.poll(() => this.outboxCount(), { timeout: 20_000 }).toBe(0);
    await this.expectState('saved', /所有更改已保存|All changes saved/);
  }

  /** Ops waiting in the device's outbox (IndexedDB `portal`, table `outbox`). */
  outboxCount(): Promise<number> {
    return this.page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('portal');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const count = db.transaction('outbox', 'readonly').objectStore('outbox').count();
            count.onsuccess = () => {
              resolve(count.result);
              db.close();
            };
            count.onerror = () => reject(count.error);
          };
        }),
    );
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
