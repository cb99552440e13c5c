import { Badge, Body1, Button, Subtitle2 } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useCardListStyles } from '../../components/CardList.styles';
import { CreatedAt } from '../../components/CreatedAt';
import { RouterLink } from '../../components/RouterLink';
import type { SysMessage } from '../../domain/api';
import { routePath } from '../../domain/routes';
import { noticeMessages as m } from './messages';
import { useSysMessageStyles } from './SysMessages.styles';

interface Props {
  items: readonly SysMessage[];
  onMarkRead(id: string): void;
}

/** Messages newest first; unread ones carry a badge and a "mark as read" button. */
export function MessageList({ items, onMarkRead }: Props) {
  const styles = useCardListStyles();
  const own = useSysMessageStyles();
  const intl = useIntl();
  if (items.length === 0)
    return <Body1 className={styles.empty}>{intl.formatMessage(m.empty)}</Body1>;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.item} data-testid="sys-message">
          <div className={styles.itemText}>
            <div className={own.titleRow}>
              <Subtitle2 as="h2" className={styles.itemTitle}>
                <RouterLink to={routePath('account-sysNotice', { id: item.id })}>
                  {item.title}
                </RouterLink>
              </Subtitle2>
              {!item.read && (
                <Badge appearance="filled" color="danger" size="small">
                  {intl.formatMessage(m.unread)}
                </Badge>
              )}
            </div>
            <Body1 className={own.excerpt}>{item.content}</Body1>
            <CreatedAt iso={item.createdAt} className={styles.meta} />
          </div>
          {!item.read && (
            <Button size="small" className={own.action} onClick={() => onMarkRead(item.id)}>
              {intl.formatMessage(m.markRead)}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
