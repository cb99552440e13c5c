// The library lists' window on IndexedDB: the rows a virtualized table asks for, the matching and
// total counts, live. While a new query (a keystroke) reads its first page the previous rows stay
// on screen, so search-as-you-type does not flash an empty table.
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { EntityName } from '../domain/catalogue/entities';
import type { LooseRecord } from '../domain/sync/records';
import { db as appDb, type PortalDb } from './db';
import { planList, planWholeTable, type ListPlan, type ListQuery } from './listPlan';
import { readRecords } from './listReader';
import { ListSession, type ListSessionOptions, type ListSnapshot } from './listSession';

export type { ListQuery, ListSortField, ListSearchField, SortDirection, ListScalar } from './listPlan';

export interface ListWindow<T> {
  status: 'loading' | 'ready' | 'error';
  /** rows matching the query known so far; exact once `isCountExact` */
  count: number;
  isCountExact: boolean;
  /** records in the table, whatever the query; null until counted */
  total: number | null;
  isTotalExact: boolean;
  /** the row at an index, or undefined while its page is read */
  rowAt: (index: number) => T | undefined;
  /** the rows on screen, overscan included */
  setRange: (first: number, last: number) => void;
  /** the order the rows come in (a search orders by its key) */
  orderedBy: ListPlan['orderedBy'];
  orderDirection: ListPlan['orderDirection'];
  isRestricted: boolean;
  /** the rows shown still answer the previous query */
  isStale: boolean;
  /** changes each time the rows of a new query are first shown (tests and benches wait on it) */
  answerId: number;
  error: unknown;
}

export interface ListWindowOptions<T> {
  /** a page of records to rows (joins); must be a stable function (module level) */
  map?: (records: LooseRecord[]) => Promise<T[]>;
  /** tables a row reads through `map`: their changes re-read the shown rows */
  joins?: readonly EntityName[];
  pageSize?: number;
  step?: number;
  db?: PortalDb;
}

const EMPTY: ListSnapshot<never> = { isLoaded: false, count: 0, isCountExact: false, error: null, rowAt: () => undefined };

interface Shown<T> {
  main: ListSnapshot<T>;
  stale: boolean;
  answerId: number;
}

/** Swaps sessions when the plan changes, keeping the old one on screen until the new one has rows. */
class SessionSwitch<T> {
  private current: ListSession<T> | null = null;
  private previous: ListSession<T> | null = null;
  private planKey = '';
  private readonly listeners = new Set<() => void>();
  private serial = 0;
  private readonly serials = new WeakMap<ListSession<T>, number>();
  private snapshot: Shown<T> = { main: EMPTY, stale: false, answerId: 0 };

  constructor(private readonly options: Omit<ListSessionOptions<T>, 'plan'>) {}

  setPlan(plan: ListPlan | null): void {
    const key = plan === null ? '' : JSON.stringify(plan);
    if (key === this.planKey && this.current !== null) return;
    this.planKey = key;
    // the replaced session stops reading and counting at once (its walk would hold the new
    // query's first page back); its last snapshot stays on screen until the new rows arrive
    this.current?.dispose();
    if (this.current?.getSnapshot().isLoaded) {
      this.previous?.dispose();
      this.previous = this.current;
    }
    this.current = null;
    if (plan !== null) {
      const session = new ListSession<T>({ ...this.options, plan });
      this.serials.set(session, ++this.serial);
      session.subscribe(() => this.update());
      this.current = session;
      session.start();
    }
    this.update();
  }

  setRange = (first: number, last: number): void => {
    this.current?.setRange(first, last);
  };

  dispose(): void {
    this.current?.dispose();
    this.previous?.dispose();
    this.current = null;
    this.previous = null;
    this.planKey = '';
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): Shown<T> => this.snapshot;

  private update(): void {
    const now = this.current?.getSnapshot();
    if (now?.isLoaded && this.previous !== null) {
      this.previous.dispose();
      this.previous = null;
    }
    const source = now?.isLoaded ? this.current : (this.previous ?? this.current);
    const shown = source?.getSnapshot() ?? EMPTY;
    this.snapshot = { main: shown, stale: shown !== now, answerId: source ? (this.serials.get(source) ?? 0) : 0 };
    for (const listener of this.listeners) listener();
  }
}

function useSessionSwitch<T>(plan: ListPlan | null, options: Omit<ListSessionOptions<T>, 'plan'>) {
  const [sessions] = useState(() => new SessionSwitch<T>(options));
  useEffect(() => () => sessions.dispose(), [sessions]);
  useEffect(() => sessions.setPlan(plan), [sessions, plan]);
  return { sessions, snapshot: useSyncExternalStore(sessions.subscribe, sessions.getSnapshot) };
}

/**
 * A live, paged list of one entity, e.g.
 * `useListWindow('track', { search: { field: 'isrc', text }, sort: { field: 'updatedAt', direction: 'desc' } })`.
 */
export function useListWindow<T = LooseRecord>(entity: EntityName, query: ListQuery, options: ListWindowOptions<T> = {}): ListWindow<T> {
  const key = JSON.stringify(query);
  const plan = useMemo(() => planList(entity, JSON.parse(key) as ListQuery), [entity, key]);
  const db = options.db ?? appDb;
  const common = { db, pageSize: options.pageSize, step: options.step };
  const main = useSessionSwitch<T>(plan, { ...common, map: options.map, joins: options.joins });
  // the whole table is counted once the user narrows the list, and kept while the page lives
  const [wantsTotal, setWantsTotal] = useState(false);
  if (plan.isRestricted && !wantsTotal) setWantsTotal(true);
  const wholePlan = useMemo(() => (wantsTotal ? planWholeTable(entity) : null), [entity, wantsTotal]);
  const whole = useSessionSwitch<LooseRecord>(wholePlan, { ...common, countOnly: true });

  const shown = main.snapshot.main;
  const totalExact = plan.isRestricted ? whole.snapshot.main.isCountExact : shown.isCountExact && !main.snapshot.stale;
  return {
    status: shown.error ? 'error' : shown.isLoaded ? 'ready' : 'loading',
    count: shown.count,
    isCountExact: shown.isCountExact,
    total: plan.isRestricted ? (whole.snapshot.main.isLoaded ? whole.snapshot.main.count : null) : shown.isLoaded && !main.snapshot.stale ? shown.count : null,
    isTotalExact: totalExact,
    rowAt: shown.rowAt,
    setRange: main.sessions.setRange,
    orderedBy: plan.orderedBy,
    orderDirection: plan.orderDirection,
    isRestricted: plan.isRestricted,
    isStale: main.snapshot.stale,
    answerId: main.snapshot.answerId,
    error: shown.error,
  };
}

/** Records by id, for the `map` of a list whose rows show names of other records. */
export function readRecordsById(entity: EntityName, ids: readonly string[], db: PortalDb = appDb): Promise<Map<string, LooseRecord>> {
  return readRecords(db, entity, ids);
}
