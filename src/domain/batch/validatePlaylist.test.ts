import { describe, expect, it } from 'vitest';
import {
  sheetOf,
  testIsrc,
  testLookups,
  TEST_IDS,
  validRowValues,
  validSheet,
} from './playlistTesting';
import { validatePlaylist } from './validatePlaylist';

function codesOf(result: ReturnType<typeof validatePlaylist>) {
  return result.issues.map((i) => `${i.row}:${i.column}:${i.code}`);
}

function rows(
  count: number,
  change: (values: Record<string, string>, index: number) => void = () => undefined,
) {
  return Array.from({ length: count }, (_, index) => {
    const values = validRowValues(0, index);
    change(values, index);
    return values;
  });
}

describe('validatePlaylist: a good sheet', () => {
  it('builds albums and tracks with the parties resolved and the ISRC cleaned', () => {
    const result = validatePlaylist(validSheet(2, 3), testLookups());
    expect(result.issues).toEqual([]);
    expect(result.rowCount).toBe(6);
    expect(result.albums.map((a) => a.folder)).toEqual(['Album 1', 'Album 2']);
    const [album] = result.albums;
    expect(album.row).toBe(2);
    expect(album.coverFileName).toBe('cover.jpg');
    expect(album.fields).toMatchObject({
      name: '夏夜 1',
      type: 1,
      upcMode: 'owned',
      authorizationCompanyId: TEST_IDS.company,
      recordCompanyId: TEST_IDS.label,
      pLineId: TEST_IDS.pline,
      cLineId: TEST_IDS.cline,
      artists: [{ artistId: TEST_IDS.artistLin, role: 'MainArtist' }],
      genreId: 'pop',
      originalReleaseDate: '2024-03-01',
      expectedOnShelfDate: '2024-04-01',
    });
    expect(album.tracks.map((t) => [t.row, t.audioFileName, t.lyricsFileName])).toEqual([
      [2, '01.wav', '01.lrc'],
      [3, '02.wav', '02.lrc'],
      [4, '03.wav', '03.lrc'],
    ]);
    expect(album.tracks[1].fields).toMatchObject({
      isrc: 'CNA122400002',
      trackNo: 2,
      langCode: 'zh',
      genreId: 'pop',
      labelId: TEST_IDS.label,
      displayLanguage: 'zh-Hans',
      explicit: 0,
      artists: [
        { artistId: TEST_IDS.artistLin, role: 'main' },
        { artistId: TEST_IDS.artistChen, role: 'main' },
      ],
      composers: ['陈小明'],
      lyricists: ['王一'],
    });
  });

  it('reads Chinese headers and Chinese labels the same way', () => {
    const sheet = sheetOf(
      rows(2, (v) =>
        Object.assign(v, { albumType: '专辑', albumGenre: '流行', explicit: '含不良内容' }),
      ),
      'zh',
    );
    const result = validatePlaylist(sheet, testLookups());
    expect(result.issues).toEqual([]);
    expect(result.albums[0].fields.type).toBe(1);
    expect(result.albums[0].tracks[0].fields.explicit).toBe(2);
  });

  it('matches headers trimmed and case-insensitively, in a mix of languages', () => {
    const sheet = validSheet(1, 2);
    const headers = sheet.headers.map((h, i) => (i % 2 === 0 ? `  ${h.toUpperCase()} ` : h));
    const remapped = sheet.rows.map((r) => ({
      row: r.row,
      cells: new Map([...r.cells].map(([h, v]) => [headers[sheet.headers.indexOf(h)], v])),
    }));
    const result = validatePlaylist({ ...sheet, headers, rows: remapped }, testLookups());
    expect(result.issues).toEqual([]);
    expect(result.albums).toHaveLength(1);
  });

  it('lets later rows of an album leave the album columns blank', () => {
    const sheet = sheetOf(
      rows(3, (v, i) => {
        if (i > 0) Object.assign(v, { albumName: '', albumType: '', upc: '', coverFile: '' });
      }),
    );
    const result = validatePlaylist(sheet, testLookups());
    expect(result.issues).toEqual([]);
    expect(result.albums[0].tracks).toHaveLength(3);
  });

  it('skips blank rows and takes the platform ISRC and backing-track exemptions', () => {
    const values = rows(2, (v, i) => {
      if (i === 1)
        Object.assign(v, {
          isrc: '',
          isrcAuth: 'Apply for one for me',
          lyricists: '',
          trackVersion: 'Backing track',
        });
    });
    const sheet = sheetOf([...values, {}]);
    const result = validatePlaylist(sheet, testLookups());
    expect(result.issues).toEqual([]);
    expect(result.rowCount).toBe(2);
    expect(result.albums[0].tracks[1].fields).toMatchObject({
      isrc: null,
      isrcAuth: 1,
      trackVersion: 'accompaniment',
    });
  });
});

