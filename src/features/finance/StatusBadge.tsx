import { Badge } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import type { StatementStatus } from '../../domain/finance';
import { statusText } from './financeText';

const COLOUR = {
  awaitingReconciliation: 'informative',
  awaitingConfirmation: 'warning',
  processing: 'brand',
  completed: 'success',
} as const satisfies Record<StatementStatus, string>;

export function StatusBadge({ status }: { status: StatementStatus }) {
  const intl = useIntl();
  return (
    <Badge
      appearance="tint"
      color={COLOUR[status]}
      data-testid="statement-status"
      data-status={status}
    >
      {statusText(intl, status)}
    </Badge>
  );
}
