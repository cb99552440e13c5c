// Reading one playlist cell by its column's kind: the value to store, or a code saying why not.
// Identifiers are only cleaned here; their format and "used" checks come from the library's own
// validators when the records are built, so the batch refuses exactly what the library refuses.
import { cleanGtin, cleanIsrc, validateUpc } from '../identifiers';
import { parseTimeInput } from '../catalogue/time';
import { splitNames, type PartyKind, type PlaylistColumn } from './playlistColumns';
import { matchPlaylistValue, normaliseKey, playlistValues } from './playlistValues';

export type CellValue = string | number | boolean | string[];

export type CellResult =
  | { ok: true; value: CellValue | null }
  | { ok: false; code: string; params?: Record<string, string | number> };

/** Names of the authorizing party's records, keyed by normaliseKey. */
export type PartyIndex = Readonly<Record<PartyKind, ReadonlyMap<string, string>>>;

const NOT_FOUND: Record<PartyKind, string> = {
  artists: 'playlist-artist-not-found',
  recordCompanies: 'playlist-record-company-not-found',
  plines: 'playlist-pline-not-found',
  clines: 'playlist-cline-not-found',
};

/** Characters Windows, macOS and Linux refuse or treat specially in a file or folder name. */
// eslint-disable-next-line no-control-regex
const BAD_NAME_CHARS = /[/\\:*?"<>|\u0000-\u001f]/;

export function isPlainFileName(name: string): boolean {
  return !BAD_NAME_CHARS.test(name) && name !== '.' && name !== '..' && !/[. ]$/.test(name);
}

export function parseCell(column: PlaylistColumn, raw: string, parties: PartyIndex): CellResult {
  const text = raw.trim();
  if (text === '') return { ok: true, value: null };
  if (text.length > column.maxLength)
    return { ok: false, code: 'too-long', params: { max: column.maxLength } };
  switch (column.kind) {
    case 'text':
      return { ok: true, value: text };
    case 'folder':
      return isPlainFileName(text)
        ? { ok: true, value: text }
        : { ok: false, code: 'playlist-folder-name-invalid' };
    case 'list':
      return parseListCell(column, text);
    case 'date':
      return parseDateCell(text);
    case 'names':
      return { ok: true, value: splitNames(text) };
    case 'party':
    case 'parties':
      return parsePartyCell(column, text, parties);
    case 'file':
      return parseFileCell(column, text);
    case 'isrc':
      return { ok: true, value: cleanIsrc(text) };
    case 'upc': {
      const code = validateUpc(text);
      return code === null ? { ok: true, value: cleanGtin(text) } : { ok: false, code };
    }
    case 'iswc':
      return { ok: true, value: text };
    case 'time': {
      const time = parseTimeInput(text);
      return time.ok ? { ok: true, value: time.ms } : { ok: false, code: 'time-invalid' };
    }
    case 'count':
      return /^[1-9][0-9]{0,2}$/.test(text)
        ? { ok: true, value: Number(text) }
        : { ok: false, code: 'playlist-count-invalid' };
  }
}

function parseListCell(column: PlaylistColumn, text: string): CellResult {
  const list = column.list;
  if (list === undefined) return { ok: true, value: text };
  const code = matchPlaylistValue(list, text);
  if (code !== undefined) return { ok: true, value: code };
  const values = playlistValues(list);
  // long lists (languages) are named by the template's drop-down, not spelled out in the message
  const allowed =
    values.length > 12
      ? ''
      : values.map((v) => (v.zh === v.en ? v.en : `${v.zh} / ${v.en}`)).join('; ');
  return { ok: false, code: 'playlist-value-not-allowed', params: { allowed } };
}

/** 2024-03-01, 2024/3/1, 2024.3.1 or 2024年3月1日 (Excel date cells arrive as ISO text). */
const DATE = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/;

export function parseDateCell(text: string): CellResult {
  const m = DATE.exec(text);
  if (m === null) return { ok: false, code: 'playlist-date-invalid' };
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return { ok: false, code: 'playlist-date-invalid' };
  return {
    ok: true,
    value: `${m[1]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  };
}

function parsePartyCell(column: PlaylistColumn, text: string, parties: PartyIndex): CellResult {
  const kind = column.party ?? 'artists';
  const names = column.kind === 'parties' ? splitNames(text) : [text];
  const ids: string[] = [];
  const missing: string[] = [];
  for (const name of names) {
    const id = parties[kind].get(normaliseKey(name));
    if (id === undefined) missing.push(name);
    else if (!ids.includes(id)) ids.push(id);
  }
  if (missing.length > 0)
    return { ok: false, code: NOT_FOUND[kind], params: { name: missing.join('; ') } };
  return { ok: true, value: column.kind === 'parties' ? ids : (ids[0] ?? '') };
}

function parseFileCell(column: PlaylistColumn, text: string): CellResult {
  if (!isPlainFileName(text)) return { ok: false, code: 'playlist-file-name-invalid' };
  const dot = text.lastIndexOf('.');
  const extension = dot <= 0 ? '' : text.slice(dot + 1).toLowerCase();
  const allowed = column.extensions ?? [];
  if (allowed.length > 0 && !allowed.includes(extension)) {
    return { ok: false, code: 'playlist-file-extension', params: { formats: allowed.join(', ') } };
  }
  return { ok: true, value: text };
}
