// Contract: whatever reaches any route the app has registered (read from the app itself, so a
// route added later is walked too), the answer is never a 500; every refusal is the envelope with
// a known code and its catalogue message in the caller's language; and a refused request leaves
// every table as it was.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiUrl, HEADER_LANGUAGE, HEADER_TOKEN, PATHS } from '../../../src/domain/api';
import { ERROR_CODES, errorMessageId } from '../../../src/domain/errors';
import { parseApiLanguage } from '../../../src/domain/locale';
import { SYNC_PATHS } from '../../../src/domain/sync/paths';
import en from '../../../src/i18n/locales/en.json';
import zhHans from '../../../src/i18n/locales/zh-Hans.json';
import { createSession } from '../../src/auth/sessions';
import { UPLOAD_GRANT_BASE } from '../../src/files/uploadGrant';
import { PART_UPLOAD_PATH } from '../../src/storage/signedUrl';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { changedTables, digestTables, type Digest } from '../dbDigest';
import { ENDPOINTS } from '../endpoints';
import { DDEX_IMPORT_PATHS } from '../../../src/domain/ddex/importApi';
import { FINANCE_PATHS } from '../../../src/domain/finance/api';
import { REPORT_PATHS } from '../../../src/domain/reports/reportApi';
import { demoUserId } from '../fixtures';
import {
  expandBody,
  formBody,
  hostileBody,
  hostileQuery,
  hostileString,
  hostileUrlPart,
  jsonOf,
  pushShaped,
  shapedRecord,
  uploadShaped,
  type HostileBody,
} from '../hostile';
import { multipartBody, truncatedMultipartBody } from '../multipart';
import { registeredRoutes, type RegisteredRoute } from '../routeTable';
import { useApp } from '../suite';

/** Per route and method; ~40 of them, so about 500 requests per backend (FUZZ_RUNS for a longer hunt). */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12);

const catalogues = {
  en: en as Record<string, string>,
  'zh-hans': zhHans as Record<string, string>,
};

/** Writes a refusal makes on purpose, left out of the digest. */
const ROW_FILTERS = {
  // a form upload whose stored bytes fail the server's check answers 422 and keeps the verdict
  files: "status <> 'rejected'",
};
/**
 * A refused login is counted: that is the throttle (auth/throttle.ts); a wrong password of an
 * existing account is also written to its organisation's security log (accounts/securityLog.ts).
 */
const COUNTED_REFUSALS: Readonly<Record<string, readonly string[]>> = {
  [apiUrl(PATHS.login)]: ['login_failures', 'address_failures', 'security_events'],
  [apiUrl(PATHS.autoLogin)]: ['login_failures', 'address_failures'],
};

