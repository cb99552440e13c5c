// Messages of the batch upload wizard and runner (issue 6). The playlist's own errors are worded by
// playlistMessages.ts (ids batch.playlist.*); everything else the wizard shows is here.
import { defineMessages, type NoMessageValues } from 'react-intl';
import { labels } from '../../i18n/labels';

const STEP = 'Name of a step of the batch upload wizard (spec section 2)';
export const batchStepMessages = defineMessages<{
  party: NoMessageValues;
  playlist: NoMessageValues;
  materials: NoMessageValues;
  finish: NoMessageValues;
}>({
  party: { id: 'batch.step.party', defaultMessage: 'Choose authorizing party', description: STEP },
  playlist: {
    id: 'batch.step.playlist',
    defaultMessage: 'Upload Excel playlist',
    description: STEP,
  },
  materials: {
    id: 'batch.step.materials',
    defaultMessage: 'Upload material folders (optional)',
    description: STEP,
  },
  finish: { id: 'batch.step.finish', defaultMessage: 'Finish', description: STEP },
});

const WIZARD = 'Batch upload wizard (spec section 2)';
export const batchMessages = defineMessages<{
  intro: NoMessageValues;
  stepsLabel: NoMessageValues;
  stepOf: { index: string | number; count: string | number };
  navLabel: NoMessageValues;
  previous: NoMessageValues;
  next: NoMessageValues;
  offline: NoMessageValues;
}>({
  intro: {
    id: 'batch.page.intro',
    defaultMessage:
      'Create many albums at once: one row per track in the Excel playlist, one material folder per album.',
    description: WIZARD,
  },
  stepsLabel: {
    id: 'batch.steps.label',
    defaultMessage: 'Batch upload steps',
    description: WIZARD,
  },
  stepOf: labels.stepOf,
  navLabel: {
    id: 'batch.nav.label',
    defaultMessage: 'Batch upload navigation',
    description: WIZARD,
  },
  previous: labels.previous,
  next: labels.next,
  offline: {
    id: 'batch.offline',
    defaultMessage:
      'You are offline: albums and tracks are created on this device and sync when the connection returns; uploads wait for it too.',
    description: WIZARD,
  },
});

const PARTY = 'Step 1 of the batch upload wizard: the authorizing party';
export const batchPartyMessages = defineMessages<{
  intro: NoMessageValues;
  label: NoMessageValues;
  counts: { artists: string | number; companies: string | number; lines: string | number };
  chooseFirst: NoMessageValues;
}>({
  intro: {
    id: 'batch.party.intro',
    defaultMessage:
      "The albums of this batch are created for this authorizing party. The playlist's record companies and P/C lines are looked up among this party's records, its artists among the organisation's artists.",
    description: PARTY,
  },
  label: labels.authorizingParty,
  counts: {
    id: 'batch.party.counts',
    defaultMessage:
      'On this device: {artists} artists, {companies} record companies, {lines} P/C lines of this party.',
    description: PARTY,
  },
  chooseFirst: {
    id: 'batch.party.chooseFirst',
    defaultMessage: 'Choose the authorizing party first.',
    description: PARTY,
  },
});

