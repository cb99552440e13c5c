import { useEffect } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import type { RouteName } from '../../domain/routes';
import { commonMessages } from '../../i18n/messages';
import { routerMessages, routeTitles } from './messages';
import { useRouteName } from './routeHandle';

/** The tab title of a route: its localized title, then the product's name (also the prerender's <title>). */
export function formatDocumentTitle(intl: IntlShape, routeName: RouteName | undefined): string {
  const app = intl.formatMessage(commonMessages.appName);
  const page = routeName ? intl.formatMessage(routeTitles[routeName]) : undefined;
  return page ? intl.formatMessage(routerMessages.titleTemplate, { page, app }) : app;
}

/** Root of every screen: keeps document.title on the current route's localized title. */
export function RootShell() {
  const intl = useIntl();
  const name = useRouteName();
  const title = formatDocumentTitle(intl, name);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
