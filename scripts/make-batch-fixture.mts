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
import { playlistValues, type PlaylistValueList } from '../src/domain/batch/playlistValues';
import { buildTemplate, type TemplateLanguage } from '../src/features/batch/template/buildTemplate';
import { cellRef, escapeXml } from '../src/features/batch/template/templateXml';
import { DEMO_PARTIES, ERROR_ALBUMS, GOOD_ALBUMS, type FixtureAlbum } from '../tests/fixtures/batch/playlistData';

const OUT = join(import.meta.dirname, '../tests/fixtures/batch');

/** The label a user picks from the template's drop-down for a stored code. */
function label(list: PlaylistValueList, code: string | number | boolean, language: TemplateLanguage): string {
  const value = playlistValues(list).find((v) => v.code === code);
  if (value === undefined) throw new Error(`no ${String(code)} in ${list}`);
  return language === 'zh' ? value.zh : value.en;
}

function rowsOf(albums: readonly FixtureAlbum[], language: TemplateLanguage): Array<Record<string, string>> {
  const rows: Array<Record<string, string>> = [];
  for (const album of albums) {
    for (const track of album.tracks) {
      rows.push({
        albumFolder: album.folder,
        albumName: album.name,
        albumType: album.type,
        edition: label('edition', 'original', language),
        displayLanguage: label('displayLanguage', 'zh-Hans', language),
        performingLanguage: label('performLanguage', 'zh', language),
        albumGenre: label('genre', 'pop', language),
        albumMainArtists: album.artists,
        recordCompany: DEMO_PARTIES.recordCompany,
        pLine: DEMO_PARTIES.line,
        cLine: DEMO_PARTIES.line,
        originalReleaseDate: '2026-01-15',
        expectedOnShelfDate: '2026-12-01',
        upcMode: label('upcMode', 'system', language),
        albumExplicit: label('explicit', 0, language),
        coverFile: album.cover,
        trackName: track.name,
        audioFile: track.audio,
        lyricsFile: track.lyrics ?? '',
        isrcAuth: label('isrcAuth', 0, language),
        isrc: track.isrc,
        trackMainArtists: track.artists,
        composers: '林夏',
        lyricists: '周屿',
        trackVersion: label('trackVersion', 'studio', language),
        explicit: label('explicit', 0, language),
        quality: label('quality', 'lossless', language),
        ...album.cells,
      });
    }
  }
  return rows;
}

/** Typed into the template's first sheet below its header, as text cells. */
function fill(template: Uint8Array, rows: Array<Record<string, string>>, language: TemplateLanguage): Uint8Array {
  const cfb = XLSX.CFB.read(template, { type: 'array' });
  const entry = XLSX.CFB.find(cfb, '/xl/worksheets/sheet1.xml');
  if (entry === null || entry.content === undefined) throw new Error('no first sheet');
  const xml = new TextDecoder().decode(entry.content as Uint8Array);
  const headers = PLAYLIST_COLUMNS.map((c) => columnHeader(c, language));
  if (!headers.every((h) => xml.includes(escapeXml(h)))) throw new Error('the template header is not the expected one');
  const data = rows
    .map((row, r) => {
      const cells = PLAYLIST_COLUMNS.map((column, c) => {
        const text = row[column.key] ?? '';
        return text === '' ? '' : `<c r="${cellRef(c, r + 1)}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;
      }).join('');
      return `<row r="${r + 2}">${cells}</row>`;
    })
    .join('');
  const filled = xml
    .replace('</sheetData>', `${data}</sheetData>`)
    .replace(/<dimension ref="[^"]*"\/>/, `<dimension ref="A1:${cellRef(PLAYLIST_COLUMNS.length - 1, rows.length)}"/>`);
  const content = new TextEncoder().encode(filled);
  entry.content = content as unknown as typeof entry.content;
  entry.size = content.length;
  return new Uint8Array(XLSX.CFB.write(cfb, { type: 'array', fileType: 'zip', compression: true }) as ArrayBuffer);
}

function make(name: string, albums: readonly FixtureAlbum[], language: TemplateLanguage): void {
  const work = mkdtempSync(join(tmpdir(), 'batch-fixture-'));
  try {
    const filled = join(work, 'in', `${name}`);
    execFileSync('mkdir', ['-p', join(work, 'in'), join(work, 'out')]);
    writeFileSync(filled, fill(buildTemplate(language), rowsOf(albums, language), language));
    // a profile of its own: a desktop LibreOffice running meanwhile would otherwise take the job
    execFileSync('soffice', [`-env:UserInstallation=file://${work}/profile`, '--headless', '--convert-to', 'xlsx', '--outdir', join(work, 'out'), filled], { stdio: 'inherit' });
    copyFileSync(join(work, 'out', name), join(OUT, name));
    const check = XLSX.read(readFileSync(join(OUT, name)));
    const rows = XLSX.utils.sheet_to_json(check.Sheets[check.SheetNames[0]!]!, { header: 1 }) as unknown[][];
    console.log(`${name}: ${rows.length - 1} data rows, sheets ${check.SheetNames.join(', ')}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

make('playlist-3-albums.xlsx', GOOD_ALBUMS, 'zh');
make('playlist-errors.xlsx', ERROR_ALBUMS, 'en');
