// Texts of the help centre (/faq/cp_faq/view/go_help). They load with the rest of the catalogue
// (the page awaits it), never with the login page's shell part.
import { defineMessages } from 'react-intl';

export const helpMessages = defineMessages({
  heading: {
    id: 'helpCentre.heading',
    defaultMessage: 'Help centre',
    description: 'Heading of the help centre page',
  },
  intro: {
    id: 'helpCentre.intro',
    defaultMessage:
      'Answers about uploading music, review, distribution, statements and your account.',
    description: 'Text under the help centre heading',
  },
  search: {
    id: 'helpCentre.search',
    defaultMessage: 'Search the help',
    description: 'Label of the help search box',
  },
  searchPlaceholder: {
    id: 'helpCentre.searchPlaceholder',
    defaultMessage: 'For example: batch upload, ISRC, off shelf',
    description: 'Placeholder of the help search box',
  },
  menus: {
    id: 'helpCentre.menus',
    defaultMessage: 'Help topics',
    description: 'Accessible name of the help centre menu',
  },
  noResultsHint: {
    id: 'helpCentre.noResultsHint',
    defaultMessage: 'Try fewer or other words, or write to us through the contact form.',
    description: 'Hint shown when the help search finds nothing',
  },
  contact: {
    id: 'helpCentre.contact',
    defaultMessage: 'Contact us',
    description: 'Link from the help centre to the contact form',
  },
  loading: {
    id: 'helpCentre.loading',
    defaultMessage: 'Loading the help\u2026',
    description: 'Shown while the help centre loads',
  },
  loadFailed: {
    id: 'helpCentre.loadFailed',
    defaultMessage: 'The help could not be loaded. Check your connection and try again.',
    description:
      'Shown when the help centre could not be loaded and nothing is stored on this device',
  },
  retry: {
    id: 'helpCentre.retry',
    defaultMessage: 'Try again',
    description: 'Button that loads the help centre again',
  },
  edit: {
    id: 'helpCentre.edit',
    defaultMessage: 'Edit',
    description: 'Staff button that opens the editor of a help entry',
  },
  editTitle: {
    id: 'helpCentre.editTitle',
    defaultMessage: 'Edit help entry',
    description: 'Title of the staff editor of a help entry',
  },
  titleZh: {
    id: 'helpCentre.titleZh',
    defaultMessage: 'Title (Simplified Chinese)',
    description: 'Field of the help entry editor',
  },
  titleEn: {
    id: 'helpCentre.titleEn',
    defaultMessage: 'Title (English)',
    description: 'Field of the help entry editor',
  },
  bodyZh: {
    id: 'helpCentre.bodyZh',
    defaultMessage: 'Text (Simplified Chinese)',
    description: 'Field of the help entry editor',
  },
  bodyEn: {
    id: 'helpCentre.bodyEn',
    defaultMessage: 'Text (English)',
    description: 'Field of the help entry editor',
  },
  bodyHint: {
    id: 'helpCentre.bodyHint',
    defaultMessage: 'Plain text; a blank line starts a new paragraph.',
    description: 'Hint under the text fields of the help entry editor',
  },
  saved: {
    id: 'helpCentre.saved',
    defaultMessage: 'The help entry was saved.',
    description: 'Shown when a help entry was saved',
  },
  needsConnection: {
    id: 'helpCentre.needsConnection',
    defaultMessage: 'Saving a help entry needs a connection to the server.',
    description: 'Shown in the help editor while offline',
  },
});

export const helpValueMessages = defineMessages<{
  results: { count: number; query: string };
  offline: { time: string };
  updated: { date: string };
}>({
  results: {
    id: 'helpCentre.results',
    defaultMessage:
      '{count, plural, =0 {No entry matches "{query}".} one {# entry matches "{query}".} other {# entries match "{query}".}}',
    description: 'Count of help search results',
  },
  offline: {
    id: 'helpCentre.offline',
    defaultMessage: 'You are offline: this is the help as of {time}.',
    description:
      'Shown when the help centre is read from this device because the server is out of reach',
  },
  updated: {
    id: 'helpCentre.updated',
    defaultMessage: 'Updated {date}',
    description: 'When a help entry was last changed',
  },
});