describe('validatePlaylist: errors', () => {
  it('refuses more than 500 rows with the library code and builds nothing', () => {
    const result = validatePlaylist(validSheet(1, 501), testLookups());
    expect(codesOf(result)).toEqual(['1::excel-too-many-rows']);
    expect(result.issues[0].params).toEqual({ max: 500, count: 501 });
    expect(result.albums).toEqual([]);
  });

  it('names missing mandatory columns in the sheet language and blocks every album', () => {
    const sheet = validSheet(1, 1, 'zh');
    const headers = sheet.headers.filter((h) => h !== '专辑名称' && h !== '音频文件名');
    const result = validatePlaylist({ ...sheet, headers }, testLookups());
    expect(
      result.issues
        .filter((i) => i.code === 'playlist-column-missing')
        .map((i) => i.params?.column),
    ).toEqual(['专辑名称', '音频文件名']);
    expect(result.albums).toEqual([]);
  });

  it('answers a sheet without the header row, and one without rows, with one issue each', () => {
    expect(
      codesOf(
        validatePlaylist({ sheet: 'Playlist', headers: ['Mood', ''], rows: [] }, testLookups()),
      ),
    ).toEqual(['1::playlist-no-header']);
    expect(codesOf(validatePlaylist({ ...validSheet(1, 1), rows: [] }, testLookups()))).toEqual([
      '2::playlist-no-rows',
    ]);
  });

  it('reports a duplicate column and notes an unknown one', () => {
    const sheet = validSheet(1, 1);
    const result = validatePlaylist(
      { ...sheet, headers: [...sheet.headers, '专辑名称', 'Mood'] },
      testLookups(),
    );
    expect(codesOf(result)).toEqual(['1::playlist-column-duplicate']);
    expect(result.notices?.map((n) => `${n.column}:${n.code}`)).toEqual([
      'Mood:playlist-column-unknown',
    ]);
    expect(result.albums).toEqual([]);
  });

  it('reports blank mandatory cells with the column header as the field', () => {
    const result = validatePlaylist(
      sheetOf(
        rows(2, (v, i) => {
          if (i === 1) Object.assign(v, { trackName: '', audioFile: '', composers: '' });
        }),
      ),
      testLookups(),
    );
    expect(codesOf(result)).toEqual([
      '3:Track name:required',
      '3:Track file name:required',
      '3:Composer:required',
    ]);
    expect(result.issues[0]).toMatchObject({
      sheet: 'Playlist',
      value: '',
      params: { field: 'Track name' },
    });
    expect(result.albums).toEqual([]);
  });

  it('refuses values outside the allowed lists and bad dates', () => {
    const result = validatePlaylist(
      sheetOf(
        rows(1, (v) =>
          Object.assign(v, {
            albumType: 'Mixtape',
            originalReleaseDate: '2024-02-30',
            displayLanguage: 'Klingon',
          }),
        ),
      ),
      testLookups(),
    );
    expect(codesOf(result)).toEqual([
      '2:Album type:playlist-value-not-allowed',
      '2:Display language:playlist-value-not-allowed',
      '2:Original release date:playlist-date-invalid',
    ]);
    expect(result.issues[0]).toMatchObject({
      value: 'Mixtape',
      params: { allowed: expect.stringContaining('专辑 / Album') },
    });
  });

  it('names parties that do not exist for the authorizing party (the batch creates none)', () => {
    const result = validatePlaylist(
      sheetOf(
        rows(1, (v) =>
          Object.assign(v, {
            trackMainArtists: '林夕语; Nobody; Ghost',
            recordCompany: 'Other Records',
            cLine: 'constructor',
          }),
        ),
      ),
      testLookups(),
    );
    expect(codesOf(result)).toEqual([
      '2:Record company:playlist-record-company-not-found',
      '2:C line:playlist-cline-not-found',
      '2:Track main artists:playlist-artist-not-found',
    ]);
    expect(result.issues[2].params).toEqual({ name: 'Nobody; Ghost' });
  });

  it('cleans ISRCs, refuses bad and used ones and duplicates within the sheet', () => {
    const result = validatePlaylist(
      sheetOf(
        rows(4, (v, i) => {
          v.isrc = [' cn-a12-24 00001', 'CNA12240001', 'CN-A12-99-00001', testIsrc(0)][i];
        }),
      ),
      testLookups(),
    );
    expect(codesOf(result)).toEqual([
      '5:ISRC:playlist-isrc-duplicate',
      '3:ISRC:isrc-length',
      '4:ISRC:isrc-used',
    ]);
    expect(result.issues[0].params).toEqual({ row: 2 });
  });

  it('checks the UPC check digit, use and uniqueness between albums', () => {
    const bad = validatePlaylist(
      sheetOf(
        rows(1, (v) => {
          v.upc = '012345678900';
        }),
      ),
      testLookups(),
    );
    expect(codesOf(bad)).toEqual(['2:UPC:upc-check-digit']);
    const used = validatePlaylist(
      sheetOf(
        rows(1, (v) => {
          v.upc = '0012345678905';
        }),
      ),
      testLookups(),
    );
    expect(codesOf(used)).toEqual(['2:UPC:upc-used']);
    const twice = [
      validRowValues(0, 0),
      { ...validRowValues(1, 0), upc: validRowValues(0, 0).upc },
    ];
    expect(codesOf(validatePlaylist(sheetOf(twice), testLookups()))).toEqual([
      '3:UPC:playlist-upc-duplicate',
    ]);
  });

  it('refuses album columns that disagree between rows of one album, keeping the other albums', () => {
    const sheet = sheetOf([
      ...rows(2, (v, i) => {
        if (i === 1) v.albumName = 'Another name';
      }),
      validRowValues(1, 0),
    ]);
    const result = validatePlaylist(sheet, testLookups());
    expect(codesOf(result)).toEqual(['3:Album name:playlist-album-value-differs']);
    expect(result.issues[0].params).toEqual({ row: 2, folder: 'Album 1' });
    expect(result.albums.map((a) => a.folder)).toEqual(['Album 2']);
  });

  it('checks folder names: length, characters, and blank', () => {
    const long = 'x'.repeat(201);
    const sheet = sheetOf([
      { ...validRowValues(0, 0), albumFolder: long },
      { ...validRowValues(1, 0), albumFolder: 'a/b' },
      { ...validRowValues(2, 0), albumFolder: '' },
      validRowValues(3, 0),
    ]);
    const result = validatePlaylist(sheet, testLookups());
    expect(codesOf(result)).toEqual([
      '2:Album folder name:too-long',
      '3:Album folder name:playlist-folder-name-invalid',
      '4:Album folder name:required',
    ]);
    expect(result.albums.map((a) => a.folder)).toEqual(['Album 4']);
  });

  it('accepts a folder name of exactly 200 characters', () => {
    const name = 'é'.repeat(200);
    const result = validatePlaylist(
      sheetOf([{ ...validRowValues(0, 0), albumFolder: name }]),
      testLookups(),
    );
    expect(result.issues).toEqual([]);
  });

  it('refuses a file named twice in one album and file names with the wrong extension', () => {
    const sheet = sheetOf(
      rows(3, (v, i) => {
        if (i === 1) v.audioFile = '01.WAV';
        if (i === 2) v.lyricsFile = 'lyrics.docx';
      }),
    );
    const result = validatePlaylist(sheet, testLookups());
    expect(codesOf(result)).toEqual([
      '4:Lyrics file name:playlist-file-extension',
      '3:Track file name:playlist-file-named-twice',
    ]);
  });

  it('runs the library validators: main artist, lyricist, audition and date order', () => {
    const sheet = sheetOf(
      rows(2, (v, i) => {
        v.albumMainArtists = '';
        if (i === 0) v.requestedOffShelfDate = '2024-01-01';
        if (i === 1)
          Object.assign(v, { auditionStart: '1:30', auditionEnd: '1:00', trackMainArtists: '' });
      }),
    );
    const result = validatePlaylist(sheet, testLookups());
    expect(codesOf(result)).toEqual([
      '3:Track main artists:required',
      '2:Album main artists:required',
      '2:Requested off-shelf date:date-order',
      '3:Audition end:audition-end-before-start',
    ]);
    expect(result.albums).toEqual([]);
  });

  it('cuts shown values to 200 characters and carries the reader cell issues', () => {
    const sheet = sheetOf(
      rows(1, (v) => {
        v.albumName = 'n'.repeat(600);
      }),
    );
    const cellIssues = [
      { sheet: 'Playlist', row: 2, column: 'Genre', value: '#N/A', code: 'playlist-cell-error' },
      {
        sheet: 'Playlist',
        row: 2,
        column: 'Album name',
        value: 'n'.repeat(200),
        code: 'playlist-cell-cut',
        params: { max: 10_000 },
      },
    ];
    const result = validatePlaylist({ ...sheet, cellIssues }, testLookups());
    // the cut cell is also too long for a name: its first issue is the one shown
    expect(codesOf(result)).toEqual([
      '2:Genre:playlist-cell-error',
      '2:Album name:playlist-cell-cut',
    ]);
    expect(result.albums).toEqual([]);
    const long = validatePlaylist(sheet, testLookups());
    expect(codesOf(long)).toEqual(['2:Album name:too-long']);
    expect(long.issues[0].value).toHaveLength(200);
  });
});

