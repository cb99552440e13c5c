// AWS Signature Version 4 for S3 with node:crypto only: header signing for the server's own requests
// and query presigning for URLs handed to a browser. The canonical URI is taken as already encoded
// (each key segment RFC 3986-encoded once, S3 style) and sent byte for byte as signed.
import { createHash, createHmac } from 'node:crypto';

export const SIGV4_ALGORITHM = 'AWS4-HMAC-SHA256';
/** The payload hash of a request whose body is not hashed (streamed or presigned). */
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
/** S3 refuses presigned URLs that live longer than a week. */
export const MAX_PRESIGN_SECONDS = 7 * 24 * 60 * 60;

export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** 's3' unless told otherwise */
  service?: string;
}

export interface RequestToSign {
  method: string;
  /** host[:port] exactly as the Host header carries it */
  host: string;
  /** the canonical URI, already encoded: `/bucket/a%20key` */
  path: string;
  /** raw (unencoded) query parameters; encoded and sorted here */
  query?: ReadonlyArray<readonly [string, string]>;
  /** headers to sign besides host, x-amz-date and x-amz-content-sha256 */
  headers?: Readonly<Record<string, string>>;
  /** hex sha256 of the body, or UNSIGNED_PAYLOAD */
  payloadHash?: string;
}

/** RFC 3986 percent-encoding of everything but the unreserved characters A-Z a-z 0-9 - . _ ~ */
export function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The path-style canonical URI `/<bucket>/<key>`, each segment encoded, slashes kept. */
export function encodeObjectPath(bucket: string, key?: string): string {
  const base = `/${encodeRfc3986(bucket)}`;
  return key === undefined ? base : `${base}/${key.split('/').map(encodeRfc3986).join('/')}`;
}

/** Query parameters encoded and sorted by name then value, as both signing and sending use them. */
export function canonicalQueryString(query: ReadonlyArray<readonly [string, string]> = []): string {
  return query
    .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)] as const)
    .sort(([an, av], [bn, bv]) => (an < bn ? -1 : an > bn ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** `20130524T000000Z` */
export function formatAmzDate(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

function credentialScope(credentials: SigningCredentials, amzDate: string): string {
  return `${amzDate.slice(0, 8)}/${credentials.region}/${credentials.service ?? 's3'}/aws4_request`;
}

function canonicalHeaders(headers: Readonly<Record<string, string>>): { block: string; signed: string } {
  const entries = Object.entries(headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    block: entries.map(([name, value]) => `${name}:${value}\n`).join(''),
    signed: entries.map(([name]) => name).join(';'),
  };
}

export function buildCanonicalRequest(
  method: string,
  path: string,
  query: string,
  headers: Readonly<Record<string, string>>,
  payloadHash: string,
): { canonicalRequest: string; signedHeaders: string } {
  const { block, signed } = canonicalHeaders(headers);
  return { canonicalRequest: [method.toUpperCase(), path, query, block, signed, payloadHash].join('\n'), signedHeaders: signed };
}

function signCanonical(credentials: SigningCredentials, amzDate: string, canonicalRequest: string): string {
  const scope = credentialScope(credentials, amzDate);
  const stringToSign = [SIGV4_ALGORITHM, amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const [date, region, service, terminator] = scope.split('/');
  let key: Buffer = hmac(`AWS4${credentials.secretAccessKey}`, date);
  for (const part of [region, service, terminator]) key = hmac(key, part);
  return createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
}

/**
 * Signs a request for the server to send: returns the headers to add (Authorization, x-amz-date,
 * x-amz-content-sha256, and the given ones). Host is signed but left for the HTTP client to send.
 */
export function signRequestHeaders(credentials: SigningCredentials, request: RequestToSign, now: Date = new Date()): Record<string, string> {
  const amzDate = formatAmzDate(now);
  const payloadHash = request.payloadHash ?? UNSIGNED_PAYLOAD;
  const own: Record<string, string> = { ...request.headers, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate };
  const { canonicalRequest, signedHeaders } = buildCanonicalRequest(
    request.method,
    request.path,
    canonicalQueryString(request.query),
    { ...own, host: request.host },
    payloadHash,
  );
  const signature = signCanonical(credentials, amzDate, canonicalRequest);
  const credential = `${credentials.accessKeyId}/${credentialScope(credentials, amzDate)}`;
  return {
    ...own,
    authorization: `${SIGV4_ALGORITHM} Credential=${credential},SignedHeaders=${signedHeaders},Signature=${signature}`,
  };
}

/**
 * A presigned query string (without `?`) for a request whose only signed header is Host: the
 * browser may add Range or Content-Type freely, but not change method, path, query or host.
 */
export function presignQuery(
  credentials: SigningCredentials,
  request: Omit<RequestToSign, 'headers' | 'payloadHash'>,
  expiresSeconds: number,
  now: Date = new Date(),
): string {
  if (!Number.isInteger(expiresSeconds) || expiresSeconds < 1 || expiresSeconds > MAX_PRESIGN_SECONDS) {
    throw new RangeError(`presigned URLs live 1 to ${MAX_PRESIGN_SECONDS} seconds, not ${expiresSeconds}`);
  }
  const amzDate = formatAmzDate(now);
  const query: (readonly [string, string])[] = [
    ...(request.query ?? []),
    ['X-Amz-Algorithm', SIGV4_ALGORITHM],
    ['X-Amz-Credential', `${credentials.accessKeyId}/${credentialScope(credentials, amzDate)}`],
    ['X-Amz-Date', amzDate],
    ['X-Amz-Expires', String(expiresSeconds)],
    ['X-Amz-SignedHeaders', 'host'],
  ];
  const canonical = canonicalQueryString(query);
  const { canonicalRequest } = buildCanonicalRequest(request.method, request.path, canonical, { host: request.host }, UNSIGNED_PAYLOAD);
  return `${canonical}&X-Amz-Signature=${signCanonical(credentials, amzDate, canonicalRequest)}`;
}
