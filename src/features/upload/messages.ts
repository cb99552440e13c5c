import { defineMessages, type NoMessageValues } from 'react-intl';
import { labels } from '../../i18n/labels';

type File = { file: string };

export const uploadMessages = defineMessages<{
  region: NoMessageValues;
  title: { count: number };
  collapse: NoMessageValues;
  expand: NoMessageValues;
  pause: File;
  resume: File;
  cancel: File;
  retry: File;
  remove: File;
  progress: { percent: number; uploaded: string; total: string };
  uploading: NoMessageValues;
  paused: NoMessageValues;
  failed: NoMessageValues;
  verifying: NoMessageValues;
  verified: NoMessageValues;
  ghost: NoMessageValues;
  ghostHint: File;
  reselect: File;
  reopen: File;
  wrongFile: { file: string; size: string };
  failedNetwork: NoMessageValues;
  failedOffline: NoMessageValues;
  failedTimeout: NoMessageValues;
  failedRejected: File;
  toastStarted: NoMessageValues;
  toastSucceeded: File;
  toastFailed: File;
  reloadTitle: NoMessageValues;
  reloadBody: File;
  reloadConfirm: NoMessageValues;
  reloadLater: NoMessageValues;
  dismiss: NoMessageValues;
}>({
  region: {
    id: 'upload.list.region',
    defaultMessage: 'Upload tasks',
    description: 'Accessible name of the floating upload task list',
  },
  title: {
    id: 'upload.list.title',
    defaultMessage: '{count, plural, one {# upload} other {# uploads}}',
    description: 'Header of the floating upload task list: number of tasks',
  },
  collapse: {
    id: 'upload.list.collapse',
    defaultMessage: 'Collapse upload list',
    description: 'Button that folds the upload task list',
  },
  expand: {
    id: 'upload.list.expand',
    defaultMessage: 'Expand upload list',
    description: 'Button that unfolds the upload task list',
  },
  pause: {
    id: 'upload.task.pause',
    defaultMessage: 'Pause upload of {file}',
    description: 'Accessible name of the pause button of an upload task',
  },
  resume: {
    id: 'upload.task.resume',
    defaultMessage: 'Restart upload of {file}',
    description: 'Accessible name of the restart (resume) button of a paused upload task',
  },
  cancel: {
    id: 'upload.task.cancel',
    defaultMessage: 'Cancel upload of {file}',
    description: 'Accessible name of the cancel button of an upload task',
  },
  retry: {
    id: 'upload.task.retry',
    defaultMessage: 'Retry upload of {file}',
    description: 'Accessible name of the retry button of a failed upload task',
  },
  remove: {
    id: 'upload.task.remove',
    defaultMessage: 'Remove {file} from the list',
    description: 'Accessible name of the button that hides a finished upload task',
  },
  progress: {
    id: 'upload.task.progress',
    defaultMessage: '{percent}% · {uploaded} of {total}',
    description:
      'Progress of one upload task: percent, bytes sent and file size (already formatted)',
  },
  uploading: {
    id: 'upload.state.uploading',
    defaultMessage: 'Uploading',
    description: 'State of an upload task',
  },
  paused: {
    id: 'upload.state.paused',
    defaultMessage: 'Paused',
    description: 'State of an upload task',
  },
  failed: labels.failed,
  verifying: {
    id: 'upload.state.verifying',
    defaultMessage: 'Waiting for verification',
    description: 'State of an upload task whose bytes landed and the server checks the file',
  },
  verified: {
    id: 'upload.state.verified',
    defaultMessage: 'Uploaded and verified',
    description: 'State of a finished upload task',
  },
  ghost: {
    id: 'upload.state.ghost',
    defaultMessage: 'Waiting for the file',
    description: 'State of an upload task whose file the browser no longer holds',
  },
  ghostHint: {
    id: 'upload.ghost.hint',
    defaultMessage:
      'Re-select the file to continue: {file}. Parts already sent are not sent again.',
    description: 'Shown on an upload task whose file the browser lost after a restart',
  },
  reselect: {
    id: 'upload.ghost.reselect',
    defaultMessage: 'Choose {file} again',
    description: 'Button that opens a file picker to re-select the lost file of an upload task',
  },
  reopen: {
    id: 'upload.ghost.reopen',
    defaultMessage: 'Reopen {file}',
    description:
      'Button that reopens the lost file of an upload task from its remembered location (one click)',
  },
  wrongFile: {
    id: 'upload.ghost.wrongFile',
    defaultMessage: 'That is not the same file. Choose {file} ({size}).',
    description: 'Error when the re-selected file differs from the one of the upload task',
  },
  failedNetwork: {
    id: 'upload.failed.network',
    defaultMessage: 'The upload was interrupted. Retry to continue from the parts already sent.',
    description: 'Reason of a failed upload task: a network or server error',
  },
  failedOffline: {
    id: 'upload.failed.offline',
    defaultMessage: 'No connection. The upload continues when you are back online.',
    description: 'Reason shown on an upload task interrupted by a lost connection',
  },
  failedTimeout: {
    id: 'upload.failed.timeout',
    defaultMessage: 'No progress for an hour; the upload was stopped.',
    description: 'Reason of an upload task that timed out (spec: upload timeout 1 hour)',
  },
  failedRejected: {
    id: 'upload.failed.rejected',
    defaultMessage: '{file}: the server refused the file',
    description: 'Reason of an upload task refused by the server without a specific code',
  },
  toastStarted: {
    id: 'upload.toast.started',
    defaultMessage: 'File upload does not affect other operations',
    description: 'Notification when an upload starts (spec section 2)',
  },
  toastSucceeded: {
    id: 'upload.toast.succeeded',
    defaultMessage: '{file} upload successful',
    description: 'Notification when an upload finished (spec section 2)',
  },
  toastFailed: {
    id: 'upload.toast.failed',
    defaultMessage: '{file} upload failed',
    description: 'Notification when an upload failed or a file was refused (spec section 8)',
  },
  reloadTitle: {
    id: 'upload.reload.title',
    defaultMessage: 'Refresh audio/video information?',
    description: 'Title of the question after a .wav or .mov upload',
  },
  reloadBody: {
    id: 'upload.reload.body',
    defaultMessage:
      '{file} has been uploaded. Refresh its audio/video information now? Nothing open on this page is lost.',
    description: 'Question after a .wav or .mov upload finished (spec section 2)',
  },
  reloadConfirm: {
    id: 'upload.reload.confirm',
    defaultMessage: 'Refresh',
    description:
      'Button that refreshes the file information in place (no page reload) after a .wav or .mov upload',
  },
  reloadLater: {
    id: 'upload.reload.later',
    defaultMessage: 'Not now',
    description: 'Button that closes the reload question',
  },
  dismiss: {
    id: 'upload.toast.dismiss',
    defaultMessage: 'Dismiss',
    description: 'Button that closes an upload notification',
  },
});
