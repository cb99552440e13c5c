// Merged cells through the worker's core, on workbooks SheetJS writes with `!merges` (the committed
// LibreOffice and Excel-like files are in realSheets.test.ts).
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { isPlaylistRefusal, type ParsedPlaylist } from '../../../domain/batch/playlistTypes';
import { sheetOf, testLookups, validRowValues } from '../../../domain/batch/playlistTesting';
import { PLAYLIST_COLUMNS } from '../../../domain/batch/playlistColumns';
import { parsePlaylistBytes } from './parsePlaylistCore';
import { xlsxOf } from './xlsxTesting';

const column = (key: string) => PLAYLIST_COLUMNS.findIndex((c) => c.key === key);

/** Rows of one album; `merges` in sheet coordinates (row 0 the header), top-left cells keep their value. */
function mergedBook(rows: Record<string, string>[], merges: XLSX.Range[]): Uint8Array {
  return xlsxOf(sheetOf(rows), (sheet) => {
    for (const m of merges) {
      for (let r = m.s.r; r <= m.e.r; r += 1)
        for (let c = m.s.c; c <= m.e.c; c += 1)
          if (r !== m.s.r || c !== m.s.c) delete sheet[XLSX.utils.encode_cell({ r, c })];
    }
    sheet['!merges'] = merges;
  });
}

async function parsed(bytes: Uint8Array): Promise<ParsedPlaylist> {
  const answer = await parsePlaylistBytes(bytes, testLookups());
  if (isPlaylistRefusal(answer)) throw new Error(`refused: ${answer.refused}`);
  return answer;
}

const down = (key: string, from: number, to: number): XLSX.Range => ({
  s: { r: from, c: column(key) },
  e: { r: to, c: column(key) },
});
const tracks = (count: number) => Array.from({ length: count }, (_, i) => validRowValues(0, i));

describe('merged cells', () => {
  it('give every row they cover the album folder and name, quietly: that is what album merges are for', async () => {
    const result = await parsed(
      mergedBook(tracks(3), [down('albumFolder', 1, 3), down('albumName', 1, 3)]),
    );
    expect(result.issues).toEqual([]);
    expect(result.notices).toEqual([]);
    expect(result.albums.map((a) => [a.folder, a.fields.name, a.tracks.length])).toEqual([
      ['Album 1', '夏夜 1', 3],
    ]);
  });

  it('spread across columns too, and say so', async () => {
    const merge = { s: { r: 1, c: column('composers') }, e: { r: 1, c: column('lyricists') } };
    const result = await parsed(mergedBook(tracks(1), [merge]));
    expect(result.albums[0]?.tracks[0]?.fields).toMatchObject({
      composers: ['陈小明'],
      lyricists: ['陈小明'],
    });
    expect(result.notices?.map((n) => [n.row, n.column, n.code, n.params?.range])).toEqual([
      [2, 'Composer', 'playlist-merged-cells', XLSX.utils.encode_range(merge)],
    ]);
  });

  it('carry nothing when their first cell is empty', async () => {
    const rows = tracks(2).map((r, i) =>
      i === 0 ? { ...r, subTitle: '' } : { ...r, subTitle: 'kept' },
    );
    const result = await parsed(mergedBook(rows, [down('subTitle', 1, 2)]));
    expect(result.notices).toEqual([]);
    expect(result.albums[0]?.tracks.map((t) => t.fields.subTitle ?? null)).toEqual([null, null]);
  });

  it('count as rows holding values: an album folder merged over 600 rows is too many rows', async () => {
    const answer = await parsePlaylistBytes(
      mergedBook(tracks(2), [down('albumFolder', 1, 600)]),
      testLookups(),
    );
    expect(answer).toEqual({ refused: 'playlist-too-many-rows', params: { max: 500, count: 600 } });
  });

  it('in the header stay in the header: a header merged over two columns names both, and that is a duplicate', async () => {
    const merge = { s: { r: 0, c: column('albumName') }, e: { r: 1, c: column('albumName') + 1 } };
    const result = await parsed(mergedBook(tracks(2), [merge]));
    expect(result.issues.map((i) => `${i.row}:${i.code}`)).toContain('1:playlist-column-duplicate');
    expect(result.albums).toEqual([]);
  });
});

describe('values the playlist cannot use', () => {
  it('under no header are noted once per column, not dropped unseen', async () => {
    const bytes = xlsxOf(sheetOf(tracks(2)), (sheet) => {
      const last = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1');
      const c = last.e.c + 2;
      sheet[XLSX.utils.encode_cell({ r: 1, c })] = { t: 's', v: 'checked' };
      sheet[XLSX.utils.encode_cell({ r: 2, c })] = { t: 's', v: 'checked' };
      sheet['!ref'] = XLSX.utils.encode_range({ s: last.s, e: { r: last.e.r, c } });
    });
    const result = await parsed(bytes);
    expect(result.notices?.map((n) => [n.row, n.code, n.value])).toEqual([
      [2, 'playlist-column-no-header', 'checked'],
    ]);
    expect(result.albums[0]?.tracks).toHaveLength(2);
  });
});
