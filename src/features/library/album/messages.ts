import { defineMessages, type NoMessageValues } from 'react-intl';
import { labels } from '../../../i18n/labels';

export const albumListMessages = defineMessages<{
  heading: NoMessageValues;
  tableLabel: NoMessageValues;
  name: NoMessageValues;
  reviewStatus: NoMessageValues;
  releaseStatus: NoMessageValues;
  updatedAt: NoMessageValues;
  unnamed: NoMessageValues;
  empty: NoMessageValues;
  emptyHint: NoMessageValues;
  count: { count: number };
}>({
  heading: {
    id: 'album.list.heading',
    defaultMessage: 'Albums',
    description: 'Heading of the album list',
  },
  tableLabel: {
    id: 'album.list.tableLabel',
    defaultMessage: 'Albums of your organisation',
    description: 'Accessible name of the album table',
  },
  name: {
    id: 'album.list.name',
    defaultMessage: 'Album name',
    description: 'Column header of the album list',
  },
  reviewStatus: labels.reviewStatus,
  releaseStatus: labels.releaseStatus,
  updatedAt: labels.updatedAt,
  unnamed: {
    id: 'album.unnamed',
    defaultMessage: '(untitled album)',
    description: 'Shown instead of the name of an album whose name is still empty',
  },
  empty: {
    id: 'album.list.empty',
    defaultMessage: 'No albums yet',
    description: 'Empty state of the album list',
  },
  emptyHint: {
    id: 'album.list.emptyHint',
    defaultMessage: 'Albums of your organisation appear here once they are synced to this device.',
    description: 'Hint under the empty state of the album list',
  },
  count: {
    id: 'album.list.count',
    defaultMessage: '{count, plural, one {# album} other {# albums}}',
    description: 'Number of albums in the list',
  },
});

