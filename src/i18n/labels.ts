// Labels many screens share: buttons, entity and field names, enum values. A screen's messages.ts
// points at one (`save: labels.save`) instead of writing the same words under its own id, so the
// English and the Chinese of a label are written once. Add a label here only when its words mean
// the same thing everywhere it is used; ids `label.*` load with the logged-in part of the catalogue.
import { defineMessages } from 'react-intl';

export const labels = defineMessages({
  // buttons
  save: {
    id: 'label.save',
    defaultMessage: 'Save',
    description: 'Button that saves the form or drawer',
  },
  saving: {
    id: 'label.saving',
    defaultMessage: 'Saving…',
    description: 'Save button while the save runs',
  },
  cancel: {
    id: 'label.cancel',
    defaultMessage: 'Cancel',
    description: 'Button that closes a dialog or drawer without changing anything',
  },
  close: {
    id: 'label.close',
    defaultMessage: 'Close',
    description: 'Button that closes a drawer, dialog or panel',
  },
  delete: {
    id: 'label.delete',
    defaultMessage: 'Delete',
    description: 'Button that deletes a record (after a confirmation where one is asked)',
  },
  previous: {
    id: 'label.previous',
    defaultMessage: 'Previous',
    description: 'Link or button to the previous step of a wizard',
  },
  next: {
    id: 'label.next',
    defaultMessage: 'Next',
    description: 'Link or button to the next step of a wizard',
  },
  stepOf: {
    id: 'label.stepOf',
    defaultMessage: 'Step {index} of {count}',
    description: 'Which step of a wizard is shown; index counts from 1',
  },
  removeName: {
    id: 'label.removeName',
    defaultMessage: 'Remove {name}',
    description: 'Accessible name of the button that removes a picked artist; name is the artist',
  },
  actions: {
    id: 'label.actions',
    defaultMessage: 'Actions',
    description: "Header of a table column holding each row's buttons",
  },

  // records and their fields
  album: {
    id: 'label.album',
    defaultMessage: 'Album',
    description: 'An album, as a column header, field or kind of record',
  },
  track: {
    id: 'label.track',
    defaultMessage: 'Track',
    description: 'A track (song), as a column header, field or kind of record',
  },
  recordCompany: {
    id: 'label.recordCompany',
    defaultMessage: 'Record company',
    description: 'A record company, as a field, column or kind of record',
  },
  artists: {
    id: 'label.artists',
    defaultMessage: 'Artists',
    description: 'The artists of an album or track, as a field or column',
  },
  authorizingParty: {
    id: 'label.authorizingParty',
    defaultMessage: 'Authorizing party',
    description: 'The company that authorizes the works, as a field or column',
  },
  lyrics: {
    id: 'label.lyrics',
    defaultMessage: 'Lyrics',
    description: 'The lyrics of a track, as a field, column or kind of record',
  },
  file: { id: 'label.file', defaultMessage: 'File', description: 'A file, as a column header' },
  cover: {
    id: 'label.cover',
    defaultMessage: 'Cover',
    description: 'The cover image of an album, as a field',
  },
  title: {
    id: 'label.title',
    defaultMessage: 'Title',
    description: 'The title of a record, as a field or column',
  },
  name: {
    id: 'label.name',
    defaultMessage: 'Name',
    description: 'The name of a record, as a field, column or search box',
  },
  type: {
    id: 'label.type',
    defaultMessage: 'Type',
    description: 'The type of a record, as a field or column',
  },
  source: {
    id: 'label.source',
    defaultMessage: 'Source',
    description:
      'Where a record came from (the portal, the back office, DDEX, the offline tool), as a field, column or filter',
  },
  genre: {
    id: 'label.genre',
    defaultMessage: 'Genre',
    description: 'The genre of an album or track, as a field',
  },
  displayLanguage: {
    id: 'label.displayLanguage',
    defaultMessage: 'Display language',
    description: "The language a record's names are shown in, as a field",
  },
  performingLanguage: {
    id: 'label.performingLanguage',
    defaultMessage: 'Performing language',
    description: 'The language a track is sung in, as a field, column or filter',
  },
  reviewStatus: {
    id: 'label.reviewStatus',
    defaultMessage: 'Review status',
    description: 'The review status of an album or track, as a field, column or filter',
  },
  releaseStatus: {
    id: 'label.releaseStatus',
    defaultMessage: 'Release status',
    description: 'The release status of an album, as a field, column or filter',
  },
  updatedAt: {
    id: 'label.updatedAt',
    defaultMessage: 'Updated',
    description: 'When a record was last changed, as a field or column',
  },
  introduction: {
    id: 'label.introduction',
    defaultMessage: 'Introduction',
    description: 'The introduction text of an album or artist, as a field',
  },
  isrc: {
    id: 'label.isrc',
    defaultMessage: 'ISRC',
    description: 'The ISRC code of a track, as a field or column',
  },
  upc: {
    id: 'label.upc',
    defaultMessage: 'UPC',
    description: 'The UPC code of an album, as a field or section',
  },
  upcSource: {
    id: 'label.upcSource',
    defaultMessage: 'UPC source',
    description: 'Whether the UPC is given or assigned, as a field',
  },
  pLine: {
    id: 'label.pLine',
    defaultMessage: 'P-line owner',
    description: 'The P-line (sound recording) owner of an album or track, as a field',
  },
  cLine: {
    id: 'label.cLine',
    defaultMessage: 'C-line owner',
    description: 'The C-line (copyright) owner of an album or track, as a field',
  },
  countryRegion: {
    id: 'label.countryRegion',
    defaultMessage: 'Country/region',
    description: 'A country or region, as a field or column',
  },
  paymentMode: {
    id: 'label.paymentMode',
    defaultMessage: 'Payment mode',
    description: 'How listeners pay for an album, as a field',
  },
  requestedOffShelfDate: {
    id: 'label.requestedOffShelfDate',
    defaultMessage: 'Requested off-shelf date',
    description: 'The date an album is asked to leave the stores, as a field',
  },
  songCount: {
    id: 'label.songCount',
    defaultMessage: 'Songs',
    description: 'How many songs a record has, as a field or column',
  },
  tag: {
    id: 'label.tag',
    defaultMessage: 'Tag',
    description: 'The tag of a clip or track, as a field or column',
  },
  number: {
    id: 'label.number',
    defaultMessage: 'Number',
    description: "The number of a record (e.g. an authorization file's), as a field or column",
  },
  format: {
    id: 'label.format',
    defaultMessage: 'Format',
    description: 'The file format, as a field or column',
  },
  attachment: {
    id: 'label.attachment',
    defaultMessage: 'Attachment',
    description: 'The attached file of a record, as a field or column',
  },
  start: {
    id: 'label.start',
    defaultMessage: 'Start',
    description: 'Where a clip starts in its track, as a column',
  },
  size: {
    id: 'label.size',
    defaultMessage: 'Size',
    description: 'The size of a file, as a column',
  },
  reason: {
    id: 'label.reason',
    defaultMessage: 'Reason',
    description: 'Why a row or file was refused or left out, as a column',
  },
  basicInfo: {
    id: 'label.basicInfo',
    defaultMessage: 'Basic information',
    description: "Heading of the basic fields of a record's form",
  },

  // roles and options
  mainArtist: {
    id: 'label.mainArtist',
    defaultMessage: 'Main artist',
    description: 'The role of a main artist of an album or track',
  },
  arranger: {
    id: 'label.arranger',
    defaultMessage: 'Arranger',
    description: 'The role of the arranger of a track',
  },
  producer: {
    id: 'label.producer',
    defaultMessage: 'Producer',
    description: 'The role of the producer of a track',
  },
  other: {
    id: 'label.other',
    defaultMessage: 'Other',
    description: "The option 'other' of a list (version, role, artist type, edition)",
  },

  // states
  waiting: {
    id: 'label.waiting',
    defaultMessage: 'Waiting',
    description: 'State of a step, file or album that has not started yet',
  },
  success: {
    id: 'label.success',
    defaultMessage: 'Success',
    description: 'State of a step or file that succeeded',
  },
  failed: {
    id: 'label.failed',
    defaultMessage: 'Failed',
    description: 'State of a step, file or album that did not succeed',
  },
});

const D = 'The type of an album, as a field, column or filter option';

/** By the album type code of the catalogue (1 album, 2 single, 3 EP, 4 box set, 9 classical). */
export const albumTypeLabels = defineMessages({
  1: { id: 'label.albumType.1', defaultMessage: 'Album', description: D },
  2: { id: 'label.albumType.2', defaultMessage: 'Single', description: D },
  3: { id: 'label.albumType.3', defaultMessage: 'EP', description: D },
  4: { id: 'label.albumType.4', defaultMessage: 'Box set', description: D },
  9: { id: 'label.albumType.9', defaultMessage: 'Classical music', description: D },
});
