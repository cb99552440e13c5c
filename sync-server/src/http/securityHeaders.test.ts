import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy } from './securityHeaders';

describe('content security policy', () => {
  it('allows only the own origin for scripts and connections by default', () => {
    const csp = buildContentSecurityPolicy();
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('adds the origin of an S3 endpoint for direct uploads, and ignores a malformed one', () => {
    expect(buildContentSecurityPolicy('https://s3.example.com:9000/bucket')).toContain(
      "connect-src 'self' https://s3.example.com:9000;",
    );
    expect(buildContentSecurityPolicy('not a url')).toContain("connect-src 'self';");
  });
});
