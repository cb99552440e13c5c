import { Button, CounterBadge } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useRouterLinkProps } from '../../components/useRouterLinkProps';
import { useCached } from '../../data/useCached';
import { routePath } from '../../domain/routes';
import { useTopBarStyles } from './AppLayout.styles';
import { layoutMessages } from './messages';
import { useUnreadPolling } from './useUnreadPolling';

/** Bell with the unread count, linking to the system notifications. */
export function UnreadLink() {
  const styles = useTopBarStyles();
  const intl = useIntl();
  useUnreadPolling();
  const count = useCached('unreadCount')?.value ?? 0;
  const link = useRouterLinkProps(routePath('account-sysNotification'));
  return (
    <span className={styles.unread}>
      <Button
        as="a"
        appearance="subtle"
        icon={<AlertRegular />}
        aria-label={intl.formatMessage(layoutMessages.unread, { count })}
        {...link}
      />
      <CounterBadge
        className={styles.badge}
        count={count}
        size="small"
        color="danger"
        aria-hidden
      />
    </span>
  );
}
