// Texts of /account/personal.
import { defineMessages } from 'react-intl';

const D = 'Personal information screen (/account/personal)';

export const personalMessages = defineMessages({
  heading: { id: 'personal.heading', defaultMessage: 'Personal information', description: D },
  profile: { id: 'personal.profile', defaultMessage: 'Your details', description: D },
  name: { id: 'personal.name', defaultMessage: 'Name', description: D },
  email: { id: 'personal.email', defaultMessage: 'Email', description: D },
  telArea: { id: 'personal.telArea', defaultMessage: 'Country code', description: D },
  telephone: { id: 'personal.telephone', defaultMessage: 'Mobile number', description: D },
  save: { id: 'personal.save', defaultMessage: 'Save', description: D },
  saved: { id: 'personal.saved', defaultMessage: 'Saved.', description: D },
  password: { id: 'personal.password', defaultMessage: 'Change password', description: D },
  currentPassword: {
    id: 'personal.currentPassword',
    defaultMessage: 'Current password',
    description: D,
  },
  newPassword: { id: 'personal.newPassword', defaultMessage: 'New password', description: D },
  confirmPassword: {
    id: 'personal.confirmPassword',
    defaultMessage: 'Confirm the new password',
    description: D,
  },
  passwordHint: {
    id: 'personal.passwordHint',
    defaultMessage: 'At least 8 characters, with digits, upper and lower case letters',
    description: D,
  },
  changePassword: {
    id: 'personal.changePassword',
    defaultMessage: 'Change password',
    description: `${D}: button`,
  },
  passwordChanged: {
    id: 'personal.passwordChanged',
    defaultMessage: 'Your password was changed. Your other devices have been logged out.',
    description: D,
  },
  needsConnection: {
    id: 'personal.needsConnection',
    defaultMessage: 'You are offline: changes need a connection to the server.',
    description: D,
  },
});
