// fast-check arbitraries of hostile requests: strings with NUL, control characters and half
// surrogate pairs, numbers at the edges of JSON, JSON nested tens of thousands deep, bodies in
// every content type (forms without a boundary among them), broken percent-encodings in paths
// and queries. Used by contract/fuzz.ts.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { ENTITY_NAMES } from '../../src/domain/catalogue/entities';
import { OP_KINDS, SYNC_PROTOCOL_VERSION } from '../../src/domain/sync/protocol';
import { createUuidV7 } from '../../src/domain/sync/uuidv7';

const nextOpId = createUuidV7(
  () => Date.now(),
  (n) => new Uint8Array(randomBytes(n)),
);

/**
 * Markers a body carries until it is sent (expandBody), so that a failing case prints short: a
 * value nested thousands deep (JSON.stringify would overflow on it) and a 70,000-character text.
 */
const DEEP = '@@deep@@';
const LONG = '@@long@@';

/** Any UTF-16 code unit: NUL, controls, and either half of a surrogate pair on its own. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: codeUnit, maxLength: 20 }),
  fc.uuid(),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\ud800',
    '\udc00b',
    '\ud83d\ude00',
    '\u202e',
    '__proto__',
    'constructor',
    '../../etc/passwd',
    '%E0%A4%A',
    '<script>',
    '1e999',
    'demo-admin',
    LONG,
  ),
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, -1, 1.5, 5e-324, 1e308, -1e308, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER),
);

const leaf = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant(DEEP),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Field names the routes read, so hostile values reach their schemas and not only zod's "unknown key". */
const FIELDS = [
  'loginName',
  'password',
  'isAuto',
  'autoToken',
  'sign',
  'id',
  'fileUrl',
  'fileName',
  'filePath',
  'albumId',
  'action',
  'reason',
  'stage',
  'filename',
  'type',
  'metadata',
  'kind',
  'purpose',
  'size',
  'fileId',
  'partSize',
  'parts',
  'PartNumber',
  'ETag',
  'protocol',
  'clientId',
  'ops',
  'cursor',
  'limit',
  'page',
  'name',
  'members',
  '__proto__',
  'constructor',
];

const fieldRecord: fc.Arbitrary<Record<string, unknown>> = fc.dictionary(
  fc.constantFrom(...FIELDS),
  hostileValue,
  { maxKeys: 6 },
);

const nested = fc.oneof(
  fieldRecord,
  fc.record(
    { metadata: fieldRecord, parts: fc.array(fieldRecord, { maxLength: 3 }) },
    { requiredKeys: [] },
  ),
);

/** A push a real client could almost have sent: one op of a new device, whose payload is hostile. */
export const pushShaped: fc.Arbitrary<unknown> = fc
  .record({
    // mostly the kinds whose payload is open, so hostile values get past the protocol's schema
    kind: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom('create', 'update') },
      fc.constantFrom(...OP_KINDS),
    ),
    entity: fc.constantFrom(...ENTITY_NAMES),
    payload: fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), hostileString), hostileValue, {
      maxKeys: 5,
    }),
  })
  .map(({ kind, entity, payload }) => {
    const clientId = `fuzz-${nextOpId()}`;
    const baseVersion = kind === 'create' || kind === 'bindAuthorization' ? null : 1;
    const op = {
      opId: nextOpId(),
      clientId,
      seq: 1,
      kind,
      entity,
      entityId: nextOpId(),
      baseVersion,
      createdAt: new Date().toISOString(),
      payload,
    };
    return { protocol: SYNC_PROTOCOL_VERSION, clientId, ops: [op] };
  });

/** Companion's create of an upload, with hostile names, types and sizes. */
export const uploadShaped: fc.Arbitrary<unknown> = fc.record({
  filename: fc.oneof(fc.constantFrom('c.jpg', 'a.txt', 'm.wav'), hostileString),
  type: fc.oneof(fc.constantFrom('', 'image/jpeg'), hostileString),
  metadata: fc.record(
    {
      kind: fc.oneof(fc.constantFrom('image', 'lyrics', 'audio'), hostileString),
      purpose: fc.oneof(fc.constantFrom('albumCover', 'lyrics', 'track'), hostileString),
      size: fc.oneof(hostileNumber, hostileString),
      fileId: fc.oneof(fc.uuid(), hostileString),
    },
    { requiredKeys: ['kind', 'purpose', 'size'] },
  ),
});

/** An object with some fields set to given (valid) values and the rest hostile. */
export function shapedRecord(
  valid: Readonly<Record<string, fc.Arbitrary<unknown>>>,
): fc.Arbitrary<unknown> {
  const fields = Object.fromEntries(
    Object.entries(valid).map(([key, arb]) => [key, fc.oneof(arb, hostileValue)]),
  );
  return fc
    .tuple(fc.record(fields, { requiredKeys: [] }), fieldRecord)
    .map(([shaped, extra]) => ({ ...extra, ...shaped }));
}

export interface HostileBody {
  contentType?: string;
  payload: string | Buffer;
  /** how deep a DEEP marker in the payload nests */
  depth?: number;
}

