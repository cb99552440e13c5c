// Answers of the team calls (src/domain/api.ts PATHS.team*, go_invite_registration, security log).
import type { ApiLanguage } from '../locale';
import type { RoleCode } from '../roles';

export interface TeamMember {
  id: string;
  name: string;
  loginName: string;
  email: string;
  phone: string;
  roles: RoleCode[];
  lastLoginAt: string | null;
  /** the caller: the screen marks it and warns before one's own roles change */
  isSelf: boolean;
}

export type InvitationState = 'pending' | 'expired';

export interface TeamInvitation {
  id: string;
  email: string;
  name: string;
  roles: RoleCode[];
  language: ApiLanguage;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
  state: InvitationState;
}

/** GET go_invite_registration: what the invitation page shows before the form. */
export interface InvitationInfo {
  organisationName: string;
  inviterName: string;
  email: string;
  name: string;
  roles: RoleCode[];
  language: ApiLanguage;
  expiresAt: string;
}

export const SECURITY_EVENT_KINDS = [
  'signIn',
  'signInFailed',
  'passwordReset',
  'passwordChanged',
  'currentPasswordFailed',
  'invitationSent',
  'invitationRevoked',
  'invitationAccepted',
  'rolesChanged',
  'memberDeleted',
  /** a role change, removal or invitation the grant rules refused (issue 28) */
  'teamChangeRefused',
  'bankAccountChanged',
  'subjectInfoChanged',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** What a refused team change tried (detail.action of a teamChangeRefused event). */
export type TeamChangeAction = 'changeRoles' | 'deleteMember' | 'invite' | 'resendInvitation';

export interface SecurityEvent {
  id: string;
  kind: SecurityEventKind;
  at: string;
  address: string;
  /** who did it (a login name), when known */
  actor: string;
  /** whom or what it concerned (a login name, an email address), when any */
  subject: string;
  detail: Record<string, string>;
}

export interface SecurityLogPage {
  total: number;
  list: SecurityEvent[];
}
