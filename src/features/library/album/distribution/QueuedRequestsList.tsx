// The album's requests kept on this device: those waiting for a connection (withdrawable) and
// those the server refused when they were sent (the server's reason, dismissable once read).
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { reportError } from '../../../../data/errorLog';
import { dismissDeviceRequest, useQueuedRequests } from '../../../../data/useQueuedRequests';
import { ERROR_CODES, errorMessageId, type ErrorCode } from '../../../../domain/errors';
import type { QueuedRequest } from '../../../../domain/sync/queuedRequests';
import { queueMessages as q } from './queueMessages';

const useStyles = makeStyles({
  list: {
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: { listStyleType: 'none' },
});

const isErrorCode = (code: unknown): code is ErrorCode =>
  (ERROR_CODES as readonly unknown[]).includes(code);

function channelCount(request: QueuedRequest): number {
  const ids = request.body.channelIds;
  return Array.isArray(ids) ? ids.length : 0;
}

export function QueuedRequestsList({ albumId }: { albumId: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const requests = useQueuedRequests(albumId);
  if (!requests || requests.length === 0) return null;

  const reason = (request: QueuedRequest): string => {
    const error = request.lastError;
    if (typeof error === 'object' && error !== null) {
      if (error.msg) return error.msg;
      const code = isErrorCode(error.code) ? error.code : 'requestFailure';
      return intl.formatMessage({ id: errorMessageId(code) });
    }
    return '';
  };
  const forget = (id: string) =>
    void dismissDeviceRequest(id).catch((error: unknown) =>
      reportError('album.distribution.queue', error),
    );

  return (
    <ul aria-label={intl.formatMessage(q.listLabel)} className={styles.list}>
      {requests.map((request) => {
        const values = {
          action: intl.formatMessage(request.kind === 'albumOffShelf' ? q.takedown : q.release),
          count: channelCount(request),
          time: new Date(request.createdAt),
        };
        const refused = request.state === 'refused';
        return (
          <li key={request.id} className={styles.item} data-testid="distribution-queued">
            <MessageBar
              intent={refused ? 'warning' : 'info'}
              layout="multiline"
              data-state={request.state}
            >
              <MessageBarBody>
                {intl.formatMessage(refused ? q.refusedRow : q.pendingRow, values)}
                {refused && <> {reason(request)}</>}
              </MessageBarBody>
              <MessageBarActions>
                <Button size="small" onClick={() => forget(request.id)}>
                  {intl.formatMessage(refused ? q.dismiss : q.withdraw)}
                </Button>
              </MessageBarActions>
            </MessageBar>
          </li>
        );
      })}
    </ul>
  );
}