describe('validatePlaylist: where album issues are shown', () => {
  it('on the row the album value came from when the first row left it blank', () => {
    const sheet = sheetOf(
      rows(2, (v, i) => {
        if (i === 0) Object.assign(v, { upc: '' });
        else v.upc = '012345678900';
      }),
    );
    expect(codesOf(validatePlaylist(sheet, testLookups()))).toEqual(['3:UPC:upc-check-digit']);
    const dates = sheetOf(
      rows(2, (v, i) => {
        v.requestedOffShelfDate = i === 1 ? '2020-01-01' : '';
      }),
    );
    expect(codesOf(validatePlaylist(dates, testLookups()))).toEqual([
      '3:Requested off-shelf date:date-order',
    ]);
  });
});

describe('validatePlaylist: optional track identifiers', () => {
  it('cleans a spatial audio ISRC and refuses a bad one or a bad ISWC with the library codes', () => {
    const good = validatePlaylist(
      sheetOf(
        rows(1, (v) =>
          Object.assign(v, {
            spatialIsrc: 'cn-a12-24-10001',
            iswc: 'T-034.524.680-1',
            portfolioTitle: '城市之夜',
          }),
        ),
      ),
      testLookups(),
    );
    expect(good.issues).toEqual([]);
    expect(good.albums[0].tracks[0].fields).toMatchObject({
      spatialIsrc: 'CNA122410001',
      iswc: 'T-034.524.680-1',
      portfolioTitle: '城市之夜',
    });
    const bad = validatePlaylist(
      sheetOf(rows(1, (v) => Object.assign(v, { spatialIsrc: 'CN-A12', iswc: 'T-034.524.680-2' }))),
      testLookups(),
    );
    expect(codesOf(bad)).toEqual(['2:Spatial audio ISRC:isrc-length', '2:ISWC:iswc-check-digit']);
  });
});

