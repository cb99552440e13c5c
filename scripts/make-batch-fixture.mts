// Makes the batch upload fixtures (issue 6): a copy of the product's own template in each language,
// filled in, then converted by LibreOffice so the committed .xlsx is LibreOffice's own writing (CI
// has no LibreOffice; the e2e test uses the committed files).
// Usage: node --import tsx scripts/make-batch-fixture.mts   (needs `soffice` on the PATH)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from 'xlsx';
import { PLAYLIST_COLUMNS, columnHeader } from '../src/domain/batch/playlistColumns';
import { buildTemplate, type TemplateLanguage } from '../src/features/batch/template/buildTemplate';
import { cellRef, escapeXml } from '../src/features/batch/template/templateXml';
import { ERROR_ALBUMS, GOOD_ALBUMS, type FixtureAlbum } from '../tests/fixtures/batch/playlistData';
import { rowsOf } from './batchFixtureRows.mts';

const OUT = join(import.meta.dirname, '../tests/fixtures/batch');

/** Typed into the template's first sheet below its header, as text cells. */
function fill(
  template: Uint8Array,
  rows: Array<Record<string, string>>,
  language: TemplateLanguage,
): Uint8Array {
  const cfb = XLSX.CFB.read(template, { type: 'array' });
  const entry = XLSX.CFB.find(cfb, '/xl/worksheets/sheet1.xml');
  if (entry === null || entry.content === undefined) throw new Error('no first sheet');
  const xml = new TextDecoder().decode(entry.content as Uint8Array);
  const headers = PLAYLIST_COLUMNS.map((c) => columnHeader(c, language));
  if (!headers.every((h) => xml.includes(escapeXml(h))))
    throw new Error('the template header is not the expected one');
  const data = rows
    .map((row, r) => {
      const cells = PLAYLIST_COLUMNS.map((column, c) => {
        const text = row[column.key] ?? '';
        return text === ''
          ? ''
          : `<c r="${cellRef(c, r + 1)}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;
      }).join('');
      return `<row r="${r + 2}">${cells}</row>`;
    })
    .join('');
  const filled = xml
    .replace('</sheetData>', `${data}</sheetData>`)
    .replace(
      /<dimension ref="[^"]*"\/>/,
      `<dimension ref="A1:${cellRef(PLAYLIST_COLUMNS.length - 1, rows.length)}"/>`,
    );
  const content = new TextEncoder().encode(filled);
  entry.content = content as unknown as typeof entry.content;
  entry.size = content.length;
  return new Uint8Array(
    XLSX.CFB.write(cfb, { type: 'array', fileType: 'zip', compression: true }) as ArrayBuffer,
  );
}

function make(name: string, albums: readonly FixtureAlbum[], language: TemplateLanguage): void {
  const work = mkdtempSync(join(tmpdir(), 'batch-fixture-'));
  try {
    const filled = join(work, 'in', `${name}`);
    execFileSync('mkdir', ['-p', join(work, 'in'), join(work, 'out')]);
    writeFileSync(filled, fill(buildTemplate(language), rowsOf(albums, language), language));
    // a profile of its own: a desktop LibreOffice running meanwhile would otherwise take the job
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=file://${work}/profile`,
        '--headless',
        '--convert-to',
        'xlsx',
        '--outdir',
        join(work, 'out'),
        filled,
      ],
      { stdio: 'inherit' },
    );
    copyFileSync(join(work, 'out', name), join(OUT, name));
    const check = XLSX.read(readFileSync(join(OUT, name)));
    const rows = XLSX.utils.sheet_to_json(check.Sheets[check.SheetNames[0]!]!, {
      header: 1,
    }) as unknown[][];
    console.log(`${name}: ${rows.length - 1} data rows, sheets ${check.SheetNames.join(', ')}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

make('playlist-3-albums.xlsx', GOOD_ALBUMS, 'zh');
make('playlist-errors.xlsx', ERROR_ALBUMS, 'en');
