// Test databases: a private Dexie database per test (fake-indexeddb in Node), with a session.
import { openPortalDb, type KeyValueRow, type PortalDb } from './db';

export interface TestSession {
  token?: string | null;
  userId?: string;
}

export async function openTestDb(session: TestSession = {}): Promise<PortalDb> {
  const db = openPortalDb(`portal-test-${crypto.randomUUID()}`);
  const token = session.token === undefined ? 'test-token' : session.token;
  const rows: KeyValueRow[] = [{ key: 'userInfo', value: { id: session.userId ?? 'user-1' }, savedAt: 0 }];
  if (token !== null) rows.push({ key: 'token', value: token, savedAt: 0 });
  await db.session.bulkPut(rows);
  return db;
}

/** The visible album a test starts from: what the add-album drawer asks for. */
export function albumInput(name = 'Album', overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name,
    authorizationCompanyId: '00000000-0000-4000-8000-000000000900',
    displayLanguage: 'zh-hans',
    ...overrides,
  };
}

export function trackInput(albumId: string | null, name = 'Song', overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name,
    albumId,
    authorizationCompanyId: '00000000-0000-4000-8000-000000000900',
    displayLanguage: 'zh-hans',
    ...overrides,
  };
}

/**
 * From now on the outbox's `nth` write fails, as a crash between two records of one edit would:
 * the writes before it go through. Answers a function that puts the table back as it was.
 */
export function failOutboxWrite(db: PortalDb, nth: number, error: Error = new Error('the tab went away')): () => void {
  const table = db.outbox;
  const bulkPut = table.bulkPut;
  let writes = 0;
  table.bulkPut = ((...args: Parameters<typeof bulkPut>) => {
    writes += 1;
    return writes === nth ? Promise.reject(error) : bulkPut.apply(table, args);
  }) as typeof bulkPut;
  return () => {
    table.bulkPut = bulkPut;
  };
}
