import { defineMessages } from 'react-intl';
import { labels } from '../../../i18n/labels';

const FIELD = 'Label of a P-line/C-line field';
export const plClineFieldMessages = defineMessages({
  name: { id: 'plCline.field.name', defaultMessage: 'P-line/C-line name', description: FIELD },
  authorizationCompanyId: labels.authorizingParty,
  source: labels.source,
  createdAt: { id: 'plCline.field.createdAt', defaultMessage: 'Created', description: FIELD },
});

export const plClineMessages = defineMessages({
  newButton: {
    id: 'plCline.new.button',
    defaultMessage: 'New P-line/C-line',
    description: 'Button opening the add-P/C-line drawer',
  },
  newTitle: {
    id: 'plCline.new.title',
    defaultMessage: 'New P-line/C-line name',
    description: 'Title of the add-P/C-line drawer',
  },
  newHint: {
    id: 'plCline.new.hint',
    defaultMessage:
      'One name can be chosen as an album’s or track’s P-line owner, C-line owner or both.',
    description: 'Hint in the add-P/C-line drawer',
  },
  tabs: {
    id: 'plCline.info.tabs',
    defaultMessage: 'P-line/C-line pages',
    description: 'Accessible name of the tab row',
  },
  tabInfo: {
    id: 'plCline.info.tabInfo',
    defaultMessage: 'P-line/C-line information',
    description: 'Tab of a P/C line page',
  },
  notFound: {
    id: 'plCline.info.notFound',
    defaultMessage: 'This P-line/C-line name is not on this device',
    description: 'Heading for an unknown id',
  },
  notFoundHint: {
    id: 'plCline.info.notFoundHint',
    defaultMessage: 'It may have been deleted, or it has not been synchronised yet.',
    description: 'Hint for an unknown id',
  },
  backToList: {
    id: 'plCline.info.backToList',
    defaultMessage: 'Back to the P-line/C-line list',
    description: 'Link to the list',
  },
  unnamed: {
    id: 'plCline.info.unnamed',
    defaultMessage: '(unnamed)',
    description: 'Shown for an empty name',
  },
  notYetCreated: {
    id: 'plCline.info.notYetCreated',
    defaultMessage: 'When synchronised',
    description: 'Creation time or source of a record not yet acknowledged by the server',
  },
});
