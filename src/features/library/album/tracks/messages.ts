import { defineMessages, type NoMessageValues } from 'react-intl';
import { labels } from '../../../../i18n/labels';

/** The album's track tab: adding, ordering, copying and deleting tracks. */
export const trackTabMessages = defineMessages<{
  actions: NoMessageValues;
  addTrack: NoMessageValues;
  copyFields: NoMessageValues;
  releasedNoAddDelete: NoMessageValues;
  modificationLimits: NoMessageValues;
  moveUp: { track: string };
  moveDown: { track: string };
  dragHandle: { track: string };
  dragHint: NoMessageValues;
  moved: { track: string; position: number };
  sortFailed: NoMessageValues;
  trackOption: { trackNo: number | string; track: string };
}>({
  actions: labels.actions,
  addTrack: {
    id: 'album.tracks.add',
    defaultMessage: 'Add track',
    description: 'Button that opens the add-track drawer',
  },
  copyFields: {
    id: 'album.tracks.copy',
    defaultMessage: 'Copy information',
    description: 'Button that opens the dialog copying chosen fields to chosen tracks',
  },
  releasedNoAddDelete: {
    id: 'album.tracks.releasedNoAddDelete',
    defaultMessage: 'After an album has been released, tracks cannot be added or deleted',
    description: 'Spec section 4: why the add and delete buttons are disabled on a released album',
  },
  modificationLimits: {
    id: 'album.tracks.modificationLimits',
    defaultMessage:
      'The album is under modification: tracks cannot be added, deleted or reordered, and only some information can be copied.',
    description:
      'Why the track tab is partly read-only while a modification of an approved album is open',
  },
  moveUp: {
    id: 'album.tracks.moveUp',
    defaultMessage: 'Move {track} up',
    description: 'Accessible name of the button moving a track one place up',
  },
  moveDown: {
    id: 'album.tracks.moveDown',
    defaultMessage: 'Move {track} down',
    description: 'Accessible name of the button moving a track one place down',
  },
  dragHandle: {
    id: 'album.tracks.dragHandle',
    defaultMessage: 'Reorder {track}',
    description: 'Accessible name of the drag handle of a track row',
  },
  dragHint: {
    id: 'album.tracks.dragHint',
    defaultMessage: 'Drag to a new place, or press the up and down arrow keys.',
    description: 'How the drag handle of a track row is used (read by screen readers)',
  },
  moved: {
    id: 'album.tracks.moved',
    defaultMessage: '{track} moved to position {position}',
    description: 'Announced after a track was moved',
  },
  sortFailed: {
    id: 'album.tracks.sortFailed',
    defaultMessage: 'The new order could not be saved on this device.',
    description: 'Error when writing the new track numbers to the local database failed',
  },
  trackOption: {
    id: 'album.tracks.option',
    defaultMessage: '{trackNo}. {track}',
    description: 'A track in a pick list: its number and name',
  },
});

export const addTrackMessages = defineMessages<{
  title: NoMessageValues;
  partyHint: NoMessageValues;
  isrcHint: NoMessageValues;
  choose: NoMessageValues;
  submit: NoMessageValues;
  adding: NoMessageValues;
  added: { track: string; trackNo: number };
  openInfo: NoMessageValues;
  addAnother: NoMessageValues;
  failed: NoMessageValues;
}>({
  title: {
    id: 'album.tracks.addDrawer.title',
    defaultMessage: 'Add track',
    description: 'Title of the add-track drawer',
  },
  partyHint: {
    id: 'album.tracks.addDrawer.partyHint',
    defaultMessage:
      "The album's authorization company; it cannot change after the track is created.",
    description: 'Hint under the read-only authorization company of the add-track drawer',
  },
  isrcHint: {
    id: 'album.tracks.addDrawer.isrcHint',
    defaultMessage: 'Optional. Only letters and digits are kept, e.g. CN-A12-26-00001.',
    description: 'Hint under the ISRC field of the add-track drawer',
  },
  choose: {
    id: 'album.tracks.addDrawer.choose',
    defaultMessage: 'Choose a language',
    description: 'Placeholder of a language pick list',
  },
  submit: {
    id: 'album.tracks.addDrawer.submit',
    defaultMessage: 'Add',
    description: 'Button that creates the track',
  },
  adding: {
    id: 'album.tracks.addDrawer.adding',
    defaultMessage: 'Adding…',
    description: 'Add button while the track is saved',
  },
  added: {
    id: 'album.tracks.addDrawer.added',
    defaultMessage: '“{track}” was added as No. {trackNo}.',
    description: 'Confirmation after a track was added; a sentence on its sync state follows',
  },
  openInfo: {
    id: 'album.tracks.addDrawer.openInfo',
    defaultMessage: 'Open track information',
    description: 'Link to the information page of the new track',
  },
  addAnother: {
    id: 'album.tracks.addDrawer.addAnother',
    defaultMessage: 'Add another track',
    description: 'Button that empties the drawer for the next track',
  },
  failed: {
    id: 'album.tracks.addDrawer.failed',
    defaultMessage: 'The track could not be saved on this device.',
    description: 'Error when writing the new track to the local database failed',
  },
});

