// Makes the real-spreadsheet fixtures of issue 11 (tests/fixtures/batch/playlist-merged-*.xlsx):
// playlists whose album cells are merged over their tracks and whose formatting runs far below the
// data, as people's sheets are.
// - playlist-merged-libreoffice.xlsx: a flat ODS written here, converted by LibreOffice
//   (`soffice --headless --convert-to xlsx`), so the committed file is LibreOffice's own writing.
// - playlist-merged-excel.xlsx: written here by hand the way Excel writes (no Excel on this machine):
//   shared strings, styled empty rows `<row s=".." customFormat="1"/>` down to row 1000, a
//   `<dimension>` that says so, covered cells of a merge as styled stubs, `<mergeCells>`.
// Usage: node --import tsx scripts/make-sheet-fixtures.mts   (needs `soffice` on the PATH; CI has
// none and uses the committed files)
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from 'xlsx';
import { PLAYLIST_COLUMNS, columnHeader } from '../src/domain/batch/playlistColumns';
import { cellRef, escapeXml } from '../src/features/batch/template/templateXml';
import {
  EXCEL_MERGED,
  LIBREOFFICE_MERGED,
  type MergedFixtureSheet,
} from '../tests/fixtures/batch/playlistData';
import { rowsOf } from './batchFixtureRows.mts';

const OUT = join(import.meta.dirname, '../tests/fixtures/batch');

/** A merged range in 0-based sheet coordinates (row 0 is the header). */
interface Merge {
  r1: number;
  r2: number;
  c1: number;
  c2: number;
}

interface Grid {
  cells: string[][];
  merges: Merge[];
}

const columnOf = (key: string): number => {
  const index = PLAYLIST_COLUMNS.findIndex((c) => c.key === key);
  if (index < 0) throw new Error(`no column ${key}`);
  return index;
};

/** The sheet as a user leaves it: each merged range holds its value in its top-left cell only. */
function gridOf(spec: MergedFixtureSheet): Grid {
  const empty = () => PLAYLIST_COLUMNS.map(() => '');
  const cells: string[][] = [PLAYLIST_COLUMNS.map((c) => columnHeader(c, spec.language))];
  const merges: Merge[] = [];
  for (const album of spec.albums) {
    for (let i = 0; i < (album.gapBefore ?? 0); i += 1) cells.push(empty());
    const first = cells.length;
    for (const values of rowsOf([album], spec.language))
      cells.push(PLAYLIST_COLUMNS.map((c) => values[c.key] ?? ''));
    const lastTrack = cells.length - 1;
    for (let i = 0; i < (album.folderOnlyRows ?? 0); i += 1) cells.push(empty());
    const mergeOver = (key: string, last: number) => {
      const c = columnOf(key);
      for (let r = first + 1; r <= last; r += 1) cells[r]![c] = '';
      merges.push({ r1: first, r2: last, c1: c, c2: c });
    };
    for (const key of album.merged) mergeOver(key, cells.length - 1);
    if (album.mergedTrackColumn !== undefined) mergeOver(album.mergedTrackColumn, lastTrack);
  }
  return { cells, merges };
}

// ---------- LibreOffice: a flat ODS ----------

const ODS_NS = [
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"',
  'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"',
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"',
  'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"',
  'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"',
  'xmlns:of="urn:oasis:names:tc:opendocument:xmlns:of:1.2"',
].join(' ');

