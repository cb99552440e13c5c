// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCatalogueRepo } from '../../data/catalogueRepo';
import { db } from '../../data/db';
import { queueRequest, requestsAbout } from '../../data/local/requestQueue';
import { getSession } from '../../data/sessionRepo';
import { albumInput } from '../../data/testing';
import type { UserInfo } from '../../domain/api';
import { nextUuidV7 } from '../../domain/sync/uuidv7';
import { quietFluentMotion } from '../../features/library/clips/motionTesting';
import { setLanguage } from '../../i18n/languageStore';
import { getSessionState, storeToken, storeUserInfo } from '../session/sessionStore';
import { renderWithProviders } from '../testing/renderWithProviders';
import { UserMenu } from './UserMenu';

// the machine is shared and slow at times: waits get room

const ALBUM = '0190a000-0000-7000-8000-000000000001';
const user: UserInfo = {
  id: 'u1',
  name: 'Demo',
  email: 'demo@example.com',
  phone: '',
  roles: [],
  lastLoginAt: null,
  accountType: 'company',
  ifAppleVerify: false,
  organisationId: 'o',
  organisationName: 'Demo Records',
};

beforeEach(async () => {
  quietFluentMotion();
  await Promise.all(db.tables.map((t) => t.clear()));
  await storeToken('tok');
  await storeUserInfo({ userInfo: user, privileges: [] });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ state: true, msg: '', result: null }))),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setLanguage('zh-hans');
});

function renderMenu() {
  renderWithProviders(
    [
      { path: '/', element: <UserMenu /> },
      { path: '/login', element: <p>login page</p> },
    ],
    '/',
  );
}

async function chooseLogOut(label: string) {
  fireEvent.click(screen.getByRole('button', { name: /Demo/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name: label }));
}

async function leaveUnsentWork() {
  await createCatalogueRepo(db).createRecord('album', albumInput('Unsent'));
  await queueRequest(db, {
    id: nextUuidV7(),
    kind: 'albumDistribute',
    body: { albumId: ALBUM, channelIds: 'all' },
    decidedOn: { albumVersion: 1 },
    subjectId: ALBUM,
  });
}

describe('logout with unsent work', () => {
  it('logs out at once when nothing waits on the device', async () => {
    renderMenu();
    await chooseLogOut('退出登录');
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(getSessionState().token).toBeNull();
  });

  it('says how much is unsent and what becomes of it; staying keeps the session', async () => {
    await leaveUnsentWork();
    renderMenu();
    await chooseLogOut('退出登录');
    const dialog = await screen.findByRole('alertdialog', { name: '还有内容尚未发送' });
    expect(dialog.textContent).toContain('1 项曲库修改');
    expect(dialog.textContent).toContain('1 项申请');
    expect(dialog.textContent).toContain('其他人在本设备登录');
    fireEvent.click(screen.getByRole('button', { name: '留下并发送' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(getSessionState().token).toBe('tok');
    expect((await getSession()).token).toBe('tok');
  });

  it('logs out anyway in English, leaving the unsent work for the same user', async () => {
    setLanguage('en');
    await leaveUnsentWork();
    renderMenu();
    await chooseLogOut('Log out');
    const dialog = await screen.findByRole('alertdialog', { name: 'Some work is not sent yet' });
    expect(dialog.textContent).toContain('1 catalogue edit');
    expect(dialog.textContent).toContain('1 request');
    fireEvent.click(screen.getByRole('button', { name: 'Log out anyway' }));
    expect(await screen.findByText('login page')).toBeTruthy();
    expect((await getSession()).token).toBeUndefined();
    expect(await requestsAbout(db, ALBUM)).toHaveLength(1);
    expect(await db.outbox.count()).toBe(1);
  });
});
