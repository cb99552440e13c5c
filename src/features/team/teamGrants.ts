// What the signed-in administrator may do to each member and invitation, from the same rules the
// server applies (src/domain/team/teamRules.ts) to the team as last read: the screen offers only
// what the server would accept and says why the rest is not offered.
import { PARTNER_ROLES, type RoleCode } from '../../domain/roles';
import type { TeamInvitation, TeamMember } from '../../domain/team/teamApi';
import {
  checkInvitationRoles,
  checkMemberChange,
  checkRolesEditable,
  grantableRoles,
  type TeamChangeRefusal,
} from '../../domain/team/teamRules';

export interface TeamGrants {
  /** the caller's roles as the member list last said */
  actorRoles: readonly RoleCode[];
  /** the partner roles the caller may hand out, in their order */
  grantable: readonly RoleCode[];
  /** why the caller may not open this member's roles, or null */
  editRefusal(member: TeamMember): 'ownRoles' | 'memberNotManageable' | null;
  /** why the caller may not remove this member, or null (removing oneself is leaving) */
  removeRefusal(member: TeamMember): TeamChangeRefusal | null;
  /** why the caller may not send this invitation again, or null (revoking is always allowed) */
  resendRefusal(invitation: TeamInvitation): 'roleNotGrantable' | null;
}

export function teamGrantsOf(members: readonly TeamMember[]): TeamGrants {
  const team = members.map((m) => ({ userId: m.id, roles: m.roles }));
  const self = members.find((m) => m.isSelf);
  // a list without the caller (it was removed meanwhile) grants nothing
  const actorId = self?.id ?? '';
  const actorRoles = self?.roles ?? [];
  return {
    actorRoles,
    grantable: grantableRoles(actorRoles, PARTNER_ROLES),
    editRefusal: (member) => checkRolesEditable(team, actorId, member.id),
    removeRefusal: (member) => checkMemberChange(team, actorId, member.id, null),
    resendRefusal: (invitation) => checkInvitationRoles(team, actorId, invitation.roles),
  };
}
