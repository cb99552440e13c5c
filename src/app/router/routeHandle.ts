import { useMatches, type UIMatch } from 'react-router-dom';
import { isRouteName, type RouteName } from '../../domain/routes';

/** What every route of the table carries: its name, the key of its title and privilege. */
export interface RouteHandle {
  name: RouteName;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  if (typeof value !== 'object' || value === null) return false;
  const { name } = value as { name?: unknown };
  return typeof name === 'string' && isRouteName(name);
}

export function routeNameOf(matches: readonly UIMatch[]): RouteName | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle;
    if (isRouteHandle(handle)) return handle.name;
  }
  return undefined;
}

/** Name of the deepest matched route of the table. */
export function useRouteName(): RouteName | undefined {
  return routeNameOf(useMatches());
}
