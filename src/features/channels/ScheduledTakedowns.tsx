// The back office's view of what goes out by date: every scheduled takedown (the day, why, the
// album and its organisation, the channels it is on, the notices already sent), and per album the
// delivery batches, shown by the partner's history component through the staff calls.
import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Subtitle1,
  TableCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../app/api/api';
import { useErrorText } from '../../components/useErrorText';
import { reportError } from '../../data/errorLog';
import {
  DELIVERY_PATHS,
  type DeliveryBatchView,
  type ScheduledTakedownView,
  type ScheduledTakedownsResult,
} from '../../domain/distribution/deliveries';
import { labels } from '../../i18n/labels';
import { fetchAlbumBatches } from '../library/album/distribution/deliveryCalls';
import { DeliveryHistory } from '../library/album/distribution/DeliveryHistory';
import { RecordTable } from '../library/shared/RecordTable';
import { scheduledMessages as m, scheduledReasonMessages } from './scheduledMessages';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  tableWrap: { overflowX: 'auto' },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Batches = { item: ScheduledTakedownView; batches: DeliveryBatchView[] | null } | null;

export function ScheduledTakedowns({ online }: { online: boolean }) {
  const intl = useIntl();
  const styles = useStyles();
  const errorText = useErrorText();
  const [list, setList] = useState<ScheduledTakedownView[] | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [open, setOpen] = useState<Batches>(null);

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    api
      .request<ScheduledTakedownsResult>(DELIVERY_PATHS.staffScheduled, {
        signal: controller.signal,
      })
      .then(
        (result) => setList(result.list),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          reportError('channels.scheduled', error);
          setFailure(error);
        },
      );
    return () => controller.abort();
  }, [online]);

  const showBatches = (item: ScheduledTakedownView) => {
    setOpen({ item, batches: null });
    fetchAlbumBatches({ scope: 'staff', orgId: item.orgId, albumId: item.albumId }).then(
      (result) => setOpen((o) => (o?.item === item ? { item, batches: result.batches } : o)),
      (error: unknown) => {
        reportError('channels.scheduled.batches', error);
        setFailure(error);
        setOpen(null);
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="scheduled-takedowns-heading">
      <Subtitle1 as="h2" id="scheduled-takedowns-heading">
        {intl.formatMessage(m.heading)}
      </Subtitle1>
      {failure !== null && (
        <MessageBar intent="error" data-testid="scheduled-error">
          <MessageBarBody>{errorText(failure)}</MessageBarBody>
        </MessageBar>
      )}
      {list !== null && list.length === 0 && (
        <Body1 className={styles.muted} data-testid="scheduled-empty">
          {intl.formatMessage(m.empty)}
        </Body1>
      )}
      {list !== null && list.length > 0 && (
        <RecordTable
          label={intl.formatMessage(m.tableLabel)}
          headers={[
            m.date,
            m.reason,
            m.album,
            m.organisation,
            m.channels,
            m.notices,
            m.deliveries,
          ].map((d) => intl.formatMessage(d))}
          classNames={{ wrap: styles.tableWrap }}
          testId="scheduled-table"
        >
          {list.map((item) => (
            <TableRow key={`${item.albumId}:${item.date}`} data-testid="scheduled-row">
              <TableCell>
                {item.date}
                <Caption1 className={styles.muted}>
                  {' '}
                  {intl.formatMessage(m.daysLeft, { days: Math.max(item.daysLeft, 0) })}
                </Caption1>
              </TableCell>
              <TableCell>{intl.formatMessage(scheduledReasonMessages[item.reason])}</TableCell>
              <TableCell>{item.albumName}</TableCell>
              <TableCell>{item.orgName}</TableCell>
              <TableCell>
                <Caption1>
                  {item.channels.map((c) => `${c.code} (${c.state})`).join(', ') || '—'}
                </Caption1>
              </TableCell>
              <TableCell>
                {item.noticesSent.length === 0
                  ? intl.formatMessage(m.none)
                  : intl.formatMessage(m.noticesSent, { leads: item.noticesSent.join(', ') })}
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  disabledFocusable={!online}
                  aria-label={intl.formatMessage(m.openDeliveries, { album: item.albumName })}
                  onClick={() => showBatches(item)}
                  data-testid="scheduled-deliveries"
                >
                  {intl.formatMessage(m.deliveries)}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </RecordTable>
      )}
      <Dialog open={open !== null} onOpenChange={(_, data) => !data.open && setOpen(null)}>
        <DialogSurface data-testid="staff-delivery-history">
          <DialogBody>
            <DialogTitle>
              {open &&
                intl.formatMessage(m.deliveriesTitle, {
                  album: open.item.albumName,
                  organisation: open.item.orgName,
                })}
            </DialogTitle>
            <DialogContent>
              {open?.batches && <DeliveryHistory scope="staff" batches={open.batches} />}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(null)}>{intl.formatMessage(labels.close)}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </section>
  );
}
