import { Body1, Spinner, Title2 } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { CreatedAt } from '../../components/CreatedAt';
import { DataStatusBar } from '../../components/DataStatusBar';
import { sharedMessages } from '../../components/messages';
import { RouterLink } from '../../components/RouterLink';
import { useRemoteRefresh } from '../../components/useRemoteRefresh';
import { useCached } from '../../data/useCached';
import { routePath } from '../../domain/routes';
import { noticeMessages as m } from './messages';
import { markMessageRead, refreshAllMessages } from './sysMessageStore';
import { useSysMessageStyles } from './SysMessages.styles';

/** /account/sysNotice/:id: one notice, marked read when opened. */
export function SysNoticePage() {
  const styles = useSysMessageStyles();
  const intl = useIntl();
  const { id } = useParams();
  const announcements = useCached('announcementPage');
  const notifications = useCached('notificationPage');
  // there is no single-message call: the lists are refreshed and searched
  const { status, retry } = useRemoteRefresh(refreshAllMessages);
  const message = [...(announcements?.value.list ?? []), ...(notifications?.value.list ?? [])].find(
    (x) => x.id === id,
  );

  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!message || message.read || marked.current === message.id) return;
    marked.current = message.id;
    // reading the notice is what marks it; failing that (offline) it stays unread for later
    markMessageRead(message.id).catch(() => undefined);
  }, [message]);

  return (
    <div className={styles.page}>
      <RouterLink to={routePath('account-sysNotification')}>
        {intl.formatMessage(m.back)}
      </RouterLink>
      <DataStatusBar status={status} savedAt={announcements?.savedAt} onRetry={retry} />
      {message ? (
        <article className={styles.article}>
          <Title2 as="h1" className={styles.heading}>
            {message.title}
          </Title2>
          <CreatedAt iso={message.createdAt} className={styles.meta} />
          <Body1 as="p" className={styles.content}>
            {message.content}
          </Body1>
        </article>
      ) : status.kind === 'loading' ? (
        <Spinner size="small" label={intl.formatMessage(sharedMessages.loading)} />
      ) : (
        <Body1>{intl.formatMessage(m.notFound)}</Body1>
      )}
    </div>
  );
}
