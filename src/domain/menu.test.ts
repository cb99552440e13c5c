import { describe, expect, it } from 'vitest';
import { buildMenu, MENU_GROUPS, menuRouteOf, routeTrail } from './menu';
import { ROLE_CODES, ROLE_PRIVILEGES } from './roles';
import { PRIVATE_ROUTES } from './routes';

const names = (privileges: readonly string[]) =>
  buildMenu(privileges)
    .flatMap((s) => s.items)
    .map((r) => r.name);

describe('buildMenu', () => {
  it.each(ROLE_CODES)(
    'shows role %s exactly its permitted menu routes, and the dashboard',
    (role) => {
      const privileges = ROLE_PRIVILEGES[role];
      const expected = PRIVATE_ROUTES.filter(
        (r) =>
          r.menu !== undefined && (r.name === 'dashboard-index' || privileges.includes(r.name)),
      ).map((r) => r.name);
      expect(names(privileges).sort()).toEqual(expected.sort());
    },
  );

  it('gives an administrator every group in order but the back office', () => {
    expect(buildMenu(ROLE_PRIVILEGES.admin).map((s) => s.group)).toEqual(
      MENU_GROUPS.filter((g) => g !== 'staff'),
    );
  });

  it('lists the back office screens under their own heading, apart from the account', () => {
    const sections = buildMenu(ROLE_PRIVILEGES.staff);
    expect(sections.map((s) => s.group)).toEqual(['dashboard', 'finance', 'staff', 'account']);
    const staffItems = sections.find((s) => s.group === 'staff')?.items.map((r) => r.name);
    expect(staffItems).toEqual([
      'staff-contracts',
      'staff-review',
      'staff-reports',
      'staff-ddex-import',
      'staff-channels',
      'staff-settlements',
    ]);
    const accountItems = sections.find((s) => s.group === 'account')?.items ?? [];
    expect(accountItems.map((r) => r.name).filter((n) => n.startsWith('staff-'))).toEqual([]);
  });

  it('gives a content operator the library and account groups only', () => {
    expect(buildMenu(ROLE_PRIVILEGES.contentOperator).map((s) => s.group)).toEqual([
      'dashboard',
      'library',
      'account',
    ]);
    expect(names(ROLE_PRIVILEGES.contentOperator)).not.toContain('finance-list');
  });

  it('shows only the dashboard without privileges', () => {
    expect(names([])).toEqual(['dashboard-index']);
  });

  it('never lists a route without a menu flag, even when permitted', () => {
    expect(names(['library-album-info', 'account-sysNotice'])).toEqual(['dashboard-index']);
  });

  it('ignores links that are not routes', () => {
    expect(names(['action-album-distribute', 'no-such-route'])).toEqual(['dashboard-index']);
  });
});

describe('routeTrail and menuRouteOf', () => {
  it('walks the parent chain outermost first', () => {
    expect(routeTrail('account-sysNotice').map((r) => r.name)).toEqual([
      'account-sysNotification',
      'account-sysNotice',
    ]);
    expect(routeTrail('dashboard-index').map((r) => r.name)).toEqual(['dashboard-index']);
    // @ts-expect-error a name outside the table does not compile; at run time it has no trail
    expect(routeTrail('nope')).toEqual([]);
  });

  it('finds the menu entry of every private route', () => {
    for (const route of PRIVATE_ROUTES) expect(menuRouteOf(route.name)?.menu).toBeDefined();
    expect(menuRouteOf('library-album-info')?.name).toBe('library-album-list');
    expect(menuRouteOf('login')).toBeUndefined();
  });
});
