// The partner's history of one channel for the album: the batches sent to it, read from the
// device when offline ("last known, as of"), each with its message, manifest and acknowledgement.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { DataStatusBar } from '../../../../components/DataStatusBar';
import { labels } from '../../../../i18n/labels';
import { DeliveryHistory } from './DeliveryHistory';
import { historyMessages as h } from './historyMessages';
import { useAlbumBatches } from './useAlbumBatches';

export function ChannelHistoryDialog({
  albumId,
  channel,
  onClose,
}: {
  albumId: string;
  channel: { channelId: string; name: string };
  onClose(): void;
}) {
  const intl = useIntl();
  const { saved, status, retry } = useAlbumBatches(albumId);
  const batches = (saved?.result.batches ?? []).filter((b) => b.channelId === channel.channelId);
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface data-testid="delivery-history">
        <DialogBody>
          <DialogTitle>{intl.formatMessage(h.title, { channel: channel.name })}</DialogTitle>
          <DialogContent>
            <DataStatusBar status={status} savedAt={saved?.savedAt} onRetry={retry} />
            {saved !== undefined && <DeliveryHistory scope="partner" batches={batches} />}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{intl.formatMessage(labels.close)}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
