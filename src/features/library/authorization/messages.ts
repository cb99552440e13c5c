import { defineMessages, type NoMessageValues } from 'react-intl';
import { labels } from '../../../i18n/labels';

const FIELD = 'Label of an authorization file field';
export const authorizationFieldMessages = defineMessages({
  authorizationCompanyId: labels.authorizingParty,
  title: labels.title,
  number: labels.number,
  attachment: labels.attachment,
  metadataAttachment: {
    id: 'authorization.field.metadataAttachment',
    defaultMessage: 'Metadata attachment',
    description: FIELD,
  },
  songCount: labels.songCount,
  trackId: { id: 'authorization.field.trackId', defaultMessage: 'Track', description: FIELD },
  authorizationId: {
    id: 'authorization.field.authorizationId',
    defaultMessage: 'Authorization file',
    description: FIELD,
  },
});

export const authorizationFormMessages = defineMessages<
  Record<
    | 'addHeading'
    | 'editHeading'
    | 'notFound'
    | 'notFoundHint'
    | 'backToList'
    | 'untitled'
    | 'create'
    | 'save'
    | 'saving'
    | 'saved'
    | 'created'
    | 'saveFailed'
    | 'choose'
    | 'replace'
    | 'remove'
    | 'none'
    | 'contentRule'
    | 'pending',
    NoMessageValues
  > & {
    formats: { formats: string; maxMb: number };
    file: { name: string; size: string };
  }
>({
  addHeading: {
    id: 'authorization.form.addHeading',
    defaultMessage: 'New authorization file',
    description: 'Heading of the add page',
  },
  editHeading: {
    id: 'authorization.form.editHeading',
    defaultMessage: 'Authorization file',
    description: 'Heading of the edit page',
  },
  notFound: {
    id: 'authorization.form.notFound',
    defaultMessage: 'This authorization file is not on this device',
    description: 'Unknown id',
  },
  notFoundHint: {
    id: 'authorization.form.notFoundHint',
    defaultMessage: 'It may have been deleted, or it has not been synchronised yet.',
    description: 'Unknown id',
  },
  backToList: {
    id: 'authorization.form.backToList',
    defaultMessage: 'Back to the authorization files',
    description: 'Link to the list',
  },
  untitled: {
    id: 'authorization.form.untitled',
    defaultMessage: '(untitled authorization file)',
    description: 'Shown for an empty title',
  },
  create: {
    id: 'authorization.form.create',
    defaultMessage: 'Create and bind tracks',
    description: 'Submit button of the add page',
  },
  save: labels.save,
  saving: labels.saving,
  saved: {
    id: 'authorization.form.saved',
    defaultMessage: 'Saved on this device; it is sent to the server when online.',
    description: 'Notice after saving',
  },
  created: {
    id: 'authorization.form.created',
    defaultMessage: 'The authorization file was created. Now bind its tracks below.',
    description: 'Notice on the edit page right after creating',
  },
  saveFailed: {
    id: 'authorization.form.saveFailed',
    defaultMessage: 'The file could not be saved. Please try again.',
    description: 'Save failed',
  },
  choose: {
    id: 'authorization.form.choose',
    defaultMessage: 'Upload file',
    description: 'Button that picks an attachment',
  },
  replace: {
    id: 'authorization.form.replace',
    defaultMessage: 'Replace file',
    description: 'Button that picks another attachment',
  },
  remove: {
    id: 'authorization.form.remove',
    defaultMessage: 'Remove',
    description: 'Button that removes the optional metadata attachment',
  },
  none: {
    id: 'authorization.form.none',
    defaultMessage: 'No file yet',
    description: 'No attachment chosen',
  },
  formats: {
    id: 'authorization.form.formats',
    defaultMessage: '{formats}; at most {maxMb} MB.',
    description: 'Accepted attachment formats and size',
  },
  contentRule: {
    id: 'authorization.form.contentRule',
    defaultMessage:
      'The file is checked by its content: it must really be a PDF, JPG, PNG, TAR or ZIP file. Renaming a file does not change its format.',
    description: 'Explanation shown when an attachment is refused',
  },
  file: {
    id: 'authorization.form.file',
    defaultMessage: '{name} ({size})',
    description: 'The chosen attachment: name and size',
  },
  pending: {
    id: 'authorization.form.pending',
    defaultMessage: 'Not yet synchronised',
    description: 'Badge of a file not yet on the server',
  },
});

