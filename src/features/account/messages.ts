// Texts of the organisation's identity images (ImageField, IdentityImageList): sign-up shows
// them now, the subject-info screen later. They load with the rest of the catalogue.
import { defineMessages } from 'react-intl';

const D = 'Identity images of an organisation (sign-up, subject info)';

export const imageFieldMessages = defineMessages({
  idFront: { id: 'account.image.idFront', defaultMessage: 'ID card, front', description: D },
  idBack: { id: 'account.image.idBack', defaultMessage: 'ID card, back', description: D },
  licence: {
    id: 'account.image.licence',
    defaultMessage: 'Business licence',
    description: D,
  },
  logo: { id: 'account.image.logo', defaultMessage: 'Logo', description: D },
  choose: { id: 'account.image.choose', defaultMessage: 'Choose image', description: D },
  replace: { id: 'account.image.replace', defaultMessage: 'Replace image', description: D },
  checking: { id: 'account.image.checking', defaultMessage: 'Checking…', description: D },
  storedHeading: {
    id: 'account.image.storedHeading',
    defaultMessage: 'Identity images',
    description: `${D}: heading of the read-only list`,
  },
  noneStored: {
    id: 'account.image.noneStored',
    defaultMessage: 'No image stored',
    description: D,
  },
});

/** The texts that take values, typed so a missing value is a compile error. */
export const imageFieldValueMessages = defineMessages<{
  hint: { maxMb: number };
  preview: { label: string; file: string };
}>({
  hint: {
    id: 'account.image.hint',
    defaultMessage: 'JPG, JPEG or PNG, at most {maxMb} MB',
    description: `${D}: the rule under each image field`,
  },
  preview: {
    id: 'account.image.preview',
    defaultMessage: '{label}: {file}',
    description: `${D}: the alternative text of a chosen or stored image`,
  },
});
