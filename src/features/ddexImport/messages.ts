import { defineMessages, type NoMessageValues } from 'react-intl';

const D = 'Back-office DDEX import screen (staff only): upload an ERN message for a partner';

export const ddexImportMessages = defineMessages<{
  heading: NoMessageValues;
  intro: NoMessageValues;
  organisation: NoMessageValues;
  organisationNone: NoMessageValues;
  file: NoMessageValues;
  fileHint: NoMessageValues;
  chooseFile: NoMessageValues;
  dropHere: NoMessageValues;
  chosen: { name: string };
  check: NoMessageValues;
  checking: NoMessageValues;
  needsConnection: NoMessageValues;
  planHeading: { album: string };
  messageFacts: { messageId: string; sender: string };
  effectCreate: NoMessageValues;
  effectTakedown: NoMessageValues;
  takedownAlbum: NoMessageValues;
  alreadyImported: { album: string };
  tracksTable: NoMessageValues;
  colPosition: NoMessageValues;
  colTitle: NoMessageValues;
  colDuration: NoMessageValues;
  partiesTable: NoMessageValues;
  colName: NoMessageValues;
  colKind: NoMessageValues;
  colMatch: NoMessageValues;
  kindArtist: NoMessageValues;
  kindCompany: NoMessageValues;
  matched: NoMessageValues;
  isNew: NoMessageValues;
  filesTable: NoMessageValues;
  colFile: NoMessageValues;
  colState: NoMessageValues;
  fileFound: NoMessageValues;
  fileMissing: NoMessageValues;
  errors: { count: number };
  warnings: { count: number };
  noProblems: NoMessageValues;
  importButton: NoMessageValues;
  importing: NoMessageValues;
  importBlocked: NoMessageValues;
  imported: { album: string; tracks: number };
  openAlbum: NoMessageValues;
}>({
  heading: { id: 'ddexImport.heading', defaultMessage: 'Import a DDEX message', description: D },
  intro: {
    id: 'ddexImport.intro',
    defaultMessage:
      'Upload an ERN 4.3 NewReleaseMessage (XML, or a zip with its audio, cover and lyrics) for a partner. Check the plan, then import it as a new album of that partner.',
    description: D,
  },
  organisation: { id: 'ddexImport.organisation', defaultMessage: 'Partner', description: D },
  organisationNone: {
    id: 'ddexImport.organisationNone',
    defaultMessage: 'No partner has this name',
    description: `${D}; the partner picker matches nothing`,
  },
  file: { id: 'ddexImport.file', defaultMessage: 'Message file', description: D },
  fileHint: {
    id: 'ddexImport.fileHint',
    defaultMessage: '.xml or .zip; the message itself at most 32 MB',
    description: D,
  },
  chooseFile: { id: 'ddexImport.chooseFile', defaultMessage: 'Choose a file', description: D },
  dropHere: {
    id: 'ddexImport.dropHere',
    defaultMessage: 'or drop it here',
    description: `${D}; beside the choose button`,
  },
  chosen: { id: 'ddexImport.chosen', defaultMessage: 'Chosen: {name}', description: D },
  check: { id: 'ddexImport.check', defaultMessage: 'Check the message', description: D },
  checking: { id: 'ddexImport.checking', defaultMessage: 'Checking…', description: D },
  needsConnection: {
    id: 'ddexImport.needsConnection',
    defaultMessage: 'Importing needs a connection to the server. You are offline.',
    description: D,
  },
  planHeading: { id: 'ddexImport.planHeading', defaultMessage: 'Plan: {album}', description: D },
  messageFacts: {
    id: 'ddexImport.messageFacts',
    defaultMessage: 'Message {messageId} from {sender}',
    description: D,
  },
  effectCreate: {
    id: 'ddexImport.effectCreate',
    defaultMessage:
      'Importing creates a new album (source: backstage DDEX receive) with the tracks below.',
    description: D,
  },
  effectTakedown: {
    id: 'ddexImport.effectTakedown',
    defaultMessage:
      'This message is a takedown (no deal, or every deal has ended): it creates no album. Take the release down from its album page.',
    description: D,
  },
  takedownAlbum: {
    id: 'ddexImport.takedownAlbum',
    defaultMessage: 'Open the album with this UPC',
    description: D,
  },
  alreadyImported: {
    id: 'ddexImport.alreadyImported',
    defaultMessage: 'This message was already imported into this partner as "{album}".',
    description: D,
  },
  tracksTable: { id: 'ddexImport.tracksTable', defaultMessage: 'Tracks', description: D },
  colPosition: { id: 'ddexImport.colPosition', defaultMessage: 'Disc / track', description: D },
  colTitle: { id: 'ddexImport.colTitle', defaultMessage: 'Title', description: D },
  colDuration: { id: 'ddexImport.colDuration', defaultMessage: 'Duration', description: D },
  partiesTable: {
    id: 'ddexImport.partiesTable',
    defaultMessage: 'Artists and record companies',
    description: D,
  },
  colName: { id: 'ddexImport.colName', defaultMessage: 'Name', description: D },
  colKind: { id: 'ddexImport.colKind', defaultMessage: 'Kind', description: D },
  colMatch: { id: 'ddexImport.colMatch', defaultMessage: 'In the partner', description: D },
  kindArtist: { id: 'ddexImport.kindArtist', defaultMessage: 'Artist', description: D },
  kindCompany: { id: 'ddexImport.kindCompany', defaultMessage: 'Record company', description: D },
  matched: {
    id: 'ddexImport.matched',
    defaultMessage: 'Matched to existing',
    description: `${D}; badge: the partner already has a record of this name`,
  },
  isNew: {
    id: 'ddexImport.isNew',
    defaultMessage: 'New',
    description: `${D}; badge: a record is created`,
  },
  filesTable: { id: 'ddexImport.filesTable', defaultMessage: 'Files', description: D },
  colFile: { id: 'ddexImport.colFile', defaultMessage: 'File', description: D },
  colState: { id: 'ddexImport.colState', defaultMessage: 'State', description: D },
  fileFound: { id: 'ddexImport.fileFound', defaultMessage: 'Found', description: D },
  fileMissing: { id: 'ddexImport.fileMissing', defaultMessage: 'Missing', description: D },
  errors: {
    id: 'ddexImport.errors',
    defaultMessage: '{count, plural, one {# error} other {# errors}}',
    description: D,
  },
  warnings: {
    id: 'ddexImport.warnings',
    defaultMessage: '{count, plural, one {# warning} other {# warnings}}',
    description: D,
  },
  noProblems: { id: 'ddexImport.noProblems', defaultMessage: 'No problems found.', description: D },
  importButton: { id: 'ddexImport.importButton', defaultMessage: 'Import', description: D },
  importing: { id: 'ddexImport.importing', defaultMessage: 'Importing…', description: D },
  importBlocked: {
    id: 'ddexImport.importBlocked',
    defaultMessage: 'Fix the errors in the message and upload it again to import it.',
    description: D,
  },
  imported: {
    id: 'ddexImport.imported',
    defaultMessage: 'Imported "{album}" with {tracks, plural, one {# track} other {# tracks}}.',
    description: D,
  },
  openAlbum: { id: 'ddexImport.openAlbum', defaultMessage: 'Open the album', description: D },
});
