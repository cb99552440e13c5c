// Page model of the batch upload wizard (src/features/batch): its four steps and the finish
// step's per-file table, in either language.
import { expect, type Locator, type Page } from '@playwright/test';

export const BATCH_PATH = '/library/album/batch';

export class BatchWizard {
  constructor(readonly page: Page) {}

  root(): Locator {
    return this.page.getByTestId('batch-wizard');
  }

  /** From the album list's "Batch upload" button, as a user gets there. */
  async openFromAlbumList(): Promise<void> {
    await this.page.goto('/library/album/list');
    await this.page.getByTestId('action-library-album-batch').click();
    await this.page.waitForURL(`**${BATCH_PATH}`);
    await expect(this.page.getByTestId('batch-steps')).toBeVisible();
  }

  currentStep(): Locator {
    return this.page.getByTestId('batch-steps').locator('[aria-current="step"]');
  }

  next(): Locator {
    return this.page.getByTestId('batch-next');
  }

  async chooseParty(name: RegExp): Promise<void> {
    await this.page.getByTestId('batch-party').click();
    await this.page.getByRole('option', { name }).click();
    await expect(this.page.getByTestId('batch-party-counts')).toBeVisible();
  }

  async uploadSheet(file: string): Promise<void> {
    await this.page.getByTestId('batch-sheet-input').setInputFiles(file);
    await expect(this.page.getByTestId('batch-sheet-summary')).toBeVisible({ timeout: 20_000 });
  }

  errorsHeading(): Locator {
    return this.page.getByTestId('batch-sheet-errors-heading');
  }

  errorRows(): Locator {
    return this.page.getByTestId('batch-sheet-error');
  }

  previewAlbums(): Locator {
    return this.page.getByTestId('batch-sheet-album');
  }

  /** The albums the playlist will not create, each with its folder and its number of rows. */
  leftOutAlbums(): Locator {
    return this.page.getByTestId('batch-sheet-left-out-album');
  }

  notices(): Locator {
    return this.page.getByTestId('batch-sheet-notice');
  }

  /** The folder picker (`<input webkitdirectory>`) given a directory. */
  async chooseFolder(dir: string): Promise<void> {
    await this.page.getByTestId('batch-folder-input').setInputFiles(dir);
    await expect(this.page.getByTestId('batch-materials-summary')).toBeVisible({ timeout: 30_000 });
  }

  acceptedMaterials(): Locator {
    return this.page.getByTestId('batch-material');
  }

  refusedMaterials(): Locator {
    return this.page.getByTestId('batch-material-refused');
  }

  async finish(): Promise<void> {
    await this.page.getByTestId('batch-finish').click();
    await expect(this.page.getByTestId('batch-progress')).toBeVisible({ timeout: 20_000 });
  }

  fileRows(): Locator {
    return this.page.getByTestId('batch-file');
  }

  albumStates(): Locator {
    return this.page.getByTestId('batch-album-state');
  }

  progressCard(): Locator {
    return this.page.getByTestId('batch-progress-card');
  }

  /** The states of every file row as "kind:file/association". */
  async fileStates(): Promise<string[]> {
    return this.fileRows().evaluateAll((rows) =>
      rows.map(
        (r) =>
          `${r.getAttribute('data-kind')}:${r.getAttribute('data-file-state')}/${r.getAttribute('data-association-state')}`,
      ),
    );
  }
}
