import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { UploadTaskList } from '../../features/upload/UploadTaskList';
import { setUploadApiClient } from '../../uploads/uploadApi';
import { restorePendingUploads, setUploadEngineLoader } from '../../uploads/uploader';
import { api } from '../api/api';
import { hasRunningBatch } from '../../data/batchRepo';
import { reportError } from '../../data/errorLog';

// the upload pipeline calls the API through the shell's client (session header, auto-login)
setUploadApiClient(api);
// Uppy's chunk loads from here, on the first upload or when a reload has uploads to resume
setUploadEngineLoader(() => import('../../uploads/uploadEngine'));

const useStyles = makeStyles({
  slot: {
    position: 'fixed',
    right: tokens.spacingHorizontalXL,
    bottom: tokens.spacingVerticalXL,
    zIndex: 100,
    // empty until uploads exist; must not catch clicks meant for the page beneath
    pointerEvents: 'none',
    '& > *': { pointerEvents: 'auto' },
  },
});

/**
 * The floating upload task list (spec section 2), fixed at the bottom right of every logged-in
 * screen. Uppy loads here only when the last page left unfinished uploads to resume, and the batch
 * runner only when a batch was left running.
 */
export function UploadTaskListSlot() {
  const styles = useStyles();
  useEffect(() => {
    void restorePendingUploads().catch((error: unknown) => reportError('upload.restore', error));
    // a batch left running goes on here, so its files are associated as they land on any screen
    void hasRunningBatch()
      .then((running) =>
        running
          ? import('../../features/batch/run/resumeOpenBatch').then((m) => m.resumeOpenBatch())
          : undefined,
      )
      .catch((error: unknown) => reportError('batch.resume', error));
  }, []);
  return (
    <div id="upload-task-slot" className={styles.slot}>
      <UploadTaskList />
    </div>
  );
}
