// A digest of every table of the database (found in the catalogue, so a table added later is
// covered): its visible row count and the newest transaction that wrote one of its rows (xmin).
// An insert or delete changes the count, an update gives its row a newer xmin, and a write that
// was rolled back leaves both as they were: two equal digests mean nothing was written in between.
import type { Queryable } from '../src/db/db';

export type Digest = Readonly<Record<string, string>>;

const queries = new WeakMap<Queryable, Promise<string>>();

async function digestQuery(
  db: Queryable,
  rowFilters: Readonly<Record<string, string>>,
): Promise<string> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return tables
    .map(({ name }) => {
      const where = Object.hasOwn(rowFilters, name) ? ` WHERE ${rowFilters[name]}` : '';
      return `SELECT '${name}' AS name, count(*) || ':' || coalesce(max(r.xmin::text::bigint), 0) AS digest FROM "${name}" r${where}`;
    })
    .join(' UNION ALL ');
}

/**
 * Reads the digest of every table; `rowFilters` leaves out rows a refusal writes on purpose
 * (e.g. `{ files: "status <> 'rejected'" }`), each a SQL condition on the table's alias `r`.
 * The filters of the first call on a database are kept for it.
 */
export async function digestTables(
  db: Queryable,
  rowFilters: Readonly<Record<string, string>> = {},
): Promise<Digest> {
  let sql = queries.get(db);
  if (sql === undefined) {
    sql = digestQuery(db, rowFilters);
    queries.set(db, sql);
  }
  const { rows } = await db.query<{ name: string; digest: string }>(await sql);
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

/** The tables whose digest differs, leaving out `ignored`. */
export function changedTables(
  before: Digest,
  after: Digest,
  ignored: readonly string[] = [],
): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => !ignored.includes(name) && before[name] !== after[name])
    .sort();
}
