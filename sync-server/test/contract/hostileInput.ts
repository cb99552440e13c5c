// Contract: inputs that once reached a 500 (issue 11) get a clear 4xx envelope in the caller's
// language, write nothing, and never block a device's outbox: a deep or huge op, text PostgreSQL
// cannot store (NUL, half a surrogate pair), a form without a boundary, Fastify's own refusals.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { PATHS, apiUrl } from '../../../src/domain/api';
import { SYNC_PATHS } from '../../../src/domain/sync/paths';
import {
  SYNC_PROTOCOL_VERSION,
  SyncLimits,
  type PushResponse,
} from '../../../src/domain/sync/protocol';
import en from '../../../src/i18n/locales/en.json';
import zhHans from '../../../src/i18n/locales/zh-Hans.json';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { multipartBody, type FormFile } from '../multipart';
import { artistContent } from '../records';
import { useApp } from '../suite';
import { TestSyncClient } from '../syncClient';

const catalogues = {
  en: en as Record<string, string>,
  'zh-hans': zhHans as Record<string, string>,
};
type Language = keyof typeof catalogues;

/** The badInput message of a detail, as the catalogue words it in the language. */
function badInputMessage(language: Language, detail: string): string {
  return catalogues[language]['error.badInput'].replace('{detail}', detail);
}