function flatOds(spec: MergedFixtureSheet, grid: Grid): string {
  const width = PLAYLIST_COLUMNS.length;
  const typeColumn = columnOf('albumType');
  const covered = new Set<string>();
  const spans = new Map<string, Merge>();
  for (const m of grid.merges) {
    spans.set(`${m.r1}:${m.c1}`, m);
    for (let r = m.r1; r <= m.r2; r += 1)
      for (let c = m.c1; c <= m.c2; c += 1) if (r !== m.r1 || c !== m.c1) covered.add(`${r}:${c}`);
  }
  // the album type's drop-down, as the template's, reaches the formatted rows
  const validation = (c: number, r: number) =>
    r > 0 && c === typeColumn ? ' table:content-validation-name="albumType"' : '';
  const rows = grid.cells.map((row, r) => {
    const style = r === 0 ? 'ceHead' : 'ceData';
    const cells = row.map((text, c) => {
      if (covered.has(`${r}:${c}`))
        return `<table:covered-table-cell table:style-name="${style}"${validation(c, r)}/>`;
      const m = spans.get(`${r}:${c}`);
      const span =
        m === undefined
          ? ''
          : ` table:number-rows-spanned="${m.r2 - m.r1 + 1}" table:number-columns-spanned="${m.c2 - m.c1 + 1}"`;
      if (text === '')
        return `<table:table-cell table:style-name="${style}"${validation(c, r)}${span}/>`;
      return `<table:table-cell table:style-name="${style}"${validation(c, r)}${span} office:value-type="string"><text:p>${escapeXml(text)}</text:p></table:table-cell>`;
    });
    return `<table:table-row>${cells.join('')}</table:table-row>`;
  });
  const below = spec.formattedTo - grid.cells.length;
  const typeAt = typeColumn;
  const formatted =
    `<table:table-row table:number-rows-repeated="${below}">` +
    `<table:table-cell table:style-name="ceData" table:number-columns-repeated="${typeAt}"/>` +
    '<table:table-cell table:style-name="ceData" table:content-validation-name="albumType"/>' +
    `<table:table-cell table:style-name="ceData" table:number-columns-repeated="${width - typeAt - 1}"/></table:table-row>`;
  const types = ['专辑', 'EP', '单曲', 'Album', 'Single'].map((t) => `&quot;${t}&quot;`).join(';');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<office:document ${ODS_NS} office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">` +
    '<office:automatic-styles>' +
    '<style:style style:name="ceHead" style:family="table-cell"><style:text-properties fo:font-weight="bold"/></style:style>' +
    '<style:style style:name="ceData" style:family="table-cell"><style:table-cell-properties fo:background-color="#fff2cc"/></style:style>' +
    '</office:automatic-styles>' +
    '<office:body><office:spreadsheet>' +
    '<table:content-validations>' +
    `<table:content-validation table:name="albumType" table:condition="of:cell-content-is-in-list(${types})" table:allow-empty-cell="true" table:base-cell-address="${escapeXml(spec.sheet)}.C2"/>` +
    '</table:content-validations>' +
    `<table:table table:name="${escapeXml(spec.sheet)}"><table:table-column table:number-columns-repeated="${width}"/>` +
    rows.join('') +
    formatted +
    '</table:table></office:spreadsheet></office:body></office:document>'
  );
}

function makeLibreOffice(spec: MergedFixtureSheet): void {
  const work = mkdtempSync(join(tmpdir(), 'sheet-fixture-'));
  try {
    mkdirSync(join(work, 'out'));
    const source = join(work, spec.file.replace(/\.xlsx$/, '.fods'));
    writeFileSync(source, flatOds(spec, gridOf(spec)));
    // a profile of its own: a desktop LibreOffice running meanwhile would otherwise take the job
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=file://${work}/profile`,
        '--headless',
        '--norestore',
        '--convert-to',
        'xlsx',
        '--outdir',
        join(work, 'out'),
        source,
      ],
      { stdio: 'inherit' },
    );
    copyFileSync(join(work, 'out', spec.file), join(OUT, spec.file));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

// ---------- Excel's way, by hand ----------

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n';
/** cellXfs: 0 normal, 1 bold header, 2 the yellow fill a user gave the data area */
const STYLE = { header: 1, data: 2 } as const;

function excelSheet(spec: MergedFixtureSheet, grid: Grid, strings: Map<string, number>): string {
  const width = PLAYLIST_COLUMNS.length;
  const stringIndex = (text: string) => {
    if (!strings.has(text)) strings.set(text, strings.size);
    return strings.get(text)!;
  };
  const covered = new Set<string>();
  for (const m of grid.merges)
    for (let r = m.r1; r <= m.r2; r += 1)
      for (let c = m.c1; c <= m.c2; c += 1) if (r !== m.r1 || c !== m.c1) covered.add(`${r}:${c}`);
  const rows: string[] = [];
  for (let r = 0; r < spec.formattedTo; r += 1) {
    const row = grid.cells[r];
    const attributes =
      r === 0
        ? `r="1" spans="1:${width}"`
        : `r="${r + 1}" spans="1:${width}" s="${STYLE.data}" customFormat="1"`;
    const cells = (row ?? [])
      .map((text, c) => {
        const ref = cellRef(c, r);
        const s = r === 0 ? STYLE.header : STYLE.data;
        if (text !== '') return `<c r="${ref}" s="${s}" t="s"><v>${stringIndex(text)}</v></c>`;
        // Excel writes a merge's covered cells as styled stubs; other blanks of a formatted row not at all
        return covered.has(`${r}:${c}`) ? `<c r="${ref}" s="${s}"/>` : '';
      })
      .join('');
    rows.push(
      cells === ''
        ? `<row ${attributes} x14ac:dyDescent="0.25"/>`
        : `<row ${attributes} x14ac:dyDescent="0.25">${cells}</row>`,
    );
  }
  const merges = grid.merges
    .map((m) => `<mergeCell ref="${cellRef(m.c1, m.r1)}:${cellRef(m.c2, m.r2)}"/>`)
    .join('');
  const typeColumn = cellRef(columnOf('albumType'), 0).replace(/\d+$/, '');
  return (
    `${HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" ` +
    'mc:Ignorable="x14ac xr xr2 xr3" xmlns:x14ac="http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac" ' +
    'xmlns:xr="http://schemas.microsoft.com/office/spreadsheetml/2014/revision" xmlns:xr2="http://schemas.microsoft.com/office/spreadsheetml/2015/revision2" ' +
    'xmlns:xr3="http://schemas.microsoft.com/office/spreadsheetml/2016/revision3" xr:uid="{6D3E1F63-2C1B-4F4A-9E3A-2B0C9A7E5D11}">' +
    `<dimension ref="A1:${cellRef(width - 1, spec.formattedTo - 1)}"/>` +
    '<sheetViews><sheetView tabSelected="1" workbookViewId="0"><selection activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
    '<sheetFormatPr defaultRowHeight="15" x14ac:dyDescent="0.25"/>' +
    `<cols><col min="1" max="${width}" width="18.7109375" customWidth="1"/></cols>` +
    `<sheetData>${rows.join('')}</sheetData>` +
    `<mergeCells count="${grid.merges.length}">${merges}</mergeCells>` +
    `<dataValidations count="1"><dataValidation type="list" allowBlank="1" showInputMessage="1" showErrorMessage="1" sqref="${typeColumn}2:${typeColumn}${spec.formattedTo}">` +
    '<formula1>"Album,EP,Single"</formula1></dataValidation></dataValidations>' +
    '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>' +
    '</worksheet>'
  );
}

