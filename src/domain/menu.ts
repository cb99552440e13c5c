// The sidebar of spec section 6: built only from routes flagged `menu` that the user's privileges
// permit, grouped in a fixed order. Pure, so each role's menu is checked in unit tests.
import { isRoutePermitted } from './guard';
import { findRoute, PRIVATE_ROUTES, type MenuGroup, type RouteDef } from './routes';

export const MENU_GROUPS: readonly MenuGroup[] = ['dashboard', 'library', 'trend', 'finance', 'account'];

export interface MenuSection {
  group: MenuGroup;
  items: RouteDef[];
}

export function buildMenu(privileges: readonly string[]): MenuSection[] {
  const sections: MenuSection[] = [];
  for (const group of MENU_GROUPS) {
    const items = PRIVATE_ROUTES.filter((r) => r.menu === group && isRoutePermitted(r, privileges));
    if (items.length > 0) sections.push({ group, items });
  }
  return sections;
}

/** The route and its ancestors by `parent`, outermost first: the breadcrumb trail. */
export function routeTrail(name: string): RouteDef[] {
  const trail: RouteDef[] = [];
  const seen = new Set<string>();
  for (let route = findRoute(name); route && !seen.has(route.name); route = route.parent ? findRoute(route.parent) : undefined) {
    seen.add(route.name);
    trail.unshift(route);
  }
  return trail;
}

/** The sidebar entry to highlight for a route: itself or its nearest ancestor in the menu. */
export function menuRouteOf(name: string): RouteDef | undefined {
  return routeTrail(name)
    .reverse()
    .find((r) => r.menu !== undefined);
}
