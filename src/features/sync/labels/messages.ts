// Names of op kinds and of record fields in the conflicts view. Fields without a label here are
// shown by their schema key (the full field catalogue comes with the library screens).
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { OpKind } from '../../../domain/sync/protocol';
import { labels } from '../../../i18n/labels';

const KIND = 'Kind of change that the server refused, in the conflicts view';

export const opKindMessages: Readonly<Record<OpKind, MessageDescriptor>> = defineMessages({
  create: { id: 'sync.op.create', defaultMessage: 'create', description: KIND },
  update: { id: 'sync.op.update', defaultMessage: 'edit', description: KIND },
  delete: { id: 'sync.op.delete', defaultMessage: 'delete', description: KIND },
  submitForReview: {
    id: 'sync.op.submitForReview',
    defaultMessage: 'submit for review',
    description: KIND,
  },
  startModification: {
    id: 'sync.op.startModification',
    defaultMessage: 'start modification',
    description: KIND,
  },
  undoModification: {
    id: 'sync.op.undoModification',
    defaultMessage: 'undo modification',
    description: KIND,
  },
  bindAuthorization: {
    id: 'sync.op.bindAuthorization',
    defaultMessage: 'bind authorization file',
    description: KIND,
  },
  unbindAuthorization: {
    id: 'sync.op.unbindAuthorization',
    defaultMessage: 'unbind authorization file',
    description: KIND,
  },
  sortTracks: { id: 'sync.op.sortTracks', defaultMessage: 'sort tracks', description: KIND },
});

const FIELD = 'Name of a catalogue record field, in the conflicts view';

export const fieldMessages: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  name: labels.name,
  title: labels.title,
  introduction: labels.introduction,
  cover: labels.cover,
  type: labels.type,
  edition: { id: 'sync.field.edition', defaultMessage: 'Edition', description: FIELD },
  upcMode: labels.upcSource,
  upc: labels.upc,
  authorizationCompanyId: labels.authorizingParty,
  displayLanguage: labels.displayLanguage,
  performingLanguage: labels.performingLanguage,
  genreId: labels.genre,
  recordCompanyId: labels.recordCompany,
  pLineId: labels.pLine,
  cLineId: labels.cLine,
  artists: labels.artists,
  originalReleaseDate: {
    id: 'sync.field.originalReleaseDate',
    defaultMessage: 'Original release date',
    description: FIELD,
  },
  expectedOnShelfDate: {
    id: 'sync.field.expectedOnShelfDate',
    defaultMessage: 'Expected on-shelf date',
    description: FIELD,
  },
  requestedOffShelfDate: labels.requestedOffShelfDate,
  isCollection: { id: 'sync.field.isCollection', defaultMessage: 'Collection', description: FIELD },
  explicit: { id: 'sync.field.explicit', defaultMessage: 'Explicit', description: FIELD },
  previewAllowed: {
    id: 'sync.field.previewAllowed',
    defaultMessage: 'Preview / pre-purchase allowed',
    description: FIELD,
  },
  albumNumber: { id: 'sync.field.albumNumber', defaultMessage: 'Album number', description: FIELD },
  source: labels.source,
  reviewStatus: labels.reviewStatus,
  releaseStatus: labels.releaseStatus,
  paymentMode: labels.paymentMode,
  approvedAt: { id: 'sync.field.approvedAt', defaultMessage: 'Approved at', description: FIELD },
  everReleased: {
    id: 'sync.field.everReleased',
    defaultMessage: 'Released before',
    description: FIELD,
  },
  rejectReason: {
    id: 'sync.field.rejectReason',
    defaultMessage: 'Rejection reason',
    description: FIELD,
  },
  rejectStage: {
    id: 'sync.field.rejectStage',
    defaultMessage: 'Rejected in review',
    description: FIELD,
  },
  rejectReasonCode: {
    id: 'sync.field.rejectReasonCode',
    defaultMessage: 'Rejection reason (common)',
    description: FIELD,
  },
  qualityWarnings: {
    id: 'sync.field.qualityWarnings',
    defaultMessage: 'Quality warnings at submission',
    description: FIELD,
  },
  albumId: { id: 'sync.field.albumId', defaultMessage: 'Album', description: FIELD },
  trackNo: { id: 'sync.field.trackNo', defaultMessage: 'Track number', description: FIELD },
  discNo: { id: 'sync.field.discNo', defaultMessage: 'Disc number', description: FIELD },
  isrc: labels.isrc,
  version: { id: 'sync.field.version', defaultMessage: 'Version number', description: FIELD },
  updatedAt: labels.updatedAt,
  // not a record field: the whole change, named by the server's bounds on an op (too deep, too large)
  payload: { id: 'sync.field.payload', defaultMessage: 'Change', description: FIELD },
  labelId: labels.recordCompany,
  // not a record field: the phrase a delivered track's delete carries (status/trackDeletion.ts)
  confirmPhrase: {
    id: 'sync.field.confirmPhrase',
    defaultMessage: 'Confirmation phrase',
    description: FIELD,
  },
});
