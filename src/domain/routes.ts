// The route table of spec section 2. A route's `name` is the privilege `link` the server grants,
// so this one table drives the client's router, its sidebar and the server's privilege checks.
// The table is typed to its literals: a route name is a `RouteName`, and `routePath` knows each
// route's `:params`, so a misspelt name or a missing parameter is a compile error, not a blank page.

export type RouteAccess =
  /** open to anyone, logged in or not */
  | 'public'
  /** any logged-in user, no privilege needed */
  | 'loggedIn'
  /** the route name must be among the user's privilege links */
  | 'privileged';

export type MenuGroup = 'dashboard' | 'library' | 'trend' | 'finance' | 'staff' | 'account';

interface RouteOptions {
  /** sidebar group, for routes that appear in the menu */
  readonly menu?: MenuGroup;
  /** parent route name, for breadcrumbs (checked against the table by `RouteDef` below) */
  readonly parent?: string;
}

// `const` type parameters keep each name, path, menu and parent as its literal type.
type NoOptions = Record<never, never>;
const pub = <const N extends string, const P extends string>(name: N, path: P) => ({
  name,
  path,
  access: 'public' as const,
});
const user = <
  const N extends string,
  const P extends string,
  const O extends RouteOptions = NoOptions,
>(
  name: N,
  path: P,
  options?: O,
) => ({
  ...(options as O),
  name,
  path,
  access: 'loggedIn' as const,
});
const priv = <
  const N extends string,
  const P extends string,
  const O extends RouteOptions = NoOptions,
>(
  name: N,
  path: P,
  options?: O,
) => ({
  ...(options as O),
  name,
  path,
  access: 'privileged' as const,
});

const PUBLIC_TABLE = [
  pub('login', '/login'),
  pub('home', '/home'),
  pub('contact_us', '/contact_us'),
  pub('autoLogin', '/autoLogin'),
  pub('forgotPwd', '/forgotPwd'),
  pub('resetPwd', '/resetPwd'),
  pub('invite_registration', '/invite_registration'),
  pub('404', '/404'),
  pub('help', '/faq/cp_faq/view/go_help'),
  pub('payment', '/payment/:id'),
  pub('register-user_type', '/register/user_type'),
  pub('register-register_info', '/register/register_info'),
  pub('register-sign_contract', '/register/sign_contract'),
  pub('register-register_complete', '/register/register_complete'),
  pub('register-set_password', '/register/set_password'),
  pub('error-401', '/error/401'),
  pub('error-403', '/error/403'),
] as const;

