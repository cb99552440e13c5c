// The route table of spec section 2. A route's `name` is the privilege `link` the server grants,
// so this one table drives the client's router, its sidebar and the server's privilege checks.

export type RouteAccess =
  /** open to anyone, logged in or not */
  | 'public'
  /** any logged-in user, no privilege needed */
  | 'loggedIn'
  /** the route name must be among the user's privilege links */
  | 'privileged';

export interface RouteDef {
  /** unique; equals the privilege link */
  readonly name: string;
  /** react-router path pattern */
  readonly path: string;
  readonly access: RouteAccess;
  /** sidebar group, for routes that appear in the menu */
  readonly menu?: MenuGroup;
  /** parent route name, for breadcrumbs */
  readonly parent?: string;
}

export type MenuGroup = 'dashboard' | 'library' | 'trend' | 'finance' | 'account';

const pub = (name: string, path: string): RouteDef => ({ name, path, access: 'public' });
const priv = (name: string, path: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  name,
  path,
  access: 'privileged',
  ...extra,
});

export const PUBLIC_ROUTES: readonly RouteDef[] = [
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
];

const lib = 'library';
export const PRIVATE_ROUTES: readonly RouteDef[] = [
  { name: 'dashboard-index', path: '/dashboard/index', access: 'loggedIn', menu: 'dashboard' },

  priv('library-album-list', '/library/album/list', { menu: lib }),
  priv('library-album-batch', '/library/album/batch', { parent: 'library-album-list' }),
  priv('library-album-info', '/library/album/:albumId/info', { parent: 'library-album-list' }),
  priv('library-album-track', '/library/album/:albumId/track', { parent: 'library-album-list' }),
  priv('library-album-rightsHolders', '/library/album/:albumId/rightsHolders', { parent: 'library-album-list' }),
  priv('library-album-localization', '/library/album/:albumId/localization', { parent: 'library-album-list' }),
  priv('library-album-track-clip-and-accompaniment', '/library/album/:albumId/track-clip-and-accompaniment', {
    parent: 'library-album-list',
  }),
  priv('library-album-authorization-list', '/library/album/:albumId/authorization/list', {
    parent: 'library-album-list',
  }),
  priv('library-album-authorization-bindAuthorization', '/library/album/:albumId/authorization/bindAuthorization', {
    parent: 'library-album-list',
  }),

  priv('library-track-list', '/library/track/list', { menu: lib }),
  priv('library-track-info', '/library/track/:trackId/info', { parent: 'library-track-list' }),
  priv('library-track-rightsHolders', '/library/track/:trackId/rightsHolders', { parent: 'library-track-list' }),
  priv('library-track-localization', '/library/track/:trackId/localization', { parent: 'library-track-list' }),
  priv('library-track-track-clip-and-accompaniment', '/library/track/:trackId/track-clip-and-accompaniment', {
    parent: 'library-track-list',
  }),
  priv('library-track-album', '/library/track/:trackId/album', { parent: 'library-track-list' }),

  priv('library-artist-list', '/library/artist/list', { menu: lib }),
  priv('library-artist-info', '/library/artist/:artistId/info', { parent: 'library-artist-list' }),
  priv('library-artist-album', '/library/artist/:artistId/album', { parent: 'library-artist-list' }),
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
  priv('library-pline-cline-info', '/library/pline-cline/:id/info', { parent: 'library-pline-cline-list' }),

  priv('library-authorization-list', '/library/authorization/list', { menu: lib }),
  priv('library-authorization-add', '/library/authorization/add', { parent: 'library-authorization-list' }),
  priv('library-authorization-edit', '/library/authorization/:authId/edit', { parent: 'library-authorization-list' }),

  priv('library-track-clip-list', '/library/track-clip/list', { menu: lib }),
  priv('library-track-clip-create', '/library/track-clip/create', { parent: 'library-track-clip-list' }),

  priv('library-accompaniment-list', '/library/accompaniment/list', { menu: lib }),
  priv('library-accompaniment-create', '/library/accompaniment/create', { parent: 'library-accompaniment-list' }),

  priv('trend-index', '/trend/index', { menu: 'trend' }),

  priv('finance-list', '/finance/list', { menu: 'finance' }),
  priv('finance-sale', '/finance/sale/:id', { parent: 'finance-list' }),
  priv('finance-settlement', '/finance/settlement/:id', { parent: 'finance-list' }),

  priv('account-subjectInfo', '/account/subjectInfo', { menu: 'account' }),
  priv('account-team', '/account/team', { menu: 'account' }),
  priv('account-personal', '/account/personal', { menu: 'account' }),
  priv('account-contract-list', '/account/contract/list', { menu: 'account' }),
  priv('account-contract-accountInfo', '/account/contract/:id/accountInfo', { parent: 'account-contract-list' }),
  priv('account-contract-info', '/account/contract/:id/info', { parent: 'account-contract-list' }),
  priv('account-contract-letter-list', '/account/contract/:id/letter/list', { parent: 'account-contract-list' }),
  priv('account-letter-songInfo', '/account/letter/:authorisationId/songInfo', { parent: 'account-contract-list' }),
  priv('account-sysNotification', '/account/sysNotification', { menu: 'account' }),
  priv('account-sysNotice', '/account/sysNotice/:id', { parent: 'account-sysNotification' }),

  // the changes the server refused on this device: any logged-in user can have some
  { name: 'sync-conflicts', path: '/sync/conflicts', access: 'loggedIn', parent: 'dashboard-index' },
];

export const ROUTES: readonly RouteDef[] = [...PUBLIC_ROUTES, ...PRIVATE_ROUTES];

const byName = new Map(ROUTES.map((r) => [r.name, r]));

export function findRoute(name: string): RouteDef | undefined {
  return byName.get(name);
}

/** The default child of a section path, e.g. /library goes to the album list. */
export const SECTION_DEFAULTS: Readonly<Record<string, string>> = {
  '/library': '/library/album/list',
  '/dashboard': '/dashboard/index',
  '/trend': '/trend/index',
  '/finance': '/finance/list',
  '/account': '/account/personal',
  '/register': '/register/user_type',
};

/** Every privileged route name: the universe of route privileges a role can be given. */
export const PRIVILEGED_ROUTE_NAMES: readonly string[] = PRIVATE_ROUTES.filter((r) => r.access === 'privileged').map(
  (r) => r.name,
);

/** Fills a path pattern's parameters, e.g. buildPath('/album/:id', {id: 7}). */
export function buildPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
}
