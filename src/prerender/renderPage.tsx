// Build time only: vite.prerender.ts bundles this for Node and writes each public page's HTML,
// rendered by React's server renderer over the app's own routes and providers (AppRoot), so the
// browser paints the page before its scripts arrive and then hydrates it (app/router/hydration.ts).
import { createDOMRenderer, renderToStyleElements } from '@fluentui/react-components';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppRoot } from '../app/AppRoot';
import { buildRoutes } from '../app/router/createAppRouter';
import { formatDocumentTitle } from '../app/router/RootShell';
import { toIntlLocale, type ApiLanguage } from '../domain/locale';
import { prerenderMarker, type PrerenderedRoute } from '../domain/prerender';
import { findRoute } from '../domain/routes';
import { adoptLanguage } from '../i18n/languageStore';
import { getLatestFullMessages, loadMessages } from '../i18n/loadMessages';

export interface PrerenderedPage {
  /** the <html lang> */
  lang: string;
  title: string;
  /** Griffel's <style> elements for the page's classes */
  head: string;
  /** the markup inside #root */
  body: string;
  /** the value of #root's data-prerendered */
  marker: string;
}

export async function renderPage(
  route: PrerenderedRoute,
  language: ApiLanguage,
): Promise<PrerenderedPage> {
  const path = findRoute(route)?.path;
  if (!path) throw new Error(`no route ${route}`);
  adoptLanguage(language);
  const shell = await loadMessages(language);
  const handler = createStaticHandler(buildRoutes());
  // the guard runs as for a first visit: no session, no auto-login key
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response)
    throw new Error(`${path} answered ${context.status} ${context.headers.get('location') ?? ''}`);
  if (context.errors) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const renderer = createDOMRenderer();
  const body = renderToString(
    <AppRoot renderer={renderer} messages={shell}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>,
  );
  const head = renderToStaticMarkup(<>{renderToStyleElements(renderer)}</>);
  // a screen may have loaded the whole catalogue; the title's ids are in both parts' union
  const full = getLatestFullMessages();
  const messages = full?.language === language ? full.messages : shell;
  const locale = toIntlLocale(language);
  const title = formatDocumentTitle(createIntl({ locale, defaultLocale: 'en', messages }), route);
  return { lang: locale, title, head, body, marker: prerenderMarker(route, language) };
}
