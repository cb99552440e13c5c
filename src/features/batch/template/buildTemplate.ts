// The downloadable playlist template (.xlsx) in the UI's language: sheet 1 holds the header row
// (mandatory columns bold, widths set, header frozen, drop-downs on the enumerated columns) and
// sheet 2 explains every column and holds the drop-downs' lists. Zipped with SheetJS's CFB.
import * as XLSX from 'xlsx';
import {
  PLAYLIST_COLUMNS,
  columnHeader,
  type PlaylistColumn,
} from '../../../domain/batch/playlistColumns';
import { playlistValues, type PlaylistValueList } from '../../../domain/batch/playlistValues';
import { ExcelLimits } from '../../../domain/catalogue/limits';
import { COLUMN_NOTES } from './columnNotes';
import {
  cellRef,
  contentTypesXml,
  rootRelsXml,
  stylesXml,
  TemplateStyle,
  workbookRelsXml,
  workbookXml,
  worksheetXml,
  type DefinedName,
  type TemplateCell,
} from './templateXml';

export type TemplateLanguage = 'zh' | 'en';

const WORDS = {
  zh: {
    sheets: ['歌单', '说明'] as [string, string],
    headings: ['列名', '必填', '说明', '允许的值', '示例'],
    yes: '是（粗体）',
    no: '否',
    seeList: (column: string) => `见本表 ${column} 列的列表（也可填写代码或英文名称）`,
    listSeparator: '、',
    names: '多个名称用“;”或“、”分隔',
    partyNames: '该授权方在曲库中已有的名称；多个用“;”分隔',
    partyName: '该授权方在曲库中已有的名称',
    date: 'YYYY-MM-DD 日期',
    time: '分:秒，如 01:30',
    count: '1-999 的整数',
    text: (max: number) => `文本，最多 ${max} 个字符`,
    files: (formats: string) => `文件名（${formats}），不含文件夹`,
    folder: (max: number) => `文件夹名称，最多 ${max} 个字符`,
    isrc: '12 位字母和数字',
    upc: '12 或 13 位数字',
    iswc: 'T-123.456.789-C',
    font: '等线',
  },
  en: {
    sheets: ['Playlist', 'Columns'] as [string, string],
    headings: ['Column', 'Mandatory', 'Meaning', 'Allowed values', 'Example'],
    yes: 'Yes (bold)',
    no: 'No',
    seeList: (column: string) =>
      `See the list in column ${column} of this sheet (codes and Chinese names also work)`,
    listSeparator: ', ',
    names: 'Separate several names with ";"',
    partyNames: 'Names already in this authorizing party\'s library; separate several with ";"',
    partyName: "A name already in this authorizing party's library",
    date: 'A date as YYYY-MM-DD',
    time: 'mm:ss, e.g. 01:30',
    count: 'A whole number from 1 to 999',
    text: (max: number) => `Text, at most ${max} characters`,
    files: (formats: string) => `A file name (${formats}), without folders`,
    folder: (max: number) => `A folder name, at most ${max} characters`,
    isrc: '12 letters and digits',
    upc: '12 or 13 digits',
    iswc: 'T-123.456.789-C',
    font: 'Calibri',
  },
} as const;

/** Columns whose cells are text so Excel keeps leading zeros and does not turn codes into numbers. */
const TEXT_KINDS = new Set(['folder', 'file', 'isrc', 'upc', 'iswc', 'time']);

/** The lists the drop-downs use, each once, in column order: where they sit on sheet 2. */
function listColumns(): PlaylistValueList[] {
  const lists: PlaylistValueList[] = [];
  for (const column of PLAYLIST_COLUMNS)
    if (column.list !== undefined && !lists.includes(column.list)) lists.push(column.list);
  return lists;
}

const LIST_FIRST_COLUMN = 6; // G: one empty column after the explanation table

function label(value: { zh: string; en: string }, language: TemplateLanguage): string {
  return language === 'zh' ? value.zh : value.en;
}

function allowedText(
  column: PlaylistColumn,
  language: TemplateLanguage,
  listAt: ReadonlyMap<PlaylistValueList, number>,
): string {
  const w = WORDS[language];
  if (column.list !== undefined) {
    const values = playlistValues(column.list);
    if (values.length > 12)
      return w.seeList(cellRef(listAt.get(column.list) ?? 0, 0).replace(/\d+$/, ''));
    return values.map((v) => label(v, language)).join(w.listSeparator);
  }
  switch (column.kind) {
    case 'parties':
      return w.partyNames;
    case 'party':
      return w.partyName;
    case 'names':
      return w.names;
    case 'date':
      return w.date;
    case 'time':
      return w.time;
    case 'count':
      return w.count;
    case 'file':
      return w.files((column.extensions ?? []).join(', '));
    case 'folder':
      return w.folder(column.maxLength);
    case 'isrc':
      return w.isrc;
    case 'upc':
      return w.upc;
    case 'iswc':
      return w.iswc;
    default:
      return w.text(column.maxLength);
  }
}

/** Width in character cells: CJK characters take two. */
function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += (ch.codePointAt(0) ?? 0) >= 0x2e80 ? 2 : 1;
  return width;
}

