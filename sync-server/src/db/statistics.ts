// PGlite runs no autovacuum, so nothing refreshes the planner's statistics on its own. Without
// them a grown change_log looks empty to the planner: a pull page then sorts every later change
// instead of walking the (org_id, server_seq) index, 177 ms instead of 3 ms per page at 100,000
// changes. A table is analyzed when it has grown by a fifth since its last ANALYZE (the size on
// disk against pg_class.relpages, both of which survive a restart, unlike the activity counters).
// PostgreSQL's autovacuum does this itself.
import type { Queryable } from './db';

/** Growth that makes a table's statistics stale: the rule of autovacuum's analyze threshold, in pages. */
const STALE_GROWTH = 1.2;
const STALE_MIN_PAGES = 8;

/** Analyzes the tables whose statistics are stale; answers their names. */
export async function refreshStaleStatistics(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ relname: string }>(
    `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r'
        AND pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * $1::float8 + $2::int
      ORDER BY c.relname`,
    [STALE_GROWTH, STALE_MIN_PAGES],
  );
  for (const { relname } of rows)
    await db.exec(`ANALYZE public."${relname.replaceAll('"', '""')}"`);
  return rows.map((row) => row.relname);
}

/** Refreshes now and then every `intervalMs` until stopped; a failed round is retried next time. */
export function keepStatisticsFresh(
  db: Queryable,
  intervalMs: number,
  onError: (error: unknown) => void,
): () => void {
  let running: Promise<unknown> = Promise.resolve();
  const round = () => {
    running = running.then(() => refreshStaleStatistics(db)).catch(onError);
  };
  round();
  const timer = setInterval(round, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
