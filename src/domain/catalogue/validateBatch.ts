// Batch upload (spec section 5): at most 500 playlist rows; album folder names unique (compared as the
// file system would on Windows/macOS: case-insensitive, NFC) and at most 200 characters.
import { issue, requiredIssue, type Issue } from './issues';
import { ExcelLimits } from './limits';

export function validateExcelRowCount(rows: number): Issue[] {
  return rows > ExcelLimits.maxRows
    ? [issue('rows', 'excel-too-many-rows', { max: ExcelLimits.maxRows, count: rows })]
    : [];
}

/** One issue per offending folder, field `folders.<index>`; a duplicate is reported at its second use. */
export function validateAlbumFolderNames(names: readonly string[]): Issue[] {
  const issues: Issue[] = [];
  const seen = new Set<string>();
  names.forEach((raw, index) => {
    const field = `folders.${index}`;
    const name = raw.trim();
    if (name === '') {
      issues.push(requiredIssue(field));
      return;
    }
    if (name.length > ExcelLimits.albumFolderNameMax) {
      issues.push(
        issue(field, 'folder-name-too-long', { max: ExcelLimits.albumFolderNameMax, name }),
      );
    }
    const key = name.normalize('NFC').toLowerCase();
    if (seen.has(key)) issues.push(issue(field, 'folder-name-duplicate', { name }));
    seen.add(key);
  });
  return issues;
}