export const bindMessages = defineMessages<
  Record<
    | 'boundHeading'
    | 'boundTable'
    | 'noBound'
    | 'unbind'
    | 'pickHeading'
    | 'search'
    | 'searchHint'
    | 'resultsTable'
    | 'noResults'
    | 'bindSelected'
    | 'stateFree'
    | 'stateHere'
    | 'stateLocked'
    | 'lockedExplanation'
    | 'colTrack'
    | 'colAlbum'
    | 'colIsrc'
    | 'colState'
    | 'noAlbum'
    | 'untitledTrack'
    | 'saveFirst',
    NoMessageValues
  > & {
    songCount: { count: number };
    stateElsewhere: { file: string };
    refused: { track: string; file: string };
    lockedRefused: { track: string };
    bound: { count: number };
    unbindFor: { track: string };
    selectFor: { track: string };
  }
>({
  boundHeading: {
    id: 'authorization.bind.boundHeading',
    defaultMessage: 'Bound tracks',
    description: 'Section heading',
  },
  boundTable: {
    id: 'authorization.bind.boundTable',
    defaultMessage: 'Tracks bound to this authorization file',
    description: 'Accessible table name',
  },
  songCount: {
    id: 'authorization.bind.songCount',
    defaultMessage: '{count, plural, one {# song} other {# songs}}',
    description: 'Number of bound songs',
  },
  noBound: {
    id: 'authorization.bind.noBound',
    defaultMessage: 'No track is bound to this file yet.',
    description: 'Empty state',
  },
  unbind: {
    id: 'authorization.bind.unbind',
    defaultMessage: 'Unbind',
    description: 'Button removing a track from the file',
  },
  unbindFor: {
    id: 'authorization.bind.unbindFor',
    defaultMessage: 'Unbind {track}',
    description: 'Accessible name of the unbind button',
  },
  pickHeading: {
    id: 'authorization.bind.pickHeading',
    defaultMessage: 'Bind tracks',
    description: 'Section heading of the track picker',
  },
  search: {
    id: 'authorization.bind.search',
    defaultMessage: 'Search tracks by name or ISRC',
    description: 'Search box of the track picker',
  },
  searchHint: {
    id: 'authorization.bind.searchHint',
    defaultMessage: 'The most recently changed tracks are shown until you type.',
    description: 'Hint under the search box',
  },
  resultsTable: {
    id: 'authorization.bind.resultsTable',
    defaultMessage: 'Tracks to choose from',
    description: 'Accessible table name',
  },
  noResults: {
    id: 'authorization.bind.noResults',
    defaultMessage: 'No track matches.',
    description: 'Empty search result',
  },
  bindSelected: {
    id: 'authorization.bind.bindSelected',
    defaultMessage: 'Bind selected tracks',
    description: 'Button',
  },
  selectFor: {
    id: 'authorization.bind.selectFor',
    defaultMessage: 'Choose {track}',
    description: 'Accessible name of a row checkbox',
  },
  stateFree: {
    id: 'authorization.bind.stateFree',
    defaultMessage: 'Not bound',
    description: 'Binding state of a track',
  },
  stateHere: {
    id: 'authorization.bind.stateHere',
    defaultMessage: 'Bound to this file',
    description: 'Binding state of a track',
  },
  stateElsewhere: {
    id: 'authorization.bind.stateElsewhere',
    defaultMessage: 'Bound to “{file}”',
    description: 'Binding state of a track',
  },
  stateLocked: {
    id: 'authorization.bind.stateLocked',
    defaultMessage: 'Album locked by its review status',
    description: 'Binding state of a track',
  },
  refused: {
    id: 'authorization.bind.refused',
    defaultMessage:
      '“{track}” is already bound to “{file}”. A song can belong to one authorization file only.',
    description: 'Refusal when binding a track bound to another file',
  },
  lockedRefused: {
    id: 'authorization.bind.lockedRefused',
    defaultMessage:
      '“{track}” cannot change its authorization file while its album is under review or approved.',
    description: 'Refusal when the track’s album is locked',
  },
  bound: {
    id: 'authorization.bind.bound',
    defaultMessage: '{count, plural, one {# track bound} other {# tracks bound}}',
    description: 'Notice after binding',
  },
  lockedExplanation: {
    id: 'authorization.bind.lockedExplanation',
    defaultMessage:
      'This album is under review or approved: its tracks’ authorization files cannot change now.',
    description: 'Shown on the album’s authorization pages when locked',
  },
  colTrack: {
    id: 'authorization.bind.colTrack',
    defaultMessage: 'Track',
    description: 'Column header',
  },
  colAlbum: labels.album,
  colIsrc: labels.isrc,
  colState: {
    id: 'authorization.bind.colState',
    defaultMessage: 'Authorization',
    description: 'Column header',
  },
  noAlbum: {
    id: 'authorization.bind.noAlbum',
    defaultMessage: 'Not on an album',
    description: 'Track outside any album',
  },
  untitledTrack: {
    id: 'authorization.bind.untitledTrack',
    defaultMessage: '(untitled track)',
    description: 'Empty track name',
  },
  saveFirst: {
    id: 'authorization.bind.saveFirst',
    defaultMessage: 'Create the authorization file first; then its tracks can be bound.',
    description: 'Shown on the add page instead of the picker',
  },
});

