import { defineMessages, type MessageDescriptor, type NoMessageValues } from 'react-intl';
import type { RightsHolderType } from '../../../domain/catalogue';
import { labels } from '../../../i18n/labels';

const TYPE = 'Type of a rights holder (spec section 3)';
export const rightsHolderTypeMessages: Readonly<Record<RightsHolderType, MessageDescriptor>> =
  defineMessages({
    lyricist: { id: 'rights.type.lyricist', defaultMessage: 'Lyricist', description: TYPE },
    composer: {
      id: 'rights.type.composer',
      defaultMessage: 'Composer / songwriter',
      description: TYPE,
    },
    arranger: labels.arranger,
    producer: {
      id: 'rights.type.producer',
      defaultMessage: 'Producer / sound producer',
      description: TYPE,
    },
    vocalAccompaniment: {
      id: 'rights.type.vocalAccompaniment',
      defaultMessage: 'Vocal accompaniment',
      description: TYPE,
    },
    performer: { id: 'rights.type.performer', defaultMessage: 'Performer', description: TYPE },
    recordingProducer: {
      id: 'rights.type.recordingProducer',
      defaultMessage: 'Recording producer',
      description: TYPE,
    },
    recordingOwner: {
      id: 'rights.type.recordingOwner',
      defaultMessage: 'Recording copyright owner and agent',
      description: TYPE,
    },
  });

const LABEL = 'Label of a field of the rights holder drawer';
/** Keyed by record field: issues name record fields ("{field} incomplete"). */
export const rightsFieldLabels = defineMessages({
  type: { id: 'rights.field.type', defaultMessage: 'Rights holder type', description: LABEL },
  name: labels.name,
  email: { id: 'rights.field.email', defaultMessage: 'Email', description: LABEL },
  rightsCountries: {
    id: 'rights.field.countries',
    defaultMessage: 'Rights by country/region',
    description: LABEL,
  },
  countryCode: labels.countryRegion,
  percentage: {
    id: 'rights.field.percentage',
    defaultMessage: 'Rights percentage (%)',
    description: LABEL,
  },
  opInfo: {
    id: 'rights.field.opInfo',
    defaultMessage: 'OP info',
    description: 'Label: information on the operator (OP) side of the rights',
  },
  spInfo: {
    id: 'rights.field.spInfo',
    defaultMessage: 'SP info',
    description: 'Label: information on the service provider (SP) side of the rights',
  },
  periodStart: {
    id: 'rights.field.periodStart',
    defaultMessage: 'Authorization from',
    description: LABEL,
  },
  periodEnd: {
    id: 'rights.field.periodEnd',
    defaultMessage: 'Authorization until',
    description: LABEL,
  },
});

