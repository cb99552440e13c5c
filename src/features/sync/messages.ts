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
}>({
  offline: {
    id: 'sync.status.offline',
    defaultMessage: 'Offline',
    description: 'Top bar sync status: no connection, nothing waiting to be sent',
  },
  offlineQueued: {
    id: 'sync.status.offlineQueued',
    defaultMessage: 'Offline, {count, plural, one {# change} other {# changes}} waiting',
    description: 'Top bar sync status: no connection; count edits are saved on this device and wait to be sent',
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
    defaultMessage: 'Sync failed, retrying ({count, plural, one {# change} other {# changes}} waiting)',
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
});

export const syncNoticeMessages = defineMessages<{
  quotaTitle: NoMessageValues;
  quotaText: NoMessageValues;
  lostTitle: NoMessageValues;
  lostText: NoMessageValues;
  dismiss: NoMessageValues;
  tooOldTitle: NoMessageValues;
  tooOldText: NoMessageValues;
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
    description: 'Notice shown when the local database was lost and the number of lost changes is unknown',
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
});
