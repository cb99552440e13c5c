// Which layout an uploaded report is in, from its first bytes: "HEAD" + tab at the start (after a
// UTF-8 BOM) is the DSR flat file's first record; anything else is read as the portal's CSV.
import type { ReportFormat } from './usageLine';

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const DSR_START = [0x48, 0x45, 0x41, 0x44, 0x09]; // "HEAD\t"

export function detectReportFormat(first: Uint8Array): ReportFormat {
  const start = UTF8_BOM.every((b, i) => first[i] === b) ? 3 : 0;
  return DSR_START.every((b, i) => first[start + i] === b) ? 'dsr' : 'csv';
}