function explanationSheet(
  language: TemplateLanguage,
  lists: readonly PlaylistValueList[],
  listAt: ReadonlyMap<PlaylistValueList, number>,
) {
  const w = WORDS[language];
  const longest = Math.max(...lists.map((l) => playlistValues(l).length));
  const rows: (TemplateCell | null)[][] = [];
  const header: (TemplateCell | null)[] = w.headings.map((text) => ({
    text,
    style: TemplateStyle.mandatoryHeader,
  }));
  header.push(null);
  for (const list of lists) {
    const owner = PLAYLIST_COLUMNS.find((c) => c.list === list);
    header.push({
      text: owner === undefined ? list : columnHeader(owner, language),
      style: TemplateStyle.mandatoryHeader,
    });
  }
  rows.push(header);
  for (let i = 0; i < Math.max(PLAYLIST_COLUMNS.length, longest); i += 1) {
    const column = PLAYLIST_COLUMNS[i];
    const row: (TemplateCell | null)[] =
      column === undefined
        ? [null, null, null, null, null]
        : [
            {
              text: columnHeader(column, language),
              style: column.mandatory ? TemplateStyle.mandatoryHeader : TemplateStyle.normal,
            },
            { text: column.mandatory ? w.yes : w.no },
            { text: COLUMN_NOTES[column.key][language], style: TemplateStyle.wrap },
            { text: allowedText(column, language, listAt), style: TemplateStyle.wrap },
            {
              text:
                language === 'zh'
                  ? COLUMN_NOTES[column.key].exampleZh
                  : COLUMN_NOTES[column.key].exampleEn,
              style: TemplateStyle.text,
            },
          ];
    row.push(null);
    for (const list of lists) {
      const value = playlistValues(list)[i];
      row.push(value === undefined ? null : { text: label(value, language) });
    }
    rows.push(row);
  }
  const columns = [
    { width: 22 },
    { width: 12 },
    { width: 60 },
    { width: 48 },
    { width: 20 },
    { width: 4 },
    ...lists.map(() => ({ width: 24 })),
  ];
  const heights = rows.map((row) => {
    const lines = Math.max(
      1,
      ...[2, 3].map((c) => Math.ceil(displayWidth(row[c]?.text ?? '') / (columns[c].width - 2))),
    );
    return lines > 1 ? lines * 15 : undefined;
  });
  return worksheetXml({ columns, rows, heights, freezeHeader: true, selected: false });
}

function playlistSheet(language: TemplateLanguage): string {
  const header = PLAYLIST_COLUMNS.map((c) => ({
    text: columnHeader(c, language),
    style: c.mandatory ? TemplateStyle.mandatoryHeader : TemplateStyle.optionalHeader,
  }));
  const columns = PLAYLIST_COLUMNS.map((c) =>
    TEXT_KINDS.has(c.kind) ? { width: c.width, style: TemplateStyle.text } : { width: c.width },
  );
  const lastDataRow = ExcelLimits.maxRows + 1;
  const validations = PLAYLIST_COLUMNS.flatMap((c, i) => {
    if (c.list === undefined) return [];
    const letter = cellRef(i, 0).replace(/\d+$/, '');
    return [{ sqref: `${letter}2:${letter}${lastDataRow}`, listName: `List_${c.list}` }];
  });
  return worksheetXml({ columns, rows: [header], freezeHeader: true, selected: true, validations });
}

/** The template as .xlsx bytes. */
export function buildTemplate(language: TemplateLanguage): Uint8Array {
  const w = WORDS[language];
  const lists = listColumns();
  const listAt = new Map(lists.map((list, i) => [list, LIST_FIRST_COLUMN + i]));
  const quoted = `'${w.sheets[1].replace(/'/g, "''")}'`;
  const names: DefinedName[] = lists.map((list) => {
    const letter = cellRef(listAt.get(list) ?? 0, 0).replace(/\d+$/, '');
    return {
      name: `List_${list}`,
      ref: `${quoted}!$${letter}$2:$${letter}$${playlistValues(list).length + 1}`,
    };
  });
  const encoder = new TextEncoder();
  const zip = XLSX.CFB.utils.cfb_new();
  const add = (path: string, xml: string) => XLSX.CFB.utils.cfb_add(zip, path, encoder.encode(xml));
  add('[Content_Types].xml', contentTypesXml());
  add('_rels/.rels', rootRelsXml());
  add('xl/workbook.xml', workbookXml(w.sheets, names));
  add('xl/_rels/workbook.xml.rels', workbookRelsXml());
  add('xl/styles.xml', stylesXml(w.font));
  add('xl/worksheets/sheet1.xml', playlistSheet(language));
  add('xl/worksheets/sheet2.xml', explanationSheet(language, lists, listAt));
  return new Uint8Array(
    XLSX.CFB.write(zip, { type: 'array', fileType: 'zip', compression: true }) as ArrayBuffer,
  );
}

/** The file name offered for download. */
export function templateFileName(language: TemplateLanguage): string {
  return language === 'zh' ? '批量上传歌单模板.xlsx' : 'batch-upload-playlist-template.xlsx';
}