export const albumInfoMessages = defineMessages<{
  notFound: NoMessageValues;
  notFoundHint: NoMessageValues;
  backToList: NoMessageValues;
  name: NoMessageValues;
  nameRequired: NoMessageValues;
  introduction: NoMessageValues;
  save: NoMessageValues;
  saving: NoMessageValues;
  saved: NoMessageValues;
  saveFailed: NoMessageValues;
  reviewStatus: NoMessageValues;
  releaseStatus: NoMessageValues;
  updatedAt: NoMessageValues;
  updatedPending: NoMessageValues;
  lockedPending: NoMessageValues;
  lockedApproved: NoMessageValues;
  lockedDeleted: NoMessageValues;
  modificationLimits: NoMessageValues;
  rejectedTitle: NoMessageValues;
  rejectedStage: { stage: string };
  stageContent: NoMessageValues;
  stageOpSp: NoMessageValues;
  submit: NoMessageValues;
  submitHint: NoMessageValues;
  startModification: NoMessageValues;
  undoModification: NoMessageValues;
  commandQueued: NoMessageValues;
  commandFailed: NoMessageValues;
}>({
  notFound: {
    id: 'album.info.notFound',
    defaultMessage: 'This album is not on this device',
    description: 'Shown when the album of the address is not in the local database',
  },
  notFoundHint: {
    id: 'album.info.notFoundHint',
    defaultMessage: 'It may have been deleted, or this device has not synced it yet.',
    description: 'Hint under the album-not-found message',
  },
  backToList: {
    id: 'album.info.backToList',
    defaultMessage: 'Back to albums',
    description: 'Link back to the album list',
  },
  name: {
    id: 'album.info.name',
    defaultMessage: 'Album name',
    description: 'Label of the album name field',
  },
  nameRequired: {
    id: 'album.info.nameRequired',
    defaultMessage: 'Please enter the album name',
    description: 'Error under the album name field when it is empty',
  },
  introduction: labels.introduction,
  save: labels.save,
  saving: labels.saving,
  saved: {
    id: 'album.info.saved',
    defaultMessage:
      'Saved on this device. It is sent to the server as soon as there is a connection.',
    description:
      'Confirmation after saving the album information (the edit is stored locally first)',
  },
  saveFailed: {
    id: 'album.info.saveFailed',
    defaultMessage: 'The change could not be saved on this device.',
    description: 'Error when writing the edit to the local database failed',
  },
  reviewStatus: labels.reviewStatus,
  releaseStatus: labels.releaseStatus,
  updatedAt: labels.updatedAt,
  updatedPending: {
    id: 'album.info.updatedPending',
    defaultMessage: 'on this device, not yet synced',
    description:
      'After the update time when the album has changes the server has not answered yet (the time is the local edit’s)',
  },
  lockedPending: {
    id: 'album.info.lockedPending',
    defaultMessage:
      'This album is pending review and cannot be edited until the review is finished.',
    description: 'Why the album fields are disabled: review status 11 or 16',
  },
  lockedApproved: {
    id: 'album.info.lockedApproved',
    defaultMessage:
      'This album is approved and locked. Start a modification to change it; it then needs review again.',
    description: 'Why the album fields are disabled: review status 12',
  },
  lockedDeleted: {
    id: 'album.info.lockedDeleted',
    defaultMessage: 'This album has been deleted and cannot be edited.',
    description: 'Why the album fields are disabled: review status 15',
  },
  modificationLimits: {
    id: 'album.info.modificationLimits',
    defaultMessage:
      'During a modification only some fields can change; the album name stays as approved.',
    description: 'Why the album name is disabled while a modification of an approved album is open',
  },
  rejectedTitle: {
    id: 'album.info.rejectedTitle',
    defaultMessage: 'Review not approved',
    description: 'Title of the notice showing why the review rejected the album',
  },
  rejectedStage: {
    id: 'album.info.rejectedStage',
    defaultMessage: 'Rejected in the {stage}',
    description: 'Which review rejected the album; stage is the name of the review',
  },
  stageContent: {
    id: 'album.info.stage.content',
    defaultMessage: 'content review',
    description: 'Name of the content review stage',
  },
  stageOpSp: {
    id: 'album.info.stage.opSp',
    defaultMessage: 'OP-SP review',
    description: 'Name of the OP-SP review stage',
  },
  submit: {
    id: 'album.info.submit',
    defaultMessage: 'Submit for review',
    description: 'Button that submits the album for review',
  },
  submitHint: {
    id: 'album.info.submitHint',
    defaultMessage: 'Only unsubmitted, modified and unapproved albums can be submitted for review',
    description: 'Spec section 8: why the submit button is disabled',
  },
  startModification: {
    id: 'album.info.startModification',
    defaultMessage: 'Start modification',
    description: 'Button that opens a modification of an approved album (status 12 to 14)',
  },
  undoModification: {
    id: 'album.info.undoModification',
    defaultMessage: 'Undo modification',
    description: 'Button that drops the modification and restores the last approved content',
  },
  commandQueued: {
    id: 'album.info.commandQueued',
    defaultMessage:
      'Request saved on this device; it is sent to the server with your other changes.',
    description:
      'Confirmation after a review command (submit, start or undo modification) was queued',
  },
  commandFailed: {
    id: 'album.info.commandFailed',
    defaultMessage: 'The request could not be saved on this device.',
    description: 'Error when queuing a review command failed locally',
  },
});