const lib = 'library';
const PRIVATE_TABLE = [
  user('dashboard-index', '/dashboard/index', { menu: 'dashboard' }),

  priv('library-album-list', '/library/album/list', { menu: lib }),
  priv('library-album-batch', '/library/album/batch', { parent: 'library-album-list' }),
  priv('library-album-info', '/library/album/:albumId/info', { parent: 'library-album-list' }),
  priv('library-album-track', '/library/album/:albumId/track', { parent: 'library-album-list' }),
  priv('library-album-rightsHolders', '/library/album/:albumId/rightsHolders', {
    parent: 'library-album-list',
  }),
  priv('library-album-localization', '/library/album/:albumId/localization', {
    parent: 'library-album-list',
  }),
  priv(
    'library-album-track-clip-and-accompaniment',
    '/library/album/:albumId/track-clip-and-accompaniment',
    {
      parent: 'library-album-list',
    },
  ),
  priv('library-album-authorization-list', '/library/album/:albumId/authorization/list', {
    parent: 'library-album-list',
  }),
  priv(
    'library-album-authorization-bindAuthorization',
    '/library/album/:albumId/authorization/bindAuthorization',
    {
      parent: 'library-album-list',
    },
  ),

  priv('library-track-list', '/library/track/list', { menu: lib }),
  priv('library-track-info', '/library/track/:trackId/info', { parent: 'library-track-list' }),
  priv('library-track-rightsHolders', '/library/track/:trackId/rightsHolders', {
    parent: 'library-track-list',
  }),
  priv('library-track-localization', '/library/track/:trackId/localization', {
    parent: 'library-track-list',
  }),
  priv(
    'library-track-track-clip-and-accompaniment',
    '/library/track/:trackId/track-clip-and-accompaniment',
    {
      parent: 'library-track-list',
    },
  ),
  priv('library-track-album', '/library/track/:trackId/album', { parent: 'library-track-list' }),

  priv('library-artist-list', '/library/artist/list', { menu: lib }),
  priv('library-artist-info', '/library/artist/:artistId/info', { parent: 'library-artist-list' }),
  priv('library-artist-album', '/library/artist/:artistId/album', {
    parent: 'library-artist-list',
  }),
  priv('library-artist-song', '/library/artist/:artistId/song', { parent: 'library-artist-list' }),

  priv('library-recordcompany-list', '/library/recordcompany/list', { menu: lib }),
  priv('library-recordcompany-info', '/library/recordcompany/:recordcompanyId/info', {
    parent: 'library-recordcompany-list',
  }),
  priv('library-recordcompany-album', '/library/recordcompany/:recordcompanyId/album', {
    parent: 'library-recordcompany-list',
  }),
  priv('library-recordcompany-music', '/library/recordcompany/:recordcompanyId/music', {
    parent: 'library-recordcompany-list',
  }),

  priv('library-pline-cline-list', '/library/pline-cline/list', { menu: lib }),
  priv('library-pline-cline-info', '/library/pline-cline/:id/info', {
    parent: 'library-pline-cline-list',
  }),

  priv('library-authorization-list', '/library/authorization/list', { menu: lib }),
  priv('library-authorization-add', '/library/authorization/add', {
    parent: 'library-authorization-list',
  }),
  priv('library-authorization-edit', '/library/authorization/:authId/edit', {
    parent: 'library-authorization-list',
  }),

  priv('library-track-clip-list', '/library/track-clip/list', { menu: lib }),
  priv('library-track-clip-create', '/library/track-clip/create', {
    parent: 'library-track-clip-list',
  }),

  priv('library-accompaniment-list', '/library/accompaniment/list', { menu: lib }),
  priv('library-accompaniment-create', '/library/accompaniment/create', {
    parent: 'library-accompaniment-list',
  }),

  priv('trend-index', '/trend/index', { menu: 'trend' }),

  priv('finance-list', '/finance/list', { menu: 'finance' }),
  priv('finance-sale', '/finance/sale/:id', { parent: 'finance-list' }),
  priv('finance-settlement', '/finance/settlement/:id', { parent: 'finance-list' }),
  priv('finance-verify', '/finance/verify', { menu: 'finance' }),

  priv('account-subjectInfo', '/account/subjectInfo', { menu: 'account' }),
  priv('account-team', '/account/team', { menu: 'account' }),
  priv('account-personal', '/account/personal', { menu: 'account' }),
  priv('account-contract-list', '/account/contract/list', { menu: 'account' }),
  priv('account-contract-accountInfo', '/account/contract/:id/accountInfo', {
    parent: 'account-contract-list',
  }),
  priv('account-contract-info', '/account/contract/:id/info', { parent: 'account-contract-list' }),
  priv('account-contract-letter-list', '/account/contract/:id/letter/list', {
    parent: 'account-contract-list',
  }),
  priv('account-letter-songInfo', '/account/letter/:authorisationId/songInfo', {
    parent: 'account-contract-list',
  }),
  priv('account-sysNotification', '/account/sysNotification', { menu: 'account' }),
  priv('account-sysNotice', '/account/sysNotice/:id', { parent: 'account-sysNotification' }),

  // the back office's screens (staff of the back-office organisation only: roles.ts), under their
  // own sidebar heading
  priv('staff-contracts', '/staff/contracts', { menu: 'staff' }),
  priv('staff-review', '/staff/review', { menu: 'staff' }),
  // an album is named with its organisation: two organisations' albums may share an id
  priv('staff-review-album', '/staff/review/:orgId/:albumId', { parent: 'staff-review' }),
  priv('staff-reports', '/staff/reports', { menu: 'staff' }),
  priv('staff-ddex-import', '/staff/ddex/import', { menu: 'staff' }),
  priv('staff-channels', '/staff/channels', { menu: 'staff' }),
  priv('staff-settlements', '/staff/settlements', { menu: 'staff' }),

  // the changes the server refused on this device: any logged-in user can have some
  user('sync-conflicts', '/sync/conflicts', { parent: 'dashboard-index' }),
] as const;

