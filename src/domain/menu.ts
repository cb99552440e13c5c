// The sidebar of spec section 6: built only from routes flagged `menu` that the user's privileges
// permit, grouped in a fixed order. Pure, so each role's menu is checked in unit tests.
import { isRoutePermitted } from './guard';
import {
  findRoute,
  isRouteName,
  PRIVATE_ROUTES,
  type MenuGroup,
  type MenuRouteName,
  type RouteDef,
  type RouteName,
} from './routes';

export const MENU_GROUPS: readonly MenuGroup[] = [
  'dashboard',
  'library',
  'trend',
  'finance',
  // the back office's screens: staff see them apart from their own account's
  'staff',
  'account',
];

/** A route of the sidebar: its name keys the menu's icons. */
export interface MenuRouteDef extends RouteDef {
  readonly name: MenuRouteName;
  readonly menu: MenuGroup;
}

/** `MenuRouteName` is the table's routes with a `menu`, so this test is exact. */
export function isMenuRoute(route: RouteDef): route is MenuRouteDef {
  return route.menu !== undefined;
}

export interface MenuSection {
  group: MenuGroup;
  items: MenuRouteDef[];
}

export function buildMenu(privileges: readonly string[]): MenuSection[] {
  const sections: MenuSection[] = [];
  for (const group of MENU_GROUPS) {
    const items = PRIVATE_ROUTES.filter(isMenuRoute).filter(
      (r) => r.menu === group && isRoutePermitted(r, privileges),
    );
    if (items.length > 0) sections.push({ group, items });
  }
  return sections;
}

/** The route and its ancestors by `parent`, outermost first: the breadcrumb trail. */
export function routeTrail(name: RouteName): RouteDef[] {
  const trail: RouteDef[] = [];
  // isRouteName: a name that is not the table's (from outside the types) has no trail, not a crash
  for (let next: string | undefined = name; next !== undefined && isRouteName(next);) {
    const route = findRoute(next);
    if (trail.includes(route)) break;
    trail.unshift(route);
    next = route.parent;
  }
  return trail;
}

/** The sidebar entry to highlight for a route: itself or its nearest ancestor in the menu. */
export function menuRouteOf(name: RouteName): MenuRouteDef | undefined {
  return routeTrail(name).reverse().find(isMenuRoute);
}
