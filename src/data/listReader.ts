// Reads a list plan straight from IndexedDB cursors, because Dexie offers no way to resume at an
// exact (key, primary key) position: a list of 100,000 tracks is read a page at a time from the
// nearest "anchor" (a known position with its index key and primary key), and counted by walking
// the range with cursor.advance in small transactions that leave room for the page reads between
// them. Measured in Chromium: an index range costs ~10 µs per entry to count or skip, values ~30.
import type { EntityName } from '../domain/catalogue/entities';
import type { LooseRecord } from '../domain/sync/records';
import { visibleTable, type PortalDb } from './db';
import { withoutStorageKeys } from './listKeys';
import { passesResidual, type ListPlan, type PlanKey } from './listPlan';

/** A known place in a plan's rows: `position` rows that pass the plan lie before this entry. */
export interface ListAnchor {
  position: number;
  key: IDBValidKey;
  primaryKey: IDBValidKey;
}

export interface SliceRow {
  record: LooseRecord;
  anchor: ListAnchor;
}

export interface Slice {
  rows: SliceRow[];
  /** true when the range ran out before `limit` rows: the row count is then known */
  ended: boolean;
}

export interface WalkStep {
  anchors: ListAnchor[];
  /** where the next step starts; null when the walk is complete */
  resume: ListAnchor | null;
  /** the exact number of rows, once the walk reached the end */
  count: number | null;
}

type Source = IDBObjectStore | IDBIndex;

async function openSource(db: PortalDb, plan: ListPlan): Promise<Source> {
  if (!db.isOpen()) await db.open();
  const store = db.backendDB().transaction(plan.entity, 'readonly').objectStore(plan.entity);
  return plan.index === ':id' ? store : store.index(plan.index);
}

/** Rejects with the transaction's error if it fails or aborts. */
function onFailure(source: Source, reject: (error: unknown) => void): void {
  const tx = 'objectStore' in source ? source.objectStore.transaction : source.transaction;
  tx.onerror = () => reject(tx.error);
  tx.onabort = () => reject(tx.error);
}

const cmp = (a: IDBValidKey, b: IDBValidKey): number => indexedDB.cmp(a, b);

/** The plan's range, cut at `from` on the side the cursor starts; null when it holds nothing. */
function rangeFrom(plan: ListPlan, from: ListAnchor | null): IDBKeyRange | null | 'empty' {
  let lower: IDBValidKey | null = plan.lower as IDBValidKey | null;
  let upper: IDBValidKey | null = plan.upper as IDBValidKey | null;
  if (from !== null) {
    if (plan.direction === 'next') lower = from.key;
    else upper = from.key;
  }
  if (lower !== null && upper !== null) return cmp(lower, upper) > 0 ? 'empty' : IDBKeyRange.bound(lower, upper);
  if (lower !== null) return IDBKeyRange.lowerBound(lower);
  if (upper !== null) return IDBKeyRange.upperBound(upper);
  return null;
}

type Visit = (cursor: IDBCursor) => void;

/**
 * Opens a cursor on the plan at `from` (or at its start) and calls `visit` with the cursor first
 * positioned there, then on every later success; `done` runs when the cursor runs out.
 */
function walkCursor(source: Source, plan: ListPlan, from: ListAnchor | null, values: boolean, visit: Visit, done: () => void): void {
  const range = rangeFrom(plan, from);
  if (range === 'empty') {
    done();
    return;
  }
  const request = values ? source.openCursor(range, plan.direction) : source.openKeyCursor(range, plan.direction);
  let positioned = false;
  request.onsuccess = () => {
    const cursor = request.result;
    if (cursor === null) {
      done();
      return;
    }
    if (!positioned) {
      positioned = true;
      // an index lists equal keys by primary key: jump to the anchor's own entry among them
      if (from !== null && plan.index !== ':id') {
        if (cmp(cursor.key, from.key) === 0 && cmp(cursor.primaryKey, from.primaryKey) !== 0) {
          cursor.continuePrimaryKey(from.key, from.primaryKey);
          return;
        }
      }
    }
    visit(cursor);
  };
}

