// One cell as the validator reads it: text as the person sees it in Excel or LibreOffice (dates as
// ISO dates, formatted numbers as shown, a formula's saved value, never evaluated), cut at the
// longest text field, with what the reader noticed.
import * as XLSX from 'xlsx';
import { TextLimits } from '../../../domain/catalogue/limits';

export const PlaylistReadLimits = {
  /** the longest cell kept: the longest text field (album introduction) */
  maxCellChars: TextLimits.introductionMax,
  /** columns read; the template has 44 */
  maxColumns: 200,
} as const;

export interface CellText {
  text: string;
  issue?: { code: string; params?: Record<string, string | number> };
  notice?: string;
}

/** Date formats carry y, d or m (not inside brackets or quotes); a time-only format shows as typed. */
function isDateOnlyFormat(format: string): boolean {
  const bare = format.replace(/"[^"]*"|\[[^\]]*\]/g, '');
  return /[yd]/i.test(bare);
}

function numberText(cell: XLSX.CellObject): string {
  const value = cell.v as number;
  const format = typeof cell.z === 'string' ? cell.z : 'General';
  if (format !== 'General' && XLSX.SSF.is_date(format)) {
    if (isDateOnlyFormat(format)) {
      const date = XLSX.SSF.parse_date_code(value);
      if (date !== null && date !== undefined)
        return `${date.y}-${String(date.m).padStart(2, '0')}-${String(date.d).padStart(2, '0')}`;
    }
    return XLSX.SSF.format(format, value);
  }
  // a formatted number shows as the user sees it (a UPC kept with its leading zero by "000000000000")
  if (format !== 'General') return XLSX.SSF.format(format, value);
  return Number.isInteger(value) && Math.abs(value) < 1e21 ? value.toFixed(0) : String(value);
}

export function cellText(cell: XLSX.CellObject | undefined): CellText {
  if (cell === undefined) return { text: '' };
  let text: string;
  switch (cell.t) {
    case 'e':
      return { text: cell.w ?? '#ERROR', issue: { code: 'playlist-cell-error' } };
    case 'n':
      text = numberText(cell);
      break;
    case 'b':
      text = cell.v === true ? 'TRUE' : 'FALSE';
      break;
    case 'd':
      text = cell.v instanceof Date ? cell.v.toISOString().slice(0, 10) : String(cell.v ?? '');
      break;
    case 'z':
      text = '';
      break;
    default:
      text = cell.v === undefined || cell.v === null ? '' : String(cell.v);
  }
  const result: CellText = { text };
  if (typeof cell.f === 'string' && cell.f !== '') result.notice = 'playlist-formula-cached';
  if (text.length > PlaylistReadLimits.maxCellChars) {
    result.text = text.slice(0, PlaylistReadLimits.maxCellChars);
    result.issue = { code: 'playlist-cell-cut', params: { max: PlaylistReadLimits.maxCellChars } };
  }
  return result;
}
