// Upload grants: Uppy's Companion client calls the S3-multipart routes with plain fetch and no
// custom headers, so the session travels in the endpoint's path instead, as an HMAC-signed grant.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { API_BASE } from '../../../src/domain/api';
import type { ApiLanguage } from '../../../src/domain/locale';
import type { FilePurpose } from '../../../src/domain/media/filePolicy';
import { ACTIONS, privilegesOfRoles } from '../../../src/domain/roles';
import type { AuthContext } from '../auth/context';
import { toRoleCodes } from '../auth/sessions';
import type { Queryable } from '../db/db';
import { uploadError } from './fileErrors';

/** Longer than the spec's one-hour upload timeout; a resumed upload asks for a fresh grant. */
export const UPLOAD_GRANT_TTL_SECONDS = 2 * 60 * 60;
export const UPLOAD_GRANT_BASE = `${API_BASE}/uploads`;
/** A purpose prefix in the MAC, so a grant can never pass for a part or playback signature. */
const PURPOSE = 'rpp-upload-grant-v1\n';
const MAX_GRANT_LENGTH = 512;

const grantPayloadSchema = z.object({
  org: z.string().min(1).max(100),
  user: z.string().min(1).max(100),
  exp: z.int().positive(),
});
type GrantPayload = z.output<typeof grantPayloadSchema>;

export type GrantCheck =
  { ok: true; grant: GrantPayload } | { ok: false; reason: 'forged' | 'expired' };

function macOf(secret: string, payload: string): string {
  return createHmac('sha256', secret)
    .update(PURPOSE + payload)
    .digest('base64url');
}

export function issueUploadGrant(
  secret: string,
  auth: Pick<AuthContext, 'orgId' | 'userId'>,
  now: Date = new Date(),
  ttlSeconds: number = UPLOAD_GRANT_TTL_SECONDS,
): { endpoint: string; expiresAt: string; grant: string } {
  const exp = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const payload = Buffer.from(JSON.stringify({ org: auth.orgId, user: auth.userId, exp })).toString(
    'base64url',
  );
  const grant = `${payload}.${macOf(secret, payload)}`;
  return {
    endpoint: `${UPLOAD_GRANT_BASE}/${grant}`,
    expiresAt: new Date(exp * 1000).toISOString(),
    grant,
  };
}

/** Checks the MAC in constant time first, then the expiry; never throws. */
export function checkUploadGrant(
  secret: string,
  grant: string,
  now: Date = new Date(),
): GrantCheck {
  const forged = { ok: false, reason: 'forged' } as const;
  if (grant.length > MAX_GRANT_LENGTH) return forged;
  const [payload, mac, ...rest] = grant.split('.');
  if (rest.length > 0 || !payload || !mac) return forged;
  const expected = Buffer.from(macOf(secret, payload));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return forged;
  let parsed;
  try {
    parsed = grantPayloadSchema.safeParse(
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    );
  } catch {
    return forged;
  }
  if (!parsed.success) return forged;
  if (parsed.data.exp * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, grant: parsed.data };
}

/** Uploads feed the library: any partner role with a library screen; staff-only accounts may not. */
export function canUpload(auth: Pick<AuthContext, 'privileges'>): boolean {
  return (
    [...auth.privileges].some((link) => link.startsWith('library-')) ||
    auth.privileges.has(ACTIONS.backofficeChannels)
  );
}

/**
 * A file is uploaded only by someone who can attach it (issue 28, item 8): the organisation's
 * identity images and logo by whoever edits its subject details, a channel's logo by staff of the
 * channels; everything the library takes by its editors.
 */
const ORGANISATION_PURPOSES: ReadonlySet<FilePurpose> = new Set(['idImage', 'logo']);

export function canUploadPurpose(
  auth: Pick<AuthContext, 'privileges'>,
  purpose: FilePurpose,
): boolean {
  if (purpose === 'logo' && auth.privileges.has(ACTIONS.backofficeChannels)) return true;
  if (ORGANISATION_PURPOSES.has(purpose)) return auth.privileges.has(ACTIONS.subjectEdit);
  return [...auth.privileges].some((link) => link.startsWith('library-'));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller behind a grant, resolved like a session: the user must still exist in the grant's
 * organisation and may still upload. Forged -> 403; expired -> 401 (the client fetches a new one).
 */
export async function resolveUploadGrant(
  db: Queryable,
  secret: string,
  grant: string,
  language: ApiLanguage,
  now: Date = new Date(),
): Promise<AuthContext> {
  const check = checkUploadGrant(secret, grant, now);
  if (!check.ok)
    throw uploadError(
      check.reason === 'expired' ? 'upload-grant-expired' : 'upload-grant-invalid',
      language,
    );
  const { org, user } = check.grant;
  if (!UUID.test(org) || !UUID.test(user)) throw uploadError('upload-grant-invalid', language);
  const { rows } = await db.query<{ roles: string[] }>(
    'SELECT roles FROM users WHERE id = $1 AND org_id = $2',
    [user, org],
  );
  if (!rows[0]) throw uploadError('upload-grant-invalid', language);
  const roles = toRoleCodes(rows[0].roles);
  // no session behind a grant: nothing to revoke at logout
  const auth: AuthContext = {
    userId: user,
    orgId: org,
    roles,
    privileges: new Set(privilegesOfRoles(roles)),
    sessionHash: '',
  };
  if (!canUpload(auth)) throw uploadError('upload-not-allowed', language);
  return auth;
}
