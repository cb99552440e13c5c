// Texts of /forgotPwd and /resetPwd. They load with the rest of the catalogue (these pages await
// it), not with the login page's shell part: the login page's budget stays as it was.
import { defineMessages } from 'react-intl';

export const recoveryMessages = defineMessages({
  forgotHeading: {
    id: 'recovery.forgot.heading',
    defaultMessage: 'Forgot your password?',
    description: 'Heading of the forgotten-password page',
  },
  forgotIntro: {
    id: 'recovery.forgot.intro',
    defaultMessage:
      'Enter the email address of your account. We will send you a link to choose a new password.',
    description: 'Explanation under the heading of the forgotten-password page',
  },
  email: {
    id: 'recovery.forgot.email',
    defaultMessage: 'Email',
    description: 'Label of the email field',
  },
  captcha: {
    id: 'recovery.forgot.captcha',
    defaultMessage: 'Verification code',
    description: 'Label of the field where the characters of the picture are typed',
  },
  captchaImage: {
    id: 'recovery.forgot.captchaImage',
    defaultMessage: 'Verification code picture: type the characters you see',
    description: 'Alternative text of the graphic verification code',
  },
  captchaRefresh: {
    id: 'recovery.forgot.captchaRefresh',
    defaultMessage: 'Show another code',
    description: 'Button that draws a new graphic verification code',
  },
  captchaLoadFailed: {
    id: 'recovery.forgot.captchaLoadFailed',
    defaultMessage:
      'The verification code could not be loaded. Check your connection and show another code.',
    description: 'Shown when the graphic code could not be fetched',
  },
  send: {
    id: 'recovery.forgot.send',
    defaultMessage: 'Send the link',
    description: 'Submit button of the forgotten-password form',
  },
  sending: {
    id: 'recovery.forgot.sending',
    defaultMessage: 'Sending…',
    description: 'Submit button while the request is sent',
  },
  sentHeading: {
    id: 'recovery.forgot.sentHeading',
    defaultMessage: 'Check your mailbox',
    description: 'Heading once a reset was asked for',
  },
  backToLogin: {
    id: 'recovery.backToLogin',
    defaultMessage: 'Back to log in',
    description: 'Link back to the login page',
  },
  needsConnection: {
    id: 'recovery.needsConnection',
    defaultMessage: 'You are offline. Changing a password needs a connection to the server.',
    description: 'Shown on the recovery pages while offline',
  },
  resetHeading: {
    id: 'recovery.reset.heading',
    defaultMessage: 'Choose a new password',
    description: 'Heading of the reset page',
  },
  checking: {
    id: 'recovery.reset.checking',
    defaultMessage: 'Checking the link…',
    description: 'While the link is read',
  },
  newPassword: {
    id: 'recovery.reset.newPassword',
    defaultMessage: 'New password',
    description: 'Label of the new password',
  },
  passwordHint: {
    id: 'recovery.reset.passwordHint',
    defaultMessage: 'At least 8 characters with a digit, an upper-case and a lower-case letter',
    description: 'Hint under the new password field',
  },
  confirmPassword: {
    id: 'recovery.reset.confirmPassword',
    defaultMessage: 'Confirm the new password',
    description: 'Label of the password confirmation',
  },
  save: {
    id: 'recovery.reset.save',
    defaultMessage: 'Save the new password',
    description: 'Submit button of the reset form',
  },
  saving: {
    id: 'recovery.reset.saving',
    defaultMessage: 'Saving…',
    description: 'Submit button while saving',
  },
  doneHeading: {
    id: 'recovery.reset.doneHeading',
    defaultMessage: 'Your password was changed',
    description: 'Heading after a reset',
  },
  doneBody: {
    id: 'recovery.reset.doneBody',
    defaultMessage: 'Every session of this account has been ended. Log in with your new password.',
    description: 'Text after a reset',
  },
  goToLogin: {
    id: 'recovery.reset.goToLogin',
    defaultMessage: 'Log in',
    description: 'Link to the login page after a reset',
  },
  linkProblemHeading: {
    id: 'recovery.reset.linkProblemHeading',
    defaultMessage: 'This link cannot be used',
    description: 'Heading when a reset link is expired, used or unknown',
  },
  askAgain: {
    id: 'recovery.reset.askAgain',
    defaultMessage: 'Ask for a new link',
    description: 'Link to the forgotten-password page',
  },
});

/** The texts that take values, typed so a missing value is a compile error. */
export const recoveryValueMessages = defineMessages<{
  sentBody: { email: string; minutes: number };
  resetFor: { login: string };
}>({
  sentBody: {
    id: 'recovery.forgot.sentBody',
    defaultMessage:
      'If an account uses {email}, a message with a link to choose a new password is on its way. The link can be used once, within {minutes} minutes.',
    description:
      'Confirmation after asking for a reset; it never says whether the email has an account',
  },
  resetFor: {
    id: 'recovery.reset.for',
    defaultMessage:
      'For the account {login}. Signing in with the new password ends every other session of this account.',
    description: 'Whose password the link resets',
  },
});
