import {
  Badge,
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  Subtitle2,
} from '@fluentui/react-components';
import { ArrowRepeatAllRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ConflictRow } from '../../../domain/sync/records';
import { opKindMessages } from '../labels/messages';
import { recordName } from './conflictDiff';
import { conflictReason } from './conflictReason';
import { useConflictsStyles } from './ConflictsPage.styles';
import { CopyComparison } from './CopyComparison';
import { DiscardButton } from './DiscardButton';
import { IssueList } from './IssueList';
import { conflictMessages as m, entityMessages } from './messages';
import type { ConflictAction } from './useConflictActions';

interface Props {
  conflict: ConflictRow;
  busy: boolean;
  onAction(action: ConflictAction): void;
}

/** One refused change: what it was, why it was refused, both copies, and the two ways out. */
export function ConflictCard({ conflict, busy, onAction }: Props) {
  const intl = useIntl();
  const styles = useConflictsStyles();
  const titleId = useId();
  const hintId = useId();
  const name =
    recordName(conflict.localCopy) ??
    recordName(conflict.serverCopy) ??
    intl.formatMessage(m.unnamedRecord);

  return (
    <li
      className={styles.card}
      aria-labelledby={titleId}
      data-testid="conflict"
      data-conflict-id={conflict.id}
      data-reason={conflict.reason}
    >
      <div className={styles.cardHead}>
        <Badge appearance="tint" color="informative">
          {intl.formatMessage(entityMessages[conflict.entity])}
        </Badge>
        <Subtitle2 as="h2" id={titleId} className={styles.cardTitle}>
          {name}
        </Subtitle2>
      </div>
      <div className={styles.meta}>
        <Caption1>
          {intl.formatMessage(m.action, {
            action: intl.formatMessage(opKindMessages[conflict.op.kind]),
          })}
        </Caption1>
        <Caption1>
          {intl.formatMessage(m.when, {
            time: intl.formatDate(conflict.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </Caption1>
      </div>
      <MessageBar intent="warning" layout="multiline" data-testid="conflict-reason">
        <MessageBarBody>{intl.formatMessage(conflictReason(conflict))}</MessageBarBody>
      </MessageBar>
      <IssueList issues={conflict.codes} />
      <CopyComparison conflict={conflict} />
      <div className={styles.actions}>
        <Button
          appearance="primary"
          icon={<ArrowRepeatAllRegular />}
          disabled={busy}
          aria-describedby={hintId}
          onClick={() => onAction('reapply')}
        >
          {intl.formatMessage(m.reapply)}
        </Button>
        <DiscardButton disabled={busy} onDiscard={() => onAction('discard')} />
        <Caption1 id={hintId} className={styles.muted}>
          {intl.formatMessage(m.reapplyHint)}
        </Caption1>
      </div>
    </li>
  );
}
