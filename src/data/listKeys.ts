// Search keys of the library lists. IndexedDB cannot index "lower-case of name", and Dexie's
// startsWithIgnoreCase walks every matching entry in JavaScript (seconds for 100,000 tracks), so
// each visible record carries its name folded once, on write, in `_nameKey`: a case-insensitive
// prefix search becomes one key range, counted and paged by IndexedDB itself. The key is a storage
// detail: a Dexie middleware adds it on every write and strips it from every read, so no screen,
// op or conflict copy ever sees it.
import type { DBCore, DBCoreCursor, DBCoreMutateRequest, DBCoreTable, Middleware } from 'dexie';
import type { EntityName } from '../domain/catalogue/entities';
import { codeSearchKeys, foldName, foldTyped, nameSearchKeys } from '../domain/catalogue/searchWords';
import type { LooseRecord } from '../domain/sync/records';

export const NAME_KEY = '_nameKey';

/** The field each listed entity is named by (its search field). */
export const NAME_FIELD: Readonly<Partial<Record<EntityName, 'name' | 'title'>>> = {
  album: 'name',
  track: 'name',
  artist: 'name',
  recordCompany: 'name',
  plCline: 'name',
  authorization: 'title',
  trackClip: 'title',
  accompaniment: 'title',
};

export function hasNameKey(entity: string): entity is EntityName {
  return Object.prototype.hasOwnProperty.call(NAME_FIELD, entity);
}

/** The stored key of a name: folded and trimmed (src/domain/catalogue/searchWords.ts). */
export function nameKeyOf(name: unknown): string {
  return foldName(name);
}

/**
 * The key prefix a typed search stands for. A trailing space is kept on purpose: "bench " must
 * not match "benchmark". Empty means "no search".
 */
export function searchPrefixOf(typed: string): string {
  return foldTyped(typed);
}

/**
 * Words inside names (version 8): `_words` holds a named record's name from each word start on
 * (every character of a CJK run), and an album's UPC from each digit on; `_codes` a track's ISRC
 * from each character on. Multi-entry indexes on them turn "a word inside the name" into the same
 * "starts with" key range as before (src/domain/catalogue/searchWords.ts holds the rule).
 */
export const WORDS_KEY = '_words';
export const CODES_KEY = '_codes';

/** The search keys of a record: its name's word starts, and an album's UPC. */
export function wordKeysOf(entity: EntityName, record: LooseRecord): string[] {
  const field = NAME_FIELD[entity];
  const keys = field === undefined ? [] : nameSearchKeys(record[field]);
  return entity === 'album' ? [...new Set([...keys, ...codeSearchKeys(record.upc)])] : keys;
}

/** The code keys of a record: a track's ISRC. */
export function codeKeysOf(entity: EntityName, record: LooseRecord): string[] | undefined {
  return entity === 'track' ? codeSearchKeys(record.isrc) : undefined;
}

/**
 * The artists of an album or a track, one entry each, in `_artistIds`: a multi-entry index on it
 * finds an artist's albums and songs in one lookup (an artist's page would otherwise read every
 * record: seconds at 100,000 tracks). Same rules as `_nameKey`: added on write, stripped on read.
 */
export const ARTIST_IDS_KEY = '_artistIds';
const WITH_ARTISTS: ReadonlySet<string> = new Set<EntityName>(['album', 'track']);

export function artistIdsOf(artists: unknown): string[] {
  if (!Array.isArray(artists)) return [];
  const ids = artists.map((a: unknown) => (typeof a === 'object' && a !== null ? (a as { artistId?: unknown }).artistId : undefined));
  return [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
}

/** The record with its storage-only keys (`_nameKey`, and `_artistIds` for albums and tracks). */
export function withStorageKeys(entity: EntityName, record: LooseRecord): LooseRecord {
  const field = NAME_FIELD[entity];
  if (field === undefined) return record;
  const keyed: LooseRecord = { ...record, [NAME_KEY]: nameKeyOf(record[field]), [WORDS_KEY]: wordKeysOf(entity, record) };
  const codes = codeKeysOf(entity, record);
  if (codes !== undefined) keyed[CODES_KEY] = codes;
  if (WITH_ARTISTS.has(entity)) keyed[ARTIST_IDS_KEY] = artistIdsOf(record.artists);
  return keyed;
}

/** The record without its storage-only keys (the same object when it has none). */
export function withoutStorageKeys<T>(value: T): T {
  if (value === null || typeof value !== 'object' || !(NAME_KEY in value || ARTIST_IDS_KEY in value || WORDS_KEY in value)) return value;
  const { [NAME_KEY]: _name, [ARTIST_IDS_KEY]: _artists, [WORDS_KEY]: _words, [CODES_KEY]: _codes, ...rest } = value as LooseRecord;
  return rest as T;
}

function wrapCursor(cursor: DBCoreCursor): DBCoreCursor {
  // Native IDBCursor getters throw on any other `this`, so the three the stack reads are forwarded
  // explicitly; Dexie's own cursor methods are plain properties and inherit fine.
  let raw: unknown;
  let stripped: unknown;
  return Object.create(cursor, {
    key: { get: () => cursor.key },
    primaryKey: { get: () => cursor.primaryKey },
    value: {
      get: () => {
        const value: unknown = cursor.value;
        if (value !== raw) {
          raw = value;
          stripped = withoutStorageKeys(value);
        }
        return stripped;
      },
    },
  }) as DBCoreCursor;
}

function keyedTable(entity: EntityName, table: DBCoreTable): DBCoreTable {
  return {
    ...table,
    mutate(req: DBCoreMutateRequest) {
      if (req.type !== 'add' && req.type !== 'put') return table.mutate(req);
      const values = req.values.map((value) => withStorageKeys(entity, value as LooseRecord));
      return table.mutate({ ...req, values });
    },
    get: (req) => table.get(req).then(withoutStorageKeys),
    getMany: (req) => table.getMany(req).then((rows) => rows.map(withoutStorageKeys)),
    query: (req) =>
      table.query(req).then((res) => (req.values ? { ...res, result: res.result.map(withoutStorageKeys) } : res)),
    openCursor: (req) => table.openCursor(req).then((cursor) => cursor && wrapCursor(cursor)),
  };
}

/**
 * Above Dexie's own middlewares (level 10): its observability layer sees the keyed values, so live
 * queries on `_nameKey` ranges wake up when a name changes.
 */
export const nameKeyMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'PortalNameKeys',
  level: 10,
  create: (down) => ({
    ...down,
    table(name) {
      const table = down.table(name);
      return hasNameKey(name) ? keyedTable(name, table) : table;
    },
  }),
};
