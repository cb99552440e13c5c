import { describe, expect, it } from 'vitest';
import { PART_URL_TTL_SECONDS, signPartUrl, verifyPartUrl } from './signedUrl';

const SECRET = 'secret-0123456789abcdef0123456789abcdef';
const NOW = new Date('2026-01-01T00:00:00Z');
const TARGET = { uploadId: '0b7c6a52-7f0a-4a43-9b1c-3a1d2d0e6f11', partNumber: 3, orgId: 'org-a' };

function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'http://x').searchParams);
}

describe('signed part URLs', () => {
  it('accepts its own URL until it expires, 15 minutes later', () => {
    const signed = signPartUrl(SECRET, TARGET, NOW);
    expect(signed.expires).toBe(PART_URL_TTL_SECONDS);
    expect(signed.url.startsWith('/api/files/part?')).toBe(true);
    const query = queryOf(signed.url);
    expect(verifyPartUrl(SECRET, 'PUT', query, NOW)).toEqual({
      ok: true,
      grant: { ...TARGET, expires: signed.expiresAt },
    });
    expect(verifyPartUrl(SECRET, 'PUT', query, new Date(NOW.getTime() + 14 * 60_000)).ok).toBe(
      true,
    );
    expect(verifyPartUrl(SECRET, 'PUT', query, new Date(NOW.getTime() + 15 * 60_000))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a forged signature, another secret, method, upload, part, organisation or expiry', () => {
    const query = queryOf(signPartUrl(SECRET, TARGET, NOW).url);
    const forged = (change: Record<string, string>, secret = SECRET, method = 'PUT') =>
      verifyPartUrl(secret, method, { ...query, ...change }, NOW);
    expect(forged({ signature: 'A'.repeat(query.signature.length) })).toEqual({
      ok: false,
      reason: 'forged',
    });
    expect(forged({ signature: 'short' })).toEqual({ ok: false, reason: 'forged' });
    expect(forged({}, `${SECRET}x`)).toEqual({ ok: false, reason: 'forged' });
    expect(forged({}, SECRET, 'POST')).toEqual({ ok: false, reason: 'forged' });
    expect(forged({ uploadId: '1b7c6a52-7f0a-4a43-9b1c-3a1d2d0e6f11' })).toEqual({
      ok: false,
      reason: 'forged',
    });
    expect(forged({ partNumber: '4' })).toEqual({ ok: false, reason: 'forged' });
    expect(forged({ org: 'org-b' })).toEqual({ ok: false, reason: 'forged' });
    expect(forged({ expires: String(Number(query.expires) + 3600) })).toEqual({
      ok: false,
      reason: 'forged',
    });
  });

  it('refuses malformed queries without throwing', () => {
    const query = queryOf(signPartUrl(SECRET, TARGET, NOW).url);
    expect(verifyPartUrl(SECRET, 'PUT', {}, NOW)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifyPartUrl(SECRET, 'PUT', { ...query, partNumber: '0' }, NOW)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(verifyPartUrl(SECRET, 'PUT', { ...query, partNumber: '1e3' }, NOW)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(verifyPartUrl(SECRET, 'PUT', { ...query, signature: ['a', 'b'] }, NOW)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});
