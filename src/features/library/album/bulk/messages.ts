import { defineMessages, type NoMessageValues } from 'react-intl';

export const bulkMessages = defineMessages<{
  select: { name: string };
  selectHeader: NoMessageValues;
  distribute: { count: number };
  offShelf: { count: number };
  confirmDistributeTitle: NoMessageValues;
  confirmDistributeBody: { count: number };
  confirmOffShelfTitle: NoMessageValues;
  confirmOffShelfBody: { count: number };
  working: { done: number; count: number };
  result: { sent: number; refused: number; queued: number };
  offlineHint: NoMessageValues;
}>({
  select: {
    id: 'album.bulk.select',
    defaultMessage: 'Select {name}',
    description: 'Accessible name of an album row’s checkbox in the album list',
  },
  selectHeader: {
    id: 'album.bulk.selectHeader',
    defaultMessage: 'Select',
    description: 'Header of the album list’s checkbox column',
  },
  distribute: {
    id: 'album.bulk.distribute',
    defaultMessage: 'Distribute ({count})',
    description: 'Bulk button: distribute the selected albums that can be; count: how many',
  },
  offShelf: {
    id: 'album.bulk.offShelf',
    defaultMessage: 'Take off shelf ({count})',
    description: 'Bulk button: take the selected albums off shelf; count: how many can be',
  },
  confirmDistributeTitle: {
    id: 'album.bulk.confirmDistributeTitle',
    defaultMessage: 'Distribute the selected albums?',
    description: 'Title of the bulk distribution confirmation',
  },
  confirmDistributeBody: {
    id: 'album.bulk.confirmDistributeBody',
    defaultMessage:
      '{count, plural, one {# approved album} other {# approved albums}} will be delivered to every channel the contract allows.',
    description: 'Bulk distribution confirmation text',
  },
  confirmOffShelfTitle: {
    id: 'album.bulk.confirmOffShelfTitle',
    defaultMessage: 'Take the selected albums off shelf?',
    description: 'Title of the bulk off-shelf confirmation',
  },
  confirmOffShelfBody: {
    id: 'album.bulk.confirmOffShelfBody',
    defaultMessage:
      'A takedown will be sent for {count, plural, one {# album} other {# albums}} to every channel that has it.',
    description: 'Bulk off-shelf confirmation text',
  },
  working: {
    id: 'album.bulk.working',
    defaultMessage: 'Sending {done} of {count}…',
    description: 'Progress of a bulk request',
  },
  result: {
    id: 'album.bulk.result',
    defaultMessage:
      '{sent, plural, one {# request sent} other {# requests sent}}{queued, plural, =0 {} other {, # queued on this device (sent when online)}}{refused, plural, =0 {} other {, # refused by the server (see each album’s page)}}.',
    description:
      'After a bulk request: how many albums the server accepted, were queued offline, and refused',
  },
  offlineHint: {
    id: 'album.bulk.offlineHint',
    defaultMessage:
      'Offline: the requests are kept on this device and sent when it is online (see each album’s page).',
    description: 'Shown beside the bulk buttons while offline',
  },
});
