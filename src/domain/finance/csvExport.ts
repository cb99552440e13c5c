// Rows to CSV text for staff and partners to open in Excel: RFC 4180 quoting, CRLF, a UTF-8 BOM so
// Excel reads Chinese names, and text that starts like a formula (=, +, -, @) neutralised with a
// leading apostrophe (OWASP "CSV injection"); plain numbers are left as they are.

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsvText(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