function nestedJson(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

export function describeHostileInputContract(backend: TestBackend): void {
  describe('hostile input', () => {
    const ctx = useApp(backend);
    let adminSign: string | undefined;
    const sign = async (): Promise<string> =>
      (adminSign ??= (await login(ctx().app, 'demo-admin', 'Demo-Admin-2026')).sign);
    const fileCount = async (): Promise<number> =>
      (await ctx().db.query<{ n: number }>('SELECT count(*)::int AS n FROM files')).rows[0].n;

    async function postForm(
      path: string,
      fields: Record<string, string>,
      file: FormFile,
      language: Language = 'en',
    ) {
      const { payload, contentType } = multipartBody(fields, file);
      const res = await ctx().app.inject({
        method: 'POST',
        url: apiUrl(path),
        payload,
        headers: { 'content-type': contentType, uvsign: await sign(), language },
      });
      return {
        status: res.statusCode,
        body: JSON.parse(res.body) as {
          state: boolean;
          code: string;
          msg: string;
          result: Record<string, unknown>;
        },
      };
    }

    it('refuses an op nested 10,000 deep as a consumed rejection, so the next op of the device is applied', async () => {
      const client = new TestSyncClient(ctx().app, await sign());
      const deep = client.op('create', {
        entity: 'artist',
        payload: artistContent({ name: '@deep@' }),
      });
      const text = JSON.stringify({
        protocol: SYNC_PROTOCOL_VERSION,
        clientId: client.clientId,
        ops: [deep],
      }).replace('"@deep@"', nestedJson(10_000));
      const push = () =>
        call<PushResponse>(ctx().app, SYNC_PATHS.push, {
          sign: client.sign,
          raw: { body: text, contentType: 'application/json' },
        });
      const first = await push();
      expect(first.status, first.text).toBe(200);
      expect(first.body.result).toEqual({
        type: 'push',
        protocol: SYNC_PROTOCOL_VERSION,
        results: [
          {
            status: 'rejected',
            opId: deep.opId,
            reason: 'invalid',
            codes: [
              {
                field: 'payload',
                code: 'op-too-deep',
                severity: 'error',
                params: { max: SyncLimits.opPayloadMaxDepth },
              },
            ],
          },
        ],
        lastSeq: 1,
      });
      // the device lost the answer and sends the op again: the same answer, nothing re-run
      expect((await push()).body).toEqual(first.body);
      const next = await client.send('create', {
        entity: 'artist',
        payload: artistContent({ name: 'After the deep one' }),
      });
      expect(next).toMatchObject({ status: 'applied', version: 1 });
    });

    it('refuses an op with more values than the bound the same way', async () => {
      const client = new TestSyncClient(ctx().app, await sign());
      const members = Array.from({ length: SyncLimits.opPayloadMaxValues }, (_, i) => `m${i}`);
      const huge = await client.send('create', {
        entity: 'artist',
        payload: artistContent({ members }),
      });
      expect(huge).toMatchObject({
        status: 'rejected',
        reason: 'invalid',
        codes: [
          {
            field: 'payload',
            code: 'op-too-large',
            params: { max: SyncLimits.opPayloadMaxValues },
          },
        ],
      });
      expect(
        await client.send('create', { entity: 'artist', payload: artistContent() }),
      ).toMatchObject({ status: 'applied' });
    });

    it('refuses half a surrogate pair in an op as a consumed rejection of that field', async () => {
      const client = new TestSyncClient(ctx().app, await sign());
      const result = await client.send('create', {
        entity: 'artist',
        payload: artistContent({ name: 'a\ud800b', members: ['\udc00'] }),
      });
      expect(result).toMatchObject({
        status: 'rejected',
        reason: 'invalid',
        codes: [
          { field: 'name', code: 'invalid-character' },
          { field: 'members', code: 'invalid-character' },
        ],
      });
      // a field whose very name cannot be stored is named with U+FFFD: the answer is stored too
      const key = await client.send('create', {
        entity: 'artist',
        payload: { ...artistContent(), 'x\u0000': 1 },
      });
      expect(key).toMatchObject({
        status: 'rejected',
        reason: 'invalid',
        codes: [{ field: 'x\ufffd', code: 'invalid-character' }],
      });
      expect(
        await client.send('create', { entity: 'artist', payload: artistContent() }),
      ).toMatchObject({ status: 'applied' });
    });

    it('parses a JSON body nested 500,000 deep and refuses it as bad input', async () => {
      const depth = 500_000;
      const body = `{"loginName":${'['.repeat(depth)}${']'.repeat(depth)},"password":"x"}`;
      const res = await call(ctx().app, apiUrl(PATHS.login), {
        raw: { body, contentType: 'application/json' },
        language: 'en',
      });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('badInput');
    });

    it('refuses NUL and half surrogate pairs in any field, query or path with 422, in the caller language', async () => {
      const named = await call(ctx().app, apiUrl(PATHS.login), {
        json: { loginName: 'demo\u0000admin', password: 'x' },
        language: 'en',
      });
      expect(named.status).toBe(422);
      const detail = (field: string, language: Language) =>
        `${field}: ${catalogues[language]['validation.invalid-character']}`;
      expect(named.body).toMatchObject({
        state: false,
        code: 'badInput',
        msg: badInputMessage('en', detail('loginName', 'en')),
      });
      const staff = (await login(ctx().app, 'demo-staff', 'Demo-Staff-2026')).sign;
      const reason = await call(ctx().app, '/api/backoffice/album/review.json', {
        sign: staff,
        json: {
          orgId: '00000000-0000-4000-8000-000000000000',
          albumId: '00000000-0000-4000-8000-000000000000',
          action: 'reject',
          reason: 'x\udbff',
        },
      });
      expect(reason.status).toBe(422);
      expect(reason.body.msg).toBe(badInputMessage('zh-hans', detail('reason', 'zh-hans')));
      const query = await call(ctx().app, apiUrl(PATHS.sysMsgList), {
        sign: await sign(),
        query: { kind: '\u0000' },
        language: 'en',
      });
      expect(query.status).toBe(422);
      expect(query.body.msg).toBe(badInputMessage('en', detail('kind', 'en')));
      const param = await call(ctx().app, '/api/files/%00.json', {
        sign: await sign(),
        language: 'en',
      });
      expect(param.status).toBe(422);
      expect(param.body.msg).toBe(badInputMessage('en', detail('id', 'en')));
    });

    it('refuses half a surrogate pair in the download name with 422 instead of failing on it', async () => {
      const uploaded = await postForm(
        PATHS.uploadLyric,
        {},
        { name: 'words.txt', bytes: new TextEncoder().encode('歌词\n') },
      );
      expect(uploaded.status).toBe(200);
      const fileUrl = String(uploaded.body.result.id);
      for (const language of ['en', 'zh-hans'] as const) {
        const res = await call(ctx().app, apiUrl(PATHS.downloadByFileUrl), {
          sign: await sign(),
          json: { fileUrl, fileName: 'a\ud800.txt' },
          language,
        });
        expect(res.status).toBe(422);
        expect(res.body.msg).toBe(
          badInputMessage(
            language,
            `fileName: ${catalogues[language]['validation.invalid-character']}`,
          ),
        );
      }
      const good = await ctx().app.inject({
        method: 'POST',
        url: apiUrl(PATHS.downloadByFileUrl),
        headers: { uvsign: await sign() },
        payload: { fileUrl, fileName: '歌词.txt' },
      });
      expect(good.statusCode).toBe(200);
    });

    it('refuses NUL in an upload declared through the grant, and stores nothing', async () => {
      const grant = await call<{ endpoint: string }>(ctx().app, apiUrl(PATHS.uploadGrant), {
        method: 'POST',
        sign: await sign(),
      });
      const base = `${grant.body.result.endpoint}/s3/multipart`;
      const before = await fileCount();
      const metadata = { kind: 'image', purpose: 'albumCover', size: 100 };
      for (const json of [
        { filename: 'c.jpg', type: 'image/\u0000jpeg', metadata },
        { filename: 'c\u0000.jpg', type: 'image/jpeg', metadata },
        { filename: 'c\ud800.jpg', type: 'image/jpeg', metadata },
      ]) {
        const res = await call(ctx().app, base, { json, language: 'en' });
        expect(res.status, JSON.stringify(json)).toBe(422);
        expect(res.body.code).toBe('badInput');
      }
      expect(await fileCount()).toBe(before);
    });

    it('refuses NUL in a form upload file name or type with 422 and its reason, and stores nothing', async () => {
      const before = await fileCount();
      const bytes = new TextEncoder().encode('歌词\n');
      const name = await postForm(PATHS.uploadLyric, {}, { name: 'a\u0000.txt', bytes });
      expect(name.status).toBe(422);
      expect(name.body).toMatchObject({
        code: 'badInput',
        result: { reason: 'file-name-invalid' },
        msg: badInputMessage('en', en['fileReason.file-name-invalid']),
      });
      const type = await postForm(
        PATHS.uploadLyric,
        {},
        { name: 'a.txt', bytes, type: 'text/pl\u0000ain' },
        'zh-hans',
      );
      expect(type.status).toBe(422);
      expect(type.body).toMatchObject({
        result: { reason: 'file-type-invalid' },
        msg: badInputMessage('zh-hans', zhHans['fileReason.file-type-invalid']),
      });
      expect(await fileCount()).toBe(before);
    });

    it('refuses a form without a boundary with 400, in the caller language', async () => {
      for (const contentType of [
        'multipart/form-data',
        'multipart/form-data; charset=utf-8',
        'multipart/form-data; boundary=',
      ]) {
        for (const language of ['en', 'zh-hans'] as const) {
          const res = await call(ctx().app, apiUrl(PATHS.uploadLyric), {
            sign: await sign(),
            language,
            raw: { body: 'x', contentType },
          });
          expect(res.status, contentType).toBe(400);
          expect(res.body).toMatchObject({
            state: false,
            code: 'badInput',
            result: { reason: 'form-boundary-missing' },
          });
          expect(res.body.msg).toBe(
            badInputMessage(language, catalogues[language]['requestReason.form-boundary-missing']),
          );
        }
      }
    });

    it('words a body that does not parse from the catalogues', async () => {
      for (const language of ['en', 'zh-hans'] as const) {
        const res = await call(ctx().app, apiUrl(PATHS.login), {
          raw: { body: '{"loginName":', contentType: 'application/json' },
          language,
        });
        expect(res.status).toBe(422);
        expect(res.body).toMatchObject({ code: 'badInput', result: { reason: 'body-unreadable' } });
        expect(res.body.msg).toBe(
          badInputMessage(language, catalogues[language]['requestReason.body-unreadable']),
        );
      }
    });

    it("answers Fastify's own refusals (bad URL encoding, an over-long path parameter) in the envelope", async () => {
      for (const language of ['en', 'zh-hans'] as const) {
        for (const url of ['/api/org/%E0%A4%A.json', '/api/files/%ED%A0%80.json']) {
          const res = await call(ctx().app, url, { language });
          expect(res.status, url).toBe(400);
          expect(res.body).toEqual({
            state: false,
            code: 'badInput',
            msg: badInputMessage(language, catalogues[language]['requestReason.url-malformed']),
            result: { reason: 'url-malformed' },
          });
          expect(res.headers['x-content-type-options']).toBe('nosniff');
        }
        const long = await call(ctx().app, `/api/uploads/${'g'.repeat(700)}/s3/multipart`, {
          method: 'POST',
          language,
        });
        expect(long.status).toBe(414);
        expect(long.body).toMatchObject({ code: 'badInput', result: { reason: 'url-too-long' } });
        expect(long.body.msg).toBe(
          badInputMessage(language, catalogues[language]['requestReason.url-too-long']),
        );
      }
    });

    it("answers a request HTTP cannot parse with an envelope, not Fastify's English", async () => {
      const address = await ctx().app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () =>
          socket.write('GET /api/ HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'),
        );
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
        socket.on('error', reject);
      });
      const [head, body] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 400 /);
      expect(head.toLowerCase()).toContain('content-type: application/json; charset=utf-8');
      expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
      expect(JSON.parse(body)).toEqual({
        state: false,
        code: 'badInput',
        msg: badInputMessage('zh-hans', zhHans['requestReason.request-malformed']),
        result: { reason: 'request-malformed' },
      });
    });
  });
}
