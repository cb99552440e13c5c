import { defineMessages, type NoMessageValues } from 'react-intl';

export const loginMessages = defineMessages<{
  heading: NoMessageValues;
  subtitle: NoMessageValues;
  loginName: NoMessageValues;
  password: NoMessageValues;
  autoLogin: NoMessageValues;
  submit: NoMessageValues;
  submitting: NoMessageValues;
  forgot: NoMessageValues;
  noAccount: NoMessageValues;
  register: NoMessageValues;
  loginNameRequired: NoMessageValues;
  loginNameTooShort: { min: number };
  passwordRequired: NoMessageValues;
}>({
  heading: {
    id: 'auth.login.heading',
    defaultMessage: 'Log in to the portal',
    description: 'Heading of the login form',
  },
  subtitle: {
    id: 'auth.login.subtitle',
    defaultMessage: 'Manage your catalogue, distribution, data and settlements in one place.',
    description: 'Line under the login heading',
  },
  loginName: {
    id: 'auth.login.loginName',
    defaultMessage: 'Login name',
    description: 'Label of the login name field',
  },
  password: {
    id: 'auth.login.password',
    defaultMessage: 'Password',
    description: 'Label of the password field',
  },
  autoLogin: {
    id: 'auth.login.autoLogin',
    defaultMessage: 'Log in automatically for 14 days',
    description: 'Checkbox that asks for an auto-login key (spec: auto-login option)',
  },
  submit: {
    id: 'auth.login.submit',
    defaultMessage: 'Log in',
    description: 'Button that submits the login form',
  },
  submitting: {
    id: 'auth.login.submitting',
    defaultMessage: 'Logging in…',
    description: 'Status announced while the login request runs',
  },
  forgot: {
    id: 'auth.login.forgot',
    defaultMessage: 'Forgot password?',
    description: 'Link to the forgot-password page',
  },
  noAccount: {
    id: 'auth.login.noAccount',
    defaultMessage: 'No account yet?',
    description: 'Text before the register link',
  },
  register: {
    id: 'auth.login.register',
    defaultMessage: 'Register',
    description: 'Link to the registration steps',
  },
  loginNameRequired: {
    id: 'auth.login.loginNameRequired',
    defaultMessage: 'Please enter your login name',
    description: 'Validation: login name missing',
  },
  loginNameTooShort: {
    id: 'auth.login.loginNameTooShort',
    defaultMessage: 'The login name must be at least {min} characters',
    description: 'Validation: login name shorter than the minimum',
  },
  passwordRequired: {
    id: 'auth.login.passwordRequired',
    defaultMessage: 'Please enter your password',
    description: 'Validation: password missing',
  },
});