describe('validatePlaylist: no album is created short of a row (issue 11)', () => {
  const album = (index: number, count: number) =>
    Array.from({ length: count }, (_, t) => validRowValues(index, t));

  it('lists an album left out with its rows and the rows to correct', () => {
    const sheet = sheetOf([
      ...album(0, 2),
      ...album(1, 3).map((v, t) => (t === 1 ? { ...v, trackName: '' } : v)),
    ]);
    const result = validatePlaylist(sheet, testLookups());
    expect(result.albums.map((a) => a.folder)).toEqual(['Album 1']);
    expect(result.leftOut).toEqual([
      { row: 4, folder: 'Album 2', name: '夏夜 2', rows: [4, 5, 6], badRows: [5] },
    ]);
  });

  it('takes a row without a folder or album name to be a track of the album above it', () => {
    // "same as above": the person left the album cells of the third track blank
    const rows = [
      ...album(0, 3).map((v, t) => (t === 2 ? { ...v, albumFolder: '', albumName: '' } : v)),
      ...album(1, 2),
    ];
    const result = validatePlaylist(sheetOf(rows), testLookups());
    expect(codesOf(result)).toEqual(['4:Album folder name:required']);
    expect(result.albums.map((a) => a.folder)).toEqual(['Album 2']);
    expect(result.leftOut).toEqual([
      { row: 2, folder: 'Album 1', name: '夏夜 1', rows: [2, 3, 4], badRows: [4] },
    ]);
  });

  it('gives such a row to the album below when it comes first, and to the album it names when it names one', () => {
    const first = [
      { ...validRowValues(0, 5), albumFolder: '', albumName: '' },
      ...album(0, 2),
      ...album(1, 2),
    ];
    const top = validatePlaylist(sheetOf(first), testLookups());
    expect(top.albums.map((a) => a.folder)).toEqual(['Album 2']);
    expect(top.leftOut?.map((a) => [a.folder, a.rows])).toEqual([['Album 1', [2, 3, 4]]]);
    const named = [...album(0, 2), ...album(1, 2), { ...validRowValues(0, 5), albumFolder: '' }];
    const byName = validatePlaylist(sheetOf(named), testLookups());
    expect(byName.albums.map((a) => a.folder)).toEqual(['Album 2']);
    expect(byName.leftOut?.map((a) => [a.folder, a.badRows])).toEqual([['Album 1', [6]]]);
  });

  it('takes a row with an album folder and nothing else as a bad row of that album, not an empty row', () => {
    const rows = [...album(0, 2), { albumFolder: 'Album 1' }, ...album(1, 1)];
    const result = validatePlaylist(sheetOf(rows), testLookups());
    expect(result.albums.map((a) => a.folder)).toEqual(['Album 2']);
    expect(result.leftOut?.map((a) => [a.folder, a.rows, a.badRows])).toEqual([
      ['Album 1', [2, 3, 4], [4]],
    ]);
  });
});
