// The app's batch runner: the ordinary catalogue repo, the tab's upload engine and the server's
// file records. Module-level on purpose: uploads land and get associated while the user is on
// another screen.
import { batchRepo } from '../../../data/batchRepo';
import { createRecord, EditRefusedError, updateRecord } from '../../../data/catalogueRepo';
import { getUploadEngine, startUpload, uploadActions } from '../../../uploads/uploader';
import { readFileRecord } from '../../../uploads/uploadApi';
import { uploadTaskStore } from '../../../uploads/uploadTasks';
import { createBatchRunner, type BatchRunner } from './batchRunner';

export const appBatchRunner: BatchRunner = createBatchRunner({
  repo: batchRepo,
  records: {
    createRecord,
    updateRecord,
    refusalOf: (error) => {
      if (!(error instanceof EditRefusedError)) return null;
      const issue = error.issues[0];
      return issue ? { field: issue.field, code: issue.code } : { field: '', code: error.code };
    },
  },
  uploads: {
    // the batch's table shows each file's state: no toast per file, no reload question per .wav
    start: (input) => startUpload({ ...input, quiet: true }),
    async find(fileId) {
      const engine = await getUploadEngine();
      const file = engine.uppy.getFiles().find((f) => f.meta.fileId === fileId);
      return file
        ? {
            id: file.id,
            isGhost: file.isGhost === true,
            isComplete: file.progress.uploadComplete === true,
          }
        : null;
    },
    reselect: (id, file) => uploadActions.reselect(id, file),
    // polled until verified: no answer now (offline, not yet stored) is asked again later
    readFileRecord: (fileId) => readFileRecord(fileId).catch(() => null),
    getTasks: () => uploadTaskStore.getSnapshot(),
    subscribeTasks: (listener) => uploadTaskStore.subscribe(listener),
  },
});