export const copyTracksMessages = defineMessages<{
  title: NoMessageValues;
  source: NoMessageValues;
  fields: NoMessageValues;
  targets: NoMessageValues;
  submit: NoMessageValues;
  done: { targets: number; changed: number };
  failed: NoMessageValues;
}>({
  title: {
    id: 'album.tracks.copyDialog.title',
    defaultMessage: 'Copy track information',
    description: 'Title of the dialog copying fields between tracks',
  },
  source: {
    id: 'album.tracks.copyDialog.source',
    defaultMessage: 'Copy from',
    description: 'Label of the source track pick list',
  },
  fields: {
    id: 'album.tracks.copyDialog.fields',
    defaultMessage: 'Information to copy',
    description: 'Label of the list of fields to copy',
  },
  targets: {
    id: 'album.tracks.copyDialog.targets',
    defaultMessage: 'Copy to',
    description: 'Label of the list of target tracks',
  },
  submit: {
    id: 'album.tracks.copyDialog.submit',
    defaultMessage: 'Copy',
    description: 'Button that copies the chosen fields',
  },
  done: {
    id: 'album.tracks.copyDialog.done',
    defaultMessage:
      'Copied to {targets, plural, one {# track} other {# tracks}}: {changed, plural, =0 {none changed, they already had these values} one {# changed} other {# changed}}.',
    description: 'Result of a copy: how many tracks were chosen and how many really changed',
  },
  failed: {
    id: 'album.tracks.copyDialog.failed',
    defaultMessage: 'The copy could not be saved on this device.',
    description: 'Error when writing the copied fields to the local database failed',
  },
});

export const deleteTrackMessages = defineMessages<{
  open: { track: string };
  title: NoMessageValues;
  body: { track: string };
  phraseBody: { track: string; phrase: string };
  phraseLabel: NoMessageValues;
  phraseWrong: { phrase: string };
  confirm: NoMessageValues;
  cancel: NoMessageValues;
  failed: NoMessageValues;
  deleted: { track: string };
}>({
  open: {
    id: 'album.tracks.delete.open',
    defaultMessage: 'Delete {track}',
    description: 'Accessible name of the delete button of a track row',
  },
  title: {
    id: 'album.tracks.delete.title',
    defaultMessage: 'Delete track',
    description: 'Title of the delete-track confirmation',
  },
  body: {
    id: 'album.tracks.delete.body',
    defaultMessage: 'Delete “{track}” from this album? This cannot be undone.',
    description: 'Question of the delete-track confirmation',
  },
  phraseBody: {
    id: 'album.tracks.delete.phraseBody',
    defaultMessage:
      'This album was delivered to channels, which may already hold “{track}”. Type {phrase} to confirm that you know the track will be removed.',
    description:
      'Delete confirmation of a delivered track: the user types the phrase (kept in English, as the server expects it)',
  },
  phraseLabel: {
    id: 'album.tracks.delete.phraseLabel',
    defaultMessage: 'Confirmation phrase',
    description: 'Label of the input for the phrase "I Know"',
  },
  phraseWrong: {
    id: 'album.tracks.delete.phraseWrong',
    defaultMessage: 'Type {phrase} exactly',
    description: 'Error when the typed phrase is not exactly "I Know"',
  },
  confirm: labels.delete,
  cancel: labels.cancel,
  failed: {
    id: 'album.tracks.delete.failed',
    defaultMessage: 'The track could not be deleted on this device.',
    description: 'Error when writing the deletion to the local database failed',
  },
  deleted: {
    id: 'album.tracks.delete.deleted',
    defaultMessage: '“{track}” was deleted.',
    description: 'Confirmation after a track was deleted',
  },
});
