// One small database interface with two engines behind it: PGlite (embedded, the default) and
// PostgreSQL (DATABASE_URL). Everything above this file speaks plain PostgreSQL SQL to either.

export interface QueryResult<T> {
  rows: T[];
  /** rows inserted, updated or deleted (or returned, for a SELECT) */
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<QueryResult<T>>;
  /** runs a script of several statements without parameters (migrations) */
  exec(sql: string): Promise<void>;
  /**
   * PostgreSQL transactions only: `COPY table (columns) FROM STDIN` with rows in COPY's text
   * format (db/copyIn.ts); resolves with the row count. Callers keep a path without it (PGlite).
   */
  copyFrom?(statement: string, chunks: readonly string[]): Promise<number>;
}

export type DbKind = 'pglite' | 'postgres';

export interface Db extends Queryable {
  readonly kind: DbKind;
  /** runs fn in one transaction: committed when fn resolves, rolled back when it throws */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel on a connection of its own; resolves once listening, and the returned
   * function stops. `onNotify(null)` says notifications may have been missed (the connection was
   * lost and is back): listeners should re-read what they track.
   */
  listen?(
    channel: string,
    onNotify: (payload: string | null) => void,
  ): Promise<() => Promise<void>>;
  /** idempotent; pending work finishes first */
  close(): Promise<void>;
}
