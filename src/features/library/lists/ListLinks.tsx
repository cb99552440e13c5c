import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { ReactElement, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { routeTitles } from '../../../app/router/messages';
import { useSession } from '../../../app/session/useSession';
import { useRouterLinkProps } from '../../../components/useRouterLinkProps';
import { isRoutePermitted } from '../../../domain/guard';
import { findRoute, routePath, type PlainRouteName } from '../../../domain/routes';
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

interface RouteActionProps {
  routeName: PlainRouteName;
  icon?: ReactElement;
  appearance?: 'primary' | 'secondary';
}

/** A button to another screen of the list, titled as that screen; left out without the privilege. */
export function RouteAction({
  routeName,
  icon = <AddRegular />,
  appearance = 'primary',
}: RouteActionProps) {
  const intl = useIntl();
  const { privileges } = useSession();
  const link = useRouterLinkProps(routePath(routeName));
  if (!isRoutePermitted(findRoute(routeName), privileges ?? [])) return null;
  return (
    <Button
      as="a"
      appearance={appearance}
      icon={icon}
      href={link.href}
      onClick={link.onClick}
      data-testid={`action-${routeName}`}
    >
      {intl.formatMessage(routeTitles[routeName])}
    </Button>
  );
}
