import { defineMessages, type NoMessageValues } from 'react-intl';

export const diagnosticsMessages = defineMessages<{
  menuItem: NoMessageValues;
  title: NoMessageValues;
  intro: NoMessageValues;
  empty: NoMessageValues;
  count: { count: number };
  copyAll: NoMessageValues;
  copied: NoMessageValues;
  copyFailed: NoMessageValues;
  clear: NoMessageValues;
  close: NoMessageValues;
  causedBy: { name: string; message: string };
  page: { path: string };
}>({
  menuItem: {
    id: 'diagnostics.menuItem',
    defaultMessage: 'Diagnostics',
    description: 'User menu item (administrators) that opens the error reports kept on this device',
  },
  title: {
    id: 'diagnostics.title',
    defaultMessage: 'Diagnostics',
    description: 'Title of the dialog listing the error reports kept on this device',
  },
  intro: {
    id: 'diagnostics.intro',
    defaultMessage:
      'Errors this browser met, with their causes, newest first. Copy them for support; they hold no passwords or tokens.',
    description: 'Explains the diagnostics dialog',
  },
  empty: {
    id: 'diagnostics.empty',
    defaultMessage: 'No errors have been recorded on this device.',
    description: 'Diagnostics dialog with no reports',
  },
  count: {
    id: 'diagnostics.count',
    defaultMessage: '{count, plural, one {# report} other {# reports}}',
    description: 'How many error reports the diagnostics dialog lists',
  },
  copyAll: {
    id: 'diagnostics.copyAll',
    defaultMessage: 'Copy all',
    description: 'Copies every report, with the app version and browser, to the clipboard',
  },
  copied: {
    id: 'diagnostics.copied',
    defaultMessage: 'Copied to the clipboard.',
    description: 'Shown after the reports were copied',
  },
  copyFailed: {
    id: 'diagnostics.copyFailed',
    defaultMessage: 'The browser did not allow copying. Select the text and copy it by hand.',
    description: 'Shown when the clipboard refused the copy',
  },
  clear: {
    id: 'diagnostics.clear',
    defaultMessage: 'Clear',
    description: 'Deletes every kept error report on this device',
  },
  close: {
    id: 'diagnostics.close',
    defaultMessage: 'Close',
    description: 'Closes the diagnostics dialog',
  },
  causedBy: {
    id: 'diagnostics.causedBy',
    defaultMessage: 'Caused by {name}: {message}',
    description: 'One step of an error report cause chain',
  },
  page: {
    id: 'diagnostics.page',
    defaultMessage: 'Page: {path}',
    description: 'The page path where the error happened',
  },
});
