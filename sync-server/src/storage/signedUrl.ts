// Signed part URLs of the local store: the PUT of a part carries no session (Uppy sends raw bytes
// as it would to S3), so an HMAC over method, upload, part, organisation and expiry is its only key.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAX_PART_NUMBER } from './objectStore';

/** Where parts are PUT; the query carries the grant and its signature. */
export const PART_UPLOAD_PATH = '/api/files/part';
/** Long enough for one part on a slow line, short enough that a leaked URL soon dies. */
export const PART_URL_TTL_SECONDS = 15 * 60;

export interface PartGrant {
  uploadId: string;
  partNumber: number;
  orgId: string;
  /** unix seconds */
  expires: number;
}

export type PartSignatureCheck =
  { ok: true; grant: PartGrant } | { ok: false; reason: 'malformed' | 'expired' | 'forged' };

function signGrant(secret: string, method: string, grant: PartGrant): string {
  const payload = [method, grant.uploadId, grant.partNumber, grant.orgId, grant.expires].join('\n');
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function signPartUrl(
  secret: string,
  target: Omit<PartGrant, 'expires'>,
  now: Date = new Date(),
  ttlSeconds: number = PART_URL_TTL_SECONDS,
): { url: string; expires: number; expiresAt: number } {
  const grant: PartGrant = { ...target, expires: Math.floor(now.getTime() / 1000) + ttlSeconds };
  const query = new URLSearchParams({
    uploadId: grant.uploadId,
    partNumber: String(grant.partNumber),
    org: grant.orgId,
    expires: String(grant.expires),
    signature: signGrant(secret, 'PUT', grant),
  });
  return {
    url: `${PART_UPLOAD_PATH}?${query.toString()}`,
    expires: ttlSeconds,
    expiresAt: grant.expires,
  };
}

function single(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Checks a part URL's query in constant time; says why it is refused. */
export function verifyPartUrl(
  secret: string,
  method: string,
  query: Readonly<Record<string, unknown>>,
  now: Date = new Date(),
): PartSignatureCheck {
  const uploadId = single(query.uploadId);
  const orgId = single(query.org);
  const signature = single(query.signature);
  const partText = single(query.partNumber);
  const expiresText = single(query.expires);
  if (!uploadId || !orgId || !signature || !partText || !expiresText)
    return { ok: false, reason: 'malformed' };
  if (!/^\d{1,5}$/.test(partText) || !/^\d{1,12}$/.test(expiresText))
    return { ok: false, reason: 'malformed' };
  const grant: PartGrant = {
    uploadId,
    orgId,
    partNumber: Number(partText),
    expires: Number(expiresText),
  };
  if (grant.partNumber < 1 || grant.partNumber > MAX_PART_NUMBER)
    return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(signGrant(secret, method.toUpperCase(), grant));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'forged' };
  // checked after the signature, so an attacker learns nothing from the answer about expiry
  if (grant.expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}
