// The playlist's words: the spec's section 8 heading and one message per code the playlist parser,
// its checks and the material matching introduce. Codes the library already words (required,
// isrc-used, upc-check-digit, ...) keep their `validation.<code>` message, so both say the same.
import { defineMessages, type MessageDescriptor } from 'react-intl';

const D =
  'Batch upload (issue 6): a problem of the Excel playlist or of a material file, shown in the error list with its sheet, row, column and value';

export const playlistMessages = defineMessages({
  errorsHeading: {
    id: 'batch.playlist.errorsHeading',
    defaultMessage: 'There are following errors in the Excel playlist:',
    description: 'Spec section 8, verbatim: the heading above the list of the playlist errors',
  },
});

/** One message per code of the playlist side; ids are `batch.playlist.issue.<code>`. */
export const playlistIssueMessages: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  'playlist-no-header': {
    id: 'batch.playlist.issue.playlist-no-header',
    defaultMessage: "The first row must hold the template's column headers",
    description: D,
  },
  'playlist-no-rows': {
    id: 'batch.playlist.issue.playlist-no-rows',
    defaultMessage: 'The playlist has no track rows',
    description: D,
  },
  'playlist-column-missing': {
    id: 'batch.playlist.issue.playlist-column-missing',
    defaultMessage: 'The mandatory column “{column}” is missing',
    description: D,
  },
  'playlist-column-duplicate': {
    id: 'batch.playlist.issue.playlist-column-duplicate',
    defaultMessage: 'The column “{column}” appears more than once',
    description: D,
  },
  'playlist-column-unknown': {
    id: 'batch.playlist.issue.playlist-column-unknown',
    defaultMessage: 'This column is not part of the template and was ignored',
    description: D,
  },
  'playlist-columns-ignored': {
    id: 'batch.playlist.issue.playlist-columns-ignored',
    defaultMessage: 'Columns after the first {max} were ignored',
    description: D,
  },
  'playlist-folder-name-invalid': {
    id: 'batch.playlist.issue.playlist-folder-name-invalid',
    defaultMessage: 'A folder name cannot contain / \\ : * ? " < > | or end with a dot or a space',
    description: D,
  },
  'playlist-value-not-allowed': {
    id: 'batch.playlist.issue.playlist-value-not-allowed',
    defaultMessage:
      "This value is not allowed; choose one from the template's drop-down list. {allowed}",
    description: D,
  },
  'playlist-date-invalid': {
    id: 'batch.playlist.issue.playlist-date-invalid',
    defaultMessage: 'Invalid date; use YYYY-MM-DD',
    description: D,
  },
  'playlist-artist-not-found': {
    id: 'batch.playlist.issue.playlist-artist-not-found',
    defaultMessage:
      'The artist “{name}” does not exist for this authorizing party; create it in the library first (a batch upload creates no artists)',
    description: D,
  },
  'playlist-record-company-not-found': {
    id: 'batch.playlist.issue.playlist-record-company-not-found',
    defaultMessage:
      'The record company “{name}” does not exist for this authorizing party; create it in the library first',
    description: D,
  },
  'playlist-pline-not-found': {
    id: 'batch.playlist.issue.playlist-pline-not-found',
    defaultMessage:
      'The P-line owner “{name}” does not exist for this authorizing party; create it in the library first',
    description: D,
  },
  'playlist-cline-not-found': {
    id: 'batch.playlist.issue.playlist-cline-not-found',
    defaultMessage:
      'The C-line owner “{name}” does not exist for this authorizing party; create it in the library first',
    description: D,
  },
  'playlist-file-name-invalid': {
    id: 'batch.playlist.issue.playlist-file-name-invalid',
    defaultMessage:
      'Write the file name only, without folders or the characters \\ / : * ? " < > |',
    description: D,
  },
  'playlist-file-extension': {
    id: 'batch.playlist.issue.playlist-file-extension',
    defaultMessage: 'The file must be a {formats} file',
    description: D,
  },
  'playlist-count-invalid': {
    id: 'batch.playlist.issue.playlist-count-invalid',
    defaultMessage: 'Enter a whole number from 1 to 999',
    description: D,
  },
  'playlist-album-value-differs': {
    id: 'batch.playlist.issue.playlist-album-value-differs',
    defaultMessage:
      'Differs from row {row} of the same album folder “{folder}”: album columns must be the same on every track row',
    description: D,
  },
  'playlist-isrc-duplicate': {
    id: 'batch.playlist.issue.playlist-isrc-duplicate',
    defaultMessage: 'The same ISRC is already used on row {row}',
    description: D,
  },
  'playlist-upc-duplicate': {
    id: 'batch.playlist.issue.playlist-upc-duplicate',
    defaultMessage: 'The album on row {row} has the same UPC',
    description: D,
  },
  'playlist-file-named-twice': {
    id: 'batch.playlist.issue.playlist-file-named-twice',
    defaultMessage: 'This file is already named on row {row} of the album folder “{folder}”',
    description: D,
  },
  'playlist-cell-error': {
    id: 'batch.playlist.issue.playlist-cell-error',
    defaultMessage: 'The cell holds a formula error',
    description: D,
  },
  'playlist-cell-cut': {
    id: 'batch.playlist.issue.playlist-cell-cut',
    defaultMessage: 'The cell is longer than {max} characters and was cut',
    description: D,
  },
  'playlist-formula-cached': {
    id: 'batch.playlist.issue.playlist-formula-cached',
    defaultMessage:
      'A formula: its last calculated value was used (formulas are never recalculated here)',
    description: D,
  },
  'playlist-file-empty': {
    id: 'batch.playlist.issue.playlist-file-empty',
    defaultMessage: 'The file is empty',
    description: D,
  },
  'playlist-file-too-large': {
    id: 'batch.playlist.issue.playlist-file-too-large',
    defaultMessage: 'The playlist file is larger than {maxMb} MB',
    description: D,
  },
  'playlist-not-xlsx': {
    id: 'batch.playlist.issue.playlist-not-xlsx',
    defaultMessage:
      'This is not an Excel workbook (.xlsx). Open it in Excel or LibreOffice and save it as .xlsx',
    description: D,
  },
  'playlist-xls': {
    id: 'batch.playlist.issue.playlist-xls',
    defaultMessage:
      'This is an old Excel 97-2003 workbook (.xls). Save it as .xlsx and upload it again',
    description: D,
  },
  'playlist-encrypted': {
    id: 'batch.playlist.issue.playlist-encrypted',
    defaultMessage:
      'The workbook is protected by a password. Remove the password, save it as .xlsx and upload it again',
    description: D,
  },
  'playlist-csv': {
    id: 'batch.playlist.issue.playlist-csv',
    defaultMessage:
      'This is a text (CSV) file, not an Excel workbook. Open it in Excel or LibreOffice and save it as .xlsx',
    description: D,
  },
  'playlist-ods': {
    id: 'batch.playlist.issue.playlist-ods',
    defaultMessage:
      'This is an OpenDocument spreadsheet (.ods). Save it as .xlsx and upload it again',
    description: D,
  },
  'playlist-xlsb': {
    id: 'batch.playlist.issue.playlist-xlsb',
    defaultMessage: 'This is a binary Excel workbook (.xlsb). Save it as .xlsx and upload it again',
    description: D,
  },
  'playlist-zip-invalid': {
    id: 'batch.playlist.issue.playlist-zip-invalid',
    defaultMessage:
      'The workbook is damaged or stored in an unsupported way. Save it again as .xlsx',
    description: D,
  },
  'playlist-zip-bomb': {
    id: 'batch.playlist.issue.playlist-zip-bomb',
    defaultMessage:
      'The workbook unpacks to more than {maxMb} MB or is packed suspiciously, so it was refused',
    description: D,
  },
  'playlist-no-sheet': {
    id: 'batch.playlist.issue.playlist-no-sheet',
    defaultMessage: 'The workbook has no worksheet',
    description: D,
  },
  'playlist-too-many-rows': {
    id: 'batch.playlist.issue.playlist-too-many-rows',
    defaultMessage:
      'The sheet has {count} rows with data; a playlist can have at most {max}. Split it into several files',
    description: D,
  },
  'playlist-too-many-cells': {
    id: 'batch.playlist.issue.playlist-too-many-cells',
    defaultMessage:
      'The sheet holds more than {cells} filled cells, so reading stopped after {count} rows with data; a playlist can have at most {max} rows. Split it into several files',
    description: D,
  },
  'playlist-merged-cells': {
    id: 'batch.playlist.issue.playlist-merged-cells',
    defaultMessage:
      'Merged cells {range}: the value was used in every cell they cover. Check that this is meant (a track column usually differs from row to row)',
    description: D,
  },
  'playlist-column-no-header': {
    id: 'batch.playlist.issue.playlist-column-no-header',
    defaultMessage: 'Column {column} holds values but has no header, so it was ignored',
    description: D,
  },
  'playlist-unreadable': {
    id: 'batch.playlist.issue.playlist-unreadable',
    defaultMessage: 'The workbook could not be read',
    description: D,
  },
  'playlist-timeout': {
    id: 'batch.playlist.issue.playlist-timeout',
    defaultMessage: 'Reading the playlist took longer than {seconds} seconds and was stopped',
    description: D,
  },
  'material-folder-unknown': {
    id: 'batch.playlist.issue.material-folder-unknown',
    defaultMessage: 'This folder is not an album folder of the playlist',
    description: D,
  },
  'material-file-not-named': {
    id: 'batch.playlist.issue.material-file-not-named',
    defaultMessage: 'The playlist does not name this file',
    description: D,
  },
  'material-file-duplicate': {
    id: 'batch.playlist.issue.material-file-duplicate',
    defaultMessage: 'A file of the same name was already matched',
    description: D,
  },
  'material-path-nested': {
    id: 'batch.playlist.issue.material-path-nested',
    defaultMessage: 'Files must sit directly in the album folder, not in a sub-folder',
    description: D,
  },
  'material-file-empty': {
    id: 'batch.playlist.issue.material-file-empty',
    defaultMessage: 'The file is empty',
    description: D,
  },
  'material-missing': {
    id: 'batch.playlist.issue.material-missing',
    defaultMessage: '“{fileName}” is named in the playlist but is not in the folder “{folder}”',
    description: D,
  },
});

/** The message of an issue, notice, refusal or material code (`validation.<code>` for the library's codes). */
export function playlistIssueMessage(code: string): MessageDescriptor {
  return playlistIssueMessages[code] ?? { id: `validation.${code}`, defaultMessage: code };
}
