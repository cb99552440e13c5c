// PostgreSQL through a pg.Pool: what several server instances share behind a load balancer.
import pg from 'pg';
import { copyFromStdin } from './copyIn';
import type { Db, Queryable, QueryResult } from './db';

export interface PostgresDb extends Db {
  readonly kind: 'postgres';
}

interface PgRunner {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[]; rowCount: number | null }>;
}

function wrap(runner: PgRunner): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await runner.query(sql, [...params]);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      // without parameters pg uses the simple protocol, which accepts several statements
      await runner.query(sql);
    },
  };
}

/**
 * LISTEN needs a connection that stays open, so it gets its own client outside the pool. A lost
 * connection is re-opened after a second; `onNotify(null)` then tells the listener it may have
 * missed notifications meanwhile.
 */
async function listenOn(
  connectionString: string,
  channel: string,
  onNotify: (payload: string | null) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`unsafe channel name: ${channel}`);
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const open = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    // 'end' follows an error on a connected client; the reconnect is decided there
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    client.on('end', () => {
      if (current !== client) return;
      current = null;
      if (!stopped) reopenLater();
    });
    current = client;
  };
  const reopenLater = (): void => {
    retry = setTimeout(() => {
      if (stopped) return;
      open().then(
        () => onNotify(null),
        () => reopenLater(),
      );
    }, 1000);
    retry.unref();
  };

  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}

export function openPostgresDb(connectionString: string, poolSize = 10): PostgresDb {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // an idle client losing its connection must not crash the process; the next query reconnects
  pool.on('error', () => undefined);
  let closing: Promise<void> | undefined;
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          ...wrap(client),
          copyFrom: (statement, chunks) => copyFromStdin(client, statement, chunks),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, onNotify) => listenOn(connectionString, channel, onNotify),
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}
