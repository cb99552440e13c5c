// Texts of the /register steps. They load with the rest of the catalogue (these pages await it),
// not with the login page's shell part: the login page's budget stays as it was.
import { defineMessages } from 'react-intl';

const D = 'Sign-up pages (/register/...)';

export const registerMessages = defineMessages({
  heading: { id: 'register.heading', defaultMessage: 'Sign up', description: D },
  typeIntro: { id: 'register.type.intro', defaultMessage: 'Who is signing up?', description: D },
  personal: {
    id: 'register.type.personal',
    defaultMessage: 'Personal licensor',
    description: `${D}: identity choice`,
  },
  personalHint: {
    id: 'register.type.personalHint',
    defaultMessage: 'An artist or an individual rights holder, identified by a resident ID',
    description: D,
  },
  company: {
    id: 'register.type.company',
    defaultMessage: 'Company',
    description: `${D}: identity choice`,
  },
  companyHint: {
    id: 'register.type.companyHint',
    defaultMessage:
      'A record company or other business, identified by its unified social credit code',
    description: D,
  },
  next: { id: 'register.next', defaultMessage: 'Next', description: D },
  loginName: { id: 'register.info.loginName', defaultMessage: 'Login name', description: D },
  name: { id: 'register.info.name', defaultMessage: 'Your name', description: D },
  email: { id: 'register.info.email', defaultMessage: 'Email', description: D },
  telArea: { id: 'register.info.telArea', defaultMessage: 'Country code', description: D },
  telephone: { id: 'register.info.telephone', defaultMessage: 'Mobile number', description: D },
  smsCode: { id: 'register.info.smsCode', defaultMessage: 'SMS verification code', description: D },
  sendCode: { id: 'register.info.sendCode', defaultMessage: 'Send code', description: D },
  codeSent: {
    id: 'register.info.codeSent',
    defaultMessage: 'A code was sent by SMS. It is valid for 10 minutes.',
    description: D,
  },
  idNumber: { id: 'register.info.idNumber', defaultMessage: 'Resident ID number', description: D },
  companyName: { id: 'register.info.companyName', defaultMessage: 'Company name', description: D },
  creditCode: {
    id: 'register.info.creditCode',
    defaultMessage: 'Unified social credit code',
    description: D,
  },
  submitInfo: { id: 'register.info.submit', defaultMessage: 'Continue', description: D },
  submitting: { id: 'register.info.submitting', defaultMessage: 'Please wait…', description: D },
  linkMailed: {
    id: 'register.info.linkMailed',
    defaultMessage:
      'When you continue, we email you a link to finish this registration later if you need to (valid for 7 days).',
    description: D,
  },
  contractIntro: {
    id: 'register.contract.intro',
    defaultMessage: 'Please read the licence agreement.',
    description: D,
  },
  accept: {
    id: 'register.contract.accept',
    defaultMessage: 'I have read and accept the licence agreement',
    description: D,
  },
  mustAccept: {
    id: 'register.contract.mustAccept',
    defaultMessage: 'Please accept the licence agreement to continue',
    description: D,
  },
  sign: { id: 'register.contract.sign', defaultMessage: 'Accept and continue', description: D },
  completeHeading: {
    id: 'register.complete.heading',
    defaultMessage: 'Registration complete',
    description: D,
  },
  setPassword: {
    id: 'register.complete.setPassword',
    defaultMessage: 'Set login password',
    description: D,
  },
  passwordHeading: {
    id: 'register.password.heading',
    defaultMessage: 'Set your login password',
    description: D,
  },
  password: { id: 'register.password.password', defaultMessage: 'Password', description: D },
  passwordHint: {
    id: 'register.password.hint',
    defaultMessage: 'At least 8 characters, with digits, upper and lower case letters',
    description: D,
  },
  confirmation: {
    id: 'register.password.confirmation',
    defaultMessage: 'Confirm password',
    description: D,
  },
  save: { id: 'register.password.save', defaultMessage: 'Save password', description: D },
  doneHeading: { id: 'register.done.heading', defaultMessage: 'You are all set', description: D },
  goToLogin: { id: 'register.done.login', defaultMessage: 'Go to login', description: D },
  linkProblem: {
    id: 'register.link.problem',
    defaultMessage: 'This registration link cannot be used',
    description: D,
  },
  startAgain: { id: 'register.link.startAgain', defaultMessage: 'Sign up again', description: D },
  checking: { id: 'register.link.checking', defaultMessage: 'Checking the link…', description: D },
  haveAccount: {
    id: 'register.haveAccount',
    defaultMessage: 'Already have an account? Log in',
    description: D,
  },
});

/** The texts that take values, typed so a missing value is a compile error. */
export const registerValueMessages = defineMessages<{
  step: { n: number };
  contractVersion: { version: string };
  completeBody: { login: string };
  doneBody: { login: string };
}>({
  step: {
    id: 'register.step',
    defaultMessage: 'Step {n} of 5',
    description: `${D}: where the person is in the five steps`,
  },
  contractVersion: {
    id: 'register.contract.version',
    defaultMessage: 'Version {version}',
    description: D,
  },
  completeBody: {
    id: 'register.complete.body',
    defaultMessage: 'Your account {login} has been created. Set your login password to start.',
    description: D,
  },
  doneBody: {
    id: 'register.done.body',
    defaultMessage: 'Your password has been saved. You can now log in as {login}.',
    description: D,
  },
});

/** The details beside the identity (domain/accounts/subjectDetails.ts), shared with subject info. */
export const subjectDetailMessages = defineMessages({
  legalRepresentative: {
    id: 'register.info.legalRepresentative',
    defaultMessage: 'Legal representative',
    description: `${D}: the company's legal representative as named on its business licence`,
  },
  address: {
    id: 'register.info.address',
    defaultMessage: 'Address',
    description: `${D}: postal address (a company's registered address)`,
  },
  contactName: {
    id: 'register.info.contactName',
    defaultMessage: 'Contact person',
    description: `${D}: the company's contact person`,
  },
  contactPhone: {
    id: 'register.info.contactPhone',
    defaultMessage: 'Contact phone',
    description: `${D}: the contact person's phone, mobile or landline`,
  },
  contactEmail: {
    id: 'register.info.contactEmail',
    defaultMessage: 'Contact email',
    description: `${D}: the contact person's email`,
  },
});
