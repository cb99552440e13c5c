import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { DashboardSummary, UserInfo } from '../domain/api';
import { getCached, putCached, updateCached } from './cacheRepo';
import { db } from './db';
import { getLookup, putLookup } from './lookupRepo';
import { peekStoredToken } from './peekSession';
import { clearSession, getSession, saveSession } from './sessionRepo';

const user: UserInfo = {
  id: 'u1',
  name: 'Demo Admin',
  email: 'demo@example.com',
  phone: '',
  roles: ['admin'],
  lastLoginAt: null,
  accountType: 'company',
  ifAppleVerify: false,
  organisationId: 'o1',
  organisationName: 'Demo Records',
};
const summary: DashboardSummary = {
  trackTotal: 12,
  albumTotal: 3,
  artistTotal: 4,
  albumsToReview: 1,
  albumsApproved: 1,
  albumsUnapproved: 0,
};

afterEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe('session repository', () => {
  it('returns an empty session when nothing is stored', async () => {
    expect(await getSession()).toEqual({});
  });

  it('saves parts of the session and reads them back together', async () => {
    await saveSession({ token: 't1', language: 'en' });
    await saveSession({ userInfo: user, privileges: ['trend-index'] });
    expect(await getSession()).toEqual({ token: 't1', language: 'en', userInfo: user, privileges: ['trend-index'] });
  });

  it('clears the user and the cache but keeps the language', async () => {
    await saveSession({ token: 't1', language: 'en', userInfo: user, privileges: [] });
    await putCached('unreadCount', 3);
    await clearSession();
    expect(await getSession()).toEqual({ language: 'en' });
    expect(await getCached('unreadCount')).toBeUndefined();
  });
});

describe('cache repository', () => {
  it('keeps the last value with the time it was saved', async () => {
    const before = Date.now();
    await putCached('dashboardSummary', summary);
    const cached = await getCached('dashboardSummary');
    expect(cached?.value).toEqual(summary);
    expect(cached?.savedAt).toBeGreaterThanOrEqual(before);
  });

  it('overwrites a key', async () => {
    await putCached('unreadCount', 1);
    await putCached('unreadCount', 4);
    expect((await getCached('unreadCount'))?.value).toBe(4);
  });
});

describe('lookup repository', () => {
  it('stores a lookup by name', async () => {
    expect(await getLookup('country')).toBeUndefined();
    await putLookup('country', [{ code: 'CN', nameZh: '中国', nameEn: 'China', continent: 'AS' }]);
    expect((await getLookup('country'))?.items).toEqual([
      { code: 'CN', nameZh: '中国', nameEn: 'China', continent: 'AS' },
    ]);
  });

  it('survives a logout', async () => {
    await putLookup('performLang', []);
    await clearSession();
    expect(await getLookup('performLang')).toBeDefined();
  });
});

describe('updateCached', () => {
  it('rewrites a stored value and keeps its save time', async () => {
    await putCached('unreadCount', 2);
    const before = await getCached('unreadCount');
    await updateCached('unreadCount', (n) => n - 1);
    expect(await getCached('unreadCount')).toEqual({ value: 1, savedAt: before?.savedAt });
  });

  it('leaves an absent entry absent', async () => {
    await updateCached('unreadCount', (n) => n + 1);
    expect(await getCached('unreadCount')).toBeUndefined();
  });
});

describe('peekStoredToken', () => {
  it('reads the token Dexie stored, without Dexie', async () => {
    await saveSession({ token: 'peeked' });
    db.close();
    expect(await peekStoredToken()).toBe('peeked');
    await db.open();
  });

  it('answers null without a token', async () => {
    await saveSession({ language: 'en' });
    db.close();
    expect(await peekStoredToken()).toBeNull();
    await db.open();
  });

  it('answers null for a missing database and does not create it', async () => {
    const { IDBFactory: FreshFactory } = await import('fake-indexeddb');
    const factory = new FreshFactory();
    expect(await peekStoredToken(factory)).toBeNull();
    expect(await factory.databases()).toEqual([]);
  });
});
