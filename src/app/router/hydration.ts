// A page the server sent prerendered (/login, /home: src/prerender) is hydrated rather than
// rendered anew when the browser would show exactly it: same route, same language, and the
// route's guard lets it through (a logged-in visitor of /login is sent on, rendering anew).
import {
  matchRoutes,
  type HydrationState,
  type LoaderFunction,
  type RouteObject,
} from 'react-router-dom';
import type { ApiLanguage } from '../../domain/locale';
import { PRERENDER_ATTRIBUTE, prerenderMarker } from '../../domain/prerender';

/**
 * The router's hydration data for the prerendered page in `container`, or null to render anew.
 * Loads the matched screens' chunks into the route objects first, as the prerender had them: a
 * lazy route at the first render would show the boot splash, not the page.
 */
export async function prepareHydration(
  routes: RouteObject[],
  container: HTMLElement,
  language: ApiLanguage,
  href: string,
): Promise<HydrationState | null> {
  const marker = container.getAttribute(PRERENDER_ATTRIBUTE);
  if (!marker) return null;
  const url = new URL(href);
  const matches = matchRoutes(routes, url) ?? [];
  const leaf = matches.at(-1)?.route;
  if (!leaf?.id || marker !== prerenderMarker(leaf.id, language)) return null;

  const loaderData: Record<string, unknown> = {};
  for (const { route, params } of matches) {
    if (typeof route.loader !== 'function' || !route.id) continue;
    const args = {
      request: new Request(url),
      url,
      params,
      pattern: route.path ?? '',
      context: undefined,
    };
    try {
      loaderData[route.id] = await (route.loader as LoaderFunction)(args);
    } catch {
      // a redirect (or any refusal): the router asks the guard again and renders what it decides
      return null;
    }
  }
  for (const match of matches) {
    const { lazy } = match.route;
    if (typeof lazy === 'function') Object.assign(match.route, await lazy(), { lazy: undefined });
  }
  return { loaderData };
}