type TableRoute = (typeof PUBLIC_TABLE)[number] | (typeof PRIVATE_TABLE)[number];

/** Every route's name: the key of screens, titles, icons and links. */
export type RouteName = TableRoute['name'];
/** The routes a role's privileges must name (roles.ts, the server's checks). */
export type PrivilegedRouteName = Extract<TableRoute, { access: 'privileged' }>['name'];
/** The routes of the sidebar. */
export type MenuRouteName = Extract<TableRoute, { menu: MenuGroup }>['name'];

export interface RouteDef {
  /** unique; equals the privilege link */
  readonly name: RouteName;
  /** react-router path pattern */
  readonly path: string;
  readonly access: RouteAccess;
  readonly menu?: MenuGroup;
  readonly parent?: RouteName;
}

// Typing the exported lists as RouteDef is what checks every `parent` against the table.
export const PUBLIC_ROUTES: readonly RouteDef[] = PUBLIC_TABLE;
export const PRIVATE_ROUTES: readonly RouteDef[] = PRIVATE_TABLE;
export const ROUTES: readonly RouteDef[] = [...PUBLIC_ROUTES, ...PRIVATE_ROUTES];

const byName = new Map<string, RouteDef>(ROUTES.map((r) => [r.name, r]));

export function isRouteName(value: string): value is RouteName {
  return byName.has(value);
}

export function findRoute(name: RouteName): RouteDef {
  const route = byName.get(name);
  if (route === undefined) throw new Error(`no route ${name}`);
  return route;
}

/** `'/library/album/:albumId/track'` gives `'albumId'`. */
type ParamNamesOf<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNamesOf<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

/** The parameters a route's path needs, each one required. */
export type RouteParams<N extends RouteName> = {
  readonly [K in ParamNamesOf<Extract<TableRoute, { name: N }>['path']>]: string;
};
/** Routes whose path has no parameter: `routePath(name)` needs nothing more. */
export type PlainRouteName = {
  [N in RouteName]: [keyof RouteParams<N>] extends [never] ? N : never;
}[RouteName];

function fillPath(pattern: string, params: Readonly<Record<string, string | undefined>>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, key: string) =>
    encodeURIComponent(params[key] ?? ''),
  );
}

/**
 * The one way to build a link to a screen: `routePath('library-album-info', { albumId })`.
 * Parameters are typed from the path pattern and URI-encoded.
 */
export function routePath<N extends RouteName>(name: N, params: RouteParams<N>): string;
export function routePath(name: PlainRouteName): string;
export function routePath(name: RouteName, params: Readonly<Record<string, string>> = {}): string {
  return fillPath(findRoute(name).path, params);
}

/** A link kept as data until it is shown: each name paired with its own parameters. */
export type RouteTarget = {
  [N in RouteName]: { readonly routeName: N; readonly params: RouteParams<N> };
}[RouteName];

/**
 * For a route chosen at run time, where `routePath` cannot see which one: filled from the
 * address's own parameters (`useParams`: breadcrumbs, a record's tab row) or from a `RouteTarget`,
 * whose parameters were checked where it was made. A missing parameter becomes empty.
 */
export function routePathFromParams(
  name: RouteName,
  params: Readonly<Record<string, string | undefined>>,
): string {
  return fillPath(findRoute(name).path, params);
}

/** The default child of a section path, e.g. /library goes to the album list. */
export const SECTION_DEFAULTS: Readonly<Record<string, string>> = {
  '/library': routePath('library-album-list'),
  '/dashboard': routePath('dashboard-index'),
  '/trend': routePath('trend-index'),
  '/finance': routePath('finance-list'),
  '/account': routePath('account-personal'),
  '/register': routePath('register-user_type'),
};

/** The back office's own screens: no partner role is ever given one (roles.ts). */
export function isStaffRoute(name: string): boolean {
  return name.startsWith('staff-');
}

/** Every privileged route name: the universe of route privileges a role can be given. */
export const PRIVILEGED_ROUTE_NAMES: readonly PrivilegedRouteName[] = PRIVATE_TABLE.filter(
  (r): r is Extract<(typeof PRIVATE_TABLE)[number], { access: 'privileged' }> =>
    r.access === 'privileged',
).map((r) => r.name);