export const albumAuthorizationMessages = defineMessages<
  Record<
    | 'filesHeading'
    | 'filesTable'
    | 'noFiles'
    | 'missingHeading'
    | 'allCovered'
    | 'multipleHeading'
    | 'bindButton'
    | 'newFile'
    | 'chooseFile'
    | 'chooseFilePlaceholder'
    | 'albumTracks'
    | 'noTracks'
    | 'colTitle'
    | 'colNumber'
    | 'colAttachment'
    | 'colTracks'
    | 'backToFiles',
    NoMessageValues
  > & { missingCount: { count: number } }
>({
  filesHeading: {
    id: 'authorization.album.filesHeading',
    defaultMessage: 'Authorization files of this album',
    description: 'Section heading',
  },
  filesTable: {
    id: 'authorization.album.filesTable',
    defaultMessage: 'Authorization files bound to the album’s tracks',
    description: 'Table name',
  },
  noFiles: {
    id: 'authorization.album.noFiles',
    defaultMessage: 'No track of this album is bound to an authorization file yet.',
    description: 'Empty state',
  },
  missingHeading: {
    id: 'authorization.album.missingHeading',
    defaultMessage: 'Tracks without an authorization file',
    description: 'Section heading',
  },
  missingCount: {
    id: 'authorization.album.missingCount',
    defaultMessage:
      '{count, plural, one {# track has} other {# tracks have}} no authorization file; the album cannot be submitted for review like this.',
    description: 'Warning with the number of unbound tracks',
  },
  allCovered: {
    id: 'authorization.album.allCovered',
    defaultMessage: 'Every track has an authorization file.',
    description: 'All covered',
  },
  multipleHeading: {
    id: 'authorization.album.multipleHeading',
    defaultMessage: 'Tracks bound to more than one file',
    description: 'Section heading',
  },
  bindButton: {
    id: 'authorization.album.bindButton',
    defaultMessage: 'Bind authorization file',
    description: 'Link to the bind page',
  },
  newFile: {
    id: 'authorization.album.newFile',
    defaultMessage: 'New authorization file',
    description: 'Link to the add page',
  },
  chooseFile: {
    id: 'authorization.album.chooseFile',
    defaultMessage: 'Authorization file',
    description: 'Label of the file choice',
  },
  chooseFilePlaceholder: {
    id: 'authorization.album.chooseFilePlaceholder',
    defaultMessage: 'Choose a file',
    description: 'Placeholder',
  },
  albumTracks: {
    id: 'authorization.album.albumTracks',
    defaultMessage: 'Tracks of the album',
    description: 'Table name',
  },
  noTracks: {
    id: 'authorization.album.noTracks',
    defaultMessage: 'This album has no tracks yet.',
    description: 'Empty state',
  },
  colTitle: labels.title,
  colNumber: labels.number,
  colAttachment: labels.attachment,
  colTracks: {
    id: 'authorization.album.colTracks',
    defaultMessage: 'Tracks of this album',
    description: 'Column header',
  },
  backToFiles: {
    id: 'authorization.album.backToFiles',
    defaultMessage: 'Back to the album’s authorization files',
    description: 'Link',
  },
});
