// The S3 store's requests and its reading of answers, against canned answers: this is all the
// coverage ListParts, AbortMultipartUpload and S3's completion errors get, since s3rver lacks them.
import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isObjectStoreError, type ObjectStoreErrorCode } from '../objectStore';
import { createS3Store, type S3StoreOptions } from './s3Store';

interface Call {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}
type Answer = (call: Call) => Response | undefined;

const KEY = 'org/2026/x/a b.wav';
const S3_UPLOAD_ID = 'VXBsb2Fk+/=';
const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');
const settings = { endpoint: 'https://s3.example.test:9000', bucket: 'portal', accessKeyId: 'AKID', secretAccessKey: 'secret', region: 'eu-west-1' };

function xml(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'content-type': 'application/xml' } });
}

function s3Error(status: number, code: string): Response {
  return xml(status, `<?xml version="1.0"?><Error><Code>${code}</Code><Message>m</Message></Error>`);
}

/** A fake S3 knowing one upload; answers come from the first handler that gives one. */
function fakeS3(answers: Answer[], options: S3StoreOptions = {}) {
  const uploadId = randomUUID();
  const calls: Call[] = [];
  const record: Answer = ({ method, url }) => {
    if (!url.pathname.endsWith(`/.uploads/${uploadId}.json`)) return undefined;
    if (method === 'GET') return new Response(JSON.stringify({ key: KEY, s3UploadId: S3_UPLOAD_ID }));
    return method === 'DELETE' ? new Response(null, { status: 204 }) : undefined;
  };
  const fetchImpl = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const body = init?.body === undefined ? '' : Buffer.from(init.body as Uint8Array).toString();
    const call: Call = { method: init?.method ?? 'GET', url: new URL(String(input)), headers: new Headers(init?.headers), body };
    calls.push(call);
    for (const answer of [record, ...answers]) {
      const response = answer(call);
      if (response) return response;
    }
    return s3Error(500, 'UnexpectedRequest');
  };
  const store = createS3Store(settings, { fetch: fetchImpl as typeof fetch, ...options });
  /** the requests about the object itself, not our upload record */
  const objectCalls = () => calls.filter((c) => !c.url.pathname.includes('/.uploads/'));
  return { store, uploadId, calls, objectCalls };
}

async function refused(promise: Promise<unknown>, code: ObjectStoreErrorCode): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isObjectStoreError(error, code), String(error)).toBe(true);
}

function part(n: number, etag: string, size: number): string {
  return `<Part><PartNumber>${n}</PartNumber><LastModified>2026-01-01T00:00:00.000Z</LastModified><ETag>&quot;${etag}&quot;</ETag><Size>${size}</Size></Part>`;
}

describe('listParts (ListParts, paginated)', () => {
  it('asks for each page with a signed GET ?uploadId and reads Part elements', async () => {
    const { store, uploadId, objectCalls } = fakeS3([
      ({ url }) =>
        url.searchParams.get('part-number-marker') === '2'
          ? xml(200, `<ListPartsResult><IsTruncated>false</IsTruncated>${part(3, 'CC', 7)}</ListPartsResult>`)
          : xml(200, `<ListPartsResult><PartNumberMarker>0</PartNumberMarker><NextPartNumberMarker>2</NextPartNumberMarker><IsTruncated>true</IsTruncated>${part(1, 'aa', 5242880)}${part(2, 'bb', 5242880)}</ListPartsResult>`),
    ]);
    expect(await store.listParts(uploadId)).toEqual([
      { PartNumber: 1, ETag: 'aa', Size: 5242880 },
      { PartNumber: 2, ETag: 'bb', Size: 5242880 },
      { PartNumber: 3, ETag: 'cc', Size: 7 },
    ]);
    const [first, second] = objectCalls();
    expect(first.method).toBe('GET');
    expect(`${first.url.pathname}${first.url.search}`).toBe('/portal/org/2026/x/a%20b.wav?uploadId=VXBsb2Fk%2B%2F%3D');
    expect(second.url.search).toBe('?part-number-marker=2&uploadId=VXBsb2Fk%2B%2F%3D');
    expect(first.headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKID\/\d{8}\/eu-west-1\/s3\/aws4_request,SignedHeaders=host;x-amz-content-sha256;x-amz-date,Signature=[0-9a-f]{64}$/,
    );
    expect(first.headers.get('x-amz-content-sha256')).toBe(EMPTY_SHA256);
  });

  it('turns S3 NoSuchUpload into the store error, and refuses malformed parts', async () => {
    const gone = fakeS3([() => s3Error(404, 'NoSuchUpload')]);
    await refused(gone.store.listParts(gone.uploadId), 'NoSuchUpload');
    const broken = fakeS3([() => xml(200, `<ListPartsResult><Part><PartNumber>x</PartNumber></Part></ListPartsResult>`)]);
    await expect(broken.store.listParts(broken.uploadId)).rejects.toThrow(/malformed Part/);
  });
});

