// The OOXML parts of the playlist template, written by hand: SheetJS's community build writes no
// cell styles, and the spec wants the mandatory columns bold. Only what Excel and LibreOffice need:
// content types, relationships, a workbook with defined names for the drop-down lists, a style
// sheet (bold font, header fill, text format, wrapping) and the two worksheets.

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Style ids of the cellXfs below. */
export const TemplateStyle = {
  normal: 0,
  mandatoryHeader: 1,
  optionalHeader: 2,
  text: 3,
  wrap: 4,
} as const;

export function escapeXml(text: string): string {
  // characters XML 1.0 cannot carry at all are dropped
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
      .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
  );
}

export function contentTypesXml(): string {
  return (
    `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
    '<Override PartName="/xl/worksheets/sheet2.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    '</Types>'
  );
}

export function rootRelsXml(): string {
  return (
    `${HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
    `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
    '</Relationships>'
  );
}

export function workbookRelsXml(): string {
  return (
    `${HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
    `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
    `<Relationship Id="rId2" Type="${REL_NS}/worksheet" Target="worksheets/sheet2.xml"/>` +
    `<Relationship Id="rId3" Type="${REL_NS}/styles" Target="styles.xml"/>` +
    '</Relationships>'
  );
}

export interface DefinedName {
  name: string;
  /** e.g. '说明'!$G$2:$G$6 */
  ref: string;
}

export function workbookXml(
  sheetNames: readonly [string, string],
  names: readonly DefinedName[],
): string {
  const defined = names
    .map((n) => `<definedName name="${escapeXml(n.name)}">${escapeXml(n.ref)}</definedName>`)
    .join('');
  return (
    `${HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<bookViews><workbookView activeTab="0"/></bookViews>' +
    `<sheets><sheet name="${escapeXml(sheetNames[0])}" sheetId="1" r:id="rId1"/><sheet name="${escapeXml(sheetNames[1])}" sheetId="2" r:id="rId2"/></sheets>` +
    (defined === '' ? '' : `<definedNames>${defined}</definedNames>`) +
    '</workbook>'
  );
}

/** Font 1 is the bold one the mandatory headers use; fill 2 tints every header (a colour is an OOXML ARGB). */
export function stylesXml(fontName: string): string {
  const font = (bold: boolean) =>
    `<font>${bold ? '<b/>' : ''}<sz val="11"/><name val="${escapeXml(fontName)}"/><family val="2"/></font>`;
  return (
    `${HEAD}<styleSheet xmlns="${MAIN_NS}">` +
    `<fonts count="2">${font(false)}${font(true)}</fonts>` +
    '<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>' +
    '<fill><patternFill patternType="solid"><fgColor rgb="FFDDEBF7"/><bgColor indexed="64"/></patternFill></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    '<cellXfs count="5">' +
    '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
    '<xf numFmtId="0" fontId="1" fillId="2" borderId="0" xfId="0" applyFont="1" applyFill="1"/>' +
    '<xf numFmtId="0" fontId="0" fillId="2" borderId="0" xfId="0" applyFill="1"/>' +
    '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
    '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf>' +
    '</cellXfs>' +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  );
}

export interface TemplateCell {
  text: string;
  style?: number;
}

export interface SheetSpec {
  /** column widths in characters, and the style empty cells of the column take */
  columns: readonly { width: number; style?: number }[];
  rows: readonly (readonly (TemplateCell | null)[])[];
  /** row heights in points, by row index (wrapped text: Excel and LibreOffice do not always grow rows on load) */
  heights?: readonly (number | undefined)[];
  freezeHeader: boolean;
  selected: boolean;
  validations?: readonly { sqref: string; listName: string }[];
}

export function cellRef(column: number, row: number): string {
  let name = '';
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return `${name}${row + 1}`;
}

export function worksheetXml(spec: SheetSpec): string {
  const lastColumn = Math.max(0, spec.columns.length - 1);
  const lastRow = Math.max(0, spec.rows.length - 1);
  const view = spec.freezeHeader
    ? '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/>'
    : '';
  const cols = spec.columns
    .map(
      (c, i) =>
        `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"${c.style === undefined ? '' : ` style="${c.style}"`}/>`,
    )
    .join('');
  const rows = spec.rows
    .map((row, r) => {
      const cells = row
        .map((cell, c) =>
          cell === null
            ? ''
            : `<c r="${cellRef(c, r)}" t="inlineStr"${cell.style ? ` s="${cell.style}"` : ''}><is><t xml:space="preserve">${escapeXml(cell.text)}</t></is></c>`,
        )
        .join('');
      const height = spec.heights?.[r];
      return `<row r="${r + 1}"${height === undefined ? '' : ` ht="${height}" customHeight="1"`}>${cells}</row>`;
    })
    .join('');
  const validations = spec.validations ?? [];
  const dv =
    validations.length === 0
      ? ''
      : `<dataValidations count="${validations.length}">${validations
          .map(
            (v) =>
              `<dataValidation type="list" errorStyle="warning" allowBlank="1" showErrorMessage="1" sqref="${v.sqref}"><formula1>${escapeXml(v.listName)}</formula1></dataValidation>`,
          )
          .join('')}</dataValidations>`;
  return (
    `${HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<dimension ref="A1:${cellRef(lastColumn, lastRow)}"/>` +
    `<sheetViews><sheetView workbookViewId="0"${spec.selected ? ' tabSelected="1"' : ''}>${view}</sheetView></sheetViews>` +
    '<sheetFormatPr defaultRowHeight="15"/>' +
    (cols === '' ? '' : `<cols>${cols}</cols>`) +
    `<sheetData>${rows}</sheetData>` +
    dv +
    '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>' +
    '</worksheet>'
  );
}
