// The tab row of an album's or a track's pages. Each tab is its own route (spec section 2 names
// them as privilege links), so a tab the user may not visit is left out instead of failing later.
// Every tab of a row takes the same parameter (the record's id from the address).
import { Tab, TabList } from '@fluentui/react-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../../app/session/useSession';
import { isRoutePermitted } from '../../../domain/guard';
import { findRoute, routePathFromParams, type RouteName } from '../../../domain/routes';

export interface EntityTab {
  routeName: RouteName;
  label: MessageDescriptor;
}

interface Props {
  tabs: readonly EntityTab[];
  current: RouteName;
  params: Readonly<Record<string, string>>;
  label: MessageDescriptor;
}

export function EntityTabs({ tabs, current, params, label }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { privileges } = useSession();
  const visible = tabs.filter(
    (t) => t.routeName === current || isRoutePermitted(findRoute(t.routeName), privileges ?? []),
  );
  return (
    <TabList
      selectedValue={current}
      aria-label={intl.formatMessage(label)}
      onTabSelect={(_, data) => {
        const tab = tabs.find((t) => t.routeName === data.value);
        if (tab) void navigate(routePathFromParams(tab.routeName, params));
      }}
    >
      {visible.map((t) => (
        <Tab key={t.routeName} value={t.routeName} data-testid={`tab-${t.routeName}`}>
          {intl.formatMessage(t.label)}
        </Tab>
      ))}
    </TabList>
  );
}
