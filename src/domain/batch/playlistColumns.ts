// The Excel playlist's columns (spec sections 2, 3 and 5). One row is one track; the album columns
// repeat on each of its rows and rows with the same album folder form one album. Headers are
// matched in either language, trimmed and case-insensitively, so an English sheet works in the
// Chinese UI. Mandatory columns are the template's bold ones.
import {
  IMAGE_FORMATS,
  AUDIO_FORMATS,
  ExcelLimits,
  TextLimits,
  TrackLimits,
} from '../catalogue/limits';
import { normaliseKey, type PlaylistValueList } from './playlistValues';

export type PlaylistColumnScope = 'album' | 'track';

/**
 * How a cell is read: free text, one of a list, a date, names separated by ";" (free or resolved
 * against the authorizing party's records), a file name, an identifier, an audition time.
 */
export type PlaylistColumnKind =
  | 'folder'
  | 'text'
  | 'list'
  | 'date'
  | 'names'
  | 'party'
  | 'parties'
  | 'file'
  | 'isrc'
  | 'upc'
  | 'iswc'
  | 'time'
  | 'count';

export type PartyKind = 'artists' | 'recordCompanies' | 'plines' | 'clines';

export interface PlaylistColumn {
  key: string;
  scope: PlaylistColumnScope;
  zh: string;
  en: string;
  /** bold in the template; a blank cell is an error (see `requiredUnless` for the exceptions) */
  mandatory: boolean;
  kind: PlaylistColumnKind;
  list?: PlaylistValueList;
  party?: PartyKind;
  /** lower-case extensions a file column accepts */
  extensions?: readonly string[];
  maxLength: number;
  /** template column width in characters */
  width: number;
}

const NAME = TextLimits.nameMax;
const SHORT = TextLimits.shortTextMax;
const LYRICS_FORMATS: readonly string[] = TrackLimits.lyricsFormats;

function col(
  key: string,
  scope: PlaylistColumnScope,
  zh: string,
  en: string,
  mandatory: boolean,
  kind: PlaylistColumnKind,
  extra: Partial<PlaylistColumn> = {},
): PlaylistColumn {
  return { key, scope, zh, en, mandatory, kind, maxLength: SHORT, width: 18, ...extra };
}

