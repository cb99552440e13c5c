import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchMaterials } from './matchMaterials';
import { PLAYLIST_COLUMNS, columnHeader } from './playlistColumns';
import { testLookups, validRowValues } from './playlistTesting';
import { validatePlaylist, type PlaylistRowInput } from './validatePlaylist';

const HEADERS = [
  ...PLAYLIST_COLUMNS.map((c) => columnHeader(c, 'en')),
  ...PLAYLIST_COLUMNS.map((c) => columnHeader(c, 'zh')),
];
const cellText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '__proto__',
    'constructor',
    '2024-02-30',
    'Album',
    '专辑',
    'CN-A12-24-00001',
    '012345678905',
    '林夕语',
    '01.wav',
    'x'.repeat(600),
  ),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);
const header = fc.oneof(
  fc.constantFrom(...HEADERS, '__proto__', 'constructor', 'toString', ''),
  fc.string({ maxLength: 12 }),
);

describe('validatePlaylist never throws and never loses a row', () => {
  it('on random headers and cells', () => {
    fc.assert(
      fc.property(
        fc.array(header, { maxLength: 50 }),
        fc.array(fc.array(cellText, { maxLength: 50 }), { maxLength: 30 }),
        (headers, grid) => {
          const rows: PlaylistRowInput[] = grid.map((cells, i) => ({
            row: i + 2,
            cells: new Map(headers.map((h, c) => [h, cells[c] ?? ''])),
          }));
          const result = validatePlaylist({ sheet: 'S', headers, rows }, testLookups());
          // an album is built only from rows without any issue
          const bad = new Set(result.issues.map((i) => i.row));
          for (const album of result.albums)
            for (const track of album.tracks) expect(bad.has(track.row)).toBe(false);
          expect(result.rowCount).toBeLessThanOrEqual(rows.length);
          expect(Object.keys(Object.prototype)).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('on valid rows with random cells changed, and materials matched to what it built', () => {
    const keys = PLAYLIST_COLUMNS.map((c) => c.key);
    fc.assert(
      fc.property(
        fc.array(fc.record({ album: fc.nat(3), key: fc.constantFrom(...keys), value: cellText }), {
          maxLength: 8,
        }),
        fc.array(fc.string({ maxLength: 30 }), { maxLength: 20 }),
        (changes, paths) => {
          const values = Array.from({ length: 8 }, (_, i) => validRowValues(i % 4, i));
          for (const change of changes) values[change.album][change.key] = change.value;
          const headers = PLAYLIST_COLUMNS.map((c) => columnHeader(c, 'en'));
          const rows = values.map((v, i) => ({
            row: i + 2,
            cells: new Map(PLAYLIST_COLUMNS.map((c) => [columnHeader(c, 'en'), v[c.key] ?? ''])),
          }));
          const result = validatePlaylist({ sheet: 'S', headers, rows }, testLookups());
          if (changes.length === 0) expect(result.albums).toHaveLength(4);
          // no row vanishes: each is a track of an album created, a row of an album listed as left out, or has an error shown
          const created = new Set(result.albums.flatMap((a) => a.tracks.map((t) => t.row)));
          const leftOut = new Set((result.leftOut ?? []).flatMap((a) => a.rows));
          const bad = new Set(result.issues.map((i) => i.row));
          for (const row of rows)
            expect(
              created.has(row.row) || leftOut.has(row.row) || bad.has(row.row),
              `row ${row.row}`,
            ).toBe(true);
          for (const album of result.leftOut ?? [])
            expect(album.badRows.every((r) => bad.has(r))).toBe(true);
          const match = matchMaterials(
            result.albums,
            paths.map((path) => ({ path, size: 1 })),
          );
          expect(match.entries).toHaveLength(paths.length);
        },
      ),
      { numRuns: 150 },
    );
  });
});
