import { describe, expect, it } from 'vitest';
import {
  findRoute,
  isRouteName,
  PRIVILEGED_ROUTE_NAMES,
  ROUTES,
  routePath,
  routePathFromParams,
  SECTION_DEFAULTS,
} from './routes';

describe('the route table', () => {
  it('names each route once', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
  });

  it('gives every parent as a route of the table', () => {
    for (const route of ROUTES)
      if (route.parent) expect(isRouteName(route.parent), route.name).toBe(true);
  });

  it('lists exactly the privileged routes as privileges', () => {
    expect([...PRIVILEGED_ROUTE_NAMES].sort()).toEqual(
      ROUTES.filter((r) => r.access === 'privileged')
        .map((r) => r.name)
        .sort(),
    );
    expect(PRIVILEGED_ROUTE_NAMES).not.toContain('dashboard-index');
  });

  it('sends each section to a route of the table', () => {
    const paths = new Set(ROUTES.map((r) => r.path));
    for (const to of Object.values(SECTION_DEFAULTS)) expect(paths.has(to), to).toBe(true);
    expect(SECTION_DEFAULTS['/library']).toBe('/library/album/list');
  });

  it('tells a route name from any other string', () => {
    expect(isRouteName('library-album-info')).toBe(true);
    expect(isRouteName('library-album-infos')).toBe(false);
    expect(isRouteName('action-album-distribute')).toBe(false);
  });

  it('refuses a name from outside the types at run time too', () => {
    // @ts-expect-error a misspelt route name does not compile
    expect(() => findRoute('library-album-infos')).toThrow(/no route/);
  });
});

describe('routePath', () => {
  it('builds a route without parameters from its name alone', () => {
    expect(routePath('library-album-list')).toBe('/library/album/list');
    expect(routePath('sync-conflicts')).toBe('/sync/conflicts');
    expect(routePath('help')).toBe('/faq/cp_faq/view/go_help');
  });

  it('fills every parameter of the path pattern', () => {
    expect(routePath('library-album-info', { albumId: 'a1' })).toBe('/library/album/a1/info');
    expect(routePath('account-letter-songInfo', { authorisationId: '9' })).toBe(
      '/account/letter/9/songInfo',
    );
    expect(routePath('payment', { id: '7' })).toBe('/payment/7');
  });

  it('encodes the parameters', () => {
    expect(routePath('library-album-info', { albumId: 'a/b c?d#e%' })).toBe(
      '/library/album/a%2Fb%20c%3Fd%23e%25/info',
    );
    expect(routePath('account-sysNotice', { id: '消息' })).toBe(
      '/account/sysNotice/%E6%B6%88%E6%81%AF',
    );
  });

  it('checks names and parameters at compile time', () => {
    // @ts-expect-error a misspelt route name
    expect(() => routePath('library-album-lists')).toThrow(/no route/);
    // @ts-expect-error the album's id is missing
    expect(routePath('library-album-info', {})).toBe('/library/album//info');
    // @ts-expect-error a route with parameters needs them
    expect(routePath('library-track-info')).toBe('/library/track//info');
    // @ts-expect-error another route's parameter
    expect(routePath('library-track-info', { albumId: 'a1' })).toBe('/library/track//info');
  });
});

describe('routePathFromParams', () => {
  it('fills a route chosen at run time from the parameters of the address', () => {
    const params: Readonly<Record<string, string | undefined>> = { albumId: 'a 1', trackId: 't1' };
    expect(routePathFromParams('library-album-track', params)).toBe('/library/album/a%201/track');
    expect(routePathFromParams('library-album-list', params)).toBe('/library/album/list');
    expect(routePathFromParams('library-artist-info', params)).toBe('/library/artist//info');
  });
});