const SHEET = 'Step 2 of the batch upload wizard: the Excel playlist';
export const batchSheetMessages = defineMessages<{
  intro: NoMessageValues;
  template: NoMessageValues;
  templateFailed: NoMessageValues;
  choose: NoMessageValues;
  drop: NoMessageValues;
  dropLabel: NoMessageValues;
  reading: { file: string | number };
  summary: { file: string | number; rows: number; albums: number; errors: number };
  notXlsx: NoMessageValues;
  failed: { file: string | number };
  refused: { file: string | number; reason: string | number };
  errorsLabel: NoMessageValues;
  colSheet: NoMessageValues;
  colRow: NoMessageValues;
  colColumn: NoMessageValues;
  colValue: NoMessageValues;
  colReason: NoMessageValues;
  preview: NoMessageValues;
  previewLabel: NoMessageValues;
  colFolder: NoMessageValues;
  colAlbum: NoMessageValues;
  colTracks: NoMessageValues;
  colCover: NoMessageValues;
  none: NoMessageValues;
  chooseFirst: NoMessageValues;
}>({
  intro: {
    id: 'batch.sheet.intro',
    defaultMessage:
      'Download the template, fill in one row per track (bold columns are mandatory; the second sheet explains each column), then choose the filled-in file.',
    description: SHEET,
  },
  template: { id: 'batch.sheet.template', defaultMessage: 'Download template', description: SHEET },
  templateFailed: {
    id: 'batch.sheet.templateFailed',
    defaultMessage: 'The template could not be made. Try again.',
    description: SHEET,
  },
  choose: { id: 'batch.sheet.choose', defaultMessage: 'Choose Excel file', description: SHEET },
  drop: {
    id: 'batch.sheet.drop',
    defaultMessage: 'or drop an .xlsx file here',
    description: SHEET,
  },
  dropLabel: { id: 'batch.sheet.dropLabel', defaultMessage: 'Excel playlist', description: SHEET },
  reading: { id: 'batch.sheet.reading', defaultMessage: 'Reading {file}…', description: SHEET },
  summary: {
    id: 'batch.sheet.summary',
    defaultMessage:
      '{file}: {rows, plural, one {# row} other {# rows}}, {albums, plural, one {# album} other {# albums}} ready, {errors, plural, =0 {no errors} one {# error} other {# errors}}.',
    description: SHEET,
  },
  notXlsx: {
    id: 'batch.sheet.notXlsx',
    defaultMessage: 'Choose an .xlsx file.',
    description: SHEET,
  },
  failed: {
    id: 'batch.sheet.failed',
    defaultMessage: '{file} could not be read.',
    description: SHEET,
  },
  refused: {
    id: 'batch.sheet.refused',
    defaultMessage: '{file} was refused: {reason}',
    description: SHEET,
  },
  errorsLabel: {
    id: 'batch.sheet.errorsLabel',
    defaultMessage: 'Errors in the Excel playlist',
    description: SHEET,
  },
  colSheet: { id: 'batch.sheet.col.sheet', defaultMessage: 'Sheet', description: SHEET },
  colRow: { id: 'batch.sheet.col.row', defaultMessage: 'Row', description: SHEET },
  colColumn: { id: 'batch.sheet.col.column', defaultMessage: 'Column', description: SHEET },
  colValue: { id: 'batch.sheet.col.value', defaultMessage: 'Value', description: SHEET },
  colReason: labels.reason,
  preview: {
    id: 'batch.sheet.preview',
    defaultMessage: 'Albums ready to create',
    description: SHEET,
  },
  previewLabel: {
    id: 'batch.sheet.previewLabel',
    defaultMessage: 'Albums of the playlist that will be created',
    description: SHEET,
  },
  colFolder: { id: 'batch.sheet.col.folder', defaultMessage: 'Album folder', description: SHEET },
  colAlbum: labels.album,
  colTracks: { id: 'batch.sheet.col.tracks', defaultMessage: 'Tracks', description: SHEET },
  colCover: { id: 'batch.sheet.col.cover', defaultMessage: 'Cover file', description: SHEET },
  none: {
    id: 'batch.sheet.none',
    defaultMessage:
      'No album of this playlist can be created yet: correct the errors and choose the file again.',
    description: SHEET,
  },
  chooseFirst: {
    id: 'batch.sheet.chooseFirst',
    defaultMessage: 'Choose a playlist with at least one album without errors.',
    description: SHEET,
  },
});

