// A job that must carry a secret (the link of a reset mail, the code of an SMS) keeps it sealed in
// its payload: AES-256-GCM under a key derived from the deployment's signing secret. Reading the
// jobs table then yields no usable link, the rule the token tables keep by storing hashes only.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyFor(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'portal job payload v1', 32));
}

export function sealJson(secret: string, value: unknown): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** Throws when the text was not sealed under this secret (a changed secret, a forged row). */
export function openJson(secret: string, sealed: string): unknown {
  const [version, data] = sealed.split('.', 2);
  if (version !== VERSION || !data) throw new Error('not a sealed value');
  const raw = Buffer.from(data, 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(secret), raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const text = Buffer.concat([
    decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
  return JSON.parse(text) as unknown;
}
