// The S3 store's calls that s3rver lacks (ListParts, AbortMultipartUpload, S3's completion errors)
// against canned S3 answers from a loopback HTTP server, so the SDK's own signing, serializing and
// parsing run as they would against S3; and presigned URLs, which need no server.
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { refused } from '../../../test/contract/objectStore';
import { createS3Store, type S3StoreOptions } from './s3Store';
import type { S3StoreSettings } from './s3Client';

interface Call {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}
interface Canned {
  status: number;
  body?: string | Buffer;
  headers?: Record<string, string>;
}
type Answer = (call: Call) => Canned | undefined;

const KEY = 'org/2026/x/a b.wav';
const S3_UPLOAD_ID = 'VXBsb2Fk+/=';
const settings: S3StoreSettings = {
  endpoint: 'https://s3.example.test:9000',
  bucket: 'portal',
  accessKeyId: 'AKID',
  secretAccessKey: 'secret',
  region: 'eu-west-1',
};

const xml = (status: number, text: string): Canned => ({
  status,
  body: text,
  headers: { 'content-type': 'application/xml' },
});
const s3Error = (status: number, code: string): Canned =>
  xml(status, `<?xml version="1.0"?><Error><Code>${code}</Code><Message>m</Message></Error>`);
const noContent: Canned = { status: 204 };

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

