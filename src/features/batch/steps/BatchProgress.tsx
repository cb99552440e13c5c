import { Body1, Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { AddRegular, ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { batchRepo, useBatchView } from '../../../data/batchRepo';
import { useUploadTasks } from '../../../uploads/useUploadTasks';
import { useBatchStyles } from '../BatchWizard.styles';
import { FolderPickButton } from '../FolderPickButton';
import { batchFinishMessages as m } from '../messages';
import { appBatchRunner } from '../run/appBatchRunner';
import { countBatch } from '../run/batchProgress';
import { BatchProgressTable } from './BatchProgressTable';

/** Step 4 once finished: the saved batch, live, with what is left to do after a reload. */
export function BatchProgress({ batchId, onNewBatch }: { batchId: string; onNewBatch(): void }) {
  const intl = useIntl();
  const styles = useBatchStyles();
  const view = useBatchView(batchId);
  const tasks = useUploadTasks();
  const [found, setFound] = useState<number | null>(null);

  if (view === undefined) return <Spinner size="small" />;
  if (view === null) return null;
  const { batch, files } = view;
  const counts = countBatch(batch, files);

  const startNew = async () => {
    await batchRepo.closeBatch(batchId);
    onNewBatch();
  };

  return (
    <div
      className={styles.card}
      data-testid="batch-progress-card"
      data-settled={counts.isSettled}
      data-failed={counts.failedAlbums + counts.failedFiles}
    >
      <Body1 className={styles.muted}>
        {intl.formatMessage(m.playlist, { file: batch.playlistName })}
      </Body1>
      <Body1 data-testid="batch-progress-summary" aria-live="polite">
        {intl.formatMessage(m.progress, {
          created: counts.created,
          albums: counts.albums,
          uploaded: counts.uploaded,
          files: counts.files,
          associated: counts.associated,
        })}
      </Body1>
      {counts.isSettled && (
        <MessageBar
          intent={counts.failedAlbums + counts.failedFiles === 0 ? 'success' : 'warning'}
          data-testid="batch-done"
        >
          <MessageBarBody>
            {intl.formatMessage(
              counts.failedAlbums + counts.failedFiles === 0 ? m.done : m.doneWithFailures,
            )}
          </MessageBarBody>
        </MessageBar>
      )}
      {counts.needsFile > 0 && (
        <MessageBar intent="warning" layout="multiline" data-testid="batch-needs-files">
          <MessageBarBody>
            <div className={styles.head}>
              {intl.formatMessage(m.needsFiles, { count: counts.needsFile })}
              <div>
                <FolderPickButton
                  label={intl.formatMessage(m.repick)}
                  testId="batch-repick"
                  onPick={(picked) => void appBatchRunner.supply(batchId, picked).then(setFound)}
                />
              </div>
            </div>
          </MessageBarBody>
        </MessageBar>
      )}
      {found !== null && (
        <Body1 data-testid="batch-repicked">
          {intl.formatMessage(m.repicked, { count: found })}
        </Body1>
      )}
      <BatchProgressTable batch={batch} files={files} tasks={tasks} />
      <div className={styles.nav}>
        {counts.failedAlbums > 0 && (
          <Button
            icon={<ArrowClockwiseRegular />}
            onClick={() => void appBatchRunner.resume(batchId)}
            data-testid="batch-retry"
          >
            {intl.formatMessage(m.retry)}
          </Button>
        )}
        <span className={styles.spacer} />
        <Button icon={<AddRegular />} onClick={() => void startNew()} data-testid="batch-new">
          {intl.formatMessage(m.newBatch)}
        </Button>
      </div>
    </div>
  );
}
