// Invitations (spec section 7: go_invite_registration, invite_registration): an administrator
// invites by email with roles; the mail carries an 'invite' link token (7 days, one use, hashed)
// whose data names the invitation row. Following the link shows the invitation; the form creates
// the member in that organisation with the invited roles, in one transaction with the token's use.
// Whether the login name is taken is said only to a good link (loginNames.ts).
import { LINK_TOKEN_TTL_MS } from './tokens';
import type { ApiLanguage } from '../../../src/domain/locale';
import type { InvitationInfo, TeamInvitation } from '../../../src/domain/team/teamApi';
import type {
  InvitationIdInput,
  InviteInput,
  InviteRegistrationInput,
  InviteTokenInput,
} from '../../../src/domain/schemas/team';
import type { AuthContext } from '../auth/context';
import { hashPassword } from '../auth/password';
import { toRoleCodes } from '../auth/sessions';
import {
  loadOwnedInvitation,
  lockTeam,
  refuseInvitation,
  type OwnedInvitation,
} from '../auth/teamPolicy';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../http/apiError';
import { queueMail } from '../mail/mailJob';
import { limitSend, type SendLimitOverrides } from '../mail/sendLimits';
import { toIsoString } from '../presenters/time';
import { checkLoginNameFree, isUniqueViolation } from './loginNames';
import { toE164 } from './registration';
import { recordSecurityEvent } from './securityLog';
import { notifyMember, roleNamesIn } from './teamNotices';
import { consumeLinkToken, issueLinkToken, peekLinkToken, type LinkTokenRefusal } from './tokens';

export interface InvitationDeps {
  db: Db;
  clock: Clock;
  secret: string;
  publicUrl: string;
  /** other send limits than mail/sendLimits.ts's (tests) */
  sendLimits?: SendLimitOverrides;
}

const REFUSAL_ERROR: Readonly<
  Record<LinkTokenRefusal, 'linkExpired' | 'linkUsed' | 'linkInvalid'>
> = { expired: 'linkExpired', used: 'linkUsed', unknown: 'linkInvalid' };

interface Inviter {
  login_name: string;
  name: string;
  org_name: string;
  org_name_en: string;
}

async function loadInviter(q: Queryable, userId: string): Promise<Inviter> {
  const { rows } = await q.query<Inviter>(
    `SELECT u.login_name, u.name, o.name AS org_name, o.name_en AS org_name_en
       FROM users u JOIN organisations o ON o.id = u.org_id WHERE u.id = $1`,
    [userId],
  );
  if (!rows[0]) throw new ApiError('notlogin');
  return rows[0];
}

const orgNameIn = (language: ApiLanguage, zh: string, en: string) =>
  language === 'en' && en ? en : zh;

/**
 * Issues a fresh link for the invitation (earlier links of that address stop working) and mails
 * it, within the send limits of the inviter, the address and the organisation (a re-send counts).
 */
async function sendInvitationMail(
  tx: Queryable,
  deps: InvitationDeps,
  auth: AuthContext,
  invitation: Pick<OwnedInvitation, 'id' | 'email' | 'name' | 'language'>,
): Promise<Date> {
  await limitSend(
    tx,
    { clock: deps.clock, secret: deps.secret, limits: deps.sendLimits },
    'invitation',
    {
      sender: auth.userId,
      // within the organisation: another's invitations to this address are none of its business
      recipient: `${auth.orgId}\n${invitation.email.trim().toLowerCase()}`,
      organisation: auth.orgId,
    },
  );
  const { token, expiresAt } = await issueLinkToken(tx, deps.clock, 'invite', {
    orgId: auth.orgId,
    email: invitation.email,
    data: { invitationId: invitation.id },
  });
  await tx.query('UPDATE invitations SET expires_at = $2 WHERE id = $1', [
    invitation.id,
    expiresAt,
  ]);
  const inviter = await loadInviter(tx, auth.userId);
  const link = new URL('/invite_registration', deps.publicUrl);
  link.searchParams.set('token', token);
  const language = invitation.language;
  await queueMail(
    tx,
    { clock: deps.clock, secret: deps.secret },
    {
      template: 'invitation',
      to: invitation.email,
      language,
      params: {
        name: invitation.name,
        inviter: inviter.name || inviter.login_name,
        organisation: orgNameIn(language, inviter.org_name, inviter.org_name_en),
        link: link.toString(),
        expiresInDays: LINK_TOKEN_TTL_MS.invite / 86_400_000,
      },
    },
  );
  return expiresAt;
}

type Invited = { id: string } | { refusal: 'roleNotGrantable' };

