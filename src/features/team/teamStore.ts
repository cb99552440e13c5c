// The team screen's data: fetched into the Dexie cache (read offline from there, "last known");
// every change is confirmed by the server first and then read back, never queued.
import { putCached } from '../../data/cacheRepo';
import { fetchRoles, fetchSecurityLog, fetchTeamInvitations, fetchTeamMembers } from './teamCalls';

export const SECURITY_LOG_PAGE_SIZE = 50;

export async function refreshTeam(): Promise<void> {
  const [members, invitations, roles, log] = await Promise.all([
    fetchTeamMembers(),
    fetchTeamInvitations(),
    fetchRoles(),
    fetchSecurityLog(1, SECURITY_LOG_PAGE_SIZE),
  ]);
  await Promise.all([
    putCached('teamMembers', members),
    putCached('teamInvitations', invitations),
    putCached('teamRoles', roles),
    putCached('securityLog', log),
  ]);
}