const MATERIALS = 'Step 3 of the batch upload wizard: the material folders';
export const batchMaterialMessages = defineMessages<{
  intro: NoMessageValues;
  optional: NoMessageValues;
  choose: NoMessageValues;
  drop: NoMessageValues;
  dropLabel: NoMessageValues;
  reading: NoMessageValues;
  checking: { done: string | number; total: string | number };
  summary: { accepted: number; refused: number; missing: number };
  accepted: NoMessageValues;
  refused: NoMessageValues;
  missing: NoMessageValues;
  colFile: NoMessageValues;
  colTarget: NoMessageValues;
  colReason: NoMessageValues;
  colFolder: NoMessageValues;
  targetCover: { album: string | number };
  targetAudio: { track: string | number };
  targetLyrics: { track: string | number };
  clear: NoMessageValues;
  checkFailed: { file: string | number };
}>({
  intro: {
    id: 'batch.materials.intro',
    defaultMessage:
      "Choose the folder that holds one folder per album, named as in the playlist's album folder column, or drop the folders here. Every file is checked before any upload.",
    description: MATERIALS,
  },
  optional: {
    id: 'batch.materials.optional',
    defaultMessage:
      'This step is optional: without material the albums are created without cover and audio, to be added on each album later.',
    description: MATERIALS,
  },
  choose: { id: 'batch.materials.choose', defaultMessage: 'Choose folder', description: MATERIALS },
  drop: {
    id: 'batch.materials.drop',
    defaultMessage: 'or drop material folders here',
    description: MATERIALS,
  },
  dropLabel: {
    id: 'batch.materials.dropLabel',
    defaultMessage: 'Material folders',
    description: MATERIALS,
  },
  reading: {
    id: 'batch.materials.reading',
    defaultMessage: 'Reading the folders…',
    description: MATERIALS,
  },
  checking: {
    id: 'batch.materials.checking',
    defaultMessage: 'Checking files: {done} of {total}',
    description: MATERIALS,
  },
  summary: {
    id: 'batch.materials.summary',
    defaultMessage:
      '{accepted, plural, one {# file} other {# files}} ready to upload, {refused, plural, one {# file} other {# files}} not used, {missing, plural, one {# file} other {# files}} missing.',
    description: MATERIALS,
  },
  accepted: {
    id: 'batch.materials.accepted',
    defaultMessage: 'Files ready to upload',
    description: MATERIALS,
  },
  refused: {
    id: 'batch.materials.refused',
    defaultMessage: 'Files not used',
    description: MATERIALS,
  },
  missing: {
    id: 'batch.materials.missing',
    defaultMessage: 'Files the playlist names that the folders do not hold',
    description: MATERIALS,
  },
  colFile: labels.file,
  colTarget: {
    id: 'batch.materials.col.target',
    defaultMessage: 'Used as',
    description: MATERIALS,
  },
  colReason: labels.reason,
  colFolder: {
    id: 'batch.materials.col.folder',
    defaultMessage: 'Album folder',
    description: MATERIALS,
  },
  targetCover: {
    id: 'batch.materials.target.cover',
    defaultMessage: 'Cover of {album}',
    description: MATERIALS,
  },
  targetAudio: {
    id: 'batch.materials.target.audio',
    defaultMessage: 'Audio of {track}',
    description: MATERIALS,
  },
  targetLyrics: {
    id: 'batch.materials.target.lyrics',
    defaultMessage: 'Lyrics of {track}',
    description: MATERIALS,
  },
  clear: {
    id: 'batch.materials.clear',
    defaultMessage: 'Clear the chosen files',
    description: MATERIALS,
  },
  checkFailed: {
    id: 'batch.materials.checkFailed',
    defaultMessage: '{file} could not be checked.',
    description: MATERIALS,
  },
});

const FINISH = 'Step 4 of the batch upload wizard: finish and progress';
export const batchFinishMessages = defineMessages<{
  intro: { albums: number; tracks: number; files: number; button: string };
  start: NoMessageValues;
  starting: NoMessageValues;
  progress: {
    created: string | number;
    albums: string | number;
    uploaded: string | number;
    files: string | number;
    associated: string | number;
  };
  done: NoMessageValues;
  doneWithFailures: NoMessageValues;
  tableLabel: NoMessageValues;
  colAlbum: NoMessageValues;
  colAlbumState: NoMessageValues;
  colFile: NoMessageValues;
  colTarget: NoMessageValues;
  colFileState: NoMessageValues;
  colAssociation: NoMessageValues;
  colReason: NoMessageValues;
  noFiles: NoMessageValues;
  needsFiles: { count: number };
  repick: NoMessageValues;
  repicked: { count: number };
  retry: NoMessageValues;
  newBatch: NoMessageValues;
  playlist: { file: string | number };
}>({
  intro: {
    id: 'batch.finish.intro',
    defaultMessage:
      '“{button}” creates {albums, plural, one {# album} other {# albums}} with {tracks, plural, one {# track} other {# tracks}} on this device (they sync to the server), then uploads {files, plural, =0 {no files} one {# file} other {# files}} and associates each with its album or track as it lands.',
    description: FINISH,
  },
  start: {
    id: 'batch.finish.start',
    defaultMessage: 'Create albums and upload',
    description: FINISH,
  },
  starting: {
    id: 'batch.finish.starting',
    defaultMessage: 'Creating albums…',
    description: FINISH,
  },
  progress: {
    id: 'batch.finish.progress',
    defaultMessage:
      '{created} of {albums} albums created; {uploaded} of {files} files uploaded, {associated} associated.',
    description: FINISH,
  },
  done: {
    id: 'batch.finish.done',
    defaultMessage:
      'The batch is complete: every album is created and every file uploaded and associated.',
    description: FINISH,
  },
  doneWithFailures: {
    id: 'batch.finish.doneWithFailures',
    defaultMessage: 'The batch has ended with failures: see the rows marked failed.',
    description: FINISH,
  },
  tableLabel: {
    id: 'batch.finish.tableLabel',
    defaultMessage: 'Albums and files of the batch',
    description: FINISH,
  },
  colAlbum: labels.album,
  colAlbumState: {
    id: 'batch.finish.col.albumState',
    defaultMessage: 'Album state',
    description: FINISH,
  },
  colFile: labels.file,
  colTarget: { id: 'batch.finish.col.target', defaultMessage: 'For', description: FINISH },
  colFileState: {
    id: 'batch.finish.col.fileState',
    defaultMessage: 'File state',
    description: FINISH,
  },
  colAssociation: {
    id: 'batch.finish.col.association',
    defaultMessage: 'Association state',
    description: FINISH,
  },
  colReason: labels.reason,
  noFiles: { id: 'batch.finish.noFiles', defaultMessage: 'No material files', description: FINISH },
  needsFiles: {
    id: 'batch.finish.needsFiles',
    defaultMessage:
      '{count, plural, one {# file was} other {# files were}} not kept over the reload. Choose the material folder again to upload the rest.',
    description: FINISH,
  },
  repick: { id: 'batch.finish.repick', defaultMessage: 'Choose folder again', description: FINISH },
  repicked: {
    id: 'batch.finish.repicked',
    defaultMessage:
      '{count, plural, =0 {None of the chosen files is one this batch waits for.} one {# file found again.} other {# files found again.}}',
    description: FINISH,
  },
  retry: { id: 'batch.finish.retry', defaultMessage: 'Retry failed albums', description: FINISH },
  newBatch: {
    id: 'batch.finish.newBatch',
    defaultMessage: 'Start a new batch',
    description: FINISH,
  },
  playlist: {
    id: 'batch.finish.playlist',
    defaultMessage: 'Playlist: {file}',
    description: FINISH,
  },
});

