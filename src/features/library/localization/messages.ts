import { defineMessages, type NoMessageValues } from 'react-intl';
import { labels } from '../../../i18n/labels';

const LABEL = 'Label of a field of the localization drawer';
/** Keyed by record field: issues name record fields ("{field} incomplete"). */
export const localizationFieldLabels = defineMessages({
  language: { id: 'localization.field.language', defaultMessage: 'Language', description: LABEL },
  name: { id: 'localization.field.name', defaultMessage: 'Localized name', description: LABEL },
  subTitle: {
    id: 'localization.field.subTitle',
    defaultMessage: 'Localized subtitle',
    description: LABEL,
  },
  introduction: {
    id: 'localization.field.introduction',
    defaultMessage: 'Localized introduction',
    description: LABEL,
  },
  overseasCover: {
    id: 'localization.field.overseasCover',
    defaultMessage: 'Overseas cover',
    description: LABEL,
  },
});

export const localizationMessages = defineMessages<{
  albumHeading: NoMessageValues;
  trackHeading: NoMessageValues;
  albumHint: NoMessageValues;
  trackHint: NoMessageValues;
  add: NoMessageValues;
  empty: NoMessageValues;
  table: NoMessageValues;
  actions: NoMessageValues;
  editFor: { language: string };
  deleteFor: { language: string };
  drawerAdd: NoMessageValues;
  drawerEdit: NoMessageValues;
  deleteTitle: NoMessageValues;
  deleteBody: { language: string };
  saved: NoMessageValues;
  deleted: NoMessageValues;
  coverNone: NoMessageValues;
  coverChoose: NoMessageValues;
  coverRemove: NoMessageValues;
  coverHint: { minPx: number; maxPx: number; maxMb: number };
  coverFile: { name: string; width: number; height: number; size: string };
  coverAlt: NoMessageValues;
  coverColumn: NoMessageValues;
  lyricsHeading: NoMessageValues;
  lyricsHint: NoMessageValues;
  lyricsTable: NoMessageValues;
  lyricsEmpty: NoMessageValues;
  lyricsLanguage: NoMessageValues;
  lyricsUpload: NoMessageValues;
  lyricsUploadFor: { language: string };
  lyricsChooseLanguage: NoMessageValues;
  lyricsLanguageTaken: NoMessageValues;
  lyricsFile: NoMessageValues;
  lyricsFormat: NoMessageValues;
  lyricsDeleteFor: { language: string };
  lyricsDeleteTitle: NoMessageValues;
  lyricsDeleteBody: { language: string };
}>({
  albumHeading: {
    id: 'localization.albumHeading',
    defaultMessage: 'Multilingual album information',
    description: 'Heading of the album localization list',
  },
  trackHeading: {
    id: 'localization.trackHeading',
    defaultMessage: 'Multilingual track information',
    description: 'Heading of the track localization list',
  },
  albumHint: {
    id: 'localization.albumHint',
    defaultMessage:
      'Names and introductions for overseas platforms, one per language, with the overseas cover.',
    description: 'Explanation above the album localization list',
  },
  trackHint: {
    id: 'localization.trackHint',
    defaultMessage:
      'Names for overseas platforms, one per language, and the lyrics in other languages.',
    description: 'Explanation above the track localization list',
  },
  add: {
    id: 'localization.add',
    defaultMessage: 'Add language',
    description: 'Button that opens the drawer to add a localization',
  },
  empty: {
    id: 'localization.empty',
    defaultMessage: 'No localized information yet',
    description: 'Empty state of the localization list',
  },
  table: {
    id: 'localization.table',
    defaultMessage: 'Localized information by language',
    description: 'Accessible name of the localization table',
  },
  actions: labels.actions,
  editFor: {
    id: 'localization.editFor',
    defaultMessage: 'Edit the {language} information',
    description: 'Accessible name of an edit button',
  },
  deleteFor: {
    id: 'localization.deleteFor',
    defaultMessage: 'Delete the {language} information',
    description: 'Accessible name of a delete button',
  },
  drawerAdd: {
    id: 'localization.drawer.add',
    defaultMessage: 'Add localized information',
    description: 'Title of the drawer adding a localization',
  },
  drawerEdit: {
    id: 'localization.drawer.edit',
    defaultMessage: 'Edit localized information',
    description: 'Title of the drawer editing a localization',
  },
  deleteTitle: {
    id: 'localization.delete.title',
    defaultMessage: 'Delete localized information?',
    description: 'Title of the delete confirmation',
  },
  deleteBody: {
    id: 'localization.delete.body',
    defaultMessage: 'The {language} name, subtitle, introduction and cover will be removed.',
    description: 'Text of the delete confirmation of a localization',
  },
  saved: {
    id: 'localization.saved',
    defaultMessage:
      'Saved on this device. It is sent to the server as soon as there is a connection.',
    description: 'Confirmation after saving a localization (stored locally first)',
  },
  deleted: {
    id: 'localization.deleted',
    defaultMessage: 'Deleted on this device.',
    description: 'Confirmation after deleting a localization',
  },
  coverNone: {
    id: 'localization.cover.none',
    defaultMessage: 'No overseas cover',
    description: 'Shown when a localization has no overseas cover',
  },
  coverChoose: {
    id: 'localization.cover.choose',
    defaultMessage: 'Choose overseas cover',
    description: 'Button that picks the overseas cover image',
  },
  coverRemove: {
    id: 'localization.cover.remove',
    defaultMessage: 'Remove cover',
    description: 'Button that removes the overseas cover from the draft',
  },
  coverHint: {
    id: 'localization.cover.hint',
    defaultMessage: 'JPG or PNG, square, {minPx} to {maxPx} pixels a side, at most {maxMb} MB',
    description: 'Rules of the overseas cover (spec sections 5 and 9)',
  },
  coverFile: {
    id: 'localization.cover.file',
    defaultMessage: '{name} · {width} × {height} px · {size}',
    description: 'The overseas cover file: name, pixel size, file size',
  },
  coverAlt: {
    id: 'localization.cover.alt',
    defaultMessage: 'Overseas cover preview',
    description: 'Alternative text of the overseas cover preview',
  },
  coverColumn: {
    id: 'localization.cover.column',
    defaultMessage: 'Overseas cover',
    description: 'Column header of the localization list',
  },
  lyricsHeading: {
    id: 'localization.lyrics.heading',
    defaultMessage: 'Lyrics in other languages',
    description: 'Heading of the localized lyrics section',
  },
  lyricsHint: {
    id: 'localization.lyrics.hint',
    defaultMessage:
      'Translated lyrics (txt, lrc or krc), one file per language. The original lyrics are on the track information page.',
    description: 'Explanation of the localized lyrics section',
  },
  lyricsTable: {
    id: 'localization.lyrics.table',
    defaultMessage: 'Translated lyrics of this track',
    description: 'Accessible name of the lyrics table',
  },
  lyricsEmpty: {
    id: 'localization.lyrics.empty',
    defaultMessage: 'No translated lyrics yet.',
    description: 'Empty state of the localized lyrics',
  },
  lyricsLanguage: {
    id: 'localization.lyrics.language',
    defaultMessage: 'Language of the lyrics',
    description: 'Label of the language choice before a lyrics upload',
  },
  lyricsUpload: {
    id: 'localization.lyrics.upload',
    defaultMessage: 'Upload translated lyrics',
    description: 'Button that uploads a translated lyrics file',
  },
  lyricsUploadFor: {
    id: 'localization.lyrics.uploadFor',
    defaultMessage: 'Upload the {language} lyrics',
    description: 'Accessible name of the upload button with a language chosen',
  },
  lyricsChooseLanguage: {
    id: 'localization.lyrics.chooseLanguage',
    defaultMessage: 'Choose the language first.',
    description: 'Hint when the lyrics upload waits for a language',
  },
  lyricsLanguageTaken: {
    id: 'localization.lyrics.languageTaken',
    defaultMessage: 'Lyrics in this language exist: the upload replaces their file.',
    description: 'Hint when translated lyrics in the chosen language already exist',
  },
  lyricsFile: labels.file,
  lyricsFormat: labels.format,
  lyricsDeleteFor: {
    id: 'localization.lyrics.deleteFor',
    defaultMessage: 'Delete the {language} lyrics',
    description: 'Accessible name of the delete button of translated lyrics',
  },
  lyricsDeleteTitle: {
    id: 'localization.lyrics.deleteTitle',
    defaultMessage: 'Delete translated lyrics?',
    description: 'Title of the delete confirmation',
  },
  lyricsDeleteBody: {
    id: 'localization.lyrics.deleteBody',
    defaultMessage: 'The {language} lyrics of this track will be removed.',
    description: 'Text of the delete confirmation of translated lyrics',
  },
});
