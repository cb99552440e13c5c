import { Button, Tooltip } from '@fluentui/react-components';
import {
  HomeRegular,
  NavigationRegular,
  QuestionCircleRegular,
  BoardRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { RouterLink } from '../../components/RouterLink';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useRouterLinkProps } from '../../components/useRouterLinkProps';
import { routePath } from '../../domain/routes';
import { SyncStatusIndicator } from '../../features/sync/status/SyncStatusIndicator';
import { commonMessages } from '../../i18n/messages';
import { useTopBarStyles } from './AppLayout.styles';
import { layoutMessages } from './messages';
import { UnreadLink } from './UnreadLink';
import { UserMenu } from './UserMenu';

interface Props {
  sidebarOpen: boolean;
  onToggleSidebar(): void;
}

function BarLink({
  to,
  icon,
  label,
}: {
  to: string;
  icon: ReactElement;
  label: MessageDescriptor;
}) {
  const intl = useIntl();
  const styles = useTopBarStyles();
  const link = useRouterLinkProps(to);
  return (
    <Button as="a" appearance="subtle" icon={icon} className={styles.compact} {...link}>
      <span className={styles.label}>{intl.formatMessage(label)}</span>
    </Button>
  );
}

/** Top bar: menu toggle, product, sync status, Home / Manage / Help, unread count, language, user menu. */
export function TopBar({ sidebarOpen, onToggleSidebar }: Props) {
  const styles = useTopBarStyles();
  const intl = useIntl();
  const toggleLabel = intl.formatMessage(
    sidebarOpen ? layoutMessages.hideMenu : layoutMessages.showMenu,
  );
  return (
    <header className={styles.bar}>
      <Tooltip content={toggleLabel} relationship="label">
        <Button
          appearance="subtle"
          icon={<NavigationRegular />}
          aria-expanded={sidebarOpen}
          aria-controls="app-sidebar"
          onClick={onToggleSidebar}
        />
      </Tooltip>
      <RouterLink to={routePath('dashboard-index')} appearance="subtle" className={styles.brand}>
        {intl.formatMessage(commonMessages.appName)}
      </RouterLink>
      {/* offline, saving, saved, conflicts: replaces the session's plain "offline" badge */}
      <SyncStatusIndicator labelClassName={styles.syncLabel} />
      <div className={styles.links}>
        <BarLink to={routePath('home')} icon={<HomeRegular />} label={layoutMessages.home} />
        <BarLink
          to={routePath('dashboard-index')}
          icon={<BoardRegular />}
          label={layoutMessages.manage}
        />
        <BarLink
          to={routePath('help')}
          icon={<QuestionCircleRegular />}
          label={layoutMessages.help}
        />
        <UnreadLink />
        <LanguageSwitch className={styles.compact} labelClassName={styles.label} />
        <UserMenu className={styles.compact} labelClassName={styles.label} />
      </div>
    </header>
  );
}
