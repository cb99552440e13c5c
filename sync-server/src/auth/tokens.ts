// Bearer secrets (session signs, auto-login keys): 32 random bytes, base64url. The database keeps
// only their SHA-256, so reading the tables never yields a usable secret.
import { createHash, randomBytes } from 'node:crypto';

export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