export async function inviteMember(
  deps: InvitationDeps,
  auth: AuthContext,
  input: InviteInput,
  inviterLanguage: ApiLanguage,
  address: string,
): Promise<{ id: string }> {
  const outcome = await deps.db.transaction(async (tx): Promise<Invited> => {
    const now = deps.clock.now();
    // the inviter's roles as committed: a role they lost a moment ago is not theirs to hand out
    const refusal = await refuseInvitation(tx, await lockTeam(tx, auth.orgId), auth, input.roles, {
      action: 'invite',
      actor: (await loadInviter(tx, auth.userId)).login_name,
      subject: input.email,
      address,
      at: now,
    });
    if (refusal) return { refusal };
    const language = input.language ?? inviterLanguage;
    // a second invitation to the same address replaces the open one (its link stops working too)
    await tx.query(
      `UPDATE invitations SET revoked_at = $3
        WHERE org_id = $1 AND lower(email) = lower($2) AND accepted_at IS NULL AND revoked_at IS NULL`,
      [auth.orgId, input.email, now],
    );
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO invitations (org_id, email, name, roles, language, invited_by, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
      [auth.orgId, input.email, input.name ?? '', input.roles, language, auth.userId, now],
    );
    const id = rows[0].id;
    await sendInvitationMail(tx, deps, auth, {
      id,
      email: input.email,
      name: input.name ?? '',
      language,
    });
    const inviter = await loadInviter(tx, auth.userId);
    await recordSecurityEvent(tx, {
      orgId: auth.orgId,
      kind: 'invitationSent',
      at: now,
      actor: inviter.login_name,
      subject: input.email,
      address,
      detail: { roles: input.roles.join(',') },
    });
    return { id };
  });
  // thrown once the transaction committed the refused attempt's log entry (and nothing else)
  if ('refusal' in outcome) throw new ApiError(outcome.refusal);
  return outcome;
}

export async function resendInvitation(
  deps: InvitationDeps,
  auth: AuthContext,
  input: InvitationIdInput,
  address: string,
): Promise<void> {
  const refused = await deps.db.transaction(async (tx) => {
    const team = await lockTeam(tx, auth.orgId);
    const invitation = await loadOwnedInvitation(tx, auth, input.id, true);
    const now = deps.clock.now();
    const actor = (await loadInviter(tx, auth.userId)).login_name;
    // a re-sent link grants anew: an invitation made by another may hold roles the caller lacks
    const refusal = await refuseInvitation(tx, team, auth, invitation.roles, {
      action: 'resendInvitation',
      actor,
      subject: invitation.email,
      address,
      at: now,
    });
    if (refusal) return refusal;
    await sendInvitationMail(tx, deps, auth, invitation);
    await recordSecurityEvent(tx, {
      orgId: auth.orgId,
      kind: 'invitationSent',
      at: now,
      actor,
      subject: invitation.email,
      address,
      detail: { roles: invitation.roles.join(','), resent: 'true' },
    });
    return null;
  });
  if (refused) throw new ApiError(refused);
}

/**
 * Withdraws an open invitation, whatever roles it holds: revoking grants nothing, so a manager
 * who could not send an administrator's invitation may still withdraw one (a stale one, one sent
 * to a wrong address); the log says who did.
 */
export async function revokeInvitation(
  deps: InvitationDeps,
  auth: AuthContext,
  input: InvitationIdInput,
  address: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const invitation = await loadOwnedInvitation(tx, auth, input.id, true);
    const now = deps.clock.now();
    await tx.query('UPDATE invitations SET revoked_at = $2 WHERE id = $1', [invitation.id, now]);
    await tx.query(
      `UPDATE link_tokens SET used_at = $2
        WHERE purpose = 'invite' AND used_at IS NULL AND data->>'invitationId' = $1`,
      [invitation.id, now],
    );
    await recordSecurityEvent(tx, {
      orgId: auth.orgId,
      kind: 'invitationRevoked',
      at: now,
      actor: (await loadInviter(tx, auth.userId)).login_name,
      subject: invitation.email,
      address,
    });
  });
}

export async function listInvitations(
  q: Queryable,
  clock: Clock,
  auth: AuthContext,
): Promise<TeamInvitation[]> {
  const { rows } = await q.query<
    OwnedInvitation & { created_at: Date | string; invited_by_name: string | null }
  >(
    `SELECT i.id, i.org_id, i.email, i.name, i.roles, i.language, i.expires_at, i.created_at,
            i.accepted_at, i.revoked_at, u.login_name AS invited_by_name
       FROM invitations i LEFT JOIN users u ON u.id = i.invited_by
      WHERE i.org_id = $1 AND i.accepted_at IS NULL AND i.revoked_at IS NULL
      ORDER BY i.created_at DESC, i.id`,
    [auth.orgId],
  );
  const now = clock.now().getTime();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    roles: toRoleCodes(r.roles),
    language: r.language,
    invitedBy: r.invited_by_name ?? '',
    createdAt: toIsoString(r.created_at),
    expiresAt: toIsoString(r.expires_at),
    state: new Date(r.expires_at).getTime() <= now ? 'expired' : 'pending',
  }));
}

interface OpenInvitation extends OwnedInvitation {
  invited_by: string | null;
}

