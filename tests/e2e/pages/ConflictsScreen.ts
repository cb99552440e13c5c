// Page model of /sync/conflicts: the refused changes, their two copies and the two actions.
import { expect, type Locator, type Page } from '@playwright/test';

export class ConflictsScreen {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/sync/conflicts');
  }

  conflicts(): Locator {
    return this.page.getByTestId('conflict');
  }

  empty(): Locator {
    return this.page.getByTestId('conflicts-empty');
  }

  /** The compared row of `field` in a conflict: its local and server cells. */
  fieldRow(conflict: Locator, field: string): { row: Locator; local: Locator; server: Locator } {
    const row = conflict.locator(`tr[data-field="${field}"]`);
    return {
      row,
      local: row.locator('[data-copy="local"]'),
      server: row.locator('[data-copy="server"]'),
    };
  }

  async discard(conflict: Locator): Promise<void> {
    await conflict.getByRole('button', { name: /放弃我的更改|Discard my change/ }).click();
    const dialog = this.page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: /^(放弃|Discard)$/ }).click();
    await expect(dialog).toHaveCount(0);
  }

  async reapply(conflict: Locator): Promise<void> {
    await conflict.getByRole('button', { name: /重新应用我的更改|Re-apply my change/ }).click();
  }
}
