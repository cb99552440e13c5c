import { defineMessages, type MessageDescriptor, type NoMessageValues } from 'react-intl';
import type { EntityName } from '../../../domain/catalogue/entities';
import { labels } from '../../../i18n/labels';

export const conflictMessages = defineMessages<{
  heading: NoMessageValues;
  intro: NoMessageValues;
  count: { count: number };
  empty: NoMessageValues;
  emptyHint: NoMessageValues;
  listLabel: NoMessageValues;
  localCopy: NoMessageValues;
  serverCopy: NoMessageValues;
  lockingAlbum: NoMessageValues;
  field: NoMessageValues;
  differs: NoMessageValues;
  absentLocal: NoMessageValues;
  absentServer: NoMessageValues;
  showAllFields: NoMessageValues;
  noDifferences: NoMessageValues;
  emptyValue: NoMessageValues;
  yes: NoMessageValues;
  no: NoMessageValues;
  when: { time: string };
  action: { action: string };
  codesTitle: NoMessageValues;
  reapply: NoMessageValues;
  reapplyHint: NoMessageValues;
  discard: NoMessageValues;
  discardTitle: NoMessageValues;
  discardText: NoMessageValues;
  discardConfirm: NoMessageValues;
  cancel: NoMessageValues;
  reapplied: NoMessageValues;
  discarded: NoMessageValues;
  actionFailed: NoMessageValues;
  unnamedRecord: NoMessageValues;
  listSeparator: NoMessageValues;
  comparisonLabel: NoMessageValues;
}>({
  heading: {
    id: 'sync.conflicts.heading',
    defaultMessage: 'Sync conflicts',
    description: 'Heading of the conflicts view',
  },
  intro: {
    id: 'sync.conflicts.intro',
    defaultMessage:
      'The server did not accept these changes made on this device. Compare your copy with the server copy, then re-apply your change or discard it.',
    description: 'Explanation at the top of the conflicts view',
  },
  count: {
    id: 'sync.conflicts.count',
    defaultMessage:
      '{count, plural, one {# change needs your decision} other {# changes need your decision}}',
    description: 'Number of conflicts in the conflicts view',
  },
  empty: {
    id: 'sync.conflicts.empty',
    defaultMessage: 'No conflicts',
    description: 'Empty state of the conflicts view',
  },
  emptyHint: {
    id: 'sync.conflicts.emptyHint',
    defaultMessage: 'Every change made on this device was accepted by the server.',
    description: 'Hint under the empty state of the conflicts view',
  },
  listLabel: {
    id: 'sync.conflicts.listLabel',
    defaultMessage: 'Conflicts',
    description: 'Accessible name of the list of conflicts',
  },
  localCopy: {
    id: 'sync.conflicts.localCopy',
    defaultMessage: 'Your copy (this device)',
    description: 'Column header: the record as edited on this device',
  },
  serverCopy: {
    id: 'sync.conflicts.serverCopy',
    defaultMessage: 'Server copy',
    description: 'Column header: the record as the server has it',
  },
  lockingAlbum: {
    id: 'sync.conflicts.lockingAlbum',
    defaultMessage: 'Album holding the lock (server)',
    description: 'Column header when the server sent back the album whose review locks the record',
  },
  field: {
    id: 'sync.conflicts.field',
    defaultMessage: 'Field',
    description: 'Column header: the name of a record field',
  },
  differs: {
    id: 'sync.conflicts.differs',
    defaultMessage: 'Differs',
    description:
      'Marker on a field whose value differs between the two copies (also shown by colour)',
  },
  absentLocal: {
    id: 'sync.conflicts.absentLocal',
    defaultMessage: 'Not on this device',
    description: 'Shown instead of the local copy when the record does not exist on this device',
  },
  absentServer: {
    id: 'sync.conflicts.absentServer',
    defaultMessage: 'Not on the server (deleted or never created)',
    description: 'Shown instead of the server copy when the server has no such record',
  },
  showAllFields: {
    id: 'sync.conflicts.showAllFields',
    defaultMessage: 'Show all fields',
    description: 'Switch that lists every field, not only the changed ones',
  },
  noDifferences: {
    id: 'sync.conflicts.noDifferences',
    defaultMessage: 'The two copies hold the same values.',
    description: 'Shown when the local and server copies do not differ',
  },
  emptyValue: {
    id: 'sync.conflicts.emptyValue',
    defaultMessage: '(empty)',
    description: 'Shown for a field without a value',
  },
  yes: {
    id: 'sync.conflicts.yes',
    defaultMessage: 'Yes',
    description: 'A true value of a yes/no field',
  },
  no: {
    id: 'sync.conflicts.no',
    defaultMessage: 'No',
    description: 'A false value of a yes/no field',
  },
  when: {
    id: 'sync.conflicts.when',
    defaultMessage: 'Refused {time}',
    description: 'When the server refused the change; time is a date and time',
  },
  action: {
    id: 'sync.conflicts.action',
    defaultMessage: 'Change: {action}',
    description: 'What the refused change was; action names the kind of change',
  },
  codesTitle: {
    id: 'sync.conflicts.codesTitle',
    defaultMessage: 'Problems found by the server',
    description: 'Heading of the list of validation problems',
  },
  reapply: {
    id: 'sync.conflicts.reapply',
    defaultMessage: 'Re-apply my change',
    description: 'Button that sends the local change again as a new change',
  },
  reapplyHint: {
    id: 'sync.conflicts.reapplyHint',
    defaultMessage: 'Your change is sent again on top of the server copy.',
    description: 'Description of the re-apply button',
  },
  discard: {
    id: 'sync.conflicts.discard',
    defaultMessage: 'Discard my change',
    description: 'Button that drops the local change and keeps the server copy',
  },
  discardTitle: {
    id: 'sync.conflicts.discardTitle',
    defaultMessage: 'Discard this change?',
    description: 'Title of the discard confirmation',
  },
  discardText: {
    id: 'sync.conflicts.discardText',
    defaultMessage:
      'Your change is removed from this device and the server copy is kept. This cannot be undone.',
    description: 'Body of the discard confirmation',
  },
  discardConfirm: {
    id: 'sync.conflicts.discardConfirm',
    defaultMessage: 'Discard',
    description: 'Confirms discarding the change',
  },
  cancel: labels.cancel,
  reapplied: {
    id: 'sync.conflicts.reapplied',
    defaultMessage: 'Your change was queued again and is sent with the next sync.',
    description: 'Confirmation after re-applying a conflict',
  },
  discarded: {
    id: 'sync.conflicts.discarded',
    defaultMessage: 'The change was discarded.',
    description: 'Confirmation after discarding a conflict',
  },
  actionFailed: {
    id: 'sync.conflicts.actionFailed',
    defaultMessage: 'That did not work on this device. Please try again.',
    description: 'Error when re-applying or discarding failed locally',
  },
  unnamedRecord: {
    id: 'sync.conflicts.unnamedRecord',
    defaultMessage: '(no name)',
    description: 'Shown for a record without a name or title',
  },
  comparisonLabel: {
    id: 'sync.conflicts.comparisonLabel',
    defaultMessage: 'Your copy and the server copy, field by field',
    description: 'Accessible name of the scrollable comparison table of a conflict',
  },
  listSeparator: {
    id: 'sync.conflicts.listSeparator',
    defaultMessage: ', ',
    description: 'Between the items of a list value, e.g. several artists',
  },
});