describe('abortMultipartUpload (AbortMultipartUpload)', () => {
  it('sends DELETE ?uploadId, then drops our record of the upload', async () => {
    const { store, uploadId, calls } = fakeS3([({ method }) => (method === 'DELETE' ? new Response(null, { status: 204 }) : undefined)]);
    await store.abortMultipartUpload(uploadId);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}${c.url.search}`)).toEqual([
      `GET /portal/.uploads/${uploadId}.json`,
      'DELETE /portal/org/2026/x/a%20b.wav?uploadId=VXBsb2Fk%2B%2F%3D',
      `DELETE /portal/.uploads/${uploadId}.json`,
    ]);
  });

  it('forgets an upload S3 no longer has, but keeps it when S3 refuses', async () => {
    const gone = fakeS3([({ method }) => (method === 'DELETE' ? s3Error(404, 'NoSuchUpload') : undefined)]);
    await gone.store.abortMultipartUpload(gone.uploadId);
    expect(gone.calls.at(-1)?.url.pathname).toBe(`/portal/.uploads/${gone.uploadId}.json`);

    const denied = fakeS3([({ method }) => (method === 'DELETE' ? s3Error(403, 'AccessDenied') : undefined)]);
    await expect(denied.store.abortMultipartUpload(denied.uploadId)).rejects.toMatchObject({ name: 'S3RequestError', code: 'AccessDenied' });
    expect(denied.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });
});

describe('expireUploads (ListObjectsV2 of our records, then AbortMultipartUpload)', () => {
  const listed = (key: string, lastModified: string) => `<Contents><Key>${key}</Key><LastModified>${lastModified}</LastModified><Size>80</Size></Contents>`;

  it('lists the records page by page, aborts the uploads begun before the cutoff and reports those S3 refuses', async () => {
    const fresh = randomUUID();
    const refusing = randomUUID();
    const { store, uploadId, calls } = fakeS3([
      ({ method, url }) => {
        if (method !== 'GET' || url.searchParams.get('list-type') !== '2') return undefined;
        expect(url.pathname).toBe('/portal');
        expect(url.searchParams.get('prefix')).toBe('.uploads/');
        return url.searchParams.get('continuation-token') === 'next&1'
          ? xml(200, `<ListBucketResult><IsTruncated>false</IsTruncated>${listed(`.uploads/${refusing}.json`, '2025-12-31T23:00:00.000Z')}</ListBucketResult>`)
          : xml(
              200,
              `<ListBucketResult><IsTruncated>true</IsTruncated><NextContinuationToken>next&amp;1</NextContinuationToken>${listed(`.uploads/${uploadId}.json`, '2026-01-01T00:00:00.000Z')}${listed(`.uploads/${fresh}.json`, '2026-01-10T00:00:00.000Z')}${listed('.uploads/notes.txt', '2020-01-01T00:00:00.000Z')}</ListBucketResult>`,
            );
      },
      ({ method, url }) => (method === 'GET' && url.pathname.endsWith(`/.uploads/${refusing}.json`) ? new Response(JSON.stringify({ key: 'org/old.wav', s3UploadId: 'OLD' })) : undefined),
      ({ method, url }) => (method === 'DELETE' && url.searchParams.get('uploadId') === 'OLD' ? s3Error(403, 'AccessDenied') : undefined),
      ({ method, url }) => (method === 'DELETE' && url.searchParams.get('uploadId') === S3_UPLOAD_ID ? new Response(null, { status: 204 }) : undefined),
    ]);
    const swept = await store.expireUploads(new Date('2026-01-05T00:00:00.000Z'));
    expect(swept.expired).toEqual([uploadId]);
    expect(swept.failed).toEqual([{ uploadId: refusing, error: expect.objectContaining({ name: 'S3RequestError', code: 'AccessDenied' }) }]);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}${c.url.search}`)).toEqual([
      'GET /portal?list-type=2&prefix=.uploads%2F',
      'GET /portal?continuation-token=next%261&list-type=2&prefix=.uploads%2F',
      `GET /portal/.uploads/${uploadId}.json`,
      'DELETE /portal/org/2026/x/a%20b.wav?uploadId=VXBsb2Fk%2B%2F%3D',
      `DELETE /portal/.uploads/${uploadId}.json`,
      `GET /portal/.uploads/${refusing}.json`,
      'DELETE /portal/org/old.wav?uploadId=OLD',
    ]);
  });
});

