// Texts of the team screen (/account/team) and the invitation page (/invite_registration). They
// load with the rest of the catalogue (the invitation page awaits it), never with the login page.
import { defineMessages } from 'react-intl';

const D = 'Team screen (/account/team)';
const I = 'Invitation registration page (/invite_registration)';

export const teamMessages = defineMessages({
  heading: { id: 'team.heading', defaultMessage: 'Team', description: D },
  members: { id: 'team.members', defaultMessage: 'Members', description: `${D}: tab` },
  invitations: {
    id: 'team.invitations',
    defaultMessage: 'Pending invitations',
    description: `${D}: tab`,
  },
  securityLog: { id: 'team.securityLog', defaultMessage: 'Security log', description: `${D}: tab` },
  invite: { id: 'team.invite', defaultMessage: 'Invite member', description: `${D}: button` },
  colName: { id: 'team.col.name', defaultMessage: 'Name', description: `${D}: column` },
  colLogin: { id: 'team.col.login', defaultMessage: 'Login name', description: `${D}: column` },
  colRoles: { id: 'team.col.roles', defaultMessage: 'Roles', description: `${D}: column` },
  colEmail: { id: 'team.col.email', defaultMessage: 'Email', description: `${D}: column` },
  colPhone: { id: 'team.col.phone', defaultMessage: 'Phone', description: `${D}: column` },
  colLastLogin: {
    id: 'team.col.lastLogin',
    defaultMessage: 'Last login',
    description: `${D}: column`,
  },
  colActions: { id: 'team.col.actions', defaultMessage: 'Actions', description: `${D}: column` },
  colInvitedBy: {
    id: 'team.col.invitedBy',
    defaultMessage: 'Invited by',
    description: `${D}: column`,
  },
  colExpires: { id: 'team.col.expires', defaultMessage: 'Expires', description: `${D}: column` },
  colTime: { id: 'team.col.time', defaultMessage: 'Time', description: `${D}: column` },
  colEvent: { id: 'team.col.event', defaultMessage: 'Event', description: `${D}: column` },
  colActor: { id: 'team.col.actor', defaultMessage: 'By', description: `${D}: column` },
  colSubject: { id: 'team.col.subject', defaultMessage: 'Concerning', description: `${D}: column` },
  colDetails: { id: 'team.col.details', defaultMessage: 'Details', description: `${D}: column` },
  colAddress: { id: 'team.col.address', defaultMessage: 'Address', description: `${D}: column` },
  never: { id: 'team.never', defaultMessage: 'Never', description: `${D}: no login yet` },
  you: { id: 'team.you', defaultMessage: '(you)', description: `${D}: marks the caller's row` },
  editRoles: { id: 'team.editRoles', defaultMessage: 'Edit roles', description: `${D}: button` },
  remove: { id: 'team.remove', defaultMessage: 'Remove', description: `${D}: button` },
  resend: { id: 'team.resend', defaultMessage: 'Send again', description: `${D}: button` },
  revoke: { id: 'team.revoke', defaultMessage: 'Revoke', description: `${D}: button` },
  expired: { id: 'team.expired', defaultMessage: 'Expired', description: `${D}: invitation state` },
  noInvitations: {
    id: 'team.noInvitations',
    defaultMessage: 'No pending invitations.',
    description: `${D}: empty state`,
  },
  noEvents: {
    id: 'team.noEvents',
    defaultMessage: 'Nothing has been logged yet.',
    description: `${D}: empty state`,
  },
  email: { id: 'team.form.email', defaultMessage: 'Email', description: `${D}: invite form` },
  name: {
    id: 'team.form.name',
    defaultMessage: 'Name (optional)',
    description: `${D}: invite form`,
  },
  roles: { id: 'team.form.roles', defaultMessage: 'Roles', description: `${D}: form` },
  mailLanguage: {
    id: 'team.form.language',
    defaultMessage: 'Language of the invitation',
    description: `${D}: invite form, the invitee's language for the mail and page`,
  },
  send: { id: 'team.form.send', defaultMessage: 'Send invitation', description: `${D}: button` },
  save: { id: 'team.form.save', defaultMessage: 'Save', description: `${D}: button` },
  cancel: { id: 'team.form.cancel', defaultMessage: 'Cancel', description: `${D}: button` },
  confirmRemove: {
    id: 'team.confirmRemove',
    defaultMessage: 'Remove this member? Their sessions end at once.',
    description: `${D}: confirmation`,
  },
  invited: {
    id: 'team.invited',
    defaultMessage: 'The invitation has been sent.',
    description: `${D}: toast`,
  },
  saved: { id: 'team.saved', defaultMessage: 'Saved.', description: `${D}: toast` },
  needsConnection: {
    id: 'team.needsConnection',
    defaultMessage:
      'Invitations and roles need a connection to the server. You are offline: nothing was changed.',
    description: `${D}: offline notice`,
  },
  loadFailed: {
    id: 'team.loadFailed',
    defaultMessage: 'The team could not be loaded.',
    description: `${D}: error state`,
  },
  inviteHeading: {
    id: 'invite.heading',
    defaultMessage: 'Join your team',
    description: I,
  },
  linkProblem: {
    id: 'invite.linkProblem',
    defaultMessage: 'This invitation link cannot be used',
    description: I,
  },
  askAgain: {
    id: 'invite.askAgain',
    defaultMessage: 'Ask your administrator to send the invitation again.',
    description: I,
  },
  yourName: { id: 'invite.name', defaultMessage: 'Your name', description: I },
  create: { id: 'invite.create', defaultMessage: 'Create my account', description: I },
  creating: { id: 'invite.creating', defaultMessage: 'Creating…', description: I },
  doneHeading: { id: 'invite.done', defaultMessage: 'Welcome aboard', description: I },
});