const REASON = 'Why the server refused a change, in the conflicts view';

export const reasonMessages = defineMessages<{
  locked: NoMessageValues;
  lockedPending: NoMessageValues;
  lockedApproved: NoMessageValues;
  lockedDeleted: NoMessageValues;
  conflict: NoMessageValues;
  conflictDeleted: NoMessageValues;
  invalid: NoMessageValues;
  notAllowed: NoMessageValues;
  forbidden: NoMessageValues;
  notFound: NoMessageValues;
  refused: NoMessageValues;
}>({
  locked: {
    id: 'sync.reason.locked',
    defaultMessage:
      'The album is under review or approved and locked, or this field can no longer change.',
    description: REASON,
  },
  lockedPending: {
    id: 'sync.reason.lockedPending',
    defaultMessage: 'The album is under review and locked.',
    description: REASON,
  },
  lockedApproved: {
    id: 'sync.reason.lockedApproved',
    defaultMessage: 'The album is approved and locked. Start a modification before changing it.',
    description: REASON,
  },
  lockedDeleted: {
    id: 'sync.reason.lockedDeleted',
    defaultMessage: 'The album has been deleted.',
    description: REASON,
  },
  conflict: {
    id: 'sync.reason.conflict',
    defaultMessage: 'The same fields were changed on the server meanwhile.',
    description: REASON,
  },
  conflictDeleted: {
    id: 'sync.reason.conflictDeleted',
    defaultMessage: 'The record was deleted on the server meanwhile.',
    description: REASON,
  },
  invalid: {
    id: 'sync.reason.invalid',
    defaultMessage: 'The server found problems in the data.',
    description: REASON,
  },
  notAllowed: {
    id: 'sync.reason.notAllowed',
    defaultMessage: "This action is not allowed in the album's current status.",
    description: REASON,
  },
  forbidden: {
    id: 'sync.reason.forbidden',
    defaultMessage: 'You do not have permission to make this change.',
    description: REASON,
  },
  notFound: {
    id: 'sync.reason.notFound',
    defaultMessage: 'The record, or a record it refers to, no longer exists on the server.',
    description: REASON,
  },
  refused: {
    id: 'sync.reason.refused',
    defaultMessage: 'The server turned the request away.',
    description: REASON,
  },
});

const ENTITY = 'Kind of catalogue record, in the conflicts view';

export const entityMessages: Readonly<Record<EntityName, MessageDescriptor>> = defineMessages({
  album: labels.album,
  track: labels.track,
  artist: { id: 'sync.entity.artist', defaultMessage: 'Artist', description: ENTITY },
  recordCompany: labels.recordCompany,
  plCline: { id: 'sync.entity.plCline', defaultMessage: 'P-line / C-line', description: ENTITY },
  rightsHolder: {
    id: 'sync.entity.rightsHolder',
    defaultMessage: 'Rights holder',
    description: ENTITY,
  },
  rightsCountry: {
    id: 'sync.entity.rightsCountry',
    defaultMessage: 'Rights by country',
    description: ENTITY,
  },
  authorization: {
    id: 'sync.entity.authorization',
    defaultMessage: 'Authorization file',
    description: ENTITY,
  },
  authorizationTrack: {
    id: 'sync.entity.authorizationTrack',
    defaultMessage: 'Authorization binding',
    description: ENTITY,
  },
  trackClip: { id: 'sync.entity.trackClip', defaultMessage: 'Track clip', description: ENTITY },
  accompaniment: {
    id: 'sync.entity.accompaniment',
    defaultMessage: 'Accompaniment',
    description: ENTITY,
  },
  material: { id: 'sync.entity.material', defaultMessage: 'Material', description: ENTITY },
  lyrics: labels.lyrics,
  localization: {
    id: 'sync.entity.localization',
    defaultMessage: 'Localization',
    description: ENTITY,
  },
});
