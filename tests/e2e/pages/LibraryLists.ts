// Page model of the library's list screens (src/features/library/lists): search, filters, sort,
// rows and counts, in either language.
import type { Locator, Page } from '@playwright/test';

export const LIST_ROUTES = {
  album: '/library/album/list',
  track: '/library/track/list',
  artist: '/library/artist/list',
  recordcompany: '/library/recordcompany/list',
  'pline-cline': '/library/pline-cline/list',
  authorization: '/library/authorization/list',
  'track-clip': '/library/track-clip/list',
  accompaniment: '/library/accompaniment/list',
} as const;

export type ListName = keyof typeof LIST_ROUTES;

export class LibraryList {
  constructor(
    private readonly page: Page,
    readonly name: ListName,
  ) {}

  async goto(query = ''): Promise<void> {
    await this.page.goto(`${LIST_ROUTES[this.name]}${query}`);
  }

  root(): Locator {
    return this.page.getByTestId(`${this.name}-list`);
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  // Scoped to this list: right after a link to another list, the router may still show the one
  // left (its chunk loading), and a search typed there would be lost
  grid(): Locator {
    return this.root().getByRole('grid');
  }

  /** Rows with content (placeholders of rows still being read have no cells with links). */
  rows(): Locator {
    return this.grid().locator('[role="row"][data-row-index]');
  }

  /** The text of the primary cell (the name or title) of every shown row, top to bottom. */
  async names(): Promise<string[]> {
    return this.rows().evaluateAll((rows) =>
      rows
        .sort(
          (a, b) =>
            Number((a as HTMLElement).dataset.rowIndex) -
            Number((b as HTMLElement).dataset.rowIndex),
        )
        .map((r) => r.querySelector('[role="gridcell"][data-primary]')?.textContent?.trim() ?? ''),
    );
  }

  counts(): Locator {
    return this.root().getByTestId('list-counts');
  }

  search(): Locator {
    return this.root().getByRole('searchbox');
  }

  async searchIn(field: RegExp): Promise<void> {
    await this.page.getByTestId('list-search-field').click();
    await this.page.getByRole('option', { name: field }).click();
  }

  async filter(field: string, option: RegExp): Promise<void> {
    await this.page.getByTestId(`list-filter-${field}`).click();
    await this.page.getByRole('option', { name: option }).click();
  }

  async sortBy(field: 'name' | 'updatedAt' | 'createdAt'): Promise<void> {
    await this.page.getByTestId(`list-sort-${field}`).click();
  }

  empty(): Locator {
    return this.page.getByTestId(`${this.name}-empty`);
  }

  noMatch(): Locator {
    return this.page.getByTestId(`${this.name}-no-match`);
  }
}
