import { defineMessages, type NoMessageValues } from 'react-intl';
import { labels } from '../../../i18n/labels';

export const accompanimentMessages = defineMessages<{
  addTitle: NoMessageValues;
  editTitle: NoMessageValues;
  title: NoMessageValues;
  type: NoMessageValues;
  vocal: NoMessageValues;
  nonVocal: NoMessageValues;
  file: NoMessageValues;
  fileHint: NoMessageValues;
  pickFile: NoMessageValues;
  fileRequired: NoMessageValues;
  createHeading: NoMessageValues;
  createIntro: NoMessageValues;
  saved: NoMessageValues;
}>({
  addTitle: {
    id: 'accompaniment.drawer.addTitle',
    defaultMessage: 'Upload accompaniment',
    description: 'Title of the accompaniment upload drawer',
  },
  editTitle: {
    id: 'accompaniment.drawer.editTitle',
    defaultMessage: 'Edit accompaniment',
    description: 'Title of the drawer that edits an accompaniment',
  },
  title: {
    id: 'accompaniment.form.title',
    defaultMessage: 'Accompaniment name',
    description: 'Label of the accompaniment name/title field',
  },
  type: labels.type,
  vocal: {
    id: 'accompaniment.type.vocal',
    defaultMessage: 'Vocal',
    description: 'Accompaniment type: with the backing vocals',
  },
  nonVocal: {
    id: 'accompaniment.type.nonVocal',
    defaultMessage: 'Non-vocal',
    description: 'Accompaniment type: instrumental only',
  },
  file: {
    id: 'accompaniment.form.file',
    defaultMessage: 'Accompaniment file',
    description: 'Label of the accompaniment audio file field',
  },
  fileHint: {
    id: 'accompaniment.form.fileHint',
    defaultMessage: 'WAV, FLAC, MP3, M4A or AIF, checked before upload',
    description: 'Hint under the accompaniment file field',
  },
  pickFile: {
    id: 'accompaniment.form.pickFile',
    defaultMessage: 'Choose file',
    description: 'Button that picks the accompaniment audio file',
  },
  fileRequired: {
    id: 'accompaniment.form.fileRequired',
    defaultMessage: 'Please upload the accompaniment file',
    description: 'Save refused: no accompaniment audio file was uploaded',
  },
  createHeading: {
    id: 'accompaniment.create.heading',
    defaultMessage: 'Upload accompaniment',
    description: 'Heading of the accompaniment create page',
  },
  createIntro: {
    id: 'accompaniment.create.intro',
    defaultMessage:
      'Choose the track, name the accompaniment, say whether it keeps the vocals, and upload its audio file.',
    description: 'Introduction of the accompaniment create page',
  },
  saved: {
    id: 'accompaniment.form.saved',
    defaultMessage: 'Accompaniment saved.',
    description: 'Confirmation after an accompaniment was saved',
  },
});
