import { deflateRawSync } from 'node:zlib';
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import {
  isPlaylistRefusal,
  type ParsedPlaylist,
  type PlaylistRefusal,
} from '../../../domain/batch/playlistTypes';
import {
  sheetOf,
  testLookups,
  validRowValues,
  validSheet,
} from '../../../domain/batch/playlistTesting';
import { parsePlaylistBlob, parsePlaylistBytes } from './parsePlaylistCore';
import { rewriteXlsxPart, xlsxOf, zipOf } from './xlsxTesting';

async function parse(bytes: Uint8Array): Promise<ParsedPlaylist | PlaylistRefusal> {
  return parsePlaylistBytes(bytes, testLookups());
}

async function parsed(bytes: Uint8Array): Promise<ParsedPlaylist> {
  const answer = await parse(bytes);
  if (isPlaylistRefusal(answer)) throw new Error(`refused: ${answer.refused}`);
  return answer;
}

const MiB = 1024 * 1024;

describe('parsePlaylistBytes: real workbooks', () => {
  it('reads a workbook written by SheetJS into albums and tracks', async () => {
    const result = await parsed(xlsxOf(validSheet(2, 3)));
    expect(result.issues).toEqual([]);
    expect(result.rowCount).toBe(6);
    expect(result.albums.map((a) => [a.folder, a.tracks.length])).toEqual([
      ['Album 1', 3],
      ['Album 2', 3],
    ]);
  });

  it('turns date cells into ISO dates, keeps formatted numbers as shown and reads booleans', async () => {
    const bytes = xlsxOf(validSheet(1, 1), (sheet) => {
      const headers = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 })[0];
      const at = (header: string) => XLSX.utils.encode_cell({ r: 1, c: headers.indexOf(header) });
      sheet[at('Original release date')] = { t: 'n', v: 45352, z: 'yyyy/m/d' }; // 2024-03-01
      sheet[at('UPC')] = { t: 'n', v: 36000291452, z: '000000000000' };
      sheet[at('Compilation')] = { t: 'b', v: true };
      // "0:30" and "0:45" typed into Excel become times of day shown as h:mm: read as shown (mm:ss)
      sheet[at('Audition start')] = { t: 'n', v: 30 / 1440, z: 'h:mm' };
      sheet[at('Audition end')] = { t: 'n', v: 45 / 1440, z: 'h:mm' };
    });
    const result = await parsed(bytes);
    expect(result.issues).toEqual([]);
    const [album] = result.albums;
    expect(album.fields).toMatchObject({
      originalReleaseDate: '2024-03-01',
      upc: '036000291452',
      isCollection: true,
      upcMode: 'owned',
    });
    expect(album.tracks[0].fields).toMatchObject({
      isAudition: true,
      auditionStartMs: 30_000,
      auditionEndMs: 45_000,
    });
  });

  it('uses a formula cached value, never evaluates it, and says so', async () => {
    const bytes = xlsxOf(validSheet(1, 1), (sheet) => {
      sheet.B2 = { t: 's', v: 'Cached name', f: 'CONCAT("Evaluated", " name")' };
    });
    const result = await parsed(bytes);
    expect(result.albums[0].fields.name).toBe('Cached name');
    expect(result.notices?.map((n) => `${n.row}:${n.column}:${n.code}`)).toEqual([
      '2:Album name:playlist-formula-cached',
    ]);
  });

  it('cuts huge cells and reports them, leaving their album out', async () => {
    const huge = 'x'.repeat(30_000); // SheetJS writes at most 32,767 characters a cell
    const sheet = sheetOf([{ ...validRowValues(0, 0), introduction: huge }, validRowValues(1, 0)]);
    const result = await parsed(xlsxOf(sheet));
    expect(result.issues.map((i) => `${i.row}:${i.column}:${i.code}`)).toEqual([
      '2:Album introduction:playlist-cell-cut',
    ]);
    expect(result.issues[0].value).toHaveLength(200);
    expect(result.albums.map((a) => a.folder)).toEqual(['Album 2']);
  });

  it('keeps __proto__ and constructor headers as plain names: Object.prototype is untouched', async () => {
    const base = validSheet(1, 1);
    const headers = [...base.headers, '__proto__', 'constructor', 'prototype'];
    const rows = base.rows.map((r) => ({
      row: r.row,
      cells: new Map([
        ...r.cells,
        ['__proto__', '{"polluted":true}'],
        ['constructor', 'polluted'],
        ['prototype', 'x'],
      ]),
    }));
    const result = await parsed(xlsxOf({ ...base, headers, rows }));
    expect(result.albums).toHaveLength(1);
    expect(result.notices?.map((n) => n.column)).toEqual(['__proto__', 'constructor', 'prototype']);
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(typeof {}.constructor).toBe('function');
  });

  it('reads a Blob the same way', async () => {
    const bytes = xlsxOf(validSheet(1, 2));
    const result = await parsePlaylistBlob(
      new Blob([bytes as Uint8Array<ArrayBuffer>]),
      testLookups(),
    );
    expect(isPlaylistRefusal(result) ? result.refused : result.albums.length).toBe(1);
  });
});