/** A canned S3 knowing one upload; each request gets the first answer a handler gives. */
async function cannedS3(answers: Answer[], options: S3StoreOptions = {}) {
  const uploadId = randomUUID();
  const calls: Call[] = [];
  const record: Answer = ({ method, url }) => {
    if (!url.pathname.endsWith(`/.uploads/${uploadId}.json`)) return undefined;
    if (method === 'GET')
      return { status: 200, body: JSON.stringify({ key: KEY, s3UploadId: S3_UPLOAD_ID }) };
    return method === 'DELETE' ? noContent : undefined;
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const call: Call = {
        method: req.method ?? '',
        url: new URL(req.url ?? '/', 'http://canned'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      calls.push(call);
      // (a 400 rather than a 5xx: the SDK would retry a server error)
      const answer =
        [record, ...answers].reduce<Canned | undefined>(
          (found, next) => found ?? next(call),
          undefined,
        ) ?? s3Error(400, 'UnexpectedRequest');
      res.writeHead(answer.status, answer.headers).end(answer.body);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const store = createS3Store({ ...settings, endpoint: `http://127.0.0.1:${port}` }, options);
  /** the requests about the object itself, not our upload record */
  const objectCalls = () => calls.filter((c) => !c.url.pathname.includes('/.uploads/'));
  const lines = () => calls.map((c) => `${c.method} ${c.url.pathname}`);
  return { store, uploadId, calls, objectCalls, lines };
}

function part(n: number, etag: string, size: number | string): string {
  return `<Part><PartNumber>${n}</PartNumber><LastModified>2026-01-01T00:00:00.000Z</LastModified><ETag>&quot;${etag}&quot;</ETag><Size>${size}</Size></Part>`;
}

describe('listParts (ListParts, paginated)', () => {
  it('asks for each page with a signed GET ?uploadId and reads Part elements', async () => {
    const { store, uploadId, objectCalls } = await cannedS3([
      ({ url }) =>
        url.searchParams.get('part-number-marker') === '2'
          ? xml(
              200,
              `<ListPartsResult><IsTruncated>false</IsTruncated>${part(3, 'CC', 7)}</ListPartsResult>`,
            )
          : xml(
              200,
              `<ListPartsResult><PartNumberMarker>0</PartNumberMarker><NextPartNumberMarker>2</NextPartNumberMarker><IsTruncated>true</IsTruncated>${part(1, 'aa', 5242880)}${part(2, 'bb', 5242880)}</ListPartsResult>`,
            ),
    ]);
    expect(await store.listParts(uploadId)).toEqual([
      { PartNumber: 1, ETag: 'aa', Size: 5242880 },
      { PartNumber: 2, ETag: 'bb', Size: 5242880 },
      { PartNumber: 3, ETag: 'cc', Size: 7 },
    ]);
    const [first, second] = objectCalls();
    expect(first.method).toBe('GET');
    expect(first.url.pathname).toBe('/portal/org/2026/x/a%20b.wav');
    expect(first.url.searchParams.get('uploadId')).toBe(S3_UPLOAD_ID);
    expect(second.url.searchParams.get('part-number-marker')).toBe('2');
    expect(second.url.searchParams.get('uploadId')).toBe(S3_UPLOAD_ID);
    expect(first.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKID\/\d{8}\/eu-west-1\/s3\/aws4_request, ?SignedHeaders=[a-z0-9;-]*host;[a-z0-9;-]*x-amz-content-sha256;x-amz-date[a-z0-9;-]*, ?Signature=[0-9a-f]{64}$/,
    );
  });

  it('turns S3 NoSuchUpload into the store error, and refuses malformed parts', async () => {
    const gone = await cannedS3([() => s3Error(404, 'NoSuchUpload')]);
    await refused(gone.store.listParts(gone.uploadId), 'NoSuchUpload');
    const broken = await cannedS3([
      () => xml(200, `<ListPartsResult><Part><PartNumber>x</PartNumber></Part></ListPartsResult>`),
    ]);
    await expect(broken.store.listParts(broken.uploadId)).rejects.toThrow(/malformed Part/);
  });
});

describe('abortMultipartUpload (AbortMultipartUpload)', () => {
  it('sends DELETE ?uploadId, then drops our record of the upload', async () => {
    const { store, uploadId, calls, lines } = await cannedS3([
      ({ method }) => (method === 'DELETE' ? noContent : undefined),
    ]);
    await store.abortMultipartUpload(uploadId);
    expect(lines()).toEqual([
      `GET /portal/.uploads/${uploadId}.json`,
      'DELETE /portal/org/2026/x/a%20b.wav',
      `DELETE /portal/.uploads/${uploadId}.json`,
    ]);
    expect(calls[1].url.searchParams.get('uploadId')).toBe(S3_UPLOAD_ID);
  });

  it('forgets an upload S3 no longer has, but keeps it when S3 refuses', async () => {
    const gone = await cannedS3([
      ({ method }) => (method === 'DELETE' ? s3Error(404, 'NoSuchUpload') : undefined),
    ]);
    await gone.store.abortMultipartUpload(gone.uploadId);
    expect(gone.calls.at(-1)?.url.pathname).toBe(`/portal/.uploads/${gone.uploadId}.json`);

    const denied = await cannedS3([
      ({ method }) => (method === 'DELETE' ? s3Error(403, 'AccessDenied') : undefined),
    ]);
    await expect(denied.store.abortMultipartUpload(denied.uploadId)).rejects.toMatchObject({
      name: 'S3RequestError',
      code: 'AccessDenied',
    });
    expect(denied.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});

describe('expireUploads (ListObjectsV2 of our records, then AbortMultipartUpload)', () => {
  const listed = (key: string, lastModified: string) =>
    `<Contents><Key>${key}</Key><LastModified>${lastModified}</LastModified><Size>80</Size></Contents>`;

  it('lists the records page by page, aborts the uploads begun before the cutoff and reports those S3 refuses', async () => {
    const fresh = randomUUID();
    const refusing = randomUUID();
    let uploadId = '';
    const canned = await cannedS3([
      ({ method, url }) => {
        if (method !== 'GET' || url.searchParams.get('list-type') !== '2') return undefined;
        return url.searchParams.get('continuation-token') === 'next&1'
          ? xml(
              200,
              `<ListBucketResult><IsTruncated>false</IsTruncated>${listed(`.uploads/${refusing}.json`, '2025-12-31T23:00:00.000Z')}</ListBucketResult>`,
            )
          : xml(
              200,
              `<ListBucketResult><IsTruncated>true</IsTruncated><NextContinuationToken>next&amp;1</NextContinuationToken>${listed(`.uploads/${uploadId}.json`, '2026-01-01T00:00:00.000Z')}${listed(`.uploads/${fresh}.json`, '2026-01-10T00:00:00.000Z')}${listed('.uploads/notes.txt', '2020-01-01T00:00:00.000Z')}</ListBucketResult>`,
            );
      },
      ({ method, url }) =>
        method === 'GET' && url.pathname.endsWith(`/.uploads/${refusing}.json`)
          ? { status: 200, body: JSON.stringify({ key: 'org/old.wav', s3UploadId: 'OLD' }) }
          : undefined,
      ({ method, url }) =>
        method === 'DELETE' && url.searchParams.get('uploadId') === 'OLD'
          ? s3Error(403, 'AccessDenied')
          : undefined,
      ({ method, url }) =>
        method === 'DELETE' && url.searchParams.get('uploadId') === S3_UPLOAD_ID
          ? noContent
          : undefined,
    ]);
    uploadId = canned.uploadId;
    const swept = await canned.store.expireUploads(new Date('2026-01-05T00:00:00.000Z'));
    expect(swept.expired).toEqual([uploadId]);
    expect(swept.failed).toEqual([
      {
        uploadId: refusing,
        error: expect.objectContaining({ name: 'S3RequestError', code: 'AccessDenied' }),
      },
    ]);
    expect(canned.lines()).toEqual([
      'GET /portal/',
      'GET /portal/',
      `GET /portal/.uploads/${uploadId}.json`,
      'DELETE /portal/org/2026/x/a%20b.wav',
      `DELETE /portal/.uploads/${uploadId}.json`,
      `GET /portal/.uploads/${refusing}.json`,
      'DELETE /portal/org/old.wav',
    ]);
    expect(canned.calls.slice(0, 2).map((c) => c.url.searchParams.get('prefix'))).toEqual([
      '.uploads/',
      '.uploads/',
    ]);
    expect(canned.calls[1].url.searchParams.get('continuation-token')).toBe('next&1');
  });
});

describe('completeMultipartUpload (CompleteMultipartUpload)', () => {
  it('posts the parts as XML with quoted ETags and a hashed body; a 200 carrying <Error> fails', async () => {
    const { store, uploadId, objectCalls } = await cannedS3([
      ({ method }) =>
        method === 'POST'
          ? xml(
              200,
              '<?xml version="1.0"?>\n  \n<Error><Code>InvalidPart</Code><Message>gone</Message></Error>',
            )
          : undefined,
    ]);
    await refused(
      store.completeMultipartUpload(uploadId, [
        { PartNumber: 1, ETag: '"AA"' },
        { PartNumber: 2, ETag: 'bb' },
      ]),
      'InvalidPart',
    );
    const [post] = objectCalls();
    expect(post.url.searchParams.get('uploadId')).toBe(S3_UPLOAD_ID);
    expect(post.body.replace(/\s+/g, '')).toMatch(
      /<Part><ETag>(&quot;|")aa(&quot;|")<\/ETag><PartNumber>1<\/PartNumber><\/Part><Part><ETag>(&quot;|")bb(&quot;|")<\/ETag><PartNumber>2<\/PartNumber><\/Part>/,
    );
    expect(post.headers['x-amz-content-sha256']).toBe(
      createHash('sha256').update(post.body).digest('hex'),
    );
  });

  it("maps S3's part errors to the store's", async () => {
    for (const code of ['EntityTooSmall', 'InvalidPartOrder', 'NoSuchUpload'] as const) {
      const { store, uploadId } = await cannedS3([
        ({ method }) => (method === 'POST' ? s3Error(400, code) : undefined),
      ]);
      await refused(store.completeMultipartUpload(uploadId, [{ PartNumber: 1, ETag: 'aa' }]), code);
    }
  });
});

describe("writePart (UploadPart, the form uploads' parts)", () => {
  it("sends the spooled part with its length and Content-MD5, and takes S3's ETag", async () => {
    const body = Buffer.from('a part of a form upload');
    const { store, uploadId, objectCalls } = await cannedS3([
      ({ method }) =>
        method === 'PUT' ? { status: 200, headers: { etag: '"abc123"' } } : undefined,
    ]);
    expect(
      await store.writePart(uploadId, 2, Readable.from([body.subarray(0, 5), body.subarray(5)])),
    ).toEqual({ PartNumber: 2, Size: body.length, ETag: 'abc123' });
    const [put] = objectCalls();
    expect([put.url.searchParams.get('partNumber'), put.url.searchParams.get('uploadId')]).toEqual([
      '2',
      S3_UPLOAD_ID,
    ]);
    expect(put.headers['content-length']).toBe(String(body.length));
    expect(put.headers['content-md5']).toBe(createHash('md5').update(body).digest('base64'));
    expect(put.body).toBe(body.toString());
  });
});

describe('URLs and the rest', () => {
  it('presigns a part PUT for 15 minutes on the path-style URL, signing the host alone', async () => {
    const { store, uploadId } = await cannedS3([]);
    const { url, expires } = await store.signPartUrl(uploadId, 3);
    expect(expires).toBe(900);
    const parsed = new URL(url);
    expect(parsed.pathname).toBe('/portal/org/2026/x/a%20b.wav');
    const query = parsed.searchParams;
    expect(query.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(query.get('X-Amz-Credential')).toMatch(/^AKID\/\d{8}\/eu-west-1\/s3\/aws4_request$/);
    expect(query.get('X-Amz-Expires')).toBe('900');
    // the browser sends no header we would have to name: the host alone is signed
    expect(query.get('X-Amz-SignedHeaders')).toBe('host');
    expect(query.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect([query.get('partNumber'), query.get('uploadId')]).toEqual(['3', S3_UPLOAD_ID]);
    await refused(store.signPartUrl(uploadId, 10_001), 'InvalidPart');
  });

  it('keeps a path prefix of the endpoint, honours another lifetime, and addresses the bucket by host name when asked', async () => {
    const store = createS3Store(settings);
    expect((await store.signGetUrl('k/v')).url).toMatch(
      /^https:\/\/s3\.example\.test:9000\/portal\/k\/v\?/,
    );
    const prefixed = createS3Store(
      { ...settings, endpoint: 'http://gw.test/s3/' },
      { urlTtlSeconds: 60 },
    );
    const { url, expires } = await prefixed.signGetUrl('k/v');
    expect(url).toMatch(/^http:\/\/gw\.test\/s3\/portal\/k\/v\?.*X-Amz-Expires=60&/);
    expect(expires).toBe(60);
    const virtual = createS3Store({
      ...settings,
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      forcePathStyle: false,
    });
    expect((await virtual.signGetUrl('k/v')).url).toMatch(
      /^https:\/\/portal\.s3\.eu-west-1\.amazonaws\.com\/k\/v\?/,
    );
  });

  it('refuses a byte source read that S3 answered with the whole object, and reads with If-Match', async () => {
    const { store, calls } = await cannedS3([
      ({ method }) =>
        method === 'HEAD'
          ? { status: 200, headers: { 'content-length': '100', etag: '"e"' } }
          : undefined,
      ({ method, headers }) =>
        method === 'GET' && headers['if-match'] === '"e"'
          ? { status: 200, body: Buffer.alloc(100) }
          : undefined,
    ]);
    const source = await store.openByteSource('k/v');
    await expect(source.read(10, 5)).rejects.toThrow(/ignored the Range/);
    expect((await source.read(0, 100)).length).toBe(100);
    expect(calls.filter((c) => c.method === 'GET').map((c) => c.headers.range)).toEqual([
      'bytes=10-14',
      'bytes=0-99',
    ]);
  });
});