const ALBUM_STATE = 'State of an album of a batch upload';
export const batchAlbumStateMessages = defineMessages<{
  waiting: NoMessageValues;
  created: NoMessageValues;
  failed: NoMessageValues;
}>({
  waiting: labels.waiting,
  created: { id: 'batch.albumState.created', defaultMessage: 'Created', description: ALBUM_STATE },
  failed: labels.failed,
});

export const batchFileStateMessages = defineMessages<{
  waiting: NoMessageValues;
  success: NoMessageValues;
  failed: NoMessageValues;
}>({
  waiting: labels.waiting,
  success: labels.success,
  failed: labels.failed,
});

const ASSOCIATION_STATE =
  'Association state of a file of a batch upload (spec section 2: waiting, associating, success, failed)';
export const batchAssociationStateMessages = defineMessages<{
  waiting: NoMessageValues;
  associating: NoMessageValues;
  success: NoMessageValues;
  failed: NoMessageValues;
}>({
  waiting: labels.waiting,
  associating: {
    id: 'batch.associationState.associating',
    defaultMessage: 'Associating',
    description: ASSOCIATION_STATE,
  },
  success: labels.success,
  failed: labels.failed,
});

const PROBLEM = 'Why an album or a file of a batch upload did not go through';
export const batchProblemMessages = defineMessages<{
  needsFile: NoMessageValues;
  createFailed: NoMessageValues;
  refused: { field: string | number; code: string | number };
  associateFailed: NoMessageValues;
  startFailed: NoMessageValues;
  cancelled: NoMessageValues;
  albumNotCreated: NoMessageValues;
  uploading: { percent: string | number };
  verifying: NoMessageValues;
}>({
  needsFile: {
    id: 'batch.problem.needsFile',
    defaultMessage: 'Not kept over the reload: choose the folder again',
    description: PROBLEM,
  },
  createFailed: {
    id: 'batch.problem.createFailed',
    defaultMessage: 'Could not be saved on this device',
    description: PROBLEM,
  },
  refused: {
    id: 'batch.problem.refused',
    defaultMessage: 'Refused: {field} ({code})',
    description: PROBLEM,
  },
  associateFailed: {
    id: 'batch.problem.associateFailed',
    defaultMessage: 'Could not be associated with its album or track',
    description: PROBLEM,
  },
  startFailed: {
    id: 'batch.problem.startFailed',
    defaultMessage: 'The upload could not start',
    description: PROBLEM,
  },
  cancelled: {
    id: 'batch.problem.cancelled',
    defaultMessage: 'The upload was cancelled',
    description: PROBLEM,
  },
  albumNotCreated: {
    id: 'batch.problem.albumNotCreated',
    defaultMessage: 'Its album was not created',
    description: PROBLEM,
  },
  uploading: {
    id: 'batch.problem.uploading',
    defaultMessage: 'Uploading: {percent}%',
    description: PROBLEM,
  },
  verifying: {
    id: 'batch.problem.verifying',
    defaultMessage: 'Uploaded, being verified',
    description: PROBLEM,
  },
});
