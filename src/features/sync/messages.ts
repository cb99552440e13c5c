import { defineMessages, type NoMessageValues } from 'react-intl';

export const syncStatusMessages = defineMessages<{
  offline: NoMessageValues;
  offlineQueued: { count: number };
  saving: { count: number };
  saved: NoMessageValues;
  savedAt: { time: string };
  retrying: { count: number };
  updateNeeded: NoMessageValues;
  conflicts: { count: number };
  atRiskOffline: { count: number };
  atRiskOnline: { count: number };
}>({
  offline: {
    id: 'sync.status.offline',
    defaultMessage: 'Offline',
    description: 'Top bar sync status: no connection, nothing waiting to be sent',
  },
  offlineQueued: {
    id: 'sync.status.offlineQueued',
    defaultMessage: 'Offline, {count, plural, one {# change} other {# changes}} waiting',
    description:
      'Top bar sync status: no connection; count edits are saved on this device and wait to be sent',
  },
  saving: {
    id: 'sync.status.saving',
    defaultMessage: 'Saving {count, plural, one {# change} other {# changes}}…',
    description: 'Top bar sync status: count edits are being sent to the server',
  },
  saved: {
    id: 'sync.status.saved',
    defaultMessage: 'All changes saved',
    description: 'Top bar sync status: every edit has reached the server',
  },
  savedAt: {
    id: 'sync.status.savedAt',
    defaultMessage: 'Last synced {time}',
    description: 'Tooltip of the sync status; time is a date and time',
  },
  retrying: {
    id: 'sync.status.retrying',
    defaultMessage:
      'Sync failed, retrying ({count, plural, one {# change} other {# changes}} waiting)',
    description: 'Top bar sync status: the last sync attempt failed; it is retried automatically',
  },
  updateNeeded: {
    id: 'sync.status.updateNeeded',
    defaultMessage: 'Update needed to sync',
    description: 'Top bar sync status: the server no longer accepts this version of the portal',
  },
  conflicts: {
    id: 'sync.status.conflicts',
    defaultMessage: '{count, plural, one {# conflict} other {# conflicts}}',
    description: 'Top bar link to the conflicts view: count edits the server refused',
  },
  atRiskOffline: {
    id: 'sync.status.atRiskOffline',
    defaultMessage:
      'Offline: go online before closing ({count, plural, one {# change} other {# changes}} not sent)',
    description:
      'Top bar sync status: offline, edits have waited long and the browser may delete them (no persistent storage)',
  },
  atRiskOnline: {
    id: 'sync.status.atRiskOnline',
    defaultMessage:
      '{count, plural, one {# change} other {# changes}} not sent: keep this page open',
    description:
      'Top bar sync status: online but edits have waited long to be sent and the browser may delete them (no persistent storage)',
  },
});

export const syncDetailsMessages = defineMessages<{
  title: NoMessageValues;
  state: NoMessageValues;
  waiting: NoMessageValues;
  waitingCount: { count: number; time: string };
  waitingNone: NoMessageValues;
  lastSynced: NoMessageValues;
  neverSynced: NoMessageValues;
  storage: NoMessageValues;
  storageChecking: NoMessageValues;
  storagePersisted: NoMessageValues;
  storageBestEffort: NoMessageValues;
  storageUnsupported: NoMessageValues;
  warnGoOnline: NoMessageValues;
  warnKeepOpen: NoMessageValues;
}>({
  title: {
    id: 'sync.details.title',
    defaultMessage: 'Sync details',
    description: 'Heading of the popover opened from the top bar sync status',
  },
  state: {
    id: 'sync.details.state',
    defaultMessage: 'Status',
    description: 'Sync details: label of the current sync state',
  },
  waiting: {
    id: 'sync.details.waiting',
    defaultMessage: 'Not yet sent',
    description:
      'Sync details: label of the edits saved on this device that the server has not received',
  },
  waitingCount: {
    id: 'sync.details.waitingCount',
    defaultMessage: '{count, plural, one {# change} other {# changes}}, the oldest since {time}',
    description: 'Sync details: count unsent edits; time is when the oldest of them was made',
  },
  waitingNone: {
    id: 'sync.details.waitingNone',
    defaultMessage: 'Nothing',
    description: 'Sync details: no edit waits to be sent',
  },
  lastSynced: {
    id: 'sync.details.lastSynced',
    defaultMessage: 'Last synced',
    description: 'Sync details: label of the time of the last sync',
  },
  neverSynced: {
    id: 'sync.details.neverSynced',
    defaultMessage: 'Not yet on this device',
    description: 'Sync details: this device has not completed a sync yet',
  },
  storage: {
    id: 'sync.details.storage',
    defaultMessage: 'Data on this device',
    description:
      'Sync details: label of whether the browser keeps the portal data stored on this device (persistent storage)',
  },
  storageChecking: {
    id: 'sync.details.storage.checking',
    defaultMessage: 'Checking…',
    description: 'Sync details: the browser has not answered yet',
  },
  storagePersisted: {
    id: 'sync.details.storage.persisted',
    defaultMessage: 'Kept: this browser will not delete it on its own.',
    description: 'Sync details: the browser granted persistent storage',
  },
  storageBestEffort: {
    id: 'sync.details.storage.bestEffort',
    defaultMessage:
      'Not guaranteed: this browser may delete it when space runs low. Installing the portal as an app helps the browser keep it.',
    description:
      'Sync details: the browser refused persistent storage (it may evict the local data)',
  },
  storageUnsupported: {
    id: 'sync.details.storage.unsupported',
    defaultMessage: 'Unknown: this browser does not say whether it keeps it.',
    description: 'Sync details: the browser has no persistent storage API',
  },
  warnGoOnline: {
    id: 'sync.details.warn.goOnline',
    defaultMessage:
      'This browser may delete changes not yet sent. Go online before closing this page.',
    description: 'Warning: offline, edits waited long, and the browser may evict the local data',
  },
  warnKeepOpen: {
    id: 'sync.details.warn.keepOpen',
    defaultMessage:
      'This browser may delete changes not yet sent. Keep this page open until they are saved.',
    description:
      'Warning: online, edits waited long to be sent, and the browser may evict the local data',
  },
});