/** The invitation a link names, open (not revoked, not accepted); a closed one reads as used. */
async function openInvitationOf(
  q: Queryable,
  data: Record<string, unknown>,
  lock: boolean,
): Promise<OpenInvitation> {
  const id = typeof data.invitationId === 'string' ? data.invitationId : '';
  const { rows } = await q.query<OpenInvitation>(
    `SELECT id, org_id, email, name, roles, language, expires_at, accepted_at, revoked_at, invited_by
       FROM invitations WHERE id::text = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const row = rows[0];
  if (!row) throw new ApiError('linkInvalid');
  if (row.accepted_at || row.revoked_at) throw new ApiError('linkUsed');
  return row;
}

export async function readInvitation(
  deps: InvitationDeps,
  input: InviteTokenInput,
): Promise<InvitationInfo> {
  const peeked = await peekLinkToken(deps.db, deps.clock, 'invite', input.token);
  if (!peeked.ok) throw new ApiError(REFUSAL_ERROR[peeked.reason]);
  const invitation = await openInvitationOf(deps.db, peeked.record.data, false);
  const { rows } = await deps.db.query<{
    org_name: string;
    org_name_en: string;
    inviter: string | null;
  }>(
    `SELECT o.name AS org_name, o.name_en AS org_name_en, COALESCE(NULLIF(u.name, ''), u.login_name) AS inviter
       FROM organisations o LEFT JOIN users u ON u.id = $2 WHERE o.id = $1`,
    [invitation.org_id, invitation.invited_by],
  );
  const org = rows[0];
  return {
    organisationName: orgNameIn(invitation.language, org.org_name, org.org_name_en),
    inviterName: org.inviter ?? '',
    email: invitation.email,
    name: invitation.name,
    roles: toRoleCodes(invitation.roles),
    language: invitation.language,
    expiresAt: peeked.record.expiresAt.toISOString(),
  };
}

/**
 * invite_registration: the member is created with the invited roles; the link is used up. The
 * account's language (its mails') is the page's, which opens in the one the administrator chose.
 */
export async function acceptInvitation(
  deps: InvitationDeps,
  input: InviteRegistrationInput,
  context: { address: string; language?: ApiLanguage },
): Promise<{ userId: string; loginName: string }> {
  const { address } = context;
  // the link before the name: until it is known good, a taken and a free name get the same
  // answer, and no password is hashed for a bad link. The transaction below checks it again
  const peeked = await peekLinkToken(deps.db, deps.clock, 'invite', input.token);
  if (!peeked.ok) throw new ApiError(REFUSAL_ERROR[peeked.reason]);
  await openInvitationOf(deps.db, peeked.record.data, false);
  await checkLoginNameFree(deps.db, input.loginName, address);
  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const used = await consumeLinkToken(tx, deps.clock, 'invite', input.token);
      if (!used.ok) throw new ApiError(REFUSAL_ERROR[used.reason]);
      const invitation = await openInvitationOf(tx, used.record.data, true);
      const { rows: orgs } = await tx.query<{
        account_type: string;
        name: string;
        name_en: string;
      }>('SELECT account_type, name, name_en FROM organisations WHERE id = $1', [
        invitation.org_id,
      ]);
      const now = deps.clock.now();
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO users (org_id, login_name, name, email, phone, password_hash, roles, account_type, created_at, language)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [
          invitation.org_id,
          input.loginName,
          input.name,
          invitation.email,
          toE164(input.telArea, input.telephone),
          passwordHash,
          invitation.roles,
          orgs[0].account_type,
          now,
          // a client naming no language (a script) leaves the administrator's choice
          context.language ?? invitation.language,
        ],
      );
      const userId = rows[0].id;
      await tx.query(
        'UPDATE invitations SET accepted_at = $2, accepted_user_id = $3 WHERE id = $1',
        [invitation.id, now, userId],
      );
      await recordSecurityEvent(tx, {
        orgId: invitation.org_id,
        kind: 'invitationAccepted',
        at: now,
        actor: input.loginName,
        subject: invitation.email,
        address,
        detail: { roles: invitation.roles.join(',') },
      });
      // invited_by is set null when the inviter is deleted: a set one is a live user
      const inviter = invitation.invited_by ? await loadInviter(tx, invitation.invited_by) : null;
      await notifyMember(
        tx,
        { orgId: invitation.org_id, userId },
        'joined',
        (language) => ({
          actor: inviter ? inviter.name || inviter.login_name : '',
          organisation: orgNameIn(language, orgs[0].name, orgs[0].name_en),
          roles: roleNamesIn(language, invitation.roles),
        }),
        now,
      );
      if (invitation.invited_by && inviter)
        await notifyMember(
          tx,
          { orgId: invitation.org_id, userId: invitation.invited_by },
          'memberJoined',
          () => ({ email: invitation.email, login: input.loginName }),
          now,
        );
      return { userId, loginName: input.loginName };
    });
  } catch (error) {
    // a parallel registration took the login name: the rollback keeps the link usable
    if (isUniqueViolation(error)) throw new ApiError('loginNameTaken');
    throw error;
  }
}
