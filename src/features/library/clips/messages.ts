import { defineMessages, type NoMessageValues } from 'react-intl';
import { labels } from '../../../i18n/labels';

/** The clip drawer, form and create page. */
export const clipMessages = defineMessages<{
  addTitle: NoMessageValues;
  editTitle: NoMessageValues;
  title: NoMessageValues;
  type: NoMessageValues;
  typeSystem: NoMessageValues;
  typeUploaded: NoMessageValues;
  typePayMode: NoMessageValues;
  start: NoMessageValues;
  minutes: NoMessageValues;
  seconds: NoMessageValues;
  latestStart: { time: string };
  duration: NoMessageValues;
  durationHint: NoMessageValues;
  quickLengths: NoMessageValues;
  quickLength: { seconds: number };
  trackLength: { time: string };
  trackLengthUnknown: NoMessageValues;
  file: NoMessageValues;
  pickFile: NoMessageValues;
  saved: NoMessageValues;
}>({
  addTitle: {
    id: 'clips.drawer.addTitle',
    defaultMessage: 'Add clip',
    description: 'Title of the add-clip drawer',
  },
  editTitle: {
    id: 'clips.drawer.editTitle',
    defaultMessage: 'Edit clip',
    description: 'Title of the drawer that edits a clip',
  },
  title: {
    id: 'clips.form.title',
    defaultMessage: 'Clip title',
    description: 'Label of the clip title field',
  },
  type: {
    id: 'clips.form.type',
    defaultMessage: 'Clip type',
    description: 'Label of the clip type choice',
  },
  typeSystem: {
    id: 'clips.type.system',
    defaultMessage: 'System clip (cut from the track)',
    description: 'Clip type 1',
  },
  typeUploaded: {
    id: 'clips.type.uploaded',
    defaultMessage: 'Uploaded clip file',
    description: 'Clip type 2',
  },
  typePayMode: {
    id: 'clips.type.payMode',
    defaultMessage: 'Pay-mode 3.0 default clip',
    description: 'Clip type 3 (made by the back office)',
  },
  start: {
    id: 'clips.form.start',
    defaultMessage: 'Start time',
    description: 'Label of the clip start time (minutes and seconds)',
  },
  minutes: {
    id: 'clips.form.minutes',
    defaultMessage: 'Minutes',
    description: 'Label of the minutes box of the start time',
  },
  seconds: {
    id: 'clips.form.seconds',
    defaultMessage: 'Seconds',
    description: 'Label of the seconds box of the start time',
  },
  latestStart: {
    id: 'clips.form.latestStart',
    defaultMessage: 'Latest start for this length: {time}',
    description: 'Hint under the start time: the latest start that keeps the clip inside the track',
  },
  duration: {
    id: 'clips.form.duration',
    defaultMessage: 'Duration (seconds)',
    description: 'Label of the clip duration field',
  },
  durationHint: {
    id: 'clips.form.durationHint',
    defaultMessage:
      '30 or 60 seconds are recommended; an uploaded clip may leave it empty to use the file length.',
    description: 'Hint under the clip duration field',
  },
  quickLengths: {
    id: 'clips.form.quickLengths',
    defaultMessage: 'Suggested lengths',
    description: 'Accessible name of the quick length buttons',
  },
  quickLength: {
    id: 'clips.form.quickLength',
    defaultMessage: '{seconds} s',
    description: 'A quick length button, e.g. "30 s"',
  },
  trackLength: {
    id: 'clips.form.trackLength',
    defaultMessage: 'Track length: {time}',
    description: 'The chosen track length, shown in the drawer',
  },
  trackLengthUnknown: {
    id: 'clips.form.trackLengthUnknown',
    defaultMessage: 'Track length unknown: upload the track audio first',
    description: 'Shown when the chosen track has no audio length',
  },
  file: {
    id: 'clips.form.file',
    defaultMessage: 'Clip file',
    description: 'Label of the uploaded clip file field',
  },
  pickFile: {
    id: 'clips.form.pickFile',
    defaultMessage: 'Choose clip file',
    description: 'Button that picks a clip audio file',
  },
  saved: {
    id: 'clips.form.saved',
    defaultMessage: 'Clip saved.',
    description: 'Confirmation after a clip was saved',
  },
});

