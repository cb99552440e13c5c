import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { commonMessages } from '../../i18n/messages';
import { routerMessages, routeTitles } from './messages';
import { useRouteName } from './routeHandle';

/** Root of every screen: keeps document.title on the current route's localized title. */
export function RootShell() {
  const intl = useIntl();
  const name = useRouteName();
  const title = name ? intl.formatMessage(routeTitles[name]) : undefined;
  const app = intl.formatMessage(commonMessages.appName);

  useEffect(() => {
    document.title = title ? intl.formatMessage(routerMessages.titleTemplate, { page: title, app }) : app;
  }, [intl, title, app]);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