export const syncNoticeMessages = defineMessages<{
  quotaTitle: NoMessageValues;
  quotaText: NoMessageValues;
  lostTitle: NoMessageValues;
  lostText: NoMessageValues;
  dismiss: NoMessageValues;
  tooOldTitle: NoMessageValues;
  tooOldText: NoMessageValues;
  atRiskTitle: NoMessageValues;
}>({
  quotaTitle: {
    id: 'sync.notice.quota.title',
    defaultMessage: 'Storage full',
    description: 'Title of the notice shown when the browser refuses to store more data',
  },
  quotaText: {
    id: 'sync.notice.quota.text',
    defaultMessage:
      'This device has no storage space left for the portal: changes cannot be saved. Free some space (or close other tabs using much data) and try again.',
    description: 'Notice shown when IndexedDB reports its quota is exceeded',
  },
  lostTitle: {
    id: 'sync.notice.lost.title',
    defaultMessage: 'Local data lost',
    description: 'Title of the notice shown when the browser deleted the local database',
  },
  lostText: {
    id: 'sync.notice.lost.text',
    defaultMessage:
      'This device lost its local data. Changes made earlier on this device may not have reached the server; please check your recent edits.',
    description:
      'Notice shown when the local database was lost and the number of lost changes is unknown',
  },
  dismiss: {
    id: 'sync.notice.dismiss',
    defaultMessage: 'Dismiss',
    description: 'Button that hides a sync notice',
  },
  tooOldTitle: {
    id: 'sync.notice.tooOld.title',
    defaultMessage: 'Update required',
    description: 'Title of the dialog shown when the server refuses to sync with this old version',
  },
  tooOldText: {
    id: 'sync.notice.tooOld.text',
    defaultMessage:
      'The server has been updated and no longer syncs with this version of the portal. Your changes are kept on this device; refresh to load the new version and send them.',
    description: 'Body of the dialog shown when the server answered clientTooOld',
  },
  atRiskTitle: {
    id: 'sync.notice.atRisk.title',
    defaultMessage: 'Changes not yet sent',
    description: 'Title of the notice shown when edits waited long and the browser may delete them',
  },
});

/** What became of a change just saved, as the top bar's status says it (useSaveSyncText). */
export const afterSaveMessages = defineMessages<{
  updateNeeded: NoMessageValues;
  offline: NoMessageValues;
  retrying: NoMessageValues;
  saving: NoMessageValues;
  saved: NoMessageValues;
}>({
  updateNeeded: {
    id: 'sync.afterSave.updateNeeded',
    defaultMessage: 'Kept on this device: refresh the portal to send it to the server.',
    description:
      'After a save on a form: where the change is now, from the same sync status as the top bar',
  },
  offline: {
    id: 'sync.afterSave.offline',
    defaultMessage: 'Offline: kept on this device and sent to the server once back online.',
    description:
      'After a save on a form: where the change is now, from the same sync status as the top bar',
  },
  retrying: {
    id: 'sync.afterSave.retrying',
    defaultMessage:
      'Kept on this device: the server cannot be reached right now; sending is retried.',
    description:
      'After a save on a form: where the change is now, from the same sync status as the top bar',
  },
  saving: {
    id: 'sync.afterSave.saving',
    defaultMessage: 'Sending to the server…',
    description:
      'After a save on a form: where the change is now, from the same sync status as the top bar',
  },
  saved: {
    id: 'sync.afterSave.saved',
    defaultMessage: 'Synced with the server.',
    description:
      'After a save on a form: where the change is now, from the same sync status as the top bar',
  },
});
