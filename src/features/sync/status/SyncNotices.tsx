import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSyncStatus } from '../../../sync/status';
import { syncNoticeMessages as m } from '../messages';
import { ClientTooOldDialog } from './ClientTooOldDialog';
import { useSyncStatusStyles } from './SyncStatus.styles';

/**
 * The sync problems a person must know of, above every logged-in screen: storage full (edits are
 * not being saved), a lost local database, and an outdated client (a refresh dialog).
 */
export function SyncNotices() {
  const intl = useIntl();
  const styles = useSyncStatusStyles();
  const status = useSyncStatus();
  const [lostDismissed, setLostDismissed] = useState(false);
  const showLost = status.lostDatabase && !lostDismissed;
  if (!status.quotaError && !showLost && !status.clientTooOld) return null;
  return (
    <div className={styles.notices}>
      {status.quotaError && (
        <MessageBar intent="error" layout="multiline" data-testid="sync-quota-error">
          <MessageBarBody>
            <MessageBarTitle>{intl.formatMessage(m.quotaTitle)}</MessageBarTitle>
            {intl.formatMessage(m.quotaText)}
          </MessageBarBody>
        </MessageBar>
      )}
      {showLost && (
        <MessageBar intent="warning" layout="multiline" data-testid="sync-lost-database">
          <MessageBarBody>
            <MessageBarTitle>{intl.formatMessage(m.lostTitle)}</MessageBarTitle>
            {intl.formatMessage(m.lostText)}
          </MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                icon={<DismissRegular />}
                aria-label={intl.formatMessage(m.dismiss)}
                onClick={() => setLostDismissed(true)}
              />
            }
          />
        </MessageBar>
      )}
      {status.clientTooOld && <ClientTooOldDialog />}
    </div>
  );
}
