import { defineMessages, type NoMessageValues } from 'react-intl';

/** The panel's words for requests queued on the device (src/domain/sync/queuedRequests.ts). */
export const queueMessages = defineMessages<{
  queued: NoMessageValues;
  offlineHint: NoMessageValues;
  listLabel: NoMessageValues;
  pendingRow: { action: string; count: number; time: Date };
  refusedRow: { action: string; count: number; time: Date };
  release: NoMessageValues;
  takedown: NoMessageValues;
  withdraw: NoMessageValues;
  dismiss: NoMessageValues;
}>({
  queued: {
    id: 'album.distribution.queue.queued',
    defaultMessage: 'Queued: the request will be sent when the device is online.',
    description: 'After a distribution or off-shelf request was kept on the device while offline',
  },
  offlineHint: {
    id: 'album.distribution.queue.offlineHint',
    defaultMessage:
      'Offline: a request is kept on this device and sent when it is online. The server then checks it against the album as it is by then.',
    description: 'Shown beside the buttons while the device is offline',
  },
  listLabel: {
    id: 'album.distribution.queue.listLabel',
    defaultMessage: 'Requests waiting on this device',
    description: 'Accessible name of the list of queued and refused requests of the album',
  },
  pendingRow: {
    id: 'album.distribution.queue.pendingRow',
    defaultMessage:
      '{action} to {count, plural, =0 {all allowed channels} one {# channel} other {# channels}}, asked {time, date, medium} {time, time, short}: waiting for a connection.',
    description: 'A queued request; action: Distribution or Off-shelf',
  },
  refusedRow: {
    id: 'album.distribution.queue.refusedRow',
    defaultMessage:
      '{action} to {count, plural, =0 {all allowed channels} one {# channel} other {# channels}}, asked {time, date, medium} {time, time, short}, was refused:',
    description: 'A queued request the server refused; the reason follows',
  },
  release: {
    id: 'album.distribution.queue.release',
    defaultMessage: 'Distribution',
    description: 'The kind of a queued request',
  },
  takedown: {
    id: 'album.distribution.queue.takedown',
    defaultMessage: 'Off-shelf',
    description: 'The kind of a queued request',
  },
  withdraw: {
    id: 'album.distribution.queue.withdraw',
    defaultMessage: 'Withdraw',
    description: 'Button: forget a queued request before it is sent',
  },
  dismiss: {
    id: 'album.distribution.queue.dismiss',
    defaultMessage: 'Dismiss',
    description: 'Button: forget a refused request after reading why',
  },
});
