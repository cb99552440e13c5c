import { Body1, Subtitle2 } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useCardListStyles } from '../../components/CardList.styles';
import { CreatedAt } from '../../components/CreatedAt';
import type { SysMessage } from '../../domain/api';
import { dashboardMessages as m } from './messages';

/** System announcements with their creation time (spec: dashboard). */
export function AnnouncementList({ items }: { items: readonly SysMessage[] }) {
  const styles = useCardListStyles();
  const intl = useIntl();
  if (items.length === 0)
    return <Body1 className={styles.empty}>{intl.formatMessage(m.announcementsEmpty)}</Body1>;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.item} data-testid="announcement">
          <div className={styles.itemText}>
            <Subtitle2 as="h3" className={styles.itemTitle}>
              {item.title}
            </Subtitle2>
            <Body1>{item.content}</Body1>
            <CreatedAt iso={item.createdAt} className={styles.meta} />
          </div>
        </li>
      ))}
    </ul>
  );
}
