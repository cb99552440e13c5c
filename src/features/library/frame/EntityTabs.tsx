// The tab row of an album's or a track's pages. Each tab is its own route (spec section 2 names
// them as privilege links), so a tab the user may not visit is left out instead of failing later.
import { Tab, TabList } from '@fluentui/react-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../../app/session/useSession';
import { isRoutePermitted } from '../../../domain/guard';
import { buildPath, findRoute } from '../../../domain/routes';

export interface EntityTab {
  routeName: string;
  label: MessageDescriptor;
}

interface Props {
  tabs: readonly EntityTab[];
  current: string;
  params: Record<string, string>;
  label: MessageDescriptor;
}

export function EntityTabs({ tabs, current, params, label }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { privileges } = useSession();
  const visible = tabs.filter((t) => {
    const route = findRoute(t.routeName);
    return t.routeName === current || (route !== undefined && isRoutePermitted(route, privileges ?? []));
  });
  return (
    <TabList
      selectedValue={current}
      aria-label={intl.formatMessage(label)}
      onTabSelect={(_, data) => {
        const route = findRoute(String(data.value));
        if (route) void navigate(buildPath(route.path, params));
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
