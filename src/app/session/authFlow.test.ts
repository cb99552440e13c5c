import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginUserInfo } from '../../domain/api';
import { db } from '../../data/db';
import { createDexieSyncStore } from '../../data/local/syncStore';
import { getSession } from '../../data/sessionRepo';
import { adoptLanguage } from '../../i18n/languageStore';
import { loadUserInfo } from './authFlow';
import { getSessionState, restoreSession, storeToken, storeUserInfo } from './sessionStore';

const info: LoginUserInfo = {
  privileges: [{ id: 'trend-index', link: 'trend-index' }],
  userInfo: {
    id: 'u1',
    name: 'Demo Admin',
    email: 'a@example.com',
    phone: '',
    roles: ['admin'],
    lastLoginAt: null,
    accountType: 'company',
    ifAppleVerify: false,
    organisationId: 'o1',
    organisationName: 'Demo Records',
  },
};

const answer = (body: object, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  await storeToken('tok');
});
afterEach(() => {
  vi.unstubAllGlobals();
  adoptLanguage('zh-hans');
});

describe('loadUserInfo', () => {
  it('keeps the user and privileges in memory and in Dexie', async () => {
    vi.stubGlobal('fetch', answer({ state: true, msg: '', result: info }));
    expect(await loadUserInfo()).toBe('loaded');
    expect(getSessionState()).toMatchObject({
      token: 'tok',
      privileges: ['trend-index'],
      isOffline: false,
    });
    expect(await getSession()).toMatchObject({
      token: 'tok',
      privileges: ['trend-index'],
      userInfo: info.userInfo,
    });
  });

  it('falls back to the saved user when the network is cut, keeping the token', async () => {
    await storeUserInfo(info);
    await restoreSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await loadUserInfo()).toBe('cached');
    expect(getSessionState()).toMatchObject({
      token: 'tok',
      privileges: ['trend-index'],
      isOffline: true,
    });
    expect(getSessionState().user?.name).toBe('Demo Admin');
  });

  it('treats a server failure like an outage, not a logout', async () => {
    vi.stubGlobal(
      'fetch',
      answer({ state: false, msg: 'Request failure', result: null, code: 'serverError' }, 500),
    );
    expect(await loadUserInfo()).toBe('cached');
    expect(getSessionState().token).toBe('tok');
  });

  it('removes the token when the session is refused', async () => {
    vi.stubGlobal(
      'fetch',
      answer({ state: false, msg: 'expired', result: null, code: 'notlogin' }, 401),
    );
    expect(await loadUserInfo()).toBe('expired');
    expect(getSessionState().token).toBeNull();
    expect((await getSession()).token).toBeUndefined();
  });
});

describe('the language the sync worker sends', () => {
  it('is the UI language taken from the cookie alone, from the login on', async () => {
    await db.session.clear();
    // what the login page's switcher leaves when only its cookie was written (or read at start)
    adoptLanguage('en');
    await storeToken('tok');
    expect((await createDexieSyncStore(db).readSession()).language).toBe('en');
  });

  it('follows the UI language at each page load of the logged-in shell', async () => {
    adoptLanguage('en');
    vi.stubGlobal('fetch', answer({ state: true, msg: '', result: info }));
    expect(await loadUserInfo()).toBe('loaded');
    expect((await getSession()).language).toBe('en');
  });
});
