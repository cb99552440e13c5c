// Realistic playlists for the batch tests and the bench: a label's sheet with parties that exist
// for the authorizing party, written with the English or the Chinese headers.
import { PLAYLIST_COLUMNS, columnHeader } from './playlistColumns';
import type { PlaylistLookups } from './playlistTypes';
import type { PlaylistRowInput, PlaylistSheetInput } from './validatePlaylist';

export const TEST_IDS = {
  company: '0190a6f0-0000-7000-8000-000000000001',
  artistLin: '0190a6f0-0000-7000-8000-0000000000a1',
  artistChen: '0190a6f0-0000-7000-8000-0000000000a2',
  artistMoon: '0190a6f0-0000-7000-8000-0000000000a3',
  label: '0190a6f0-0000-7000-8000-0000000000b1',
  pline: '0190a6f0-0000-7000-8000-0000000000c1',
  cline: '0190a6f0-0000-7000-8000-0000000000c2',
} as const;

export function testLookups(overrides: Partial<PlaylistLookups> = {}): PlaylistLookups {
  return {
    authorizationCompanyId: TEST_IDS.company,
    artists: {
      林夕语: TEST_IDS.artistLin,
      'chen yu': TEST_IDS.artistChen,
      'moon river band': TEST_IDS.artistMoon,
    },
    recordCompanies: { 星河唱片: TEST_IDS.label },
    plines: { 星河唱片有限公司: TEST_IDS.pline },
    clines: { 星河文化: TEST_IDS.cline },
    usedIsrcs: ['CNA129900001'],
    usedUpcs: ['012345678905'],
    ...overrides,
  };
}

/** A valid ISRC per index: CN-A12-24-00001, CN-A12-24-00002, ... */
export function testIsrc(index: number): string {
  return `CN-A12-24-${String(index + 1).padStart(5, '0')}`;
}

/** A valid UPC-A per album index (check digit computed). */
export function testUpc(index: number): string {
  const body = `69${String(index).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i += 1)
    sum += (body.charCodeAt(body.length - 1 - i) - 48) * (i % 2 === 0 ? 3 : 1);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** The cells of a valid track row, by column key. */
export function validRowValues(album: number, track: number): Record<string, string> {
  return {
    albumFolder: `Album ${album + 1}`,
    albumName: `夏夜 ${album + 1}`,
    albumType: 'Album',
    displayLanguage: 'zh-Hans',
    performingLanguage: 'zh',
    albumGenre: 'Pop',
    albumMainArtists: '林夕语',
    albumFeaturedArtists: '',
    recordCompany: '星河唱片',
    pLine: '星河唱片有限公司',
    cLine: '星河文化',
    originalReleaseDate: '2024-03-01',
    expectedOnShelfDate: '2024/04/01',
    upc: testUpc(album),
    coverFile: 'cover.jpg',
    trackName: `第 ${track + 1} 首歌`,
    audioFile: `${String(track + 1).padStart(2, '0')}.wav`,
    lyricsFile: `${String(track + 1).padStart(2, '0')}.lrc`,
    isrc: testIsrc(album * 100 + track),
    trackMainArtists: '林夕语; Chen Yu',
    composers: '陈小明',
    lyricists: '王一',
    explicit: '无不良内容',
  };
}

/** A sheet input from rows of cells by column key, headers in one language. */
export function sheetOf(
  rows: Record<string, string>[],
  language: 'zh' | 'en' = 'en',
  sheet = 'Playlist',
): PlaylistSheetInput {
  const headers = PLAYLIST_COLUMNS.map((c) => columnHeader(c, language));
  const inputs: PlaylistRowInput[] = rows.map((values, index) => {
    const cells = new Map<string, string>();
    for (const column of PLAYLIST_COLUMNS)
      cells.set(columnHeader(column, language), values[column.key] ?? '');
    return { row: index + 2, cells };
  });
  return { sheet, headers, rows: inputs };
}

/** `albums` albums of `tracks` tracks each, all valid. */
export function validSheet(
  albums: number,
  tracks: number,
  language: 'zh' | 'en' = 'en',
): PlaylistSheetInput {
  const rows: Record<string, string>[] = [];
  for (let a = 0; a < albums; a += 1)
    for (let t = 0; t < tracks; t += 1) rows.push(validRowValues(a, t));
  return sheetOf(rows, language);
}
