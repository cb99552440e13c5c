import { defineMessages, type NoMessageValues } from 'react-intl';

const D = 'Back-office review workspace (staff only)';

export const reviewMessages = defineMessages<{
  queueHeading: NoMessageValues;
  queueTable: NoMessageValues;
  filterOrg: NoMessageValues;
  filterType: NoMessageValues;
  filterWait: NoMessageValues;
  allOrgs: NoMessageValues;
  allTypes: NoMessageValues;
  anyWait: NoMessageValues;
  waitAtLeast: { hours: number };
  typeNew: NoMessageValues;
  typeModification: NoMessageValues;
  counts: { total: number; newAlbums: number; modifications: number };
  empty: NoMessageValues;
  colAlbum: NoMessageValues;
  colOrg: NoMessageValues;
  colType: NoMessageValues;
  colStage: NoMessageValues;
  colSubmitted: NoMessageValues;
  colWaiting: NoMessageValues;
  colClaim: NoMessageValues;
  waitingHours: { hours: number };
  waitingDays: { days: number; hours: number };
  claimMine: { time: string };
  claimOther: { name: string; time: string };
  unclaimed: NoMessageValues;
  needsConnection: NoMessageValues;
  pageNeedsConnection: NoMessageValues;
  pageHeading: { album: string };
  stageNow: { stage: string };
  claim: NoMessageValues;
  release: NoMessageValues;
  approve: { stage: string };
  reject: NoMessageValues;
  reasonCode: NoMessageValues;
  reasonText: NoMessageValues;
  decided: NoMessageValues;
  cover: NoMessageValues;
  coverAlt: { album: string };
  coverUnavailable: NoMessageValues;
  tracks: NoMessageValues;
  audioNone: NoMessageValues;
  lyrics: NoMessageValues;
  rightsHolders: NoMessageValues;
  letters: NoMessageValues;
  none: NoMessageValues;
  noCountries: NoMessageValues;
  noBoundTracks: NoMessageValues;
  changes: NoMessageValues;
  noChanges: NoMessageValues;
  added: { entity: string };
  removed: { entity: string };
  changed: { entity: string; fields: string };
  history: NoMessageValues;
  historySubmitted: NoMessageValues;
  historyApproved: { stage: string };
  historyRejected: { stage: string; reason: string };
  historyEmpty: NoMessageValues;
}>({
  queueHeading: { id: 'review.queue.heading', defaultMessage: 'Album review', description: D },
  queueTable: { id: 'review.queue.table', defaultMessage: 'Albums pending review', description: D },
  filterOrg: { id: 'review.queue.filterOrg', defaultMessage: 'Organisation', description: D },
  filterType: { id: 'review.queue.filterType', defaultMessage: 'Type', description: D },
  filterWait: { id: 'review.queue.filterWait', defaultMessage: 'Waiting', description: D },
  allOrgs: { id: 'review.queue.allOrgs', defaultMessage: 'All organisations', description: D },
  allTypes: { id: 'review.queue.allTypes', defaultMessage: 'All types', description: D },
  anyWait: { id: 'review.queue.anyWait', defaultMessage: 'Any time', description: D },
  waitAtLeast: {
    id: 'review.queue.waitAtLeast',
    defaultMessage: 'At least {hours, plural, one {# hour} other {# hours}}',
    description: D,
  },
  typeNew: { id: 'review.queue.typeNew', defaultMessage: 'New album (11)', description: D },
  typeModification: {
    id: 'review.queue.typeModification',
    defaultMessage: 'Modification (16)',
    description: D,
  },
  counts: {
    id: 'review.queue.counts',
    defaultMessage: '{total} shown · {newAlbums} new · {modifications} modifications',
    description: D,
  },
  empty: {
    id: 'review.queue.empty',
    defaultMessage: 'No album is waiting for review with these filters.',
    description: D,
  },
  colAlbum: { id: 'review.queue.colAlbum', defaultMessage: 'Album', description: D },
  colOrg: { id: 'review.queue.colOrg', defaultMessage: 'Organisation', description: D },
  colType: { id: 'review.queue.colType', defaultMessage: 'Type', description: D },
  colStage: { id: 'review.queue.colStage', defaultMessage: 'Stage', description: D },
  colSubmitted: { id: 'review.queue.colSubmitted', defaultMessage: 'Submitted', description: D },
  colWaiting: { id: 'review.queue.colWaiting', defaultMessage: 'Waiting', description: D },
  colClaim: { id: 'review.queue.colClaim', defaultMessage: 'Reviewer', description: D },
  waitingHours: { id: 'review.queue.waitingHours', defaultMessage: '{hours} h', description: D },
  waitingDays: {
    id: 'review.queue.waitingDays',
    defaultMessage: '{days} d {hours} h',
    description: D,
  },
  claimMine: { id: 'review.claim.mine', defaultMessage: 'You (until {time})', description: D },
  claimOther: { id: 'review.claim.other', defaultMessage: '{name} (until {time})', description: D },
  unclaimed: { id: 'review.claim.none', defaultMessage: 'Free', description: D },
  needsConnection: {
    id: 'review.needsConnection',
    defaultMessage: 'Claims and decisions need a connection. You are reading the last loaded copy.',
    description: D,
  },
  pageNeedsConnection: {
    id: 'review.page.needsConnection',
    defaultMessage:
      'This album has not been opened on this device yet: reviewing it needs a connection.',
    description: D,
  },
  pageHeading: { id: 'review.page.heading', defaultMessage: 'Review: {album}', description: D },
  stageNow: { id: 'review.page.stageNow', defaultMessage: 'Now at: {stage}', description: D },
  claim: { id: 'review.page.claim', defaultMessage: 'Claim for review', description: D },
  release: { id: 'review.page.release', defaultMessage: 'Give up', description: D },
  approve: { id: 'review.page.approve', defaultMessage: 'Approve {stage}', description: D },
  reject: { id: 'review.page.reject', defaultMessage: 'Reject', description: D },
  reasonCode: { id: 'review.page.reasonCode', defaultMessage: 'Common reason', description: D },
  reasonText: {
    id: 'review.page.reasonText',
    defaultMessage: 'Reason in your words',
    description: D,
  },
  decided: { id: 'review.page.decided', defaultMessage: 'Decision saved', description: D },
  cover: { id: 'review.page.cover', defaultMessage: 'Cover', description: D },
  coverAlt: { id: 'review.page.coverAlt', defaultMessage: 'Cover of {album}', description: D },
  coverUnavailable: {
    id: 'review.page.coverUnavailable',
    defaultMessage: 'The cover picture could not be loaded. It needs a connection.',
    description: D,
  },
  tracks: { id: 'review.page.tracks', defaultMessage: 'Tracks', description: D },
  audioNone: {
    id: 'review.page.audioNone',
    defaultMessage: 'No verified audio to play',
    description: D,
  },
  lyrics: { id: 'review.page.lyrics', defaultMessage: 'Lyrics', description: D },
  rightsHolders: {
    id: 'review.page.rightsHolders',
    defaultMessage: 'Rights holders and countries',
    description: D,
  },
  letters: {
    id: 'review.page.letters',
    defaultMessage: 'Authorization letters and bound tracks',
    description: D,
  },
  none: {
    id: 'review.page.none',
    defaultMessage: 'None recorded',
    description: `${D}: what an empty section of the review page says`,
  },
  noCountries: {
    id: 'review.page.noCountries',
    defaultMessage: 'No country or region records',
    description: `${D}: a rights holder without country records`,
  },
  noBoundTracks: {
    id: 'review.page.noBoundTracks',
    defaultMessage: 'no track bound',
    description: `${D}: an authorization letter no track is bound to, after its title`,
  },
  changes: {
    id: 'review.page.changes',
    defaultMessage: 'Changes since the last approval',
    description: D,
  },
  noChanges: { id: 'review.page.noChanges', defaultMessage: 'No content changed', description: D },
  added: { id: 'review.page.added', defaultMessage: '{entity} added', description: D },
  removed: { id: 'review.page.removed', defaultMessage: '{entity} removed', description: D },
  changed: { id: 'review.page.changed', defaultMessage: '{entity}: {fields}', description: D },
  history: { id: 'review.history.heading', defaultMessage: 'Review history', description: D },
  historySubmitted: {
    id: 'review.history.submitted',
    defaultMessage: 'Submitted for review',
    description: D,
  },
  historyApproved: {
    id: 'review.history.approved',
    defaultMessage: '{stage} approved',
    description: D,
  },
  historyRejected: {
    id: 'review.history.rejected',
    defaultMessage: '{stage} rejected: {reason}',
    description: D,
  },
  historyEmpty: {
    id: 'review.history.empty',
    defaultMessage: 'Not submitted for review yet',
    description: D,
  },
});
