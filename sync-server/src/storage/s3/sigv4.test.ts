// AWS's published Signature Version 4 examples for S3 (virtual-host style, so the canonical URI is
// the key alone), plus the encoding rules our path-style requests rely on.
import { describe, expect, it } from 'vitest';
import {
  buildCanonicalRequest,
  canonicalQueryString,
  encodeObjectPath,
  encodeRfc3986,
  formatAmzDate,
  presignQuery,
  sha256Hex,
  signRequestHeaders,
} from './sigv4';

const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};
const host = 'examplebucket.s3.amazonaws.com';
const when = new Date('2013-05-24T00:00:00Z');
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

function signatureOf(authorization: string): string {
  return /Signature=([0-9a-f]{64})$/.exec(authorization)?.[1] ?? '';
}

describe('AWS SigV4 test vectors (S3 docs, sig-v4-header-based-auth and query-string-auth)', () => {
  it('presigns the "GET object" example', () => {
    const query = presignQuery(credentials, { method: 'GET', host, path: '/test.txt' }, 86400, when);
    expect(query).toBe(
      'X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('header-signs the "GET object" example with a Range', () => {
    const headers = signRequestHeaders(
      credentials,
      { method: 'GET', host, path: '/test.txt', headers: { Range: 'bytes=0-9' }, payloadHash: EMPTY_SHA256 },
      when,
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers['x-amz-content-sha256']).toBe(EMPTY_SHA256);
  });

  it('header-signs the "PUT object" example (a "$" in the key, a hashed body)', () => {
    const body = 'Welcome to Amazon S3.';
    const headers = signRequestHeaders(
      credentials,
      {
        method: 'PUT',
        host,
        path: `/${encodeRfc3986('test$file.text')}`,
        headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        payloadHash: sha256Hex(body),
      },
      when,
    );
    expect(headers['x-amz-content-sha256']).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    expect(signatureOf(headers.authorization)).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('header-signs the "GET bucket lifecycle" example (a subresource without a value)', () => {
    const headers = signRequestHeaders(credentials, { method: 'GET', host, path: '/', query: [['lifecycle', '']], payloadHash: EMPTY_SHA256 }, when);
    expect(signatureOf(headers.authorization)).toBe('fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543');
  });

  it('header-signs the "GET bucket (list objects)" example (query sorted by name)', () => {
    const headers = signRequestHeaders(
      credentials,
      { method: 'GET', host, path: '/', query: [['prefix', 'J'], ['max-keys', '2']], payloadHash: EMPTY_SHA256 },
      when,
    );
    expect(signatureOf(headers.authorization)).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });
});

describe('canonical pieces', () => {
  it('encodes with RFC 3986 (what encodeURIComponent leaves, S3 encodes)', () => {
    expect(encodeRfc3986("a b!'()*~._-")).toBe('a%20b%21%27%28%29%2A~._-');
    expect(encodeRfc3986('ü/+=&')).toBe('%C3%BC%2F%2B%3D%26');
  });

  it('builds a path-style URI encoding each key segment but keeping the slashes', () => {
    expect(encodeObjectPath('portal', 'org/2026/id/Bände & (1).wav')).toBe('/portal/org/2026/id/B%C3%A4nde%20%26%20%281%29.wav');
    expect(encodeObjectPath('portal')).toBe('/portal');
  });

  it('sorts the query by encoded name, then value, and keeps empty values as "name="', () => {
    expect(canonicalQueryString([['uploadId', 'a+b/c'], ['partNumber', '2'], ['uploads', ''], ['A', 'z'], ['A', 'a']])).toBe(
      'A=a&A=z&partNumber=2&uploadId=a%2Bb%2Fc&uploads=',
    );
  });

  it('trims and folds header values, lowercases and sorts names', () => {
    const { canonicalRequest, signedHeaders } = buildCanonicalRequest('get', '/k', '', { 'X-B': '  a   b ', Host: 'h' }, 'UNSIGNED-PAYLOAD');
    expect(canonicalRequest).toBe('GET\n/k\n\nhost:h\nx-b:a b\n\nhost;x-b\nUNSIGNED-PAYLOAD');
    expect(signedHeaders).toBe('host;x-b');
  });

  it('formats the timestamp without separators or milliseconds', () => {
    expect(formatAmzDate(new Date('2026-11-22T07:05:09.123Z'))).toBe('20261122T070509Z');
  });

  it('refuses presigned lifetimes S3 would refuse', () => {
    expect(() => presignQuery(credentials, { method: 'GET', host, path: '/k' }, 0, when)).toThrow(RangeError);
    expect(() => presignQuery(credentials, { method: 'GET', host, path: '/k' }, 604801, when)).toThrow(RangeError);
  });
});