function anchorOf(cursor: IDBCursor, position: number): ListAnchor {
  return { position, key: cursor.key, primaryKey: cursor.primaryKey };
}

function rowOf(cursor: IDBCursor): LooseRecord {
  return withoutStorageKeys((cursor as IDBCursorWithValue).value as LooseRecord);
}

/** Up to `limit` rows, skipping `skip` rows after `from` (or after the start). */
export async function readSlice(db: PortalDb, plan: ListPlan, from: ListAnchor | null, skip: number, limit: number): Promise<Slice> {
  const source = await openSource(db, plan);
  return new Promise<Slice>((resolve, reject) => {
    onFailure(source, reject);
    const rows: SliceRow[] = [];
    let position = from?.position ?? 0;
    let toSkip = skip;
    const residual = plan.residual.length > 0;
    const finish = (ended: boolean) => resolve({ rows, ended });
    walkCursor(
      source,
      plan,
      from,
      true,
      (cursor) => {
        const value = (cursor as IDBCursorWithValue).value as LooseRecord;
        if (!residual && toSkip > 0) {
          cursor.advance(toSkip);
          position += toSkip;
          toSkip = 0;
          return;
        }
        if (!residual || passesResidual(plan.residual, value, cursor.key)) {
          if (toSkip > 0) toSkip -= 1;
          else rows.push({ record: rowOf(cursor), anchor: anchorOf(cursor, position) });
          position += 1;
        }
        if (rows.length >= limit) finish(false);
        else cursor.continue();
      },
      () => finish(true),
    );
  });
}

/**
 * One small transaction of the count: anchors every `step` rows from `from`, until about `budget`
 * entries were passed over; then either where to go on, or the exact count.
 */
export async function walkStep(db: PortalDb, plan: ListPlan, from: ListAnchor | null, step: number, budget: number): Promise<WalkStep> {
  const source = await openSource(db, plan);
  const residual = plan.residual.length > 0;
  return new Promise<WalkStep>((resolve, reject) => {
    onFailure(source, reject);
    const anchors: ListAnchor[] = [];
    let position = from?.position ?? 0;
    let scanned = 0;
    let last: ListAnchor | null = from;

    if (residual) {
      walkCursor(
        source,
        plan,
        from,
        true,
        (cursor) => {
          if (scanned >= budget) {
            resolve({ anchors, resume: anchorOf(cursor, position), count: null });
            return;
          }
          scanned += 1;
          if (passesResidual(plan.residual, (cursor as IDBCursorWithValue).value as LooseRecord, cursor.key)) {
            if (position % step === 0) anchors.push(anchorOf(cursor, position));
            position += 1;
          }
          cursor.continue();
        },
        () => resolve({ anchors, resume: null, count: position }),
      );
      return;
    }

    // Keys only, skipping `step` entries at a time; past the end, count the last stretch one by one.
    const countTail = () => {
      if (last === null) {
        resolve({ anchors, resume: null, count: 0 });
        return;
      }
      const tailFrom = last;
      let tail = 0;
      walkCursor(
        source,
        plan,
        tailFrom,
        false,
        (cursor) => {
          tail += 1;
          cursor.continue();
        },
        () => resolve({ anchors, resume: null, count: tailFrom.position + tail }),
      );
    };
    walkCursor(
      source,
      plan,
      from,
      false,
      (cursor) => {
        if (from === null || position !== from.position) {
          last = anchorOf(cursor, position);
          anchors.push(last);
        }
        if (scanned >= budget) {
          resolve({ anchors, resume: last, count: null });
          return;
        }
        scanned += step;
        position += step;
        cursor.advance(step);
      },
      countTail,
    );
  });
}

/** Records by id for a page's joins (album names of tracks, ...); missing ones are left out. */
export async function readRecords(db: PortalDb, entity: EntityName, ids: readonly string[]): Promise<Map<string, LooseRecord>> {
  const unique = [...new Set(ids)];
  const rows = await visibleTable(db, entity).bulkGet(unique);
  const out = new Map<string, LooseRecord>();
  rows.forEach((row, i) => {
    if (row !== undefined) out.set(unique[i], row);
  });
  return out;
}

export type { PlanKey };
