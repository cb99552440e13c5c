import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
} from '@fluentui/react-components';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useRouterLinkProps } from '../../components/useRouterLinkProps';
import { routeTrail } from '../../domain/menu';
import { routePathFromParams, type RouteDef } from '../../domain/routes';
import { routeTitles } from '../router/messages';
import { useRouteName } from '../router/routeHandle';
import { layoutMessages } from './messages';

function Crumb({ route, current }: { route: RouteDef; current: boolean }) {
  const intl = useIntl();
  const params = useParams();
  const link = useRouterLinkProps(routePathFromParams(route.name, params));
  const title = intl.formatMessage(routeTitles[route.name]);
  if (current) return <BreadcrumbButton current>{title}</BreadcrumbButton>;
  return (
    <BreadcrumbButton as="a" {...link}>
      {title}
    </BreadcrumbButton>
  );
}

/** Breadcrumbs from the current route's `parent` chain (routes.ts). */
export function AppBreadcrumbs() {
  const intl = useIntl();
  const name = useRouteName();
  const trail = name ? routeTrail(name) : [];
  if (trail.length === 0) return null;
  return (
    <Breadcrumb aria-label={intl.formatMessage(layoutMessages.breadcrumbs)}>
      {trail.map((route, i) => (
        <Fragment key={route.name}>
          {i > 0 && <BreadcrumbDivider />}
          <BreadcrumbItem>
            <Crumb route={route} current={i === trail.length - 1} />
          </BreadcrumbItem>
        </Fragment>
      ))}
    </Breadcrumb>
  );
}
