// Page models of the library's party screens (artist, record company, P/C line drawers and pages)
// and of the authorization files, plus the data the parties spec prepares through the API.
import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { clientWritableFields } from '../../../src/domain/catalogue/entities';
import type { ApiDevice } from './portalApi';

export type Lang = 'zh' | 'en';

/** The same words in both languages: the spec runs each scenario in zh-Hans and in English. */
export const say = (lang: Lang, zh: string, en: string): string => (lang === 'zh' ? zh : en);

export class PartyDrawer {
  constructor(
    private readonly page: Page,
    /** the "new" button's test id: new-artist, new-record-company, new-pl-cline */
    private readonly id: string,
  ) {}

  root(): Locator {
    return this.page.getByTestId(`${this.id}-drawer`);
  }

  async open(): Promise<void> {
    await this.page.getByTestId(this.id).click();
    await expect(this.root()).toBeVisible();
  }

  async submit(): Promise<void> {
    await this.page.getByTestId(`${this.id}-drawer-submit`).click();
  }

  errorText(text: string): Locator {
    return this.root().getByText(text, { exact: true });
  }
}

/** Chooses an option of a searchable list (Fluent Combobox) by typing and clicking its name. */
export async function chooseFromCombobox(
  page: Page,
  input: Locator,
  typed: string,
  option: string,
): Promise<void> {
  await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A Fluent Dropdown's option by its name (a pattern when the option says more than the name). */
export async function chooseFromDropdown(
  page: Page,
  dropdown: Locator,
  option: string | RegExp,
): Promise<void> {
  await dropdown.click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** The smallest well-formed PDF: header, one empty page, xref and trailer. */
export function minimalPdf(): Buffer {
  const objects = [
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const o of objects) {
    offsets.push(body.length);
    body += o;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function uniqueIsrc(): string {
  const pick = (chars: string, n: number) =>
    Array.from(crypto.getRandomValues(new Uint8Array(n)), (b) => chars[b % chars.length]).join('');
  return `CN${pick('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 3)}26${pick('0123456789', 5)}`;
}

/**
 * A draft album (status 10) of its own with tracks bound to no authorization file: a copy of the
 * editable demo album, so binding can be tested without touching the seed's bindings.
 */
export async function createAlbumWithUnboundTracks(
  server: ApiDevice,
  name: string,
  trackNames: readonly string[],
): Promise<{ albumId: string; trackIds: string[] }> {
  await server.pullAll();
  const all = [...server.records.values()];
  const template = all.find((r) => 'upcMode' in r && r.reviewStatus === 13);
  const templateTrack = all.find((r) => 'isrc' in r && template && r.albumId === template.id);
  if (!template || !templateTrack) throw new Error('no demo album to copy');
  const albumId = randomUUID();
  const album = Object.fromEntries(
    clientWritableFields('album').map((field) => [field, template[field]]),
  );
  await server.send('create', 'album', albumId, null, { ...album, name });
  const trackIds: string[] = [];
  for (const [i, trackName] of trackNames.entries()) {
    const trackId = randomUUID();
    const track = Object.fromEntries(
      clientWritableFields('track').map((field) => [field, templateTrack[field]]),
    );
    await server.send('create', 'track', trackId, null, {
      ...track,
      albumId,
      name: trackName,
      trackNo: i + 1,
      isrc: uniqueIsrc(),
    });
    trackIds.push(trackId);
  }
  return { albumId, trackIds };
}

/** The id of a record the server has, by a field's value (pulls first). */
export async function serverRecordWhere(
  server: ApiDevice,
  field: string,
  value: unknown,
): Promise<Record<string, unknown> | undefined> {
  await server.pullAll();
  return [...server.records.values()].find((r) => r[field] === value);
}

export { animationsSettled } from './session';
