// The stored session: the token and what the last successful loginUserInfo said, so an offline
// start can still show the shell. The key-value layout lets later issues add entries freely.
import type { UserInfo } from '../domain/api';
import type { ApiLanguage } from '../domain/locale';
import { db } from './db';
import { QUEUED_REQUESTS_KEY } from './local/requestQueueKey';
import { claimCatalogue } from './local/syncStore';

export interface SessionValues {
  token: string;
  userInfo: UserInfo;
  privileges: string[];
  language: ApiLanguage;
}
export type StoredSession = Partial<SessionValues>;
type SessionKey = keyof SessionValues;

const SESSION_KEYS: readonly SessionKey[] = ['token', 'userInfo', 'privileges', 'language'];
/** What logging out forgets; the language is a device preference and stays. */
const USER_KEYS: readonly SessionKey[] = ['token', 'userInfo', 'privileges'];

export async function getSession(): Promise<StoredSession> {
  const rows = await db.session.bulkGet([...SESSION_KEYS]);
  const session: Record<string, unknown> = {};
  for (const row of rows) if (row) session[row.key] = row.value;
  return session as StoredSession;
}

/** When the last successful loginUserInfo was stored: the age of an offline start's user info. */
export async function getUserInfoSavedAt(): Promise<number | undefined> {
  return (await db.session.get('userInfo'))?.savedAt;
}

/** A user confirmed by the server takes the device: another user's catalogue and unsent work go. */
export async function claimDeviceFor(userId: string): Promise<boolean> {
  return claimCatalogue(db, userId);
}

export async function saveSession(values: StoredSession): Promise<void> {
  const savedAt = Date.now();
  const rows = SESSION_KEYS.filter((key) => values[key] !== undefined).map((key) => ({
    key,
    value: values[key],
    savedAt,
  }));
  await db.session.bulkPut(rows);
}

/**
 * Forgets the user and every cached copy of their data, in one transaction. The queued requests
 * stay, like the outbox: they are the user's unsent work, sent at their next login here and
 * dropped unsent if another user logs in first (src/domain/sync/unsentWork.ts).
 */
export async function clearSession(): Promise<void> {
  await db.transaction('rw', db.session, db.cache, async () => {
    await db.session.bulkDelete([...USER_KEYS]);
    await db.cache.where('key').notEqual(QUEUED_REQUESTS_KEY).delete();
  });
}
