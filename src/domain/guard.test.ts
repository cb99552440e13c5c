import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decideRoute, isRoutePermitted, type GuardInput } from './guard';
import { findRoute, PRIVATE_ROUTES, PUBLIC_ROUTES, ROUTES, type RouteName } from './routes';

const base: GuardInput = {
  routeName: undefined,
  fullPath: '/',
  hasToken: false,
  hasAutoLoginKey: false,
  privileges: undefined,
};
const at = (routeName: RouteName | undefined, fullPath: string, extra: Partial<GuardInput> = {}) =>
  decideRoute({ ...base, routeName, fullPath, ...extra });

describe('decideRoute: login-exempt routes', () => {
  it.each(PUBLIC_ROUTES.filter((r) => r.name !== 'login').map((r) => [r.name, r.path] as const))(
    '%s passes for a visitor without a token',
    (name, path) => {
      expect(at(name, path.replace(':id', '7'))).toEqual({ kind: 'allow' });
    },
  );

  it('lets a visitor reach /login', () => {
    expect(at('login', '/login')).toEqual({ kind: 'allow' });
  });

  it('lets a logged-in user reach public pages other than /login', () => {
    expect(at('home', '/home', { hasToken: true, privileges: [] })).toEqual({ kind: 'allow' });
    expect(at('error-401', '/error/401', { hasToken: true, privileges: [] })).toEqual({
      kind: 'allow',
    });
  });

  it('does not ask for an auto-login on a public route', () => {
    expect(at('home', '/home', { hasAutoLoginKey: true })).toEqual({ kind: 'allow' });
  });
});

describe('decideRoute: logged-in user at /login or /', () => {
  it.each(['/login', '/login?redirect=%2Ffinance%2Flist', '/'])(
    '%s goes to the dashboard',
    (path) => {
      const name = path.startsWith('/login') ? 'login' : undefined;
      expect(at(name, path, { hasToken: true })).toEqual({
        kind: 'redirect',
        to: '/dashboard/index',
      });
    },
  );
});

describe('decideRoute: privileges', () => {
  it('asks to load user info before deciding a private route', () => {
    expect(at('finance-list', '/finance/list', { hasToken: true })).toEqual({
      kind: 'loadUserInfo',
    });
  });

  it('opens the dashboard to any logged-in user', () => {
    expect(at('dashboard-index', '/dashboard/index', { hasToken: true, privileges: [] })).toEqual({
      kind: 'allow',
    });
  });

  it('allows a privileged route whose name is among the links', () => {
    expect(
      at('finance-list', '/finance/list', { hasToken: true, privileges: ['finance-list'] }),
    ).toEqual({
      kind: 'allow',
    });
  });

  it('sends a user without the link to /error/401', () => {
    expect(
      at('finance-list', '/finance/list', { hasToken: true, privileges: ['trend-index'] }),
    ).toEqual({
      kind: 'redirect',
      to: '/error/401',
    });
  });

  it('checks a child route by its own name, not its parent', () => {
    const input = { hasToken: true, privileges: ['library-album-list'] };
    expect(at('library-album-info', '/library/album/3/info', input)).toEqual({
      kind: 'redirect',
      to: '/error/401',
    });
  });

  it('never lets an action link open a route', () => {
    expect(
      at('trend-index', '/trend/index', {
        hasToken: true,
        privileges: ['action-album-distribute'],
      }),
    ).toEqual({
      kind: 'redirect',
      to: '/error/401',
    });
  });
});

describe('decideRoute: no token', () => {
  it('logs in silently when an auto-login key is stored', () => {
    expect(at('finance-list', '/finance/list', { hasAutoLoginKey: true })).toEqual({
      kind: 'autoLogin',
    });
    expect(at(undefined, '/', { hasAutoLoginKey: true })).toEqual({ kind: 'autoLogin' });
  });

  it('sends / to /home', () => {
    expect(at(undefined, '/')).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('sends a private route to login with the full path as redirect', () => {
    expect(at('library-album-info', '/library/album/5/info?tab=2')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Flibrary%2Falbum%2F5%2Finfo%3Ftab%3D2',
    });
  });
});

describe('decideRoute: unknown paths', () => {
  it.each([
    [false, false],
    [true, false],
    [false, true],
  ])('go to /404 (token %s, key %s)', (hasToken, hasAutoLoginKey) => {
    expect(at(undefined, '/no/such/page', { hasToken, hasAutoLoginKey, privileges: [] })).toEqual({
      kind: 'redirect',
      to: '/404',
    });
  });
});

describe('decideRoute: properties', () => {
  const routeArb = fc.constantFrom(...ROUTES);
  const privArb = fc.option(fc.subarray(PRIVATE_ROUTES.map((r) => r.name)), { nil: undefined });

  it('never allows a private route without a token', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PRIVATE_ROUTES),
        fc.boolean(),
        privArb,
        (route, key, privileges) => {
          const d = at(route.name, route.path, { hasAutoLoginKey: key, privileges });
          expect(d.kind).not.toBe('allow');
        },
      ),
    );
  });

  it('allows a route for a logged-in user exactly when it is public or permitted', () => {
    fc.assert(
      fc.property(routeArb, fc.subarray(PRIVATE_ROUTES.map((r) => r.name)), (route, privileges) => {
        fc.pre(route.name !== 'login');
        const d = at(route.name, route.path, { hasToken: true, privileges });
        const expected = route.access === 'public' || isRoutePermitted(route, privileges);
        expect(d.kind === 'allow').toBe(expected);
      }),
    );
  });
});

describe('isRoutePermitted', () => {
  it('treats loggedIn routes as open and privileged routes by name', () => {
    expect(isRoutePermitted(findRoute('dashboard-index')!, [])).toBe(true);
    expect(isRoutePermitted(findRoute('trend-index')!, [])).toBe(false);
    expect(isRoutePermitted(findRoute('trend-index')!, ['trend-index'])).toBe(true);
  });
});
