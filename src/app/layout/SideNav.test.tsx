// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../domain/api';
import { ROLE_CODES, ROLE_PRIVILEGES } from '../../domain/roles';
import { PRIVATE_ROUTES } from '../../domain/routes';
import { endSession, storeUserInfo } from '../session/sessionStore';
import { renderWithProviders } from '../testing/renderWithProviders';
import { SideNav } from './SideNav';

const user: UserInfo = {
  id: 'u',
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

afterEach(async () => {
  cleanup();
  await endSession();
});

async function renderSideNavFor(links: readonly string[], at = '/dashboard/index') {
  await storeUserInfo({ userInfo: user, privileges: links.map((link) => ({ id: link, link })) });
  renderWithProviders(
    PRIVATE_ROUTES.map((r) => ({
      path: r.path,
      handle: { name: r.name },
      element: (
        <SideNav
          sidebar={{
            open: true,
            isOverlay: false,
            toggle: () => undefined,
            setOpen: () => undefined,
          }}
        />
      ),
    })),
    at,
  );
  return screen.findByRole('navigation', { name: '主菜单' });
}

describe('SideNav', () => {
  it.each(ROLE_CODES)('links role %s to exactly its permitted menu routes', async (role) => {
    const nav = await renderSideNavFor(ROLE_PRIVILEGES[role]);
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
      .sort();
    const expected = PRIVATE_ROUTES.filter(
      (r) => r.menu && (r.access === 'loggedIn' || ROLE_PRIVILEGES[role].includes(r.name)),
    )
      .map((r) => r.path)
      .sort();
    expect(hrefs).toEqual(expected);
  });

  it('names the groups and marks the entry of the current route, also from a child route', async () => {
    const nav = await renderSideNavFor(ROLE_PRIVILEGES.admin, '/library/album/7/info');
    expect(within(nav).getByText('曲库管理')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: /专辑/ }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(nav)
        .getByRole('link', { name: /工作台/ })
        .getAttribute('aria-current'),
    ).not.toBe('page');
  });

  it('gives staff a back-office heading of their own', async () => {
    const nav = await renderSideNavFor(ROLE_PRIVILEGES.staff);
    expect(within(nav).getByText('运营后台')).toBeTruthy();
    expect(within(nav).getByText('账户')).toBeTruthy();
  });
});
