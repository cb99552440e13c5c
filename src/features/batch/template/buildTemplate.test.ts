import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { PLAYLIST_COLUMNS } from '../../../domain/batch/playlistColumns';
import { isPlaylistRefusal } from '../../../domain/batch/playlistTypes';
import { testLookups } from '../../../domain/batch/playlistTesting';
import { parsePlaylistBytes } from '../worker/parsePlaylistCore';
import { precheckPlaylist } from '../worker/zipPrecheck';
import { buildTemplate, templateFileName } from './buildTemplate';
import { COLUMN_NOTES } from './columnNotes';

function part(bytes: Uint8Array, name: string): string {
  const entry = XLSX.CFB.find(XLSX.CFB.read(bytes, { type: 'array' }), `/${name}`);
  if (entry === null) throw new Error(`no ${name}`);
  return new TextDecoder().decode(entry.content as Uint8Array);
}

describe.each([
  ['zh', ['歌单', '说明'], '专辑文件夹名称'],
  ['en', ['Playlist', 'Columns'], 'Album folder name'],
] as const)('buildTemplate(%s)', (language, sheetNames, firstHeader) => {
  const bytes = buildTemplate(language);
  const book = XLSX.read(bytes, { type: 'array' });

  it('is a workbook SheetJS reads: the playlist sheet first, then the explanations', () => {
    expect(book.SheetNames).toEqual(sheetNames);
    const headers = XLSX.utils.sheet_to_json<string[]>(book.Sheets[sheetNames[0]], {
      header: 1,
    })[0];
    expect(headers[0]).toBe(firstHeader);
    expect(headers).toHaveLength(PLAYLIST_COLUMNS.length);
  });

  it('makes exactly the mandatory headers bold, through a bold font in styles.xml', () => {
    const styles = part(bytes, 'xl/styles.xml');
    const fonts = [...styles.matchAll(/<font>(.*?)<\/font>/g)].map((m) => m[1].includes('<b/>'));
    const xfs = [
      ...(/<cellXfs[^>]*>(.*?)<\/cellXfs>/.exec(styles)?.[1] ?? '').matchAll(
        /<xf [^>]*fontId="(\d+)"/g,
      ),
    ].map((m) => fonts[Number(m[1])]);
    const sheet = part(bytes, 'xl/worksheets/sheet1.xml');
    const header = /<row r="1">(.*?)<\/row>/.exec(sheet)?.[1] ?? '';
    const cells = [
      ...header.matchAll(/<c r="[A-Z]+1"[^>]*?(?: s="(\d+)")?><is><t[^>]*>([^<]*)<\/t>/g),
    ];
    expect(cells).toHaveLength(PLAYLIST_COLUMNS.length);
    const bold = cells.map((c) => xfs[Number(c[1] ?? 0)] === true);
    expect(bold).toEqual(PLAYLIST_COLUMNS.map((c) => c.mandatory));
    expect(bold.filter(Boolean).length).toBeGreaterThan(10);
  });

  it('freezes the header row, sets widths and offers drop-downs from lists on sheet 2', () => {
    const sheet = part(bytes, 'xl/worksheets/sheet1.xml');
    expect(sheet).toContain(
      '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>',
    );
    expect(sheet.match(/<col /g)).toHaveLength(PLAYLIST_COLUMNS.length);
    const validations = [
      ...sheet.matchAll(
        /<dataValidation [^>]*sqref="([A-Z]+)2:[A-Z]+501"><formula1>([^<]+)<\/formula1>/g,
      ),
    ];
    expect(validations.length).toBe(PLAYLIST_COLUMNS.filter((c) => c.list !== undefined).length);
    const workbook = part(bytes, 'xl/workbook.xml');
    for (const [, , name] of validations)
      expect(workbook).toMatch(
        new RegExp(
          `<definedName name="${name}">&#39;${sheetNames[1]}&#39;!\\$[A-Z]+\\$2:\\$[A-Z]+\\$\\d+</definedName>`,
        ),
      );
    // the album type list holds the five types in the template's language
    const explanations = XLSX.utils.sheet_to_json<string[]>(book.Sheets[sheetNames[1]], {
      header: 1,
      defval: '',
    });
    const typeColumn = explanations[0].indexOf(language === 'zh' ? '专辑类型' : 'Album type', 5);
    expect(explanations.slice(1, 6).map((r) => r[typeColumn])).toEqual(
      language === 'zh'
        ? ['专辑', '单曲', 'EP', '套装', '古典音乐']
        : ['Album', 'Single', 'EP', 'Box set', 'Classical music'],
    );
  });

  it('explains every column: header, mandatory, meaning, allowed values and example', () => {
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[sheetNames[1]], {
      header: 1,
      defval: '',
    });
    const described = rows.slice(1, PLAYLIST_COLUMNS.length + 1);
    expect(described.map((r) => r[0])).toEqual(
      XLSX.utils.sheet_to_json<string[]>(book.Sheets[sheetNames[0]], { header: 1 })[0],
    );
    for (const row of described)
      for (const cell of row.slice(1, 5)) expect(cell, row[0]).not.toBe('');
  });

  it('passes the playlist pre-check and reads as a playlist without rows that names no column missing', async () => {
    expect((await precheckPlaylist(bytes)).ok).toBe(true);
    const parsed = await parsePlaylistBytes(bytes, testLookups());
    if (isPlaylistRefusal(parsed)) throw new Error(parsed.refused);
    expect(parsed).toMatchObject({ albums: [], rowCount: 0 });
    expect(parsed.issues.map((i) => i.code)).toEqual(['playlist-no-rows']);
  });

  it('has a download name', () => {
    expect(templateFileName(language)).toMatch(/\.xlsx$/);
  });
});

it('has a note for every column', () => {
  expect(
    PLAYLIST_COLUMNS.filter((c) => COLUMN_NOTES[c.key] === undefined).map((c) => c.key),
  ).toEqual([]);
});
