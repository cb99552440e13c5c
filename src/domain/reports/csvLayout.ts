// The portal's own spreadsheet layout for channels without DSR (docs/report-csv-layout.md): one
// header row naming the columns in English or Chinese, one row per usage line, optional total rows.
import type { UsageType } from './usageLine';

export const CSV_COLUMNS = [
  'channel',
  'period',
  'territory',
  'isrc',
  'upc',
  'usageType',
  'units',
  'currency',
  'revenue',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** Every column but the identifiers, of which at least one (ISRC or UPC) must be there. */
export const CSV_REQUIRED_COLUMNS: readonly CsvColumn[] = [
  'channel',
  'period',
  'territory',
  'usageType',
  'units',
  'currency',
  'revenue',
];

/** Header names, compared after normalizeHeaderName; the first of each list is the documented one. */
export const CSV_COLUMN_NAMES: Readonly<Record<CsvColumn, readonly string[]>> = {
  channel: ['channel', 'platform', 'store', 'dsp', '渠道', '渠道名称', '平台'],
  period: [
    'period',
    'reporting period',
    'sales period',
    '结算周期',
    '周期',
    '账期',
    '报表周期',
    '销售周期',
  ],
  territory: [
    'territory',
    'country',
    'region',
    'country/region',
    '地区',
    '国家/地区',
    '国家',
    '区域',
  ],
  isrc: ['isrc'],
  upc: ['upc', 'ean', 'icpn', 'upc/ean'],
  usageType: ['usage type', 'usage', 'sale type', '使用类型', '业务类型', '类型'],
  units: ['units', 'quantity', 'count', '数量', '次数'],
  currency: ['currency', '币种', '货币'],
  revenue: ['revenue', 'amount', 'net revenue', 'income', '收入', '金额', '收益'],
};

export const USAGE_TYPE_NAMES: Readonly<Record<UsageType, readonly string[]>> = {
  stream: [
    'stream',
    'streams',
    'streaming',
    'on demand stream',
    'webcast',
    '流媒体',
    '在线播放',
    '播放',
    '点播',
  ],
  download: ['download', 'downloads', 'permanent download', '下载', '单曲下载', '专辑下载'],
  other: ['other', '其他'],
};

/** A row whose channel cell says this carries the file's own totals for its currency. */
export const TOTAL_ROW_LABELS = ['total', 'grand total', 'sum', '合计', '总计'];
/** Subtotal rows are recognised and left out of the totals (they would count lines twice). */
export const SUBTOTAL_ROW_LABELS = ['subtotal', '小计'];

export const CSV_DELIMITERS = [',', ';', '\t'] as const;
/** Lines searched for the header row (a title row or two above it is common). */
export const CSV_HEADER_SEARCH_LINES = 10;

/** "Usage_Type", "usage-type", " USAGE TYPE ", "收入（元）" -> "usagetype", ..., "收入". */
export function normalizeHeaderName(name: string): string {
  return name
    .trim()
    .replace(/\s*[(（][^()（）]*[)）]$/, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
}

const columnByName = new Map<string, CsvColumn>();
for (const column of CSV_COLUMNS)
  for (const name of CSV_COLUMN_NAMES[column]) columnByName.set(normalizeHeaderName(name), column);

const usageTypeByName = new Map<string, UsageType>();
for (const [type, names] of Object.entries(USAGE_TYPE_NAMES) as [UsageType, readonly string[]][]) {
  for (const name of names) usageTypeByName.set(normalizeHeaderName(name), type);
}

export function columnOfHeader(name: string): CsvColumn | null {
  return columnByName.get(normalizeHeaderName(name)) ?? null;
}

export function readUsageType(value: string): UsageType | null {
  return usageTypeByName.get(normalizeHeaderName(value)) ?? null;
}

const totalLabels = new Set(TOTAL_ROW_LABELS.map(normalizeHeaderName));
const subtotalLabels = new Set(SUBTOTAL_ROW_LABELS.map(normalizeHeaderName));

export function rowLabel(value: string): 'total' | 'subtotal' | null {
  if (value.length > 20) return null;
  const name = normalizeHeaderName(value);
  return totalLabels.has(name) ? 'total' : subtotalLabels.has(name) ? 'subtotal' : null;
}

/** Splits one physical line (no quoted line breaks) by `delimiter`, RFC 4180 quotes honoured. */
export function splitCsvLine(line: string, delimiter: string): string[] {
  const fields: string[] = [];
  let field = '';
  let inQuotes = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (inQuotes) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') inQuotes = false;
      else field += ch;
    } else if (ch === delimiter) {
      fields.push(field);
      field = '';
    } else if (ch === '"' && field === '') inQuotes = true;
    else field += ch;
  }
  fields.push(field);
  return fields;
}

export type HeaderMatch =
  | { kind: 'header'; delimiter: string; columns: (CsvColumn | null)[] }
  | { kind: 'incomplete'; delimiter: string }
  | { kind: 'none' };

/**
 * Whether a line is the header row, and with which delimiter: the one under which it names all
 * required columns and an identifier once each. A line naming three known columns but not the
 * rest is an incomplete header (said so, rather than taken for a title).
 */
export function matchHeaderLine(line: string): HeaderMatch {
  let incomplete: HeaderMatch = { kind: 'none' };
  for (const delimiter of CSV_DELIMITERS) {
    const columns = splitCsvLine(line, delimiter).map(columnOfHeader);
    const found = columns.filter((c): c is CsvColumn => c !== null);
    const isUnique = new Set(found).size === found.length;
    const hasRequired = CSV_REQUIRED_COLUMNS.every((c) => found.includes(c));
    const hasIdentifier = found.includes('isrc') || found.includes('upc');
    if (isUnique && hasRequired && hasIdentifier) return { kind: 'header', delimiter, columns };
    if (new Set(found).size >= 3 && incomplete.kind === 'none')
      incomplete = { kind: 'incomplete', delimiter };
  }
  return incomplete;
}
