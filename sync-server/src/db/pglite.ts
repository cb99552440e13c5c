// PGlite, the embedded default: PostgreSQL compiled to WebAssembly, one connection per process.
// Creating a data dir takes seconds, so tests clone a migrated template via dumpDataDir.
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './dataDirLock';
import type { Db, Queryable, QueryResult } from './db';

export interface PgliteDb extends Db {
  readonly kind: 'pglite';
  /** the whole data dir as an uncompressed tarball, to open copies with `loadDataDir` */
  dumpDataDir(): Promise<Blob>;
}

export interface PgliteOpenOptions {
  /** on-disk data dir; in memory when omitted */
  dataDir?: string;
  /** start from a tarball made by dumpDataDir (in memory) */
  loadDataDir?: Blob;
}

interface PgliteRunner {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>;
  exec(sql: string): Promise<unknown>;
}

function wrap(runner: PgliteRunner): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await runner.query<T>(sql, [...params]);
      return { rows: result.rows, rowCount: result.affectedRows || result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await runner.exec(sql);
    },
  };
}

export async function openPgliteDb(options: PgliteOpenOptions = {}): Promise<PgliteDb> {
  const lock = options.dataDir ? lockDataDir(options.dataDir) : undefined;
  let pg: PGlite;
  try {
    pg = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const base = wrap(pg);
  let closing: Promise<void> | undefined;
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    // one connection: NOTIFY of a committed transaction reaches the same instance's listeners
    async listen(channel, onNotify) {
      const stop = await pg.listen(channel, (payload) => onNotify(payload));
      return async () => {
        if (!pg.closed) await stop();
      };
    },
    close() {
      closing ??= (pg.closed ? Promise.resolve() : pg.close()).finally(() => lock?.release());
      return closing;
    },
    dumpDataDir: () => pg.dumpDataDir('none'),
  };
}