export const albumMediaMessages = defineMessages<{
  cover: NoMessageValues;
  coverChoose: NoMessageValues;
  coverHint: { minPx: number; maxMb: number };
  coverNone: NoMessageValues;
  coverAlt: NoMessageValues;
  coverFile: { name: string; size: string; width: number; height: number };
  editFailed: NoMessageValues;
  tracks: NoMessageValues;
  tracksTable: NoMessageValues;
  tracksEmpty: NoMessageValues;
  tracksEmptyAdd: { button: string };
  trackNo: NoMessageValues;
  trackName: NoMessageValues;
  trackAudio: NoMessageValues;
  uploadAudio: NoMessageValues;
  uploadAudioFor: { track: string };
  audioNone: NoMessageValues;
  audioUploading: { percent: number };
  audioPaused: { percent: number };
  audioWaiting: NoMessageValues;
  audioVerified: NoMessageValues;
  audioRejected: { reason: string };
  audioFailed: NoMessageValues;
  audioPending: NoMessageValues;
}>({
  cover: labels.cover,
  coverChoose: {
    id: 'album.cover.choose',
    defaultMessage: 'Choose cover image',
    description: 'Button that picks an image file as album cover',
  },
  coverHint: {
    id: 'album.cover.hint',
    defaultMessage: 'JPG or PNG, square, at least {minPx} × {minPx} pixels, at most {maxMb} MB',
    description: 'Rules of the album cover (spec section 5)',
  },
  coverNone: {
    id: 'album.cover.none',
    defaultMessage: 'No cover yet',
    description: 'Shown when the album has no cover',
  },
  coverAlt: {
    id: 'album.cover.alt',
    defaultMessage: 'Album cover preview',
    description: 'Alternative text of the cover preview',
  },
  coverFile: {
    id: 'album.cover.file',
    defaultMessage: '{name} · {width} × {height} px · {size}',
    description: 'The chosen cover file: name, pixel size and file size',
  },
  editFailed: {
    id: 'album.media.editFailed',
    defaultMessage: 'The file was not linked: the change could not be saved on this device.',
    description: 'Error when recording the uploaded file on the album or track failed locally',
  },
  tracks: {
    id: 'album.tracks.heading',
    defaultMessage: 'Tracks',
    description: 'Heading of the track section of the album page',
  },
  tracksTable: {
    id: 'album.tracks.table',
    defaultMessage: 'Tracks of this album',
    description: 'Accessible name of the track table',
  },
  tracksEmpty: {
    id: 'album.tracks.empty',
    defaultMessage: 'No tracks yet.',
    description: 'Empty state of the track section (a new album has none)',
  },
  tracksEmptyAdd: {
    id: 'album.tracks.emptyAdd',
    defaultMessage: 'No tracks yet: add one with “{button}”.',
    description:
      'Empty state of the track section when tracks may be added; button is the add button’s label',
  },
  trackNo: {
    id: 'album.tracks.no',
    defaultMessage: 'No.',
    description: 'Column header: track number',
  },
  trackName: labels.track,
  trackAudio: {
    id: 'album.tracks.audio',
    defaultMessage: 'Audio',
    description: 'Column header: the audio file status',
  },
  uploadAudio: {
    id: 'album.tracks.upload',
    defaultMessage: 'Upload audio',
    description: 'Button that uploads the audio file of a track',
  },
  uploadAudioFor: {
    id: 'album.tracks.uploadFor',
    defaultMessage: 'Upload audio for {track}',
    description: 'Accessible name of the upload-audio button of one track',
  },
  audioNone: {
    id: 'album.tracks.audio.none',
    defaultMessage: 'No audio',
    description: 'Audio status: no file yet',
  },
  audioUploading: {
    id: 'album.tracks.audio.uploading',
    defaultMessage: 'Uploading {percent}%',
    description: 'Audio status while uploading',
  },
  audioPaused: {
    id: 'album.tracks.audio.paused',
    defaultMessage: 'Paused at {percent}%',
    description: 'Audio status while the upload is paused',
  },
  audioWaiting: {
    id: 'album.tracks.audio.waiting',
    defaultMessage: 'Waiting for verification',
    description: 'Audio status: uploaded, the server checks it',
  },
  audioVerified: {
    id: 'album.tracks.audio.verified',
    defaultMessage: 'Verified',
    description: 'Audio status: the server verified the file',
  },
  audioRejected: {
    id: 'album.tracks.audio.rejected',
    defaultMessage: 'Rejected: {reason}',
    description: 'Audio status: the server refused the file, with the reason',
  },
  audioFailed: {
    id: 'album.tracks.audio.failed',
    defaultMessage: 'Upload failed',
    description: 'Audio status: the upload failed',
  },
  audioPending: {
    id: 'album.tracks.audio.pending',
    defaultMessage: 'Not uploaded yet',
    description: 'Audio status: the track points to a file this device has not finished uploading',
  },
});
