// How a library list query is served by IndexedDB. One index range yields the rows already in
// order: a search walks the search key's range (name or ISRC), otherwise the sort field's index;
// a compound "[filter+key]" index folds one equality filter into that range. What the range cannot
// express is tested on each row ("residual"), which is exact but reads values, so the indexes in
// catalogueIndexes.ts cover the common filters of the big tables. Pure: no IndexedDB here.
import type { EntityName } from '../domain/catalogue/entities';
import { cleanCode, matchesName, searchKeyPrefix } from '../domain/catalogue/searchWords';
import type { LooseRecord } from '../domain/sync/records';
import { indexesOf } from './catalogueIndexes';
import { CODES_KEY, NAME_KEY, searchPrefixOf, WORDS_KEY } from './listKeys';

export type ListSortField = 'name' | 'updatedAt' | 'createdAt';
export type ListSearchField = 'name' | 'isrc';
export type ListScalar = string | number;
export type SortDirection = 'asc' | 'desc';

export interface ListQuery {
  search?: { field: ListSearchField; text: string } | null;
  /** equality filters; an array means "any of" (e.g. review status 11 or 16, shown as one) */
  filters?: Readonly<Record<string, ListScalar | readonly ListScalar[] | null | undefined>>;
  /** `updatedAt` bounds as ISO instants, both inclusive */
  updated?: { from?: string | null; to?: string | null } | null;
  sort: { field: ListSortField; direction: SortDirection };
}

/** An IndexedDB key as the plan spells it (arrays for compound indexes). */
export type PlanKey = string | number | PlanKey[];

export type Residual =
  | { kind: 'equals'; field: string; anyOf: readonly ListScalar[] }
  | { kind: 'between'; field: string; from: string | null; to: string | null }
  /**
   * A search over a multi-entry key (`_words`, `_codes`): a record holding several keys that start
   * with the prefix ("hour" in "Hour by hour") is met once per key, so only its first key in the
   * walk's direction passes. `whole` is the typed text when it is longer than the keys, checked
   * against the folded name.
   */
  | { kind: 'firstKey'; field: string; prefix: string; isLast: boolean; whole: string | null };

export interface ListPlan {
  entity: EntityName;
  /** the Dexie index name (also the IndexedDB index name) */
  index: string;
  lower: PlanKey | null;
  upper: PlanKey | null;
  direction: 'next' | 'prev';
  residual: Residual[];
  /** the order the rows come in: the search key while searching, else the chosen sort */
  orderedBy: ListSortField | 'isrc';
  orderDirection: SortDirection;
  /** false when the plan lists the whole table */
  isRestricted: boolean;
}

/** A key greater than every string or number: IndexedDB orders arrays after them. */
const AFTER_ALL: PlanKey = [];
const PREFIX_END = '\uffff';

const KEY_FIELD: Readonly<Record<ListSortField, string>> = { name: NAME_KEY, updatedAt: 'updatedAt', createdAt: 'createdAt' };

function activeFilters(query: ListQuery): Array<[string, readonly ListScalar[]]> {
  const out: Array<[string, readonly ListScalar[]]> = [];
  for (const [field, value] of Object.entries(query.filters ?? {})) {
    if (value === null || value === undefined) continue;
    const anyOf = Array.isArray(value) ? (value as readonly ListScalar[]) : [value as ListScalar];
    if (anyOf.length > 0) out.push([field, anyOf]);
  }
  return out;
}

/** The search as a key prefix of its field, or null when nothing searchable was typed. */
function searchPrefix(query: ListQuery): { keyField: string; prefix: string; whole: string | null } | null {
  const search = query.search;
  if (!search) return null;
  if (search.field === 'isrc') {
    const prefix = cleanCode(search.text);
    return prefix === '' ? null : { keyField: CODES_KEY, prefix, whole: null };
  }
  const folded = searchPrefixOf(search.text);
  if (folded === '') return null;
  const prefix = searchKeyPrefix(folded);
  return { keyField: WORDS_KEY, prefix, whole: prefix === folded ? null : folded };
}