export const rightsMessages = defineMessages<{
  heading: NoMessageValues;
  add: NoMessageValues;
  empty: NoMessageValues;
  emptyHint: NoMessageValues;
  table: NoMessageValues;
  countries: NoMessageValues;
  actions: NoMessageValues;
  noEmail: NoMessageValues;
  noCountries: NoMessageValues;
  share: { country: string; percentage: number };
  period: { start: string; end: string };
  periodOpen: NoMessageValues;
  editFor: { name: string };
  deleteFor: { name: string };
  drawerAdd: NoMessageValues;
  drawerEdit: NoMessageValues;
  addCountry: NoMessageValues;
  removeCountry: { index: number };
  countryRecord: { index: number };
  percentageHint: NoMessageValues;
  deleteTitle: NoMessageValues;
  deleteBody: { name: string };
  deleted: NoMessageValues;
  saved: NoMessageValues;
  lockedModification: NoMessageValues;
  albumHint: NoMessageValues;
  trackHint: NoMessageValues;
}>({
  heading: {
    id: 'rights.heading',
    defaultMessage: 'Rights holders',
    description: 'Heading of the rights holder list',
  },
  add: {
    id: 'rights.add',
    defaultMessage: 'Add rights holder',
    description: 'Button that opens the drawer to add a rights holder',
  },
  empty: {
    id: 'rights.empty',
    defaultMessage: 'No rights holders yet',
    description: 'Empty state of the rights holder list',
  },
  emptyHint: {
    id: 'rights.emptyHint',
    defaultMessage: 'Add who holds rights in this work, with their share per country or region.',
    description: 'Hint under the empty rights holder list',
  },
  table: {
    id: 'rights.table',
    defaultMessage: 'Rights holders and their shares',
    description: 'Accessible name of the rights holder table',
  },
  countries: {
    id: 'rights.countries',
    defaultMessage: 'Countries/regions and shares',
    description: 'Column header: the country records of a holder',
  },
  actions: labels.actions,
  noEmail: {
    id: 'rights.noEmail',
    defaultMessage: 'No email',
    description: 'Shown when a rights holder has no email',
  },
  noCountries: {
    id: 'rights.noCountries',
    defaultMessage: 'No country/region yet',
    description: 'Shown when a rights holder has no country record',
  },
  share: {
    id: 'rights.share',
    defaultMessage: '{country}: {percentage, number}%',
    description: 'A country record in the list: country and share',
  },
  period: {
    id: 'rights.period',
    defaultMessage: '{start} to {end}',
    description: 'Authorization period of a country record',
  },
  periodOpen: {
    id: 'rights.periodOpen',
    defaultMessage: 'open-ended',
    description: 'Shown for a missing start or end of an authorization period',
  },
  editFor: {
    id: 'rights.editFor',
    defaultMessage: 'Edit {name}',
    description: 'Accessible name of the edit button of one rights holder',
  },
  deleteFor: {
    id: 'rights.deleteFor',
    defaultMessage: 'Delete {name}',
    description: 'Accessible name of the delete button of one rights holder',
  },
  drawerAdd: {
    id: 'rights.drawer.add',
    defaultMessage: 'Add rights holder',
    description: 'Title of the drawer adding a rights holder',
  },
  drawerEdit: {
    id: 'rights.drawer.edit',
    defaultMessage: 'Edit rights holder',
    description: 'Title of the drawer editing a rights holder',
  },
  addCountry: {
    id: 'rights.drawer.addCountry',
    defaultMessage: 'Add country/region',
    description: 'Button that adds a country record in the drawer',
  },
  removeCountry: {
    id: 'rights.drawer.removeCountry',
    defaultMessage: 'Remove country/region record {index}',
    description: 'Accessible name of the button removing one country record',
  },
  countryRecord: {
    id: 'rights.drawer.countryRecord',
    defaultMessage: 'Country/region record {index}',
    description: 'Name of one country record group',
  },
  percentageHint: {
    id: 'rights.drawer.percentageHint',
    defaultMessage: '0 to 100, at most two decimals',
    description: 'Hint under the rights percentage field',
  },
  deleteTitle: {
    id: 'rights.delete.title',
    defaultMessage: 'Delete rights holder?',
    description: 'Title of the delete confirmation',
  },
  deleteBody: {
    id: 'rights.delete.body',
    defaultMessage: '{name} and all of their country/region records will be removed.',
    description: 'Text of the delete confirmation',
  },
  deleted: {
    id: 'rights.deleted',
    defaultMessage: 'Rights holder deleted on this device.',
    description: 'Confirmation after deleting a rights holder',
  },
  saved: {
    id: 'rights.saved',
    defaultMessage: 'Rights holder saved.',
    description: 'Confirmation after saving a rights holder; a sentence on its sync state follows',
  },
  lockedModification: {
    id: 'rights.lockedModification',
    defaultMessage:
      'The album is under modification: rights holders and their shares stay as approved.',
    description: 'Why rights holders are read-only while a modification is open',
  },
  albumHint: {
    id: 'rights.albumHint',
    defaultMessage:
      'Rights holders of the album as a whole. Each track can have its own on its track page.',
    description: 'Explanation above the album rights holder list',
  },
  trackHint: {
    id: 'rights.trackHint',
    defaultMessage: 'Rights holders of this track.',
    description: 'Explanation above the track rights holder list',
  },
});
