import { defineMessages } from 'react-intl';

export const versionMessages = defineMessages({
  chunkErrorTitle: {
    id: 'version.chunkError.title',
    defaultMessage: 'New version available',
    description: 'Title of the dialog shown when part of the app fails to load after a deploy',
  },
  chunkErrorText: {
    id: 'version.chunkError.text',
    defaultMessage: 'The server version has been updated, please refresh the page.',
    description: 'Spec section 2: shown when a part of the application fails to load',
  },
  updateTitle: {
    id: 'version.update.title',
    defaultMessage: 'Update available',
    description: 'Title of the prompt shown when a new service worker is waiting',
  },
  updateText: {
    id: 'version.update.text',
    defaultMessage: 'A new version of the portal is ready. Refresh to start using it.',
    description: 'Body of the update prompt',
  },
  refresh: {
    id: 'version.refresh',
    defaultMessage: 'Refresh',
    description: 'Button that reloads the page',
  },
  later: {
    id: 'version.later',
    defaultMessage: 'Later',
    description: 'Button that postpones the update',
  },
});