export const mediaTabMessages = defineMessages<{
  clips: NoMessageValues;
  accompaniments: NoMessageValues;
  addClip: NoMessageValues;
  addClipFor: { track: string };
  addAccompaniment: NoMessageValues;
  addAccompanimentFor: { track: string };
  noClips: NoMessageValues;
  noAccompaniments: NoMessageValues;
  noTracks: NoMessageValues;
  clipsTable: { track: string };
  accompanimentsTable: { track: string };
  colTitle: NoMessageValues;
  colType: NoMessageValues;
  colStart: NoMessageValues;
  colDuration: NoMessageValues;
  colTag: NoMessageValues;
  colFile: NoMessageValues;
  colFormat: NoMessageValues;
  colSize: NoMessageValues;
  colActions: NoMessageValues;
  createHeading: NoMessageValues;
  createIntro: NoMessageValues;
}>({
  clips: {
    id: 'clips.tab.clips',
    defaultMessage: 'Clips',
    description: 'Heading of the clip table of a track',
  },
  accompaniments: {
    id: 'clips.tab.accompaniments',
    defaultMessage: 'Accompaniments',
    description: 'Heading of the accompaniment table of a track',
  },
  addClip: {
    id: 'clips.tab.addClip',
    defaultMessage: 'Add clip',
    description: 'Button that opens the add-clip drawer',
  },
  addClipFor: {
    id: 'clips.tab.addClipFor',
    defaultMessage: 'Add clip for {track}',
    description: 'Accessible name of the add-clip button of one track',
  },
  addAccompaniment: {
    id: 'clips.tab.addAccompaniment',
    defaultMessage: 'Upload accompaniment',
    description: 'Button that opens the accompaniment drawer',
  },
  addAccompanimentFor: {
    id: 'clips.tab.addAccompanimentFor',
    defaultMessage: 'Upload accompaniment for {track}',
    description: 'Accessible name of the upload-accompaniment button of one track',
  },
  noClips: {
    id: 'clips.tab.noClips',
    defaultMessage: 'No clips yet.',
    description: 'Empty clip table of a track',
  },
  noAccompaniments: {
    id: 'clips.tab.noAccompaniments',
    defaultMessage: 'No accompaniments yet.',
    description: 'Empty accompaniment table of a track',
  },
  noTracks: {
    id: 'clips.tab.noTracks',
    defaultMessage: 'This album has no tracks yet.',
    description: 'Album clip tab without tracks',
  },
  clipsTable: {
    id: 'clips.tab.clipsTable',
    defaultMessage: 'Clips of {track}',
    description: 'Accessible name of the clip table of one track',
  },
  accompanimentsTable: {
    id: 'clips.tab.accompanimentsTable',
    defaultMessage: 'Accompaniments of {track}',
    description: 'Accessible name of the accompaniment table of one track',
  },
  colTitle: labels.title,
  colType: labels.type,
  colStart: labels.start,
  colDuration: {
    id: 'clips.tab.colDuration',
    defaultMessage: 'Duration',
    description: 'Column: duration',
  },
  colTag: labels.tag,
  colFile: labels.file,
  colFormat: labels.format,
  colSize: labels.size,
  colActions: labels.actions,
  createHeading: {
    id: 'clips.create.heading',
    defaultMessage: 'New track clip',
    description: 'Heading of the create-clip page',
  },
  createIntro: {
    id: 'clips.create.intro',
    defaultMessage:
      'Cut a clip from a track, or upload a clip file. 30 or 60 seconds are recommended.',
    description: 'Introduction of the create-clip page',
  },
});