/** The texts that take values, typed so a missing value is a compile error. */
export const teamValueMessages = defineMessages<{
  intro: { inviter: string; organisation: string; roles: string };
  doneBody: { login: string };
}>({
  intro: {
    id: 'invite.intro',
    defaultMessage: '{inviter} invites you to join {organisation} with the roles: {roles}.',
    description: I,
  },
  doneBody: {
    id: 'invite.doneBody',
    defaultMessage: 'Your account {login} has been created. You can now log in.',
    description: I,
  },
});

/** The security log's events in words. */
export const securityEventMessages = defineMessages({
  signIn: { id: 'team.event.signIn', defaultMessage: 'Signed in', description: D },
  signInFailed: {
    id: 'team.event.signInFailed',
    defaultMessage: 'Failed sign-in',
    description: D,
  },
  passwordReset: {
    id: 'team.event.passwordReset',
    defaultMessage: 'Password reset by email',
    description: D,
  },
  passwordChanged: {
    id: 'team.event.passwordChanged',
    defaultMessage: 'Password changed',
    description: D,
  },
  currentPasswordFailed: {
    id: 'team.event.currentPasswordFailed',
    defaultMessage: 'Wrong current password (password or bank account change)',
    description: D,
  },
  invitationSent: {
    id: 'team.event.invitationSent',
    defaultMessage: 'Invitation sent',
    description: D,
  },
  invitationRevoked: {
    id: 'team.event.invitationRevoked',
    defaultMessage: 'Invitation revoked',
    description: D,
  },
  invitationAccepted: {
    id: 'team.event.invitationAccepted',
    defaultMessage: 'Invitation accepted',
    description: D,
  },
  rolesChanged: { id: 'team.event.rolesChanged', defaultMessage: 'Roles changed', description: D },
  memberDeleted: {
    id: 'team.event.memberDeleted',
    defaultMessage: 'Member removed',
    description: D,
  },
  bankAccountChanged: {
    id: 'team.event.bankAccountChanged',
    defaultMessage: 'Bank account changed',
    description: D,
  },
  teamChangeRefused: {
    id: 'team.event.teamChangeRefused',
    defaultMessage: 'Team change refused',
    description: D,
  },
  subjectInfoChanged: {
    id: 'team.event.subjectInfoChanged',
    defaultMessage: 'Subject information changed',
    description: D,
  },
});
