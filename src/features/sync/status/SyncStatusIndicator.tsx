import { Tooltip, mergeClasses } from '@fluentui/react-components';
import {
  ArrowClockwiseRegular,
  ArrowSyncRegular,
  CloudCheckmarkRegular,
  CloudErrorRegular,
  CloudOffRegular,
  WarningRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { useRouterLinkProps } from '../../../components/useRouterLinkProps';
import { useSyncStatus } from '../../../sync/status';
import { syncStatusMessages as m } from '../messages';
import { describeSync, type SyncIndicator } from './syncIndicator';
import { useSyncStatusStyles } from './SyncStatus.styles';

export const CONFLICTS_PATH = '/sync/conflicts';

interface Props {
  /** hides the texts visually on narrow screens (they stay for screen readers) */
  labelClassName?: string;
}

function useIndicatorView(indicator: SyncIndicator): { icon: ReactElement; text: string; tone: 'saved' | 'saving' | 'offline' | 'problem' } {
  const intl = useIntl();
  const styles = useSyncStatusStyles();
  switch (indicator.kind) {
    case 'updateNeeded':
      return { icon: <ArrowClockwiseRegular />, text: intl.formatMessage(m.updateNeeded), tone: 'problem' };
    case 'offline':
      return {
        icon: <CloudOffRegular />,
        text:
          indicator.pending > 0
            ? intl.formatMessage(m.offlineQueued, { count: indicator.pending })
            : intl.formatMessage(m.offline),
        tone: 'offline',
      };
    case 'retrying':
      return { icon: <CloudErrorRegular />, text: intl.formatMessage(m.retrying, { count: indicator.pending }), tone: 'problem' };
    case 'saving':
      return {
        icon: <ArrowSyncRegular className={styles.spin} />,
        text: intl.formatMessage(m.saving, { count: indicator.pending }),
        tone: 'saving',
      };
    case 'saved':
      return { icon: <CloudCheckmarkRegular />, text: intl.formatMessage(m.saved), tone: 'saved' };
  }
}

/** Top bar: offline / saving N changes / all changes saved, and a link to the conflicts if any. */
export function SyncStatusIndicator({ labelClassName }: Props) {
  const styles = useSyncStatusStyles();
  const intl = useIntl();
  const status = useSyncStatus();
  const indicator = describeSync(status);
  const view = useIndicatorView(indicator);
  const conflictsLink = useRouterLinkProps(CONFLICTS_PATH);
  const conflictsText = intl.formatMessage(m.conflicts, { count: status.conflicts });
  const lastSynced = indicator.kind === 'saved' ? indicator.lastSyncedAt : null;

  const state = (
    <span
      className={mergeClasses(styles.state, styles[view.tone])}
      data-testid="sync-state"
      data-sync-state={indicator.kind}
      data-pending={indicator.kind === 'saved' || indicator.kind === 'updateNeeded' ? 0 : indicator.pending}
      tabIndex={lastSynced === null ? undefined : 0}
    >
      <span className={styles.icon} aria-hidden>
        {view.icon}
      </span>
      <span className={labelClassName}>{view.text}</span>
    </span>
  );

  return (
    // one polite live region: a change of state or count is read out without moving focus
    <div role="status" aria-live="polite" className={styles.root} data-testid="sync-status">
      {lastSynced === null ? (
        state
      ) : (
        <Tooltip
          content={intl.formatMessage(m.savedAt, {
            time: intl.formatDate(lastSynced, { dateStyle: 'medium', timeStyle: 'medium' }),
          })}
          relationship="description"
        >
          {state}
        </Tooltip>
      )}
      {status.conflicts > 0 && (
        <a className={styles.conflicts} data-testid="sync-conflicts-link" {...conflictsLink}>
          <WarningRegular className={styles.icon} aria-hidden />
          <span className={labelClassName}>{conflictsText}</span>
        </a>
      )}
    </div>
  );
}
