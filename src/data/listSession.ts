// One list query kept live: the pages the screen shows, read on demand from the nearest anchor,
// and the count, walked in small transactions after the first page (and again after each change,
// at most one walk at a time). Changes come from Dexie's 'storagemutated' event, which also
// carries the sync worker's and other tabs' writes. Not React: the hook wraps it.
import Dexie from 'dexie';
import type { EntityName } from '../domain/catalogue/entities';
import type { LooseRecord } from '../domain/sync/records';
import type { PortalDb } from './db';
import type { ListPlan } from './listPlan';
import { readSlice, walkStep, type ListAnchor } from './listReader';
import { reportError } from './errorLog';

export interface ListSessionOptions<T> {
  db: PortalDb;
  plan: ListPlan;
  /** turns a page of records into rows (joins); identity when absent */
  map?: (records: LooseRecord[]) => Promise<T[]>;
  /** other tables whose changes re-read the shown pages (joined names) */
  joins?: readonly EntityName[];
  pageSize?: number;
  /** rows between anchors */
  step?: number;
  /** only count: no pages */
  countOnly?: boolean;
  /** quiet time after the first page before counting starts (typing goes on meanwhile) */
  walkDelayMs?: number;
}

export interface ListSnapshot<T> {
  /** false until the first page was read */
  isLoaded: boolean;
  /** rows known to exist: exact once `isCountExact` */
  count: number;
  isCountExact: boolean;
  error: unknown;
  rowAt: (index: number) => T | undefined;
}

/** Where anchors and pages of the index walk are kept, sorted by position. */
function insertAnchor(anchors: ListAnchor[], anchor: ListAnchor): void {
  let lo = 0;
  let hi = anchors.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (anchors[mid].position < anchor.position) lo = mid + 1;
    else hi = mid;
  }
  if (anchors[lo]?.position === anchor.position) anchors[lo] = anchor;
  else anchors.splice(lo, 0, anchor);
}

