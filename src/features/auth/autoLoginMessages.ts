// Texts of /autoLogin. They load with the rest of the catalogue (the page awaits it), not with
// the login page's shell part, so the login page's budget stays as it was.
import { defineMessages } from 'react-intl';

export const autoLoginMessages = defineMessages({
  heading: {
    id: 'autoLogin.heading',
    defaultMessage: 'Automatic login',
    description: 'Heading of the automatic login page',
  },
  working: {
    id: 'autoLogin.working',
    defaultMessage: 'Logging you in with the login saved on this device\u2026',
    description: 'Shown while the automatic login runs',
  },
  failedHeading: {
    id: 'autoLogin.failedHeading',
    defaultMessage: 'Automatic login did not work',
    description: 'Heading when the saved login was refused',
  },
  failedBody: {
    id: 'autoLogin.failedBody',
    defaultMessage:
      'The login saved on this device has expired or was ended (for example by a password reset). Please log in again.',
    description: 'Text when the saved login was refused',
  },
  noKeyHeading: {
    id: 'autoLogin.noKeyHeading',
    defaultMessage: 'No saved login on this device',
    description: 'Heading when there is no auto-login key',
  },
  noKeyBody: {
    id: 'autoLogin.noKeyBody',
    defaultMessage:
      'Log in with your login name and password; tick "Log in automatically" to be logged in directly next time.',
    description: 'Text when there is no auto-login key',
  },
  offlineHeading: {
    id: 'autoLogin.offlineHeading',
    defaultMessage: 'The server cannot be reached',
    description: 'Heading when the automatic login cannot reach the server',
  },
  offlineBody: {
    id: 'autoLogin.offlineBody',
    defaultMessage: 'Your saved login is kept. Try again when you are online.',
    description: 'Text when the automatic login cannot reach the server',
  },
  login: {
    id: 'autoLogin.login',
    defaultMessage: 'Log in',
    description: 'Button to the login page from the automatic login page',
  },
  retry: {
    id: 'autoLogin.retry',
    defaultMessage: 'Try again',
    description: 'Button that runs the automatic login again',
  },
});