function excelParts(spec: MergedFixtureSheet): Record<string, string> {
  const strings = new Map<string, number>();
  const sheet = excelSheet(spec, gridOf(spec), strings);
  const total = sheet.match(/t="s"/g)?.length ?? 0;
  const sst = [...strings.keys()].map((s) => `<si><t>${escapeXml(s)}</t></si>`).join('');
  return {
    '[Content_Types].xml':
      `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
      '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>',
    '_rels/.rels':
      `${HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
      `<Relationship Id="rId2" Type="${REL_NS}/extended-properties" Target="docProps/app.xml"/></Relationships>`,
    'docProps/app.xml': `${HEAD}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Microsoft Excel</Application><AppVersion>16.0300</AppVersion></Properties>`,
    'xl/workbook.xml':
      `${HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><fileVersion appName="xl" lastEdited="7" lowestEdited="7" rupBuild="27425"/>` +
      `<bookViews><workbookView xWindow="-120" yWindow="-120" windowWidth="29040" windowHeight="15720"/></bookViews><sheets><sheet name="${escapeXml(spec.sheet)}" sheetId="1" r:id="rId1"/></sheets>` +
      '<calcPr calcId="191029"/></workbook>',
    'xl/_rels/workbook.xml.rels':
      `${HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/><Relationship Id="rId3" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    'xl/styles.xml':
      `${HEAD}<styleSheet xmlns="${MAIN_NS}">` +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font></fonts>' +
      '<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill><fill><patternFill patternType="solid"><fgColor rgb="FFFFF2CC"/><bgColor indexed="64"/></patternFill></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
      '<xf numFmtId="0" fontId="0" fillId="2" borderId="0" xfId="0" applyFill="1"/></cellXfs>' +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>',
    'xl/sharedStrings.xml': `${HEAD}<sst xmlns="${MAIN_NS}" count="${total}" uniqueCount="${strings.size}">${sst}</sst>`,
    'xl/worksheets/sheet1.xml': sheet,
  };
}

function makeExcelLike(spec: MergedFixtureSheet): void {
  const cfb = XLSX.CFB.utils.cfb_new();
  for (const [name, text] of Object.entries(excelParts(spec)))
    XLSX.CFB.utils.cfb_add(cfb, name, new TextEncoder().encode(text));
  // the container's own root entry is no part of a zip
  XLSX.CFB.utils.cfb_del(cfb, '/\u0001Sh33tJ5');
  writeFileSync(
    join(OUT, spec.file),
    new Uint8Array(
      XLSX.CFB.write(cfb, { type: 'array', fileType: 'zip', compression: true }) as ArrayBuffer,
    ),
  );
}

function check(spec: MergedFixtureSheet): void {
  const book = XLSX.read(new Uint8Array(readFileSync(join(OUT, spec.file))), { type: 'array' });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  console.log(
    `${spec.file}: sheet ${book.SheetNames[0]}, ref ${sheet['!ref']}, ${sheet['!merges']?.length ?? 0} merges`,
  );
}

makeLibreOffice(LIBREOFFICE_MERGED);
makeExcelLike(EXCEL_MERGED);
check(LIBREOFFICE_MERGED);
check(EXCEL_MERGED);