function nearestAnchor(anchors: readonly ListAnchor[], position: number): ListAnchor | null {
  let lo = 0;
  let hi = anchors.length - 1;
  let found: ListAnchor | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (anchors[mid].position <= position) {
      found = anchors[mid];
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A recount waits for this much quiet after a write (edits come in bursts)... */
const RECOUNT_QUIET_MS = 400;
/** ...but no longer than this after the first unanswered write (a pull writes for minutes). */
const RECOUNT_MAX_WAIT_MS = 5000;
/** A write during a walk holds the walk back this long: edits must not queue behind counting. */
const WRITE_PRIORITY_MS = 300;

export class ListSession<T = LooseRecord> {
  private readonly db: PortalDb;
  private readonly plan: ListPlan;
  private readonly map: (records: LooseRecord[]) => Promise<T[]>;
  private readonly pageSize: number;
  private readonly step: number;
  private readonly budget: number;
  private readonly options: ListSessionOptions<T>;
  private anchors: ListAnchor[] = [];
  private pages = new Map<number, T[]>();
  private loading = new Set<number>();
  private range: [number, number] = [0, 0];
  private count = 0;
  private exact = false;
  private loaded = false;
  private error: unknown = null;
  /** bumped by every change of the data: older reads are dropped */
  private generation = 0;
  private walking = false;
  private walkAgain = false;
  private disposed = false;
  private readonly listeners = new Set<() => void>();
  private snapshot: ListSnapshot<T>;
  private unsubscribe: (() => void) | null = null;
  private walkTimer: ReturnType<typeof setTimeout> | null = null;
  private changeTimer: ReturnType<typeof setTimeout> | null = null;
  private pendingReorder = false;
  /** when the oldest write not yet recounted happened (0: none) */
  private unansweredSince = 0;
  private lastWriteAt = 0;

  constructor(options: ListSessionOptions<T>) {
    this.options = options;
    this.db = options.db;
    this.plan = options.plan;
    this.map = options.map ?? ((records) => Promise.resolve(records as T[]));
    this.pageSize = options.pageSize ?? 50;
    this.step = options.step ?? 500;
    // entries passed over per transaction: ~5 ms each in Chromium, so page reads and edits slip in
    this.budget = this.plan.residual.length > 0 ? 150 : this.plan.index === ':id' ? 4 * this.step : this.step;
    this.snapshot = this.makeSnapshot();
  }

  start(): void {
    const tables = [this.plan.entity, ...(this.options.joins ?? [])];
    const prefix = (table: string) => `idb://${this.db.name}/${table}/`;
    const listener = (parts: Record<string, unknown>) => {
      const keys = Object.keys(parts);
      if (keys.includes('all') || keys.some((k) => k.startsWith(prefix(this.plan.entity)))) this.dataChanged(true);
      else if (keys.some((k) => tables.some((t) => k.startsWith(prefix(t))))) this.dataChanged(false);
    };
    Dexie.on('storagemutated', listener);
    this.unsubscribe = () => Dexie.on('storagemutated').unsubscribe(listener);
    void this.loadPage(0, this.generation).then(() => {
      if (!this.exact && this.error === null) this.scheduleWalk(this.options.walkDelayMs ?? 150);
    });
  }

  dispose(): void {
    this.disposed = true;
    this.unsubscribe?.();
    if (this.walkTimer !== null) clearTimeout(this.walkTimer);
    if (this.changeTimer !== null) clearTimeout(this.changeTimer);
    this.listeners.clear();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): ListSnapshot<T> => this.snapshot;

  /** The rows on screen (overscan included): their pages are read if missing. */
  setRange(first: number, last: number): void {
    if (this.options.countOnly) return;
    this.range = [Math.max(0, first), Math.max(0, last)];
    for (let page = Math.floor(this.range[0] / this.pageSize); page <= Math.floor(this.range[1] / this.pageSize); page++) {
      if (!this.pages.has(page) && !this.loading.has(page)) void this.loadPage(page, this.generation);
    }
  }

  private makeSnapshot(): ListSnapshot<T> {
    const pages = this.pages;
    const size = this.pageSize;
    return {
      isLoaded: this.loaded,
      count: this.count,
      isCountExact: this.exact,
      error: this.error,
      rowAt: (index) => pages.get(Math.floor(index / size))?.[index % size],
    };
  }

  private emit(): void {
    if (this.disposed) return;
    this.snapshot = this.makeSnapshot();
    for (const listener of this.listeners) listener();
  }

  private fail(error: unknown): void {
    this.error = error;
    this.emit();
  }

  private async loadPage(page: number, generation: number): Promise<void> {
    this.loading.add(page);
    try {
      const start = page * this.pageSize;
      // the start needs no anchor, and an anchor at 0 goes stale as soon as a row sorts before it
      const from = page === 0 ? null : nearestAnchor(this.anchors, start);
      const slice = await readSlice(this.db, this.plan, from, start - (from?.position ?? 0), this.options.countOnly ? 1 : this.pageSize);
      const rows = this.options.countOnly ? [] : await this.map(slice.rows.map((r) => r.record));
      if (this.disposed || generation !== this.generation) return;
      const last = slice.rows.at(-1);
      if (last) insertAnchor(this.anchors, last.anchor);
      const pages = new Map(this.pages);
      pages.set(page, rows);
      this.pages = pages;
      // the end of the range seen from this page: the count is known without a walk
      if (slice.ended && (page === 0 || slice.rows.length > 0 || start < this.count)) {
        this.count = start + slice.rows.length;
        this.exact = true;
      } else if (start + slice.rows.length > this.count) this.count = start + slice.rows.length;
      this.loaded = true;
      this.error = null;
      this.emit();
    } catch (error) {
      if (!this.disposed) {
        reportError('list.readPage', error);
        this.fail(error);
      }
    } finally {
      this.loading.delete(page);
    }
  }

  private scheduleWalk(delayMs: number): void {
    if (this.disposed) return;
    if (this.walkTimer !== null) clearTimeout(this.walkTimer);
    this.walkTimer = setTimeout(() => {
      this.walkTimer = null;
      void this.walk();
    }, delayMs);
  }

  /**
   * Counts the rows and lays anchors every `step` rows. The first walk shows its progress; a walk
   * after a change replaces the anchors when done. Changes during a walk do not stop it (a pull
   * writes every few hundred ms): one more walk follows, no sooner than the last one took.
   */
  private async walk(): Promise<void> {
    if (this.walking) {
      this.walkAgain = true;
      return;
    }
    this.walking = true;
    this.walkAgain = false;
    this.unansweredSince = 0;
    const started = Date.now();
    const fresh: ListAnchor[] = [];
    const progressive = !this.exact;
    let lastEmit = 0;
    try {
      let from: ListAnchor | null = null;
      for (;;) {
        const result = await walkStep(this.db, this.plan, from, this.step, this.budget);
        if (this.disposed) return;
        fresh.push(...result.anchors);
        if (progressive) for (const anchor of result.anchors) insertAnchor(this.anchors, anchor);
        if (result.count !== null) {
          this.count = result.count;
          this.exact = true;
          if (progressive) this.emit();
          else {
            // rows may have moved since the shown pages were read from the old anchors
            this.anchors = fresh;
            this.reloadShown();
          }
          return;
        }
        const lastLaid = result.anchors.at(-1);
        const known = Math.max(lastLaid ? lastLaid.position + 1 : 0, result.resume?.position ?? 0);
        if (progressive && known > this.count) {
          this.count = known;
          if (Date.now() - lastEmit > 100) {
            lastEmit = Date.now();
            this.emit();
          }
        }
        from = result.resume;
        // yield between transactions; longer right after a write, so the next edit is not queued
        const held = this.lastWriteAt + WRITE_PRIORITY_MS - Date.now();
        await sleep(Math.max(0, held));
      }
    } catch (error) {
      if (!this.disposed) {
        reportError('list.count', error);
        this.fail(error);
      }
    } finally {
      this.walking = false;
      if (this.walkAgain) this.scheduleRecount(Math.max(250, Date.now() - started));
    }
  }

  /** Writes come in bursts (a pull page, a transaction per edit): one re-read per burst. */
  private dataChanged(reorder: boolean): void {
    if (this.disposed) return;
    this.pendingReorder ||= reorder;
    if (reorder) this.lastWriteAt = Date.now();
    if (this.changeTimer !== null) return;
    this.changeTimer = setTimeout(() => {
      this.changeTimer = null;
      const recount = this.pendingReorder;
      this.pendingReorder = false;
      this.refresh(recount);
    }, 80);
  }

  private reloadShown(): void {
    this.generation += 1;
    const keep = new Set<number>([0]);
    for (let page = Math.floor(this.range[0] / this.pageSize); page <= Math.floor(this.range[1] / this.pageSize); page++) keep.add(page);
    // shown pages stay on screen until their new read lands; the others are dropped
    this.pages = new Map([...this.pages].filter(([page]) => keep.has(page)));
    for (const page of keep) if (!this.options.countOnly || page === 0) void this.loadPage(page, this.generation);
    this.emit();
  }

  /** A write to the listed table (`recount`) or to a joined one: re-read what is shown. */
  private refresh(recount: boolean): void {
    if (this.disposed) return;
    this.reloadShown();
    if (!recount) return;
    // anchors stay until the next walk replaces them: off by the rows that moved, for a moment
    if (this.walking) this.walkAgain = true;
    else this.scheduleRecount(0);
  }

  /** A walk after writes: once they pause (or at the latest RECOUNT_MAX_WAIT_MS after the first). */
  private scheduleRecount(atLeastMs: number): void {
    const now = Date.now();
    if (this.unansweredSince === 0) this.unansweredSince = now;
    const quiet = Math.min(RECOUNT_QUIET_MS, Math.max(0, this.unansweredSince + RECOUNT_MAX_WAIT_MS - now));
    this.scheduleWalk(Math.max(atLeastMs, quiet));
  }
}
