import { DrawerBody, NavDrawer, NavItem, NavSectionHeader } from '@fluentui/react-components';
import { Fragment, useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useRouterLinkProps } from '../../components/useRouterLinkProps';
import { buildMenu, menuRouteOf, type MenuRouteDef } from '../../domain/menu';
import { routePath, type MenuGroup } from '../../domain/routes';
import { routeTitles } from '../router/messages';
import { useRouteName } from '../router/routeHandle';
import { useSession } from '../session/useSession';
import { layoutMessages } from './messages';
import { MENU_ICONS } from './menuIcons';
import type { Sidebar } from './useSidebar';

const GROUP_TITLES: Readonly<Record<Exclude<MenuGroup, 'dashboard'>, MessageDescriptor>> = {
  library: layoutMessages.groupLibrary,
  trend: layoutMessages.groupTrend,
  finance: layoutMessages.groupFinance,
  staff: layoutMessages.groupStaff,
  account: layoutMessages.groupAccount,
};

function MenuLink({ route, onNavigate }: { route: MenuRouteDef; onNavigate(): void }) {
  const intl = useIntl();
  const { href, onClick } = useRouterLinkProps(routePath(route.name));
  return (
    <NavItem
      value={route.name}
      icon={MENU_ICONS[route.name]}
      href={href}
      onClick={(event) => {
        onClick(event);
        onNavigate();
      }}
    >
      {intl.formatMessage(routeTitles[route.name])}
    </NavItem>
  );
}

/** Sidebar built only from the menu routes the user's privileges permit (spec section 6). */
export function SideNav({ sidebar, className }: { sidebar: Sidebar; className?: string }) {
  const intl = useIntl();
  const { privileges } = useSession();
  const routeName = useRouteName();
  const sections = useMemo(() => buildMenu(privileges ?? []), [privileges]);
  const selected = routeName ? menuRouteOf(routeName)?.name : undefined;

  return (
    <NavDrawer
      id="app-sidebar"
      className={className}
      open={sidebar.open}
      type={sidebar.isOverlay ? 'overlay' : 'inline'}
      onOpenChange={(_, data) => sidebar.setOpen(data.open)}
      // slide only when toggled, not on every page load
      surfaceMotion={{ children: (Motion, props) => <Motion {...props} appear={false} /> }}
      selectedValue={selected}
      aria-label={intl.formatMessage(layoutMessages.sidebar)}
    >
      {/* DrawerBody, not NavDrawerBody: a list of links is walked with Tab, and NavDrawerBody's
          arrow-key group adds focusable aria-hidden guards that axe reports (aria-hidden-focus) */}
      <DrawerBody>
        {sections.map(({ group, items }) => (
          <Fragment key={group}>
            {group !== 'dashboard' && (
              <NavSectionHeader>{intl.formatMessage(GROUP_TITLES[group])}</NavSectionHeader>
            )}
            {items.map((route) => (
              <MenuLink
                key={route.name}
                route={route}
                onNavigate={() => sidebar.isOverlay && sidebar.setOpen(false)}
              />
            ))}
          </Fragment>
        ))}
      </DrawerBody>
    </NavDrawer>
  );
}
