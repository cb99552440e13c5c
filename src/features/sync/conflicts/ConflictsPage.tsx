import {
  Body1,
  Caption1,
  MessageBar,
  MessageBarBody,
  Title2,
  Title3,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useConflicts } from '../../../data/catalogueHooks';
import { ConflictCard } from './ConflictCard';
import { useConflictsStyles } from './ConflictsPage.styles';
import { conflictMessages as m } from './messages';
import { useConflictActions } from './useConflictActions';

const NOTICES = {
  reapplied: { intent: 'success', text: m.reapplied },
  discarded: { intent: 'success', text: m.discarded },
  failed: { intent: 'error', text: m.actionFailed },
} as const;

/** /sync/conflicts: every change the server refused, until the user re-applies or discards it. */
export function ConflictsPage() {
  const intl = useIntl();
  const styles = useConflictsStyles();
  const conflicts = useConflicts();
  const actions = useConflictActions();
  const notice = actions.notice ? NOTICES[actions.notice.kind] : null;

  return (
    <div className={styles.page}>
      <div>
        <Title2 as="h1" className={styles.heading} block>
          {intl.formatMessage(m.heading)}
        </Title2>
        {conflicts.length > 0 && (
          <Caption1 className={styles.muted} data-testid="conflict-count">
            {intl.formatMessage(m.count, { count: conflicts.length })}
          </Caption1>
        )}
      </div>
      {conflicts.length > 0 && (
        <Body1 className={styles.muted}>{intl.formatMessage(m.intro)}</Body1>
      )}

      {notice && (
        <MessageBar intent={notice.intent} data-testid="conflict-notice">
          <MessageBarBody>{intl.formatMessage(notice.text)}</MessageBarBody>
        </MessageBar>
      )}

      {conflicts.length === 0 && (
        <div className={styles.empty} data-testid="conflicts-empty">
          <CheckmarkCircleRegular className={styles.emptyIcon} aria-hidden />
          <Title3 as="h2" className={styles.heading}>
            {intl.formatMessage(m.empty)}
          </Title3>
          <Body1 className={styles.muted}>{intl.formatMessage(m.emptyHint)}</Body1>
        </div>
      )}

      {conflicts.length > 0 && (
        <ul className={styles.list} aria-label={intl.formatMessage(m.listLabel)}>
          {conflicts.map((conflict) => (
            <ConflictCard
              key={conflict.id}
              conflict={conflict}
              busy={actions.busyId === conflict.id}
              onAction={(action) => void actions.run(conflict.id, action)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
