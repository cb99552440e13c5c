// What a route needs, declared once in its options: open to anyone, any logged-in user, or a
// privilege link of roles.ts (a route name or an action name).
import { ACTIONS, type ActionName, type PrivilegeLink } from '../../../src/domain/roles';
import { PRIVILEGED_ROUTE_NAMES, type PrivilegedRouteName } from '../../../src/domain/routes';
import type { AuthContext } from './context';

export type RoutePrivilege = 'public' | 'loggedIn' | { link: PrivilegeLink };

const KNOWN_LINKS = new Set<string>([...PRIVILEGED_ROUTE_NAMES, ...Object.values(ACTIONS)]);

/** A privileged route of the table or an action: a typo is a compile error (and still fails at start). */
export function requiresLink(link: PrivilegedRouteName | ActionName): RoutePrivilege {
  if (!KNOWN_LINKS.has(link)) throw new Error(`Unknown privilege link: ${link}`);
  return { link };
}

export function hasPrivilege(auth: AuthContext, privilege: RoutePrivilege): boolean {
  if (privilege === 'public' || privilege === 'loggedIn') return true;
  return auth.privileges.has(privilege.link);
}
