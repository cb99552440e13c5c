import {
  Caption1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Tab,
  TabList,
  Title2,
} from '@fluentui/react-components';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { DataStatusBar } from '../../components/DataStatusBar';
import { sharedMessages } from '../../components/messages';
import { useErrorText } from '../../components/useErrorText';
import { useRemoteRefresh } from '../../components/useRemoteRefresh';
import { useCached } from '../../data/useCached';
import { routeTitles } from '../../app/router/messages';
import { MessageList } from './MessageList';
import { noticeMessages as m } from './messages';
import { PAGE_KEYS, refreshMessages, type MessageKind } from './sysMessageStore';
import { useMarkRead } from './useMarkRead';
import { useSysMessageStyles } from './SysMessages.styles';

/** /account/sysNotification: announcements and notifications, read state, mark as read. */
export function SysNotificationPage() {
  const styles = useSysMessageStyles();
  const intl = useIntl();
  const errorText = useErrorText();
  const [kind, setKind] = useState<MessageKind>('announcement');
  const page = useCached(PAGE_KEYS[kind]);
  const refresh = useCallback((signal: AbortSignal) => refreshMessages(kind, signal), [kind]);
  const { status, retry } = useRemoteRefresh(refresh);
  const { markRead, failure } = useMarkRead();

  return (
    <div className={styles.page}>
      <Title2 as="h1" className={styles.heading}>
        {intl.formatMessage(routeTitles['account-sysNotification'])}
      </Title2>
      <TabList
        selectedValue={kind}
        onTabSelect={(_, d) => setKind(d.value as MessageKind)}
        aria-label={intl.formatMessage(m.tabs)}
      >
        <Tab value="announcement">{intl.formatMessage(m.announcements)}</Tab>
        <Tab value="notification">{intl.formatMessage(m.notifications)}</Tab>
      </TabList>
      <DataStatusBar status={status} savedAt={page?.savedAt} onRetry={retry} />
      {failure !== null && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{errorText(failure)}</MessageBarBody>
        </MessageBar>
      )}
      {page ? (
        <>
          <MessageList items={page.value.list} onMarkRead={markRead} />
          {page.value.total > page.value.list.length && (
            <Caption1>
              {intl.formatMessage(m.partial, {
                shown: page.value.list.length,
                total: page.value.total,
              })}
            </Caption1>
          )}
        </>
      ) : (
        status.kind === 'loading' && (
          <Spinner size="small" label={intl.formatMessage(sharedMessages.loading)} />
        )
      )}
    </div>
  );
}
