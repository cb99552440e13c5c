// Page model of the floating upload task list and the album page's upload entry points.
import { expect, type Locator, type Page } from '@playwright/test';

export class UploadTaskListPanel {
  constructor(private readonly page: Page) {}

  root(): Locator {
    return this.page.getByTestId('upload-task-list');
  }

  task(fileName: string): Locator {
    return this.page.getByTestId('upload-task').filter({ hasText: fileName });
  }

  async percent(fileName: string): Promise<number> {
    return Number((await this.task(fileName).getAttribute('data-percent')) ?? '0');
  }

  async state(fileName: string): Promise<string | null> {
    return this.task(fileName).getAttribute('data-state');
  }

  async waitForPercent(fileName: string, atLeast: number, timeout = 120_000): Promise<void> {
    await expect
      .poll(() => this.percent(fileName), { timeout, intervals: [100] })
      .toBeGreaterThanOrEqual(atLeast);
  }

  button(name: RegExp): Locator {
    return this.root().getByRole('button', { name });
  }
}

export class AlbumUploads {
  constructor(private readonly page: Page) {}

  /** the first track row of the album page */
  track(index = 0): Locator {
    return this.page.getByTestId('album-track').nth(index);
  }

  async uploadAudio(path: string, index = 0): Promise<void> {
    await this.track(index).getByTestId('track-audio-pick-input').setInputFiles(path);
  }

  audioStatus(index = 0): Locator {
    return this.track(index).getByTestId('track-audio-status');
  }
}

/**
 * The album list row's id for an album name (the demo seed names them). The list is searched by
 * name: other specs add albums to the same server, and a virtualized list renders only what fits.
 */
export async function albumIdByName(page: Page, name: string): Promise<string> {
  await page.goto(`/library/album/list?q=${encodeURIComponent(name)}`);
  const row = page.locator('[data-testid="album-row"]').filter({ hasText: name }).first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  return (await row.getAttribute('data-album-id')) ?? '';
}
