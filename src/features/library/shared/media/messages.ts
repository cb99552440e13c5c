import { defineMessages, type NoMessageValues } from 'react-intl';
import { labels } from '../../../../i18n/labels';

/** Texts of the clip and accompaniment forms, tables and file lines. */
export const mediaCommonMessages = defineMessages<{
  save: NoMessageValues;
  saveFailed: NoMessageValues;
  track: NoMessageValues;
  trackSearch: NoMessageValues;
  trackNoMatch: NoMessageValues;
  tag: NoMessageValues;
  fixErrors: NoMessageValues;
  edit: NoMessageValues;
  editNamed: { title: string };
  delete: NoMessageValues;
  deleteNamed: { title: string };
  deleteFailed: NoMessageValues;
  fileNone: NoMessageValues;
  fileFacts: { name: string; format: string; duration: string; size: string };
  fileRejected: { reason: string };
  fileChecking: NoMessageValues;
  fileUploading: { percent: number };
  filePaused: { percent: number };
  fileWaiting: NoMessageValues;
  fileVerified: NoMessageValues;
  fileFailed: NoMessageValues;
  filePending: NoMessageValues;
  untitled: NoMessageValues;
  deleteTitle: NoMessageValues;
  deleteBody: { title: string };
}>({
  save: labels.save,
  saveFailed: {
    id: 'clips.common.saveFailed',
    defaultMessage: 'The change could not be saved on this device. Please try again.',
    description: 'Shown when writing the record to the local store failed',
  },
  track: labels.track,
  trackSearch: {
    id: 'clips.common.trackSearch',
    defaultMessage: 'Type to search tracks by name',
    description: 'Placeholder of the track search box',
  },
  trackNoMatch: {
    id: 'clips.common.trackNoMatch',
    defaultMessage: 'No track matches',
    description: 'Shown in the track search when nothing matches',
  },
  tag: labels.tag,
  fixErrors: {
    id: 'clips.common.fixErrors',
    defaultMessage: 'Please correct the marked fields.',
    description: 'Shown above the drawer buttons when saving was refused by a validation rule',
  },
  edit: {
    id: 'clips.common.edit',
    defaultMessage: 'Edit',
    description: 'Button that opens a clip or accompaniment for editing',
  },
  editNamed: {
    id: 'clips.common.editNamed',
    defaultMessage: 'Edit {title}',
    description: 'Accessible name of the edit button of one row',
  },
  delete: labels.delete,
  deleteNamed: {
    id: 'clips.common.deleteNamed',
    defaultMessage: 'Delete {title}',
    description: 'Accessible name of the delete button of one row',
  },
  deleteFailed: {
    id: 'clips.common.deleteFailed',
    defaultMessage: 'Operation Failed',
    description: 'Shown when a delete could not be written (spec wording)',
  },
  fileNone: {
    id: 'clips.common.fileNone',
    defaultMessage: 'No file chosen',
    description: 'File field: nothing picked yet',
  },
  fileFacts: {
    id: 'clips.common.fileFacts',
    defaultMessage: '{name} · {format} · {duration} · {size}',
    description: 'The stored facts of an audio file: name, format, duration and size',
  },
  fileRejected: {
    id: 'clips.common.fileRejected',
    defaultMessage: 'Rejected: {reason}',
    description: 'File status: refused, with the reason',
  },
  fileChecking: {
    id: 'clips.common.fileChecking',
    defaultMessage: 'Checking the file…',
    description: 'File status while the header check runs',
  },
  fileUploading: {
    id: 'clips.common.fileUploading',
    defaultMessage: 'Uploading {percent}%',
    description: 'File status while uploading',
  },
  filePaused: {
    id: 'clips.common.filePaused',
    defaultMessage: 'Paused at {percent}%',
    description: 'File status while the upload is paused',
  },
  fileWaiting: {
    id: 'clips.common.fileWaiting',
    defaultMessage: 'Waiting for verification',
    description: 'File status: uploaded, the server checks it',
  },
  fileVerified: {
    id: 'clips.common.fileVerified',
    defaultMessage: 'Verified',
    description: 'File status: the server verified the file',
  },
  fileFailed: {
    id: 'clips.common.fileFailed',
    defaultMessage: 'Upload failed',
    description: 'File status: the upload failed',
  },
  filePending: {
    id: 'clips.common.filePending',
    defaultMessage: 'Not uploaded yet',
    description: 'File status: this device has not sent the file yet',
  },
  untitled: {
    id: 'clips.common.untitled',
    defaultMessage: '(untitled)',
    description: 'Shown for a record without a title',
  },
  deleteTitle: {
    id: 'clips.common.deleteTitle',
    defaultMessage: 'Delete?',
    description: 'Title of the delete confirmation dialog',
  },
  deleteBody: {
    id: 'clips.common.deleteBody',
    defaultMessage: '"{title}" will be deleted. This cannot be undone.',
    description: 'Body of the delete confirmation dialog',
  },
});

/** After a create page saved a clip or an accompaniment. */
export const mediaCreateMessages = defineMessages({
  openTrack: {
    id: 'clips.create.openTrack',
    defaultMessage: 'Open the track',
    description: 'Link to the track clip tab after saving',
  },
  createAnother: {
    id: 'clips.create.another',
    defaultMessage: 'Create another',
    description: 'Button that empties the form after saving',
  },
});
