// Texts of the channel-report codes (src/domain/reports): why a line could not be read, why a read
// line matched nothing, and whole-file findings. Staff read them on /staff/reports.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { UnmatchedReason } from '../../domain/reports/matchLines';
import type { ReportFileCode, ReportProblemCode } from '../../domain/reports/usageLine';

const D = 'Why a line of a channel report (DSR or CSV) was not imported or matched; staff read it';

export const reportCodeMessages: Readonly<
  Record<ReportProblemCode | ReportFileCode | UnmatchedReason, MessageDescriptor>
> = defineMessages({
  'line-too-long': {
    id: 'reports.line-too-long',
    defaultMessage: 'The line is longer than 65,536 characters',
    description: D,
  },
  'record-type-unknown': {
    id: 'reports.record-type-unknown',
    defaultMessage: 'Unknown record type',
    description: D,
  },
  'record-before-header': {
    id: 'reports.record-before-header',
    defaultMessage: 'Record before the HEAD record',
    description: D,
  },
  'record-after-footer': {
    id: 'reports.record-after-footer',
    defaultMessage: 'Record after the FOOT record',
    description: D,
  },
  'header-invalid': {
    id: 'reports.header-invalid',
    defaultMessage: 'The file header could not be read, so this line is not read either',
    description: D,
  },
  'header-repeated': {
    id: 'reports.header-repeated',
    defaultMessage: 'A second HEAD record',
    description: D,
  },
  'profile-unsupported': {
    id: 'reports.profile-unsupported',
    defaultMessage: 'Only the DDEX DSR Basic Audio Profile is supported',
    description: D,
  },
  'cell-missing': {
    id: 'reports.cell-missing',
    defaultMessage: 'A required value is missing',
    description: D,
  },
  'date-format': {
    id: 'reports.date-format',
    defaultMessage: 'Incorrect date (YYYY, YYYY-MM or YYYY-MM-DD)',
    description: D,
  },
  'period-format': {
    id: 'reports.period-format',
    defaultMessage: 'Incorrect period (for example 2024-05, 2024-Q2 or 2024-05-01--2024-05-31)',
    description: D,
  },
  'integer-format': {
    id: 'reports.integer-format',
    defaultMessage: 'Not a whole number: expected digits only, for example 3120',
    description: D,
  },
  'decimal-format': {
    id: 'reports.decimal-format',
    defaultMessage: 'Not a plain decimal number: expected digits and a point, for example 1234.50',
    description: D,
  },
  'number-grouping': {
    id: 'reports.number-grouping',
    defaultMessage: 'A number with a thousands separator: expected digits only (3120, not 3,120)',
    description: D,
  },
  'revenue-precision': {
    id: 'reports.revenue-precision',
    defaultMessage: 'Revenue has more than six decimals',
    description: D,
  },
  'boolean-format': {
    id: 'reports.boolean-format',
    defaultMessage: 'Must be true or false',
    description: D,
  },
  'currency-unknown': {
    id: 'reports.currency-unknown',
    defaultMessage: 'Unknown currency code',
    description: D,
  },
  'territory-format': {
    id: 'reports.territory-format',
    defaultMessage: 'Territory must be a two-letter country code or Worldwide',
    description: D,
  },
  'isrc-format': { id: 'reports.isrc-format', defaultMessage: 'Incorrect ISRC', description: D },
  'upc-format': { id: 'reports.upc-format', defaultMessage: 'Incorrect UPC', description: D },
  'identifier-missing': {
    id: 'reports.identifier-missing',
    defaultMessage: 'Neither ISRC nor UPC is given',
    description: D,
  },
  'usage-type-unknown': {
    id: 'reports.usage-type-unknown',
    defaultMessage: 'Unknown usage type (stream, download or other)',
    description: D,
  },
  'summary-duplicate': {
    id: 'reports.summary-duplicate',
    defaultMessage: 'A summary record with this id already exists',
    description: D,
  },
  'summary-unknown': {
    id: 'reports.summary-unknown',
    defaultMessage: 'The summary record it refers to does not exist',
    description: D,
  },
  'summary-unsupported': {
    id: 'reports.summary-unsupported',
    defaultMessage: 'It refers to a summary record the portal does not price',
    description: D,
  },
  'summary-limit': {
    id: 'reports.summary-limit',
    defaultMessage: 'Too many summary records in one file',
    description: D,
  },
  'reference-missing': {
    id: 'reports.reference-missing',
    defaultMessage: 'Neither a release nor a resource is named',
    description: D,
  },
  'reference-unknown': {
    id: 'reports.reference-unknown',
    defaultMessage: 'The release or resource it refers to is not in this block',
    description: D,
  },
  'block-too-large': {
    id: 'reports.block-too-large',
    defaultMessage: 'Too many releases and resources in one block',
    description: D,
  },
  'csv-quote': {
    id: 'reports.csv-quote',
    defaultMessage: 'Misplaced or unclosed double quote',
    description: D,
  },
  'before-header': {
    id: 'reports.before-header',
    defaultMessage: 'Row above the header row, not read',
    description: D,
  },
  'header-columns': {
    id: 'reports.header-columns',
    defaultMessage: 'No header row with all required columns was found',
    description: D,
  },
  'file-empty': { id: 'reports.file-empty', defaultMessage: 'The file is empty', description: D },
  'header-missing': {
    id: 'reports.header-missing',
    defaultMessage: 'The file has no header',
    description: D,
  },
  'footer-missing': {
    id: 'reports.footer-missing',
    defaultMessage: 'The file has no FOOT record: it may be incomplete',
    description: D,
  },
  'footer-count-mismatch': {
    id: 'reports.footer-count-mismatch',
    defaultMessage: 'A count in the FOOT record does not match what the file holds',
    description: D,
  },
  'summary-units-mismatch': {
    id: 'reports.summary-units-mismatch',
    defaultMessage:
      "A summary record's usages differ from the sum of its lines' usages (before returns)",
    description: D,
  },
  'summary-total-mismatch': {
    id: 'reports.summary-total-mismatch',
    defaultMessage:
      "A summary record's revenue differs from the sum of its lines by more than half a cent; the difference is listed as unattributed",
    description: D,
  },
  'upc-check-digit': {
    id: 'reports.upc-check-digit',
    defaultMessage: "The UPC's check digit is wrong; the release was read with this UPC",
    description: D,
  },
  'report-incomplete': {
    id: 'reports.report-incomplete',
    defaultMessage:
      'Not all files of this multi-file report have arrived: it is reconciled once they all have',
    description: D,
  },
  'isrc-unknown': {
    id: 'reports.isrc-unknown',
    defaultMessage: 'No track in the catalogue has this ISRC',
    description: D,
  },
  'isrc-ambiguous': {
    id: 'reports.isrc-ambiguous',
    defaultMessage: 'Several tracks have this ISRC',
    description: D,
  },
  'upc-unknown': {
    id: 'reports.upc-unknown',
    defaultMessage: 'No album in the catalogue has this UPC',
    description: D,
  },
  'upc-ambiguous': {
    id: 'reports.upc-ambiguous',
    defaultMessage: 'Several albums have this UPC',
    description: D,
  },
  'no-identifier': {
    id: 'reports.no-identifier',
    defaultMessage: 'The line has neither a usable ISRC nor a UPC',
    description: D,
  },
});
