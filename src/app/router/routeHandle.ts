import { useMatches, type UIMatch } from 'react-router-dom';

/** What every route of the table carries: its name, the key of its title and privilege. */
export interface RouteHandle {
  name: string;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';
}

export function routeNameOf(matches: readonly UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle;
    if (isRouteHandle(handle)) return handle.name;
  }
  return undefined;
}

/** Name of the deepest matched route of the table. */
export function useRouteName(): string | undefined {
  return routeNameOf(useMatches());
}
