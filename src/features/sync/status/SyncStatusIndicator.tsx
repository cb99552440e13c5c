import {
  Popover,
  PopoverSurface,
  PopoverTrigger,
  mergeClasses,
  useId,
} from '@fluentui/react-components';
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
import { routePath } from '../../../domain/routes';
import type { EvictionWarning } from '../../../domain/sync/evictionRisk';
import { useSyncStatus } from '../../../app/sync/status';
import { syncStatusMessages as m } from '../messages';
import { describeSync, type SyncIndicator } from './syncIndicator';
import { SyncStatusDetails } from './SyncStatusDetails';
import { useSyncStatusStyles } from './SyncStatus.styles';
import { useConfirmUnload, useEvictionWarning } from './useEvictionWarning';

interface Props {
  /** hides the texts visually on narrow screens (they stay for screen readers) */
  labelClassName?: string;
}

type Tone = 'saved' | 'saving' | 'offline' | 'problem' | 'warning';
type View = { icon: ReactElement; text: string; tone: Tone };

/** The chip: the plain state, unless unsent edits the browser may delete call for action. */
function useChipView(
  indicator: SyncIndicator,
  warning: EvictionWarning,
  pending: number,
): { chip: View; stateText: string } {
  const intl = useIntl();
  const state = useStateView(indicator);
  if (warning === 'none') return { chip: state, stateText: state.text };
  const text = intl.formatMessage(warning === 'goOnline' ? m.atRiskOffline : m.atRiskOnline, {
    count: pending,
  });
  return { chip: { icon: <WarningRegular />, text, tone: 'warning' }, stateText: state.text };
}

function useStateView(indicator: SyncIndicator): View {
  const intl = useIntl();
  const styles = useSyncStatusStyles();
  switch (indicator.kind) {
    case 'updateNeeded':
      return {
        icon: <ArrowClockwiseRegular />,
        text: intl.formatMessage(m.updateNeeded),
        tone: 'problem',
      };
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
      return {
        icon: <CloudErrorRegular />,
        text: intl.formatMessage(m.retrying, { count: indicator.pending }),
        tone: 'problem',
      };
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

/**
 * Top bar: offline / saving N changes / all changes saved (or, when unsent edits may be deleted by
 * the browser, what to do about it), opening the sync details; and a link to the conflicts if any.
 */
export function SyncStatusIndicator({ labelClassName }: Props) {
  const styles = useSyncStatusStyles();
  const intl = useIntl();
  const status = useSyncStatus();
  const indicator = describeSync(status);
  const { warning, confirmUnload } = useEvictionWarning(status);
  useConfirmUnload(confirmUnload);
  const { chip: view, stateText } = useChipView(indicator, warning, status.pending);
  const conflictsLink = useRouterLinkProps(routePath('sync-conflicts'));
  const conflictsText = intl.formatMessage(m.conflicts, { count: status.conflicts });
  const titleId = useId('sync-details-title');

  return (
    // one polite live region: a change of state or count is read out without moving focus
    <div role="status" aria-live="polite" className={styles.root} data-testid="sync-status">
      <Popover
        withArrow
        positioning={{ position: 'below', align: 'start', overflowBoundaryPadding: 8 }}
      >
        <PopoverTrigger>
          <button
            type="button"
            className={mergeClasses(styles.state, styles[view.tone])}
            data-testid="sync-state"
            data-sync-state={indicator.kind}
            data-pending={
              indicator.kind === 'saved' || indicator.kind === 'updateNeeded'
                ? 0
                : indicator.pending
            }
            data-warning={warning}
          >
            <span className={styles.icon} aria-hidden>
              {view.icon}
            </span>
            <span className={labelClassName}>{view.text}</span>
          </button>
        </PopoverTrigger>
        <PopoverSurface aria-labelledby={titleId} className={styles.surface}>
          <SyncStatusDetails
            titleId={titleId}
            stateText={stateText}
            status={status}
            warning={warning}
          />
        </PopoverSurface>
      </Popover>
      {status.conflicts > 0 && (
        <a className={styles.conflicts} data-testid="sync-conflicts-link" {...conflictsLink}>
          <WarningRegular className={styles.icon} aria-hidden />
          <span className={labelClassName}>{conflictsText}</span>
        </a>
      )}
    </div>
  );
}
