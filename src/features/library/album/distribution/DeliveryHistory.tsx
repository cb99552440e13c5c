// What a channel was told about an album and what it answered: each batch (kind, folder name, time,
// state, the channel's answer) with its ERN message, manifest and acknowledgement as they were sent
// or read. The partner's panel and the back office both show it (scope picks the calls).
import {
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText } from '../../../../components/useErrorText';
import { reportError } from '../../../../data/errorLog';
import type { BatchFileKind, DeliveryBatchView } from '../../../../domain/distribution/deliveries';
import { labels } from '../../../../i18n/labels';
import { fetchBatchFile, type DeliveryScope } from './deliveryCalls';
import { batchKindMessages, batchStateMessages, historyMessages as h } from './historyMessages';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  files: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  pre: {
    maxHeight: '60vh',
    overflow: 'auto',
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-all',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    margin: 0,
  },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

type Viewing = { batch: DeliveryBatchView; file: BatchFileKind; text: string | null } | null;

function answerOf(batch: DeliveryBatchView): { text: string; ok: boolean } {
  const ack = batch.acks.at(-1);
  if (ack) return { text: [ack.fileStatus, ack.errorText].filter(Boolean).join(': '), ok: ack.ok };
  if (batch.lastError) return { text: batch.lastError, ok: false };
  return { text: '—', ok: true };
}

export function DeliveryHistory({
  scope,
  batches,
}: {
  scope: DeliveryScope;
  batches: readonly DeliveryBatchView[];
}) {
  const intl = useIntl();
  const styles = useStyles();
  const errorText = useErrorText();
  const [viewing, setViewing] = useState<Viewing>(null);
  const fileLabel = { message: h.message, manifest: h.manifest, ack: h.ack } as const;

  const open = (batch: DeliveryBatchView, file: BatchFileKind) => {
    setViewing({ batch, file, text: null });
    fetchBatchFile(scope, batch.id, file).then(
      (text) =>
        setViewing((v) => (v?.batch.id === batch.id && v.file === file ? { ...v, text } : v)),
      (error: unknown) => {
        reportError('album.distribution.history', error);
        setViewing((v) => (v?.batch.id === batch.id ? { ...v, text: errorText(error) } : v));
      },
    );
  };

  if (batches.length === 0)
    return <Caption1 data-testid="delivery-history-empty">{intl.formatMessage(h.empty)}</Caption1>;
  const time = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className={styles.wrap}>
      <Table size="small" aria-label={intl.formatMessage(h.tableLabel)}>
        <TableHeader>
          <TableRow>
            {[h.kind, h.batch, h.time, h.state, h.answer, h.files].map((d) => (
              <TableHeaderCell key={d.id}>{intl.formatMessage(d)}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {batches.map((batch) => {
            const answer = answerOf(batch);
            return (
              <TableRow key={batch.id} data-testid="delivery-batch" data-kind={batch.kind}>
                <TableCell>{intl.formatMessage(batchKindMessages[batch.kind])}</TableCell>
                <TableCell>
                  <Caption1>{batch.batchId}</Caption1>
                </TableCell>
                <TableCell>
                  <Caption1>{time(batch.completedAt ?? batch.createdAt)}</Caption1>
                </TableCell>
                <TableCell>{intl.formatMessage(batchStateMessages[batch.state])}</TableCell>
                <TableCell>
                  <Caption1 className={answer.ok ? undefined : styles.failed}>
                    {answer.text}
                  </Caption1>
                </TableCell>
                <TableCell>
                  <div className={styles.files}>
                    {(['message', 'manifest', 'ack'] as const)
                      .filter((file) => file !== 'ack' || batch.acks.length > 0)
                      .map((file) => (
                        <Button
                          key={file}
                          size="small"
                          onClick={() => open(batch, file)}
                          data-testid={`delivery-file-${file}`}
                        >
                          {intl.formatMessage(fileLabel[file])}
                        </Button>
                      ))}
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Dialog open={viewing !== null} onOpenChange={(_, data) => !data.open && setViewing(null)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>
              {viewing &&
                intl.formatMessage(h.fileTitle, {
                  file: intl.formatMessage(fileLabel[viewing.file]),
                  batch: viewing.batch.batchId,
                })}
            </DialogTitle>
            <DialogContent>
              <pre className={styles.pre} data-testid="delivery-file-text" tabIndex={0}>
                {viewing?.text ?? intl.formatMessage(h.loading)}
              </pre>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setViewing(null)}>{intl.formatMessage(labels.close)}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}
