import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSyncStatus } from '../../../app/sync/status';
import { syncNoticeMessages as m } from '../messages';
import { ClientTooOldDialog } from './ClientTooOldDialog';
import { WARNING_TEXT } from './SyncStatusDetails';
import { useSyncStatusStyles } from './SyncStatus.styles';
import { useEvictionWarning } from './useEvictionWarning';

/**
 * The sync problems a person must know of, above every logged-in screen: storage full (edits are
 * not being saved), unsent edits the browser may delete (also on phones, where the top bar's status
 * is only an icon), a lost local database, and an outdated client (a refresh dialog).
 */
export function SyncNotices() {
  const intl = useIntl();
  const styles = useSyncStatusStyles();
  const status = useSyncStatus();
  const [lostDismissed, setLostDismissed] = useState(false);
  // dismissed for the wait it was about: a new wait (another oldest edit) is told again
  const [atRiskDismissedFor, setAtRiskDismissedFor] = useState<string | null>(null);
  const { warning } = useEvictionWarning(status);
  const showLost = status.lostDatabase && !lostDismissed;
  const showAtRisk = warning !== 'none' && atRiskDismissedFor !== status.oldestPendingAt;
  if (!status.quotaError && !showLost && !showAtRisk && !status.clientTooOld) return null;
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
      {showAtRisk && (
        <MessageBar intent="warning" layout="multiline" data-testid="sync-at-risk">
          <MessageBarBody>
            <MessageBarTitle>{intl.formatMessage(m.atRiskTitle)}</MessageBarTitle>
            {intl.formatMessage(WARNING_TEXT[warning])}
          </MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button
                appearance="transparent"
                icon={<DismissRegular />}
                aria-label={intl.formatMessage(m.dismiss)}
                onClick={() => setAtRiskDismissedFor(status.oldestPendingAt)}
              />
            }
          />
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
