// The data router built from the route table (routes.ts): every route present, each guarded by
// decideRoute in its loader, each screen a lazy chunk; logged-in routes share the lazy layout.
import {
  createBrowserRouter,
  redirect,
  type HydrationState,
  type RouteObject,
} from 'react-router-dom';
import {
  PRIVATE_ROUTES,
  PUBLIC_ROUTES,
  SECTION_DEFAULTS,
  type RouteDef,
} from '../../domain/routes';
import { getLanguage } from '../../i18n/languageStore';
import { ensureFullMessages } from '../../i18n/loadMessages';
import { api } from '../api/api';
import { loadUserInfo } from '../session/authFlow';
import { clearAutoLoginKey, getAutoLoginKey } from '../session/autoLoginKey';
import { endSession, getSessionState } from '../session/sessionStore';
import { BootSplash } from './BootSplash';
import { createGuard } from './guardLoader';
import { RootShell } from './RootShell';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import type { RouteHandle } from './routeHandle';
import { screenFor, withChunkFallback } from './screens';

const guard = createGuard({
  getToken: () => getSessionState().token,
  getPrivileges: () => getSessionState().privileges,
  hasAutoLoginKey: () => getAutoLoginKey() !== null,
  loadUserInfo,
  autoLogin: () => api.autoLogin(),
  logOut: async () => {
    clearAutoLoginKey();
    await endSession();
  },
  reload: () => window.location.reload(),
});

/** Routes that only redirect (their loader always throws) still need something to render. */
const RedirectOnly = () => null;

function tableRoute(route: RouteDef): RouteObject {
  const handle: RouteHandle = { name: route.name };
  return {
    // the route name as id: hydration data (hydration.ts) names the prerendered route's loader by it
    id: route.name,
    path: route.path,
    handle,
    loader: guard(route.name),
    lazy: screenFor(route.name),
    // per route, so a failing screen leaves the layout around it standing
    errorElement: <RouteErrorBoundary />,
  };
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootShell />,
      errorElement: <RouteErrorBoundary />,
      HydrateFallback: BootSplash,
      children: [
        { index: true, loader: guard(undefined), Component: RedirectOnly },
        ...Object.entries(SECTION_DEFAULTS).map(([path, to]) => ({
          path,
          loader: () => redirect(to),
          Component: RedirectOnly,
        })),
        ...PUBLIC_ROUTES.map(tableRoute),
        {
          id: 'layout',
          // the layout and its screens need the whole catalogue, not only the login page's part
          lazy: withChunkFallback(() =>
            Promise.all([import('../layout/AppLayout'), ensureFullMessages(getLanguage())]).then(
              ([m]) => ({
                Component: m.AppLayout,
              }),
            ),
          ),
          children: PRIVATE_ROUTES.map(tableRoute),
        },
        { path: '*', loader: guard(undefined), Component: RedirectOnly },
      ],
    },
  ];
}

/** `hydrationData` when the page came prerendered and was checked by prepareHydration (hydration.ts). */
export function createAppRouter(
  routes: RouteObject[] = buildRoutes(),
  hydrationData?: HydrationState,
) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
