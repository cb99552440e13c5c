// What a route needs, declared once in its options: open to anyone, any logged-in user, or a
// privilege link of roles.ts (a route name or an action name).
import { ACTIONS, type ActionName } from '../../../src/domain/roles';
import { PRIVILEGED_ROUTE_NAMES } from '../../../src/domain/routes';
import type { AuthContext } from './context';

export type RoutePrivilege = 'public' | 'loggedIn' | { link: string };

const KNOWN_LINKS = new Set<string>([...PRIVILEGED_ROUTE_NAMES, ...Object.values(ACTIONS)]);

/** A privilege link that must exist in the route table or the action list: a typo fails at start. */
export function requiresLink(link: string | ActionName): RoutePrivilege {
  if (!KNOWN_LINKS.has(link)) throw new Error(`Unknown privilege link: ${link}`);
  return { link };
}

export function hasPrivilege(auth: AuthContext, privilege: RoutePrivilege): boolean {
  if (privilege === 'public' || privilege === 'loggedIn') return true;
  return auth.privileges.has(privilege.link);
}