export function planList(entity: EntityName, query: ListQuery): ListPlan {
  const indexes = new Set(indexesOf(entity));
  const search = searchPrefix(query);
  const filters = activeFilters(query);
  const from = query.updated?.from ?? null;
  const to = query.updated?.to ?? null;
  const residual: Residual[] = [];

  const keyField = search ? search.keyField : KEY_FIELD[query.sort.field];
  if (!indexes.has(keyField)) throw new Error(`list of ${entity}: no index on ${keyField}`);
  let keyLow: PlanKey | null = null;
  let keyHigh: PlanKey | null = null;
  if (search) {
    keyLow = search.prefix;
    keyHigh = search.prefix + PREFIX_END;
  }
  if (keyField === 'updatedAt' && (from !== null || to !== null)) {
    keyLow = from;
    keyHigh = to;
  } else if (from !== null || to !== null) {
    residual.push({ kind: 'between', field: 'updatedAt', from, to });
  }

  // one single-valued filter with a "[filter+key]" index narrows the range itself
  const served = filters.find(([field, anyOf]) => anyOf.length === 1 && indexes.has(`[${field}+${keyField}]`));
  for (const [field, anyOf] of filters) if (served?.[0] !== field) residual.push({ kind: 'equals', field, anyOf });

  const searchingByName = search !== null && search.keyField === WORDS_KEY && query.sort.field === 'name';
  const orderDirection: SortDirection = search && !searchingByName ? 'asc' : query.sort.direction;
  if (search) residual.push({ kind: 'firstKey', field: keyField, prefix: search.prefix, isLast: orderDirection === 'desc', whole: search.whole });
  const base = {
    entity,
    direction: orderDirection === 'desc' ? ('prev' as const) : ('next' as const),
    residual,
    orderedBy: search ? (search.keyField === CODES_KEY ? ('isrc' as const) : ('name' as const)) : query.sort.field,
    orderDirection,
    isRestricted: search !== null || filters.length > 0 || from !== null || to !== null,
  };
  if (served) {
    const value = served[1][0];
    return {
      ...base,
      index: `[${served[0]}+${keyField}]`,
      lower: keyLow === null ? [value] : [value, keyLow],
      upper: [value, keyHigh === null ? AFTER_ALL : keyHigh],
    };
  }
  return { ...base, index: keyField, lower: keyLow, upper: keyHigh };
}

/** Whether the cursor's key is the record's first key starting with the prefix, in walk order. */
function isFirstKey(test: Extract<Residual, { kind: 'firstKey' }>, record: LooseRecord, key: unknown): boolean {
  const keys = record[test.field];
  if (!Array.isArray(keys) || typeof key !== 'string') return false;
  let first: string | null = null;
  for (const k of keys as unknown[]) {
    if (typeof k !== 'string' || !k.startsWith(test.prefix)) continue;
    if (first === null || (test.isLast ? k > first : k < first)) first = k;
  }
  if (first !== key) return false;
  return test.whole === null || matchesName(record[NAME_KEY], test.whole);
}

/**
 * Whether a stored record passes the tests its index range could not express. `key` is the index
 * key the cursor met the record at (a multi-entry index meets a record once per key).
 */
export function passesResidual(residual: readonly Residual[], record: LooseRecord, key?: unknown): boolean {
  for (const test of residual) {
    if (test.kind === 'firstKey') {
      if (!isFirstKey(test, record, key)) return false;
      continue;
    }
    const value = record[test.field];
    if (test.kind === 'equals') {
      if (!test.anyOf.includes(value as ListScalar)) return false;
    } else {
      if (typeof value !== 'string') return false;
      if (test.from !== null && value < test.from) return false;
      if (test.to !== null && value > test.to) return false;
    }
  }
  return true;
}

/** The plan of the whole table in its cheapest order (the primary key): what "total" counts. */
export function planWholeTable(entity: EntityName): ListPlan {
  return {
    entity,
    index: ':id',
    lower: null,
    upper: null,
    direction: 'next',
    residual: [],
    // (the primary key's order: only counted, never shown)
    orderedBy: 'name',
    orderDirection: 'asc',
    isRestricted: false,
  };
}
