import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { ReactElement, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { routeTitles } from '../../../app/router/messages';
import { useSession } from '../../../app/session/useSession';
import { useRouterLinkProps } from '../../../components/useRouterLinkProps';
import { isRoutePermitted } from '../../../domain/guard';
import { buildPath, findRoute } from '../../../domain/routes';
import { useLibraryListStyles } from './LibraryList.styles';

interface GridLinkProps {
  to: string;
  tabIndex: 0 | -1;
  children: ReactNode;
}

/** A link inside a list row: an in-app navigation that takes part in the grid's tab stop. */
export function GridLink({ to, tabIndex, children }: GridLinkProps) {
  const styles = useLibraryListStyles();
  const { href, onClick } = useRouterLinkProps(to);
  return (
    <a className={styles.link} href={href} onClick={onClick} tabIndex={tabIndex}>
      {children}
    </a>
  );
}

/** The path of a named route with its parameters. */
export function routePath(name: string, params: Record<string, string> = {}): string {
  const route = findRoute(name);
  if (route === undefined) throw new Error(`no route ${name}`);
  return buildPath(route.path, params);
}

interface RouteActionProps {
  routeName: string;
  icon?: ReactElement;
  appearance?: 'primary' | 'secondary';
}

/** A button to another screen of the list, titled as that screen; left out without the privilege. */
export function RouteAction({ routeName, icon = <AddRegular />, appearance = 'primary' }: RouteActionProps) {
  const intl = useIntl();
  const { privileges } = useSession();
  const route = findRoute(routeName);
  const link = useRouterLinkProps(route?.path ?? '/');
  if (route === undefined || !isRoutePermitted(route, privileges ?? [])) return null;
  const title = routeTitles[routeName];
  return (
    <Button as="a" appearance={appearance} icon={icon} href={link.href} onClick={link.onClick} data-testid={`action-${routeName}`}>
      {title ? intl.formatMessage(title) : routeName}
    </Button>
  );
}