describe('parsePlaylistBytes: hostile files', () => {
  it('refuses a text file renamed .xlsx (CSV) and random bytes by content', async () => {
    expect(await parse(new TextEncoder().encode('Album folder name,Album name\nA,B\n'))).toEqual({
      refused: 'playlist-csv',
    });
    expect(await parse(new Uint8Array([0x00, 0xff, 0x13, 0x37, 0x00, 0x01]))).toEqual({
      refused: 'playlist-not-xlsx',
    });
    expect(await parse(new Uint8Array())).toEqual({ refused: 'playlist-file-empty' });
  });

  it('refuses an old .xls and an .ods with a save-as message code', async () => {
    const xls = XLSX.write(XLSX.read(xlsxOf(validSheet(1, 1)), { type: 'array' }), {
      type: 'array',
      bookType: 'biff8',
    }) as ArrayBuffer;
    expect(await parse(new Uint8Array(xls))).toEqual({ refused: 'playlist-xls' });
    const ods = XLSX.write(XLSX.read(xlsxOf(validSheet(1, 1)), { type: 'array' }), {
      type: 'array',
      bookType: 'ods',
    }) as ArrayBuffer;
    expect(await parse(new Uint8Array(ods))).toEqual({ refused: 'playlist-ods' });
  });

  it('refuses a zip that is no workbook, and a damaged zip', async () => {
    const stored = (name: string, text: string) => {
      const data = new TextEncoder().encode(text);
      return { name, data, method: 0 as const, declaredSize: data.length };
    };
    expect(await parse(zipOf([stored('readme.txt', 'hello')]))).toEqual({
      refused: 'playlist-not-xlsx',
    });
    const good = xlsxOf(validSheet(1, 1));
    expect(await parse(good.slice(0, good.length - 30))).toEqual({
      refused: 'playlist-zip-invalid',
    });
  });

  it('refuses a zip bomb from its declared sizes before inflating it', async () => {
    const zeros = deflateRawSync(Buffer.alloc(200 * MiB), { level: 9 });
    const bomb = zipOf([
      { name: '[Content_Types].xml', data: new Uint8Array(0), method: 0, declaredSize: 0 },
      { name: 'xl/workbook.xml', data: new Uint8Array(0), method: 0, declaredSize: 0 },
      {
        name: 'xl/worksheets/sheet1.xml',
        data: new Uint8Array(zeros),
        method: 8,
        declaredSize: 200 * MiB,
      },
    ]);
    expect(bomb.length).toBeLessThan(1 * MiB);
    expect(await parse(bomb)).toEqual({ refused: 'playlist-zip-bomb', params: { maxMb: 64 } });
  });

  it('stops a bomb that lies about its size at the first byte past the declared size', async () => {
    const zeros = deflateRawSync(Buffer.alloc(50 * MiB), { level: 9 });
    const lying = zipOf([
      { name: '[Content_Types].xml', data: new Uint8Array(0), method: 0, declaredSize: 0 },
      { name: 'xl/workbook.xml', data: new Uint8Array(0), method: 0, declaredSize: 0 },
      { name: 'xl/sharedStrings.xml', data: new Uint8Array(zeros), method: 8, declaredSize: 1000 },
    ]);
    // how fast: tests/bench/refusals.bench.ts (a timed assertion here flaked beside CI's browsers)
    expect(await parse(lying)).toEqual({ refused: 'playlist-zip-bomb', params: { maxMb: 64 } });
  });

  it('refuses a local header that disagrees with the central directory (SheetJS trusts the local one)', async () => {
    const xml = new TextEncoder().encode('<worksheet/>');
    const parts = [
      { name: '[Content_Types].xml', data: new Uint8Array(0), method: 0 as const, declaredSize: 0 },
      { name: 'xl/workbook.xml', data: new Uint8Array(0), method: 0 as const, declaredSize: 0 },
    ];
    const huge = zipOf([
      ...parts,
      {
        name: 'xl/worksheets/sheet1.xml',
        data: xml,
        method: 0,
        declaredSize: xml.length,
        localDeclaredSize: 0xfffffff0,
      },
    ]);
    expect(await parse(huge)).toEqual({ refused: 'playlist-zip-invalid' });
  });

  it('refuses a file over 10 MB without reading it', async () => {
    expect(await parse(new Uint8Array(10 * MiB + 1))).toEqual({
      refused: 'playlist-file-too-large',
      params: { maxMb: 10 },
    });
  });

  it(
    'refuses a 100,000-row sheet at the cell budget, before converting rows, with or without a dimension',
    { timeout: 60_000 },
    async () => {
      const aoa: string[][] = [['Album folder name', 'Track name']];
      for (let i = 0; i < 100_000; i += 1) aoa.push([`Album ${i % 7}`, `Track ${i}`]);
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(aoa), 'Playlist');
      const bytes = new Uint8Array(
        XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer,
      );
      // two cells a row: the 100,201st cell, past the budget, sits in the 50,101st row (50,100 after the header)
      const refusal = {
        refused: 'playlist-too-many-cells',
        params: { max: 500, cells: 100_200, count: 50_100 },
      };
      // how fast: tests/bench/refusals.bench.ts (its 1.5 s here failed a CI run beside the browsers)
      expect(await parse(bytes)).toEqual(refusal);
      const bare = rewriteXlsxPart(bytes, 'xl/worksheets/sheet1.xml', (xml) =>
        xml.replace(/<dimension[^>]*\/>/, ''),
      );
      expect(await parse(bare)).toEqual(refusal);
    },
  );

  it(
    'refuses a wide sheet at the same budget: cells count, not rows',
    { timeout: 30_000 },
    async () => {
      const wide = Array.from({ length: 12 }, (_, r) =>
        Array.from({ length: 10_000 }, (_, c) => `r${r}c${c}`),
      );
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(wide), 'Playlist');
      const bytes = new Uint8Array(
        XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer,
      );
      expect(await parse(bytes)).toMatchObject({
        refused: 'playlist-too-many-cells',
        params: { cells: 100_200 },
      });
    },
  );

  it('reads a sheet whose dimension claims every row of the sheet, or that has none, by the rows holding values', async () => {
    const bytes = xlsxOf(validSheet(1, 3));
    const huge = rewriteXlsxPart(bytes, 'xl/worksheets/sheet1.xml', (xml) =>
      xml.replace(/<dimension[^>]*\/>/, '<dimension ref="A1:XFD1048576"/>'),
    );
    expect((await parsed(huge)).albums.map((a) => a.tracks.length)).toEqual([3]);
    const bare = rewriteXlsxPart(bytes, 'xl/worksheets/sheet1.xml', (xml) =>
      xml.replace(/<dimension[^>]*\/>/, ''),
    );
    expect((await parsed(bare)).albums.map((a) => a.tracks.length)).toEqual([3]);
  });

  it('refuses 501 data rows and accepts 500', { timeout: 30_000 }, async () => {
    const over = await parse(xlsxOf(validSheet(1, 501)));
    expect(over).toEqual({ refused: 'playlist-too-many-rows', params: { max: 500, count: 501 } });
    const full = await parsed(xlsxOf(validSheet(5, 100)));
    expect(full.rowCount).toBe(500);
    expect(full.issues).toEqual([]);
  });
});
