// The team calls (src/domain/api.ts PATHS.team*, go_invite_registration, invite_registration).
// Screens call these, never fetch.
import { api } from '../../app/api/api';
import { PATHS, type RoleInfo } from '../../domain/api';
import type { ApiLanguage } from '../../domain/locale';
import type { RoleCode } from '../../domain/roles';
import type {
  InvitationInfo,
  SecurityLogPage,
  TeamInvitation,
  TeamMember,
} from '../../domain/team/teamApi';

export const fetchTeamMembers = () => api.request<TeamMember[]>(PATHS.teamMembers);
export const fetchTeamInvitations = () => api.request<TeamInvitation[]>(PATHS.teamInvitations);
export const fetchRoles = () => api.request<RoleInfo[]>(PATHS.allRoles);
export const fetchSecurityLog = (page: number, size: number) =>
  api.request<SecurityLogPage>(PATHS.securityLog, { query: { page, size } });

export const postInvitation = (body: {
  email: string;
  name: string;
  roles: RoleCode[];
  language: ApiLanguage;
}) => api.request<{ id: string }>(PATHS.inviteMember, { method: 'POST', body });

export const postResendInvitation = (id: string) =>
  api.request<unknown>(PATHS.resendInvitation, { method: 'POST', body: { id } });
export const postRevokeInvitation = (id: string) =>
  api.request<unknown>(PATHS.revokeInvitation, { method: 'POST', body: { id } });
export const postMemberRoles = (userId: string, roles: RoleCode[]) =>
  api.request<unknown>(PATHS.memberRoles, { method: 'POST', body: { userId, roles } });
export const postDeleteMember = (userId: string) =>
  api.request<unknown>(PATHS.deleteMember, { method: 'POST', body: { userId } });

export const fetchInvitation = (token: string) =>
  api.request<InvitationInfo>(PATHS.goInviteRegistration, { query: { token } });

export const postInviteRegistration = (body: {
  token: string;
  name: string;
  loginName: string;
  password: string;
  confirmPassword: string;
  telArea: string;
  telephone: string;
}) =>
  api.request<{ userId: string; loginName: string }>(PATHS.inviteRegistration, {
    method: 'POST',
    body,
  });
