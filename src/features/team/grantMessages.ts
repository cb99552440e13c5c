// Texts of the team screen's grant rules (issue 28): the "who may grant which roles" panel, why a
// button is not offered, and the security log's details of role changes and refused attempts.
import { defineMessages, type NoMessageValues } from 'react-intl';

const D = 'Team screen (/account/team)';
const P = 'Team screen (/account/team): the panel "Who may grant which roles"';
const R =
  'Team screen (/account/team): short reason under a disabled button, addressed to the signed-in administrator';
const L = 'Team screen (/account/team): security log, the Details column';

export const grantMessages = defineMessages({
  heading: {
    id: 'team.grants.heading',
    defaultMessage: 'Who may grant which roles',
    description: P,
  },
  colRole: { id: 'team.grants.colRole', defaultMessage: 'Role', description: `${P}: column` },
  colMayGrant: {
    id: 'team.grants.colMayGrant',
    defaultMessage: 'May grant',
    description: `${P}: column, the roles a holder of the row's role may give`,
  },
  noTeam: {
    id: 'team.grants.noTeam',
    defaultMessage: 'None: cannot manage the team',
    description: `${P}: a role without access to the team screen`,
  },
  yours: {
    id: 'team.grants.yours',
    defaultMessage: '(your role)',
    description: `${P}: marks the signed-in user's role`,
  },
  ruleHolds: {
    id: 'team.grants.ruleHolds',
    defaultMessage: 'A role can be granted only by someone who holds all of its rights.',
    description: `${P}: rule`,
  },
  ruleOwn: {
    id: 'team.grants.ruleOwn',
    defaultMessage:
      'Nobody changes their own roles, and nobody changes or removes a member who has rights they lack.',
    description: `${P}: rule`,
  },
  ruleLast: {
    id: 'team.grants.ruleLast',
    defaultMessage: 'The organisation always keeps an administrator with distribution rights.',
    description: `${P}: rule`,
  },
  ruleRevoke: {
    id: 'team.grants.ruleRevoke',
    defaultMessage: 'Any administrator may revoke a pending invitation, whatever its roles.',
    description: `${P}: rule`,
  },
  ruleMail: {
    id: 'team.grants.ruleMail',
    defaultMessage:
      'Every role change is mailed to every administrator with distribution rights and recorded in the security log.',
    description: `${P}: rule`,
  },
});

/** The texts that take values, typed so a missing value is a compile error. */
export const grantValueMessages = defineMessages<{ withheld: { roles: string } }>({
  withheld: {
    id: 'team.grants.withheld',
    defaultMessage: 'Not offered, as they include rights you do not hold: {roles}.',
    description: `${D}: under the roles of the invite and edit dialogs, the roles left out`,
  },
});

/** Why a button is not offered, in a few words. */
export const refusalReasonMessages = defineMessages({
  ownRoles: {
    id: 'team.reason.ownRoles',
    defaultMessage: 'Your own roles are changed by another administrator.',
    description: R,
  },
  memberNotManageable: {
    id: 'team.reason.memberNotManageable',
    defaultMessage: 'Has rights you do not hold.',
    description: R,
  },
  roleNotGrantable: {
    id: 'team.reason.roleNotGrantable',
    defaultMessage: 'Grants rights you do not hold; you may revoke it.',
    description: `${R} (an invitation: it cannot be sent again, only revoked)`,
  },
  lastAdministrator: {
    id: 'team.reason.lastAdministrator',
    defaultMessage: 'The last administrator.',
    description: R,
  },
  lastFullAdministrator: {
    id: 'team.reason.lastFullAdministrator',
    defaultMessage: 'The last administrator with distribution rights.',
    description: R,
  },
});

/** The security log's details; {roles}, {before}, {after} are role names. */
export const logDetailMessages = defineMessages<{
  rolesChanged: { before: string; after: string };
  roles: { roles: string };
  resent: { roles: string };
  contract: { contract: string };
  refused: { attempt: string; reason: string };
  changeRoles: { before: string; roles: string };
  deleteMember: { before: string };
  invite: { roles: string };
  resendInvitation: { roles: string };
  taxResidence: { before: string; after: string };
  resident: NoMessageValues;
  nonResident: NoMessageValues;
}>({
  taxResidence: {
    id: 'team.log.taxResidence',
    defaultMessage: 'Tax residence changed from {before} to {after}.',
    description: `${L}: subject information saved with another PRC tax residence; before and after are the words below`,
  },
  resident: { id: 'team.log.resident', defaultMessage: 'resident', description: L },
  nonResident: { id: 'team.log.nonResident', defaultMessage: 'non-resident', description: L },
  rolesChanged: {
    id: 'team.log.rolesChanged',
    defaultMessage: 'Before: {before}. After: {after}.',
    description: L,
  },
  roles: { id: 'team.log.roles', defaultMessage: 'Roles: {roles}', description: L },
  resent: {
    id: 'team.log.resent',
    defaultMessage: 'Sent again. Roles: {roles}',
    description: L,
  },
  contract: { id: 'team.log.contract', defaultMessage: 'Contract {contract}', description: L },
  refused: {
    id: 'team.log.refused',
    defaultMessage: '{attempt} Refused: {reason}',
    description: `${L}: a refused team change; {attempt} and {reason} are the sentences below`,
  },
  changeRoles: {
    id: 'team.log.attempt.changeRoles',
    defaultMessage: 'Tried to give {roles} (had {before}).',
    description: L,
  },
  deleteMember: {
    id: 'team.log.attempt.deleteMember',
    defaultMessage: 'Tried to remove the member ({before}).',
    description: `${L}: {before} is the member's roles`,
  },
  invite: {
    id: 'team.log.attempt.invite',
    defaultMessage: 'Tried to invite with {roles}.',
    description: L,
  },
  resendInvitation: {
    id: 'team.log.attempt.resendInvitation',
    defaultMessage: 'Tried to send the invitation ({roles}) again.',
    description: L,
  },
});

/** Why the log's refused attempt was refused, said of the one who tried. */
export const logReasonMessages = defineMessages({
  ownRoles: {
    id: 'team.log.reason.ownRoles',
    defaultMessage: 'nobody changes their own roles.',
    description: L,
  },
  roleNotGrantable: {
    id: 'team.log.reason.roleNotGrantable',
    defaultMessage: 'the roles include rights they do not hold.',
    description: L,
  },
  memberNotManageable: {
    id: 'team.log.reason.memberNotManageable',
    defaultMessage: 'the member has rights they do not hold.',
    description: L,
  },
});
