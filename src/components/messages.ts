import { defineMessages, type NoMessageValues } from 'react-intl';

export const sharedMessages = defineMessages<{
  loading: NoMessageValues;
  retry: NoMessageValues;
  offline: { time: string };
  offlineNoData: NoMessageValues;
  lastKnown: { time: string };
  networkError: NoMessageValues;
  timeoutError: NoMessageValues;
  backToDashboard: NoMessageValues;
  backToHome: NoMessageValues;
  createdAt: NoMessageValues;
  clearSelection: NoMessageValues;
  pixelSize: { width: number; height: number };
}>({
  clearSelection: {
    id: 'common.clearSelection',
    defaultMessage: 'Clear selection',
    description: 'Accessible name of the button that empties a drop-down list',
  },
  pixelSize: {
    id: 'common.pixelSize',
    defaultMessage: '{width} × {height} px',
    description: 'An image’s size in pixels, as the album page writes it',
  },
  loading: {
    id: 'common.loading',
    defaultMessage: 'Loading…',
    description: 'Shown while data loads',
  },
  retry: {
    id: 'common.retry',
    defaultMessage: 'Try again',
    description: 'Button that repeats a failed request',
  },
  offline: {
    id: 'common.offline',
    defaultMessage: 'Offline, showing data saved {time}',
    description:
      'Note above data shown from the local copy because the server is out of reach; time is a date',
  },
  lastKnown: {
    id: 'common.lastKnown',
    defaultMessage: 'Last known, as of {time}: this needs a connection to be brought up to date.',
    description:
      'Note on a part of a page shown from the copy last loaded, because the server is out of reach; time is a date',
  },
  offlineNoData: {
    id: 'common.offlineNoData',
    defaultMessage: 'Offline, and nothing has been saved on this device yet.',
    description: 'Shown when the server is out of reach and no local copy exists',
  },
  networkError: {
    id: 'common.networkError',
    defaultMessage: 'Cannot reach the server. Check your connection and try again.',
    description: 'Error when a request got no answer (offline or server down)',
  },
  timeoutError: {
    id: 'common.timeoutError',
    defaultMessage: 'The server took too long to answer. Please try again.',
    description: 'Error when a request timed out',
  },
  backToDashboard: {
    id: 'common.backToDashboard',
    defaultMessage: 'Back to dashboard',
    description: 'Link back to the dashboard',
  },
  backToHome: {
    id: 'common.backToHome',
    defaultMessage: 'Back to home',
    description: 'Link back to the landing page',
  },
  createdAt: {
    id: 'common.createdAt',
    defaultMessage: 'Created',
    description: 'Label before the creation time of a notice',
  },
});

export const footerMessages = defineMessages<{
  copyright: { year: number; name: string };
  version: { version: string };
}>({
  copyright: {
    id: 'footer.copyright',
    defaultMessage: '© {year} {name}',
    description: 'Copyright line of the footer; name is the product name',
  },
  version: {
    id: 'footer.version',
    defaultMessage: 'Version {version}',
    description: 'Client version in the footer',
  },
});