/** The bytes of a body as they go on the wire, its markers expanded. */
export function expandBody(body: HostileBody): string | Buffer {
  if (typeof body.payload !== 'string') return body.payload;
  const depth = body.depth ?? 0;
  return body.payload
    .replaceAll(`"${DEEP}"`, `${'{"a":['.repeat(depth)}0${']}'.repeat(depth)}`)
    .replaceAll(LONG, 'x'.repeat(70_000));
}

const jsonContentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  fc.constantFrom('application/json; charset=utf-8', 'text/plain'),
);

/** JSON text of the value, with a DEEP marker nested 1,000 to 60,000 deep, mostly as application/json. */
export function jsonOf(value: fc.Arbitrary<unknown>): fc.Arbitrary<HostileBody> {
  return fc
    .tuple(value, fc.integer({ min: 1_000, max: 60_000 }), jsonContentType)
    .map(([v, depth, contentType]) => ({ contentType, payload: JSON.stringify(v) ?? '', depth }));
}

const rawBody: fc.Arbitrary<HostileBody> = fc.record({
  contentType: fc.constantFrom(
    'application/json',
    'application/x-www-form-urlencoded',
    'text/plain',
    'application/octet-stream',
    'application/xml',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/mixed; boundary=x',
    ';;;',
  ),
  payload: fc.oneof(
    hostileString,
    fc.constantFrom(
      '{"loginName":',
      '[',
      '{"a":1}}',
      'loginName=%00&password=%ED%A0%80',
      'a=%E0%A4%A',
      '\u0000',
      'null',
      '"x"',
    ),
  ),
});

/** A multipart form: with or without a usable boundary, whole or cut off, with hostile names. */
export const formBody: fc.Arbitrary<HostileBody> = fc
  .record({
    boundary: fc.oneof(
      { weight: 4, arbitrary: fc.constant('rppfuzz') },
      fc.constantFrom('', 'x'.repeat(300), '"quoted"'),
      fc.constant(null),
    ),
    purpose: fc.oneof(fc.constantFrom('lyrics', 'albumCover', 'track', 'avatar'), hostileString),
    filename: fc.oneof(fc.constantFrom('a.txt', 'c.jpg', 'm.wav'), hostileString),
    type: fc.oneof(fc.constantFrom('text/plain', 'image/jpeg'), hostileString),
    bytes: fc.uint8Array({ maxLength: 64 }),
    cutAt: fc.option(fc.nat(), { nil: undefined, freq: 2 }),
  })
  .map(({ boundary, purpose, filename, type, bytes, cutAt }) => {
    const b = boundary ?? 'missing';
    const body = Buffer.concat([
      Buffer.from(`--${b}\r\ncontent-disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
      Buffer.from(
        `--${b}\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\ncontent-type: ${type}\r\n\r\n`,
      ),
      Buffer.from(bytes),
      Buffer.from(`\r\n--${b}--\r\n`),
    ]);
    return {
      contentType:
        boundary === null ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`,
      payload: cutAt === undefined ? body : body.subarray(0, cutAt % (body.length + 1)),
    };
  });

/**
 * A body for any route: JSON of any shape, garbage in any content type, a form. `shape` is what the
 * route reads (e.g. a push), so that hostile values also get past the route's first check.
 */
export function hostileBody(shape?: fc.Arbitrary<HostileBody>): fc.Arbitrary<HostileBody | null> {
  const generic = fc.oneof(
    { weight: 5, arbitrary: jsonOf(fc.oneof(hostileValue, nested)) },
    { weight: 2, arbitrary: rawBody },
    { weight: 2, arbitrary: formBody },
    { weight: 1, arbitrary: fc.constant(null) },
  );
  return shape === undefined
    ? generic
    : fc.oneof({ weight: 2, arbitrary: shape }, { weight: 1, arbitrary: generic });
}

const BROKEN_ENCODINGS = ['%', '%E0%A4%A', '%00', '%ED%A0%80', '%ZZ', '%C0%AF'];

/**
 * One path segment or query value as it goes on the wire: encoded text (Buffer makes a half pair
 * U+FFFD, as a browser does), raw bytes that may be no UTF-8, a broken encoding, an over-long one.
 */
export const hostileUrlPart: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.uuid() },
  {
    weight: 3,
    arbitrary: hostileString.map((text) =>
      encodeURIComponent(Buffer.from(text.slice(0, 800)).toString('utf8')),
    ),
  },
  {
    weight: 2,
    arbitrary: fc
      .string({ unit: codeUnit, maxLength: 8 })
      .map((text) =>
        [...text].map((c) => `%${(c.charCodeAt(0) & 0xff).toString(16).padStart(2, '0')}`).join(''),
      ),
  },
  { weight: 1, arbitrary: fc.constantFrom(...BROKEN_ENCODINGS) },
  { weight: 1, arbitrary: fc.constant('g'.repeat(700)) },
);

const QUERY_KEYS = [
  'key',
  'uploadId',
  'exp',
  'sig',
  'u',
  'page',
  'size',
  'kind',
  'purpose',
  'isCheckRiff',
  'id',
  '__proto__',
  'constructor',
];

export const hostileQuery: fc.Arbitrary<string> = fc
  .array(fc.tuple(fc.constantFrom(...QUERY_KEYS), hostileUrlPart), { maxLength: 4 })
  .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`));
