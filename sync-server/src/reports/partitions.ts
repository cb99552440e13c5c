// report_lines is partitioned by month of the line's period (migration 070). A month's partition is
// made the first time a line of it arrives, outside the import's own transactions, so two imports
// of the same month race only on "already exists", which is what they both wanted.
import type { Queryable } from '../db/db';

/** report_lines_y2024m05 for any day of May 2024. */
export function partitionName(day: string): string {
  return `report_lines_y${day.slice(0, 4)}m${day.slice(5, 7)}`;
}

function monthRange(day: string): { from: string; to: string } {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  return {
    from: `${year}-${String(month).padStart(2, '0')}-01`,
    to: `${nextYear}-${String(nextMonth).padStart(2, '0')}-01`,
  };
}

function isAlreadyThere(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // duplicate table; a concurrent CREATE may also collide on the catalogue's unique index
  return code === '42P07' || code === '23505';
}

/** Partitions known to exist, per database (tests open many in one process). */
const knownByDb = new WeakMap<Queryable, Set<string>>();

export async function ensureMonthPartitions(db: Queryable, days: Iterable<string>): Promise<void> {
  const known = knownByDb.get(db) ?? new Set<string>();
  knownByDb.set(db, known);
  for (const day of new Set([...days].map((d) => d.slice(0, 7) + '-01'))) {
    if (!/^\d{4}-\d{2}-01$/.test(day)) throw new Error(`not a day: ${day}`);
    const name = partitionName(day);
    if (known.has(name)) continue;
    const { from, to } = monthRange(day);
    try {
      // name and bounds are built from checked digits above, never from input text
      await db.exec(
        `CREATE TABLE IF NOT EXISTS ${name} PARTITION OF report_lines FOR VALUES FROM ('${from}') TO ('${to}')`,
      );
    } catch (error) {
      if (!isAlreadyThere(error)) throw error;
    }
    known.add(name);
  }
}
