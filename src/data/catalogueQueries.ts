// Reads of the visible catalogue for the library lists: one indexed equality, a case-insensitive
// name prefix, or the whole table, sorted by an index when one fits (compound "[filter+sort]"
// indexes spare sorting in memory) and paged with offset/limit.
import Dexie, { type Collection, type IndexableType } from 'dexie';
import type { EntityName, EntityRecordMap } from '../domain/catalogue/entities';
import type { Op } from '../domain/sync/protocol';
import type { ConflictRow, LooseRecord } from '../domain/sync/records';
import { indexesOf } from './catalogueIndexes';
import { NAME_FIELD, NAME_KEY, nameKeyOf, searchPrefixOf } from './listKeys';
import { SYNC_META_KEY, visibleTable, type PortalDb, type SyncMetaRow } from './db';

export interface RecordsQuery {
  /** records whose indexed `field` equals `equals` (e.g. tracks of an album) */
  where?: { field: string; equals: IndexableType };
  /** records whose indexed text `field` starts with `value`, ignoring case (name search) */
  prefix?: { field: string; value: string };
  /** a field to sort by (ascending unless `reverse`) */
  orderBy?: string;
  reverse?: boolean;
  offset?: number;
  limit?: number;
}

function compare(field: string): (a: LooseRecord, b: LooseRecord) => number {
  return (a, b) => {
    const x = a[field];
    const y = b[field];
    if (x === y) return 0;
    if (x === undefined || x === null) return -1;
    if (y === undefined || y === null) return 1;
    return (x as string | number) < (y as string | number) ? -1 : 1;
  };
}

function page(rows: LooseRecord[], query: RecordsQuery): LooseRecord[] {
  const start = query.offset ?? 0;
  return rows.slice(start, query.limit === undefined ? undefined : start + query.limit);
}

async function runCollection(collection: Collection<LooseRecord, string>, query: RecordsQuery): Promise<LooseRecord[]> {
  let c = query.reverse ? collection.reverse() : collection;
  if (query.offset) c = c.offset(query.offset);
  if (query.limit !== undefined) c = c.limit(query.limit);
  return c.toArray();
}

/** The rows of a query; sorted in memory only when no index serves the order. */
export async function queryRecords(db: PortalDb, entity: EntityName, query: RecordsQuery = {}): Promise<LooseRecord[]> {
  const table = visibleTable(db, entity);
  const indexes = indexesOf(entity);
  const { where, prefix, orderBy } = query;
  if (where && orderBy && indexes.includes(`[${where.field}+${orderBy}]`)) {
    const range = table.where(`[${where.field}+${orderBy}]`).between([where.equals, Dexie.minKey], [where.equals, Dexie.maxKey]);
    return runCollection(range, query);
  }
  if (!where && !prefix && orderBy && indexes.includes(orderBy)) return runCollection(table.orderBy(orderBy), query);
  // a name prefix is one range of the folded-name index (listKeys.ts), not a walk over every casing
  const byNameKey = prefix !== undefined && NAME_FIELD[entity] === prefix.field;
  let rows: LooseRecord[];
  if (where) rows = await table.where(where.field).equals(where.equals).toArray();
  else if (prefix && byNameKey) {
    const folded = searchPrefixOf(prefix.value);
    const range = table.where(NAME_KEY).startsWith(folded);
    // with a limit and no other order, the index order serves the page directly
    if (!orderBy && folded !== '') return runCollection(range, query);
    rows = await range.toArray();
  } else if (prefix) rows = await table.where(prefix.field).startsWithIgnoreCase(prefix.value).toArray();
  else rows = await table.toArray();
  if (where && prefix) {
    const start = byNameKey ? searchPrefixOf(prefix.value) : prefix.value.toLowerCase();
    const keyOf = (r: LooseRecord) => (byNameKey ? nameKeyOf(r[prefix.field]) : String(r[prefix.field] ?? '').toLowerCase());
    rows = rows.filter((r) => keyOf(r).startsWith(start));
  }
  if (orderBy) rows.sort(compare(orderBy));
  if (query.reverse) rows.reverse();
  return page(rows, query);
}

export type VisibleRecord<E extends EntityName> = EntityRecordMap[E];

export function getRecord(db: PortalDb, entity: EntityName, id: string): Promise<LooseRecord | undefined> {
  return visibleTable(db, entity).get(id);
}

export function countOutbox(db: PortalDb): Promise<number> {
  return db.outbox.count();
}

export function listOutbox(db: PortalDb): Promise<Op[]> {
  return db.outbox.orderBy('seq').toArray();
}

export function listConflicts(db: PortalDb): Promise<ConflictRow[]> {
  return db.conflicts.orderBy('createdAt').toArray();
}

export interface SyncCounters {
  pending: number;
  conflicts: number;
  meta: SyncMetaRow | undefined;
  /** when the head of the outbox (the op waiting longest) was queued, ISO time; null when empty */
  oldestPendingAt: string | null;
}

/** Everything the sync status reads from the database, in one live query. */
export async function readSyncCounters(db: PortalDb): Promise<SyncCounters> {
  const [pending, conflicts, meta, oldest] = await Promise.all([
    db.outbox.count(),
    db.conflicts.count(),
    db.syncMeta.get(SYNC_META_KEY),
    // ops leave in seq order, so the lowest seq has waited longest
    db.outbox.orderBy('seq').first(),
  ]);
  return { pending, conflicts, meta, oldestPendingAt: oldest?.createdAt ?? null };
}
