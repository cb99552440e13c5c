import { defineMessages, type NoMessageValues } from 'react-intl';
import { labels } from '../../../i18n/labels';

export const partyMessages = defineMessages<{
  otherParty: { id: string };
  noParty: NoMessageValues;
  fixedAfterCreate: NoMessageValues;
}>({
  otherParty: {
    id: 'parties.party.other',
    defaultMessage: 'Authorizing party {id}',
    description: 'An authorizing party known only by its id (created in the back office)',
  },
  noParty: {
    id: 'parties.party.none',
    defaultMessage: 'Sign in again to choose an authorizing party',
    description: 'Shown when the session does not name the organisation',
  },
  fixedAfterCreate: {
    id: 'parties.party.fixed',
    defaultMessage: 'Names are unique per authorizing party, so the party cannot be changed here.',
    description: 'Hint under the read-only authorizing party of a record company or P/C line',
  },
});

const FIELD = 'Label of a record company field';
export const recordCompanyFieldMessages = defineMessages({
  name: {
    id: 'recordCompany.field.name',
    defaultMessage: 'Record company name',
    description: FIELD,
  },
  displayLanguage: labels.displayLanguage,
  authorizationCompanyId: labels.authorizingParty,
  albumCount: {
    id: 'recordCompany.field.albumCount',
    defaultMessage: 'Bound albums',
    description: FIELD,
  },
  trackCount: {
    id: 'recordCompany.field.trackCount',
    defaultMessage: 'Bound tracks',
    description: FIELD,
  },
  creatorName: {
    id: 'recordCompany.field.creatorName',
    defaultMessage: 'Creator',
    description: FIELD,
  },
  createdAt: { id: 'recordCompany.field.createdAt', defaultMessage: 'Created', description: FIELD },
  source: labels.source,
});

export const recordCompanyMessages = defineMessages({
  newButton: {
    id: 'recordCompany.new.button',
    defaultMessage: 'New record company',
    description: 'Button opening the add-record-company drawer',
  },
  newTitle: {
    id: 'recordCompany.new.title',
    defaultMessage: 'New record company',
    description: 'Title of the add-record-company drawer',
  },
  tabs: {
    id: 'recordCompany.info.tabs',
    defaultMessage: 'Record company pages',
    description: 'Accessible name of the tab row',
  },
  tabInfo: {
    id: 'recordCompany.info.tabInfo',
    defaultMessage: 'Record company information',
    description: 'Tab of a record company page',
  },
  tabAlbums: {
    id: 'recordCompany.info.tabAlbums',
    defaultMessage: 'Albums',
    description: 'Tab of a record company page',
  },
  tabMusic: {
    id: 'recordCompany.info.tabMusic',
    defaultMessage: 'Music',
    description: 'Tab of a record company page',
  },
  notFound: {
    id: 'recordCompany.info.notFound',
    defaultMessage: 'This record company is not on this device',
    description: 'Heading for an unknown id',
  },
  notFoundHint: {
    id: 'recordCompany.info.notFoundHint',
    defaultMessage: 'It may have been deleted, or it has not been synchronised yet.',
    description: 'Hint for an unknown id',
  },
  backToList: {
    id: 'recordCompany.info.backToList',
    defaultMessage: 'Back to the record company list',
    description: 'Link to the list',
  },
  unnamed: {
    id: 'recordCompany.info.unnamed',
    defaultMessage: '(unnamed record company)',
    description: 'Shown for an empty name',
  },
  unknownCreator: {
    id: 'recordCompany.info.unknownCreator',
    defaultMessage: 'Unknown',
    description: 'Creator not recorded',
  },
  notYetCreated: {
    id: 'recordCompany.info.notYetCreated',
    defaultMessage: 'When synchronised',
    description: 'Creation time of a record not yet acknowledged by the server',
  },
});

export const partyFormMessages = defineMessages({
  save: labels.save,
  saving: labels.saving,
  saved: {
    id: 'parties.form.saved',
    defaultMessage: 'Saved on this device; it is sent to the server when online.',
    description: 'Notice after a local save',
  },
  saveFailed: {
    id: 'parties.form.saveFailed',
    defaultMessage: 'The changes could not be saved. Please try again.',
    description: 'Notice after a failed save',
  },
});
