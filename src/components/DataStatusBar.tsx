import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { sharedMessages } from './messages';
import type { RemoteStatus } from './useRemoteRefresh';
import { useErrorText } from './useErrorText';

interface Props {
  status: RemoteStatus;
  /** when the shown data was saved; undefined when nothing is saved on this device */
  savedAt: number | undefined;
  onRetry(): void;
}

/** Tells the user when the screen shows saved data (offline) or why a refresh failed. */
export function DataStatusBar({ status, savedAt, onRetry }: Props) {
  const intl = useIntl();
  const errorText = useErrorText();
  if (status.kind === 'loading' || status.kind === 'fresh') return null;

  const text =
    status.kind === 'failed'
      ? errorText(status.error)
      : savedAt === undefined
        ? intl.formatMessage(sharedMessages.offlineNoData)
        : intl.formatMessage(sharedMessages.offline, {
            time: intl.formatDate(savedAt, { dateStyle: 'medium', timeStyle: 'short' }),
          });
  return (
    <MessageBar intent={status.kind === 'failed' ? 'error' : 'warning'} data-testid="data-status">
      <MessageBarBody>{text}</MessageBarBody>
      <MessageBarActions>
        <Button size="small" onClick={onRetry}>
          {intl.formatMessage(sharedMessages.retry)}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