describe('completeMultipartUpload (CompleteMultipartUpload)', () => {
  it('posts the parts as XML with quoted ETags and a hashed body; a 200 carrying <Error> fails', async () => {
    const { store, uploadId, objectCalls } = fakeS3([
      ({ method }) => (method === 'POST' ? xml(200, '<?xml version="1.0"?>\n  \n<Error><Code>InvalidPart</Code><Message>gone</Message></Error>') : undefined),
    ]);
    await refused(
      store.completeMultipartUpload(uploadId, [
        { PartNumber: 1, ETag: '"AA"' },
        { PartNumber: 2, ETag: 'bb' },
      ]),
      'InvalidPart',
    );
    const [post] = objectCalls();
    expect(post.url.search).toBe('?uploadId=VXBsb2Fk%2B%2F%3D');
    expect(post.body).toContain(
      '<Part><PartNumber>1</PartNumber><ETag>&quot;aa&quot;</ETag></Part><Part><PartNumber>2</PartNumber><ETag>&quot;bb&quot;</ETag></Part>',
    );
    expect(post.headers.get('x-amz-content-sha256')).toBe(createHash('sha256').update(post.body).digest('hex'));
    expect(post.headers.get('authorization')).toContain('SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date');
  });

  it("maps S3's part errors to the store's", async () => {
    for (const code of ['EntityTooSmall', 'InvalidPartOrder', 'NoSuchUpload'] as const) {
      const { store, uploadId } = fakeS3([({ method }) => (method === 'POST' ? s3Error(400, code) : undefined)]);
      await refused(store.completeMultipartUpload(uploadId, [{ PartNumber: 1, ETag: 'aa' }]), code);
    }
  });
});

describe('URLs and the rest', () => {
  it('presigns a part PUT for 15 minutes on the path-style URL', async () => {
    const { store, uploadId } = fakeS3([]);
    const { url, expires } = await store.signPartUrl(uploadId, 3);
    expect(expires).toBe(900);
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe('https://s3.example.test:9000/portal/org/2026/x/a%20b.wav');
    expect(parsed.search).toMatch(
      /^\?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKID%2F\d{8}%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=\d{8}T\d{6}Z&X-Amz-Expires=900&X-Amz-SignedHeaders=host&partNumber=3&uploadId=VXBsb2Fk%2B%2F%3D&X-Amz-Signature=[0-9a-f]{64}$/,
    );
    await refused(store.signPartUrl(uploadId, 10_001), 'InvalidPart');
  });

  it('keeps a path prefix of the endpoint and honours another lifetime', () => {
    const { store } = fakeS3([]);
    expect(store.signGetUrl('k/v').url).toMatch(/^https:\/\/s3\.example\.test:9000\/portal\/k\/v\?/);
    const prefixed = createS3Store({ ...settings, endpoint: 'http://gw.test/s3/' }, { urlTtlSeconds: 60 });
    const { url, expires } = prefixed.signGetUrl('k/v');
    expect(url).toMatch(/^http:\/\/gw\.test\/s3\/portal\/k\/v\?.*X-Amz-Expires=60&/);
    expect(expires).toBe(60);
  });

  it('refuses a byte source read that S3 answered with the whole object', async () => {
    const { store } = fakeS3([
      ({ method }) => (method === 'HEAD' ? new Response(null, { status: 200, headers: { 'content-length': '100', etag: '"e"' } }) : undefined),
      ({ method, headers }) => (method === 'GET' && headers.get('if-match') === '"e"' ? new Response(Buffer.alloc(100)) : undefined),
    ]);
    const source = await store.openByteSource('k/v');
    await expect(source.read(10, 5)).rejects.toThrow(/ignored the Range/);
    expect((await source.read(0, 100)).length).toBe(100);
  });
});