/** A message as the catalogue's template for the code, its placeholders filled with anything. */
function matchesTemplate(message: string, template: string): boolean {
  const parts = template
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[\\s\\S]*')}$`).test(message);
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

interface Caller {
  admin: string;
  staff: string;
  grant: string;
}

const who = fc.constantFrom<'admin' | 'staff' | 'none' | 'forged'>(
  'admin',
  'admin',
  'admin',
  'admin',
  'admin',
  'staff',
  'none',
  'forged',
);
const language = fc.constantFrom('en', 'zh-hans', 'en-US', 'zh-CN', 'xx', '');

/**
 * What some routes read, so that hostile values get past their first check too: a push of a new
 * device, a real file, a real album. Every other route (and a route added later) gets generic
 * hostile bodies only.
 */
function bodyShapes(
  fileId: string,
  { orgId, albumId }: { orgId: string; albumId: string },
): Readonly<Record<string, fc.Arbitrary<HostileBody>>> {
  const fileRef = fc.constantFrom(fileId, `/api/files/${fileId}.json`);
  const byFile = jsonOf(
    shapedRecord({ fileUrl: fileRef, filePath: fileRef, fileName: hostileString }),
  );
  const album = jsonOf(
    shapedRecord({
      orgId: fc.constant(orgId),
      albumId: fc.constant(albumId),
      action: fc.constantFrom('approve', 'reject', 'distribute'),
      reason: hostileString,
    }),
  );
  return {
    [SYNC_PATHS.push]: jsonOf(pushShaped),
    [SYNC_PATHS.pull]: jsonOf(
      shapedRecord({
        protocol: fc.constant(1),
        clientId: hostileString,
        cursor: fc.nat(),
        limit: fc.nat(1000),
      }),
    ),
    [apiUrl(PATHS.login)]: jsonOf(
      shapedRecord({ loginName: fc.constant('demo-editor'), password: hostileString }),
    ),
    [apiUrl(PATHS.sysMsgRead)]: jsonOf(shapedRecord({ id: fc.uuid() })),
    [apiUrl(PATHS.uploadImg)]: formBody,
    [apiUrl(PATHS.uploadLyric)]: formBody,
    [apiUrl(PATHS.uploadMusic)]: formBody,
    [apiUrl(PATHS.parseFileType)]: byFile,
    [apiUrl(PATHS.downloadByFileUrl)]: byFile,
    [apiUrl(PATHS.audioXcodeUrl)]: byFile,
    [`${UPLOAD_GRANT_BASE}/:grant/s3/multipart`]: jsonOf(uploadShaped),
    '/api/backoffice/album/review.json': album,
    '/api/backoffice/album/release.json': album,
    '/api/backoffice/review/file_url.json': jsonOf(
      shapedRecord({ orgId: fc.constant(orgId), albumId: fc.constant(albumId), fileUrl: fileRef }),
    ),
  };
}

function requestFor(
  route: RegisteredRoute,
  caller: () => Caller,
  shapes: ReturnType<typeof bodyShapes>,
) {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  // a valid grant mostly, so the upload routes are reached at all
  const grant = fc.oneof(
    { weight: 3, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: hostileUrlPart },
  );
  const params = fc.tuple(...names.map((name) => (name === 'grant' ? grant : hostileUrlPart)));
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  const body = hasBody
    ? hostileBody(Object.hasOwn(shapes, route.url) ? shapes[route.url] : undefined)
    : fc.constant(null);
  return fc.record({ params, query: hostileQuery, body, who, language }).map((r) => {
    let i = 0;
    const path = route.url.replace(/:(\w+)/g, () => r.params[i++] ?? caller().grant);
    return { ...r, url: `${path}${r.query}` };
  });
}

async function send(
  app: FastifyInstance,
  method: string,
  url: string,
  headers: Record<string, string>,
  body: HostileBody | null,
) {
  if (body?.contentType !== undefined) headers['content-type'] = body.contentType;
  const payload = body === null ? undefined : expandBody(body);
  const res = await app.inject({
    method: method as 'GET',
    url,
    headers,
    payload,
    payloadAsStream: true,
  });
  if (String(res.headers['content-type']).startsWith('text/event-stream')) {
    // the event stream never ends by itself: hang up as a client would
    res.raw.res.destroy();
    return { status: res.statusCode, contentType: 'text/event-stream', text: '' };
  }
  return {
    status: res.statusCode,
    contentType: String(res.headers['content-type']),
    text: await readAll(res.stream()),
  };
}

export function describeFuzzContract(backend: TestBackend): void {
  describe('arbitrary input on every registered route', () => {
    const ctx = useApp(backend);

    it(
      'never answers 500, refuses in the envelope of the caller language, and writes nothing when it refuses',
      async () => {
        const { app, db } = ctx();
        const routes = registeredRoutes(app);
        // the walk reads the app, not a list: it must at least find every route the contract names
        const found = new Set(routes.map((r) => `${r.method} ${r.url}`));
        const named = [
          ...ENDPOINTS.map((e) => `${e.method} ${apiUrl(PATHS[e.key])}`),
          `POST ${SYNC_PATHS.push}`,
          `GET ${SYNC_PATHS.events}`,
          `PUT ${PART_UPLOAD_PATH}`,
        ];
        expect(named.filter((route) => !found.has(route))).toEqual([]);

        const admin = await demoUserId(db, 'demo-admin');
        const staff = await demoUserId(db, 'demo-staff');
        const adminSign = (await login(app, 'demo-admin', 'Demo-Admin-2026')).sign;
        const grant = await call<{ endpoint: string }>(app, apiUrl(PATHS.uploadGrant), {
          method: 'POST',
          sign: adminSign,
        });
        // a verified file and an album to point hostile requests at
        const form = multipartBody(
          {},
          { name: 'words.txt', bytes: new TextEncoder().encode('歌词\n') },
        );
        const lyric = await app.inject({
          method: 'POST',
          url: apiUrl(PATHS.uploadLyric),
          headers: { 'content-type': form.contentType, [HEADER_TOKEN]: adminSign },
          payload: form.payload,
        });
        const fileId = (JSON.parse(lyric.body) as { result: { id: string } }).result.id;
        const { rows: albums } = await db.query<{ id: string }>(
          'SELECT id FROM albums WHERE org_id = $1 LIMIT 1',
          [admin.orgId],
        );
        const shapes = bodyShapes(fileId, { orgId: admin.orgId, albumId: albums[0].id });
        const current: Caller = {
          admin: adminSign,
          staff: (await login(app, 'demo-staff', 'Demo-Staff-2026')).sign,
          grant: grant.body.result.endpoint.split('/').pop() ?? '',
        };

        // the digest after a refusal is the digest before the next request: nothing was written
        let unchanged: Digest | null = null;
        for (const route of routes) {
          await fc.assert(
            fc.asyncProperty(
              requestFor(route, () => current, shapes),
              async (request) => {
                const headers: Record<string, string> = { [HEADER_LANGUAGE]: request.language };
                if (request.who === 'admin' || request.who === 'staff')
                  headers[HEADER_TOKEN] = current[request.who];
                if (request.who === 'forged')
                  headers[HEADER_TOKEN] = 'forged-sign-that-was-never-issued';
                const before = unchanged ?? (await digestTables(db, ROW_FILTERS));
                unchanged = null;
                const res = await send(app, route.method, request.url, headers, request.body);
                const context = `${route.method} ${request.url.slice(0, 200)} -> ${res.status} ${res.text.slice(0, 300)}`;
                expect(res.status, context).toBeLessThan(500);
                if (res.status >= 400) {
                  const after = await digestTables(db, ROW_FILTERS);
                  expect(
                    changedTables(before, after, COUNTED_REFUSALS[route.url] ?? []),
                    `a refusal wrote: ${context}`,
                  ).toEqual([]);
                  unchanged = COUNTED_REFUSALS[route.url] === undefined ? after : null;
                  if (route.method !== 'HEAD') {
                    expect(res.contentType, context).toMatch(/^application\/json/);
                    const envelope = JSON.parse(res.text) as {
                      state: unknown;
                      msg: unknown;
                      code: unknown;
                    };
                    expect(envelope.state, context).toBe(false);
                    expect(ERROR_CODES, context).toContain(envelope.code);
                    const template =
                      catalogues[parseApiLanguage(request.language)][
                        errorMessageId(envelope.code as (typeof ERROR_CODES)[number])
                      ];
                    expect(
                      matchesTemplate(String(envelope.msg), template),
                      `${context}: not the catalogue's ${template}`,
                    ).toBe(true);
                  }
                } else if (
                  route.method !== 'HEAD' &&
                  res.contentType.startsWith('application/json') &&
                  !route.url.startsWith(UPLOAD_GRANT_BASE)
                ) {
                  // Companion's routes answer its bare shapes (DESIGN.md section 6); every other JSON answer is the envelope
                  expect(JSON.parse(res.text), context).toMatchObject({ state: true, msg: '' });
                }
                if (res.status < 400 && route.url === apiUrl(PATHS.logout)) {
                  // a fuzzed logout ended a session the next runs need: open a new one
                  current[request.who === 'staff' ? 'staff' : 'admin'] = await createSession(db, {
                    userId: (request.who === 'staff' ? staff : admin).id,
                    ttlHours: 1,
                  });
                }
              },
            ),
            { numRuns: RUNS_PER_ROUTE },
          );
        }
      },
      // a walk over every route (more than a hundred now): 85 s on PostgreSQL and over 120 s on
      // PGlite on a two-core machine busy with other suites
      RUNS_PER_ROUTE * 30_000,
    );

    it('a body cut off before its end, on every route that takes one, is refused in the envelope and leaves nothing behind', async () => {
      const { app, db, config } = ctx();
      const admin = await demoUserId(db, 'demo-admin');
      const signs = {
        admin: (await login(app, 'demo-admin', 'Demo-Admin-2026')).sign,
        staff: (await login(app, 'demo-staff', 'Demo-Staff-2026')).sign,
      };
      // what each form route reads before its file, so the cut is met while the file streams
      const forms: Readonly<Record<string, { fields: Record<string, string>; name: string }>> = {
        [apiUrl(PATHS.uploadImg)]: { fields: { purpose: 'albumCover' }, name: 'cover.jpg' },
        [apiUrl(PATHS.uploadLyric)]: { fields: {}, name: 'words.txt' },
        [apiUrl(PATHS.uploadMusic)]: { fields: { purpose: 'track' }, name: 'master.wav' },
        [apiUrl(PATHS.organisationImage)]: { fields: { slot: 'logo' }, name: 'logo.png' },
        [apiUrl(FINANCE_PATHS.verify)]: { fields: {}, name: 'statement.pdf' },
        [apiUrl(REPORT_PATHS.upload)]: { fields: { format: 'auto' }, name: 'report.tsv' },
        [apiUrl(DDEX_IMPORT_PATHS.plan)]: { fields: { orgId: admin.orgId }, name: 'ern.xml' },
      };
      const bytes = new Uint8Array(256 * 1024).fill(0x41);
      const filesOf = (dir: string): string[] =>
        readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.join(entry.parentPath, entry.name))
          .sort();
      const before = await digestTables(db);
      const filesBefore = filesOf(config.dataDir);
      const cutOff = new Set<string>();
      for (const route of registeredRoutes(app)) {
        if (!['POST', 'PUT', 'PATCH'].includes(route.method)) continue;
        const url = route.url.replace(/:(\w+)/g, 'x');
        for (const [who, sign] of Object.entries(signs)) {
          const shape = forms[route.url] ?? { fields: {}, name: 'cut.bin' };
          const form = truncatedMultipartBody(
            shape.fields,
            { name: shape.name, bytes },
            100 * 1024,
          );
          const bodies = [
            form,
            { payload: Buffer.from('{"loginName":"demo-'), contentType: 'application/json' },
          ];
          for (const body of bodies) {
            const res = await app.inject({
              method: route.method as 'POST',
              url,
              headers: {
                'content-type': body.contentType,
                [HEADER_TOKEN]: sign,
                [HEADER_LANGUAGE]: 'en',
              },
              payload: body.payload,
            });
            const context = `${who} ${route.method} ${url} (${body.contentType.split(';')[0]}) -> ${res.statusCode} ${res.body.slice(0, 300)}`;
            expect(res.statusCode, context).toBeLessThan(500);
            expect(res.statusCode, context).toBeGreaterThanOrEqual(400);
            const envelope = JSON.parse(res.body) as {
              state: unknown;
              result: { reason?: string } | null;
            };
            expect(envelope.state, context).toBe(false);
            if (envelope.result?.reason === 'form-truncated') cutOff.add(route.url);
          }
        }
      }
      // the seven form routes met the cut while their file streamed, and said so
      expect([...cutOff].sort()).toEqual(Object.keys(forms).sort());
      expect(changedTables(before, await digestTables(db), ['security_events'])).toEqual([]);
      expect(filesOf(config.dataDir)).toEqual(filesBefore);
    });
  });
}