export const PLAYLIST_COLUMNS: readonly PlaylistColumn[] = [
  col('albumFolder', 'album', '专辑文件夹名称', 'Album folder name', true, 'folder', {
    maxLength: ExcelLimits.albumFolderNameMax,
    width: 24,
  }),
  col('albumName', 'album', '专辑名称', 'Album name', true, 'text', { maxLength: NAME, width: 24 }),
  col('albumType', 'album', '专辑类型', 'Album type', true, 'list', {
    list: 'albumType',
    width: 14,
  }),
  col('edition', 'album', '专辑版本', 'Album edition', false, 'list', {
    list: 'edition',
    width: 14,
  }),
  col('displayLanguage', 'album', '显示语言', 'Display language', true, 'list', {
    list: 'displayLanguage',
    width: 16,
  }),
  col('performingLanguage', 'album', '演唱语言', 'Performing language', true, 'list', {
    list: 'performLanguage',
    width: 16,
  }),
  col('albumGenre', 'album', '流派', 'Genre', true, 'list', { list: 'genre', width: 16 }),
  col('albumMainArtists', 'album', '专辑主艺人', 'Album main artists', true, 'parties', {
    party: 'artists',
    maxLength: 2000,
    width: 22,
  }),
  col('albumFeaturedArtists', 'album', '专辑合作艺人', 'Album featured artists', false, 'parties', {
    party: 'artists',
    maxLength: 2000,
    width: 22,
  }),
  col('recordCompany', 'album', '唱片公司', 'Record company', true, 'party', {
    party: 'recordCompanies',
    maxLength: NAME,
    width: 20,
  }),
  col('pLine', 'album', 'P-line 所有者', 'P line', true, 'party', {
    party: 'plines',
    maxLength: NAME,
    width: 20,
  }),
  col('cLine', 'album', 'C-line 所有者', 'C line', true, 'party', {
    party: 'clines',
    maxLength: NAME,
    width: 20,
  }),
  col('originalReleaseDate', 'album', '原始发行日期', 'Original release date', true, 'date', {
    width: 16,
  }),
  col('expectedOnShelfDate', 'album', '预计上架日期', 'Expected on-shelf date', true, 'date', {
    width: 16,
  }),
  col('requestedOffShelfDate', 'album', '申请下架日期', 'Requested off-shelf date', false, 'date', {
    width: 16,
  }),
  col('upcMode', 'album', 'UPC 来源', 'UPC source', false, 'list', { list: 'upcMode', width: 16 }),
  col('upc', 'album', 'UPC 编码', 'UPC', false, 'upc', { maxLength: 32, width: 16 }),
  col('albumExplicit', 'album', '专辑不良内容标识', 'Album explicit content', false, 'list', {
    list: 'explicit',
    width: 18,
  }),
  col('isCollection', 'album', '合辑', 'Compilation', false, 'list', { list: 'yesNo', width: 10 }),
  col('previewAllowed', 'album', '允许试听和预购', 'Preview and pre-order allowed', false, 'list', {
    list: 'yesNo',
    width: 14,
  }),
  col('albumNumber', 'album', '专辑编号', 'Album number', false, 'text', { width: 14 }),
  col('introduction', 'album', '专辑简介', 'Album introduction', false, 'text', {
    maxLength: TextLimits.introductionMax,
    width: 30,
  }),
  col('coverFile', 'album', '封面文件名', 'Cover file name', true, 'file', {
    extensions: IMAGE_FORMATS,
    maxLength: NAME,
    width: 20,
  }),
  col('trackName', 'track', '歌曲名称', 'Track name', true, 'text', { maxLength: NAME, width: 24 }),
  col('audioFile', 'track', '音频文件名', 'Track file name', true, 'file', {
    extensions: AUDIO_FORMATS,
    maxLength: NAME,
    width: 22,
  }),
  col('lyricsFile', 'track', '歌词文件名', 'Lyrics file name', false, 'file', {
    extensions: LYRICS_FORMATS,
    maxLength: NAME,
    width: 20,
  }),
  col('discNo', 'track', '碟号', 'Disc number', false, 'count', { maxLength: 4, width: 8 }),
  col('isrcAuth', 'track', 'ISRC 来源', 'ISRC source', false, 'list', {
    list: 'isrcAuth',
    width: 16,
  }),
  col('isrc', 'track', 'ISRC 编码', 'ISRC', true, 'isrc', { maxLength: 32, width: 18 }),
  col('trackLanguage', 'track', '歌曲演唱语言', 'Track language', false, 'list', {
    list: 'performLanguage',
    width: 16,
  }),
  col('trackGenre', 'track', '歌曲流派', 'Track genre', false, 'list', {
    list: 'genre',
    width: 16,
  }),
  col('trackMainArtists', 'track', '歌曲主艺人', 'Track main artists', true, 'parties', {
    party: 'artists',
    maxLength: 2000,
    width: 22,
  }),
  col('trackFeaturedArtists', 'track', '歌曲合作艺人', 'Track featured artists', false, 'parties', {
    party: 'artists',
    maxLength: 2000,
    width: 22,
  }),
  col('composers', 'track', '作曲', 'Composer', true, 'names', { maxLength: 2000, width: 20 }),
  col('lyricists', 'track', '作词', 'Lyricist', true, 'names', { maxLength: 2000, width: 20 }),
  col('recordingProducer', 'track', '录音制作人', 'Recording producer', false, 'text', {
    maxLength: NAME,
    width: 18,
  }),
  col('trackVersion', 'track', '歌曲版本', 'Version', false, 'list', {
    list: 'trackVersion',
    width: 14,
  }),
  col('subTitle', 'track', '副标题', 'Sub title', false, 'text', { width: 18 }),
  col('explicit', 'track', '不良内容标识', 'Explicit content', false, 'list', {
    list: 'explicit',
    width: 18,
  }),
  col('iswc', 'track', 'ISWC 编码', 'ISWC', false, 'iswc', { maxLength: 32, width: 18 }),
  col('spatialIsrc', 'track', '空间音频 ISRC', 'Spatial audio ISRC', false, 'isrc', {
    maxLength: 32,
    width: 18,
  }),
  col('portfolioTitle', 'track', '作品集名称', 'Portfolio title', false, 'text', {
    maxLength: NAME,
    width: 18,
  }),
  col('trackCode', 'track', '自有歌曲编号', 'Own track code', false, 'text', { width: 16 }),
  col('auditionStart', 'track', '试听开始时间', 'Audition start', false, 'time', {
    maxLength: 16,
    width: 14,
  }),
  col('auditionEnd', 'track', '试听结束时间', 'Audition end', false, 'time', {
    maxLength: 16,
    width: 14,
  }),
  col('quality', 'track', '音质', 'Quality', false, 'list', { list: 'quality', width: 12 }),
];

export type PlaylistColumnKey = (typeof PLAYLIST_COLUMNS)[number]['key'];

const byHeader = new Map<string, PlaylistColumn>();
const byKey = new Map<string, PlaylistColumn>();
for (const column of PLAYLIST_COLUMNS) {
  byHeader.set(normaliseKey(column.zh), column);
  byHeader.set(normaliseKey(column.en), column);
  byKey.set(column.key, column);
}

/** The column a header names, in either language (trimmed, case-insensitive, NFC). */
export function findPlaylistColumn(header: string): PlaylistColumn | undefined {
  return byHeader.get(normaliseKey(header));
}

export function playlistColumn(key: string): PlaylistColumn {
  const column = byKey.get(key);
  if (column === undefined) throw new RangeError(`unknown playlist column ${key}`);
  return column;
}

/** Which language a header is written in, to name missing columns in the sheet's own language. */
export function headerLanguage(header: string): 'zh' | 'en' | null {
  const column = findPlaylistColumn(header);
  if (column === undefined) return null;
  const key = normaliseKey(header);
  // a header both languages spell alike (none today) counts as English
  return key === normaliseKey(column.en) ? 'en' : 'zh';
}

/** The header of a column in a language. */
export function columnHeader(column: PlaylistColumn, language: 'zh' | 'en'): string {
  return language === 'zh' ? column.zh : column.en;
}

/**
 * A column named inside a message ("{field} incomplete") in the interface's language, whichever
 * language the sheet's header was written in; a header that names no known column stays as it is.
 */
export function headerInLanguage(header: string, language: 'zh' | 'en'): string {
  const column = findPlaylistColumn(header);
  return column === undefined ? header : columnHeader(column, language);
}

/** Names in one cell are separated by ";" (either width), "、", "|" or a line break. */
export function splitNames(text: string): string[] {
  return text
    .split(/[;；、|\n\r]+/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}
