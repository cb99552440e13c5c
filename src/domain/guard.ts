// The route guard of spec section 2 as a pure decision, so the client's router and its tests
// share one reading of the rules. The caller performs the effect (redirect, silent auto-login).
import { findRoute, routePath, type RouteDef, type RouteName } from './routes';

export interface GuardInput {
  /** matched route name, or undefined for an unknown path */
  routeName: RouteName | undefined;
  /** the path with its query string, as the user asked for it */
  fullPath: string;
  hasToken: boolean;
  hasAutoLoginKey: boolean;
  /** privilege links of the logged-in user; undefined while not yet loaded */
  privileges: readonly string[] | undefined;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'autoLogin' }
  | { kind: 'loadUserInfo' };

export function decideRoute(input: GuardInput): GuardDecision {
  const { routeName, fullPath, hasToken, hasAutoLoginKey, privileges } = input;
  const path = fullPath.split('?')[0];
  if (hasToken && (path === '/' || path === routePath('login')))
    return { kind: 'redirect', to: routePath('dashboard-index') };
  if (path === '/' && !hasToken && !hasAutoLoginKey)
    return { kind: 'redirect', to: routePath('home') };
  if (routeName === undefined && path !== '/') return { kind: 'redirect', to: routePath('404') };
  const route = routeName === undefined ? undefined : findRoute(routeName);
  if (route?.access === 'public') return { kind: 'allow' };
  if (!hasToken) {
    if (hasAutoLoginKey) return { kind: 'autoLogin' };
    return {
      kind: 'redirect',
      to: `${routePath('login')}?redirect=${encodeURIComponent(fullPath)}`,
    };
  }
  if (privileges === undefined) return { kind: 'loadUserInfo' };
  if (route === undefined) return { kind: 'redirect', to: routePath('dashboard-index') };
  if (isRoutePermitted(route, privileges)) return { kind: 'allow' };
  return { kind: 'redirect', to: routePath('error-401') };
}

/** Whether a logged-in user with these privilege links may open the route (the guard and the sidebar share it). */
export function isRoutePermitted(route: RouteDef, privileges: readonly string[]): boolean {
  return route.access !== 'privileged' || privileges.includes(route.name);
}
