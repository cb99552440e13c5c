import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { EvictionWarning, StoragePersistence } from '../../../domain/sync/evictionRisk';
import type { SyncStatus } from '../../../app/sync/status';
import { syncDetailsMessages as m } from '../messages';
import { toMillis } from './syncIndicator';
import { useSyncStatusStyles } from './SyncStatus.styles';

const PERSISTENCE_TEXT: Record<StoragePersistence, MessageDescriptor> = {
  checking: m.storageChecking,
  persisted: m.storagePersisted,
  bestEffort: m.storageBestEffort,
  unsupported: m.storageUnsupported,
};

export const WARNING_TEXT: Record<Exclude<EvictionWarning, 'none'>, MessageDescriptor> = {
  goOnline: m.warnGoOnline,
  keepOpen: m.warnKeepOpen,
};

interface Props {
  titleId: string;
  /** the plain state (offline, saving, ...), also when the top bar shows the warning instead */
  stateText: string;
  status: Pick<SyncStatus, 'pending' | 'oldestPendingAt' | 'lastSyncedAt' | 'persistence'>;
  warning: EvictionWarning;
}

/** What the top bar's sync status opens: state, unsent edits, last sync, and whether the browser keeps the data. */
export function SyncStatusDetails({ titleId, stateText, status, warning }: Props) {
  const intl = useIntl();
  const styles = useSyncStatusStyles();
  const time = (ms: number) => intl.formatDate(ms, { dateStyle: 'medium', timeStyle: 'short' });
  const oldest = toMillis(status.oldestPendingAt);
  const lastSynced = toMillis(status.lastSyncedAt);
  return (
    <div className={styles.details} data-testid="sync-details">
      <div id={titleId} className={styles.detailsTitle}>
        {intl.formatMessage(m.title)}
      </div>
      <dl className={styles.facts}>
        <dt>{intl.formatMessage(m.state)}</dt>
        <dd>{stateText}</dd>
        <dt>{intl.formatMessage(m.waiting)}</dt>
        <dd data-testid="sync-details-waiting">
          {status.pending > 0 && oldest !== null
            ? intl.formatMessage(m.waitingCount, { count: status.pending, time: time(oldest) })
            : intl.formatMessage(m.waitingNone)}
        </dd>
        <dt>{intl.formatMessage(m.lastSynced)}</dt>
        <dd>{lastSynced === null ? intl.formatMessage(m.neverSynced) : time(lastSynced)}</dd>
        <dt>{intl.formatMessage(m.storage)}</dt>
        <dd data-testid="sync-persistence" data-persistence={status.persistence}>
          {intl.formatMessage(PERSISTENCE_TEXT[status.persistence])}
        </dd>
      </dl>
      {warning !== 'none' && (
        <MessageBar intent="warning" layout="multiline" data-testid="sync-details-warning">
          <MessageBarBody>{intl.formatMessage(WARNING_TEXT[warning])}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
