// Contract: file uploads in Companion's S3-multipart shape over the real routes (DESIGN.md section
// 6): create, sign, PUT parts to the signed local URL, list, complete, abort; and every refusal.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { PATHS, apiUrl } from '../../../src/domain/api';
import en from '../../../src/i18n/locales/en.json';
import zhHans from '../../../src/i18n/locales/zh-Hans.json';
import type { FileRecord } from '../../src/files/fileRecords';
import { signPartUrl } from '../../src/storage/signedUrl';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { createOrganisation, createUser } from '../fixtures';
import { useApp } from '../suite';

const MIN_PART = 4;
const S3 = '/api/s3/multipart';

interface Created {
  key: string;
  uploadId: string;
}

export function describeFilesContract(backend: TestBackend): void {
  describe('file uploads', () => {
    const ctx = useApp(backend, { files: { minPartBytes: MIN_PART } });
    let adminSign: string | undefined;
    const sign = async (): Promise<string> => (adminSign ??= (await login(ctx().app, 'demo-admin', 'Demo-Admin-2026')).sign);

    async function create(options: { sign?: string; name?: string; kind?: string; purpose?: string; size?: number } = {}) {
      return call<Created>(ctx().app, S3, {
        sign: options.sign ?? (await sign()),
        language: 'en',
        json: {
          filename: options.name ?? 'Song 1.wav',
          type: 'audio/wav',
          metadata: { kind: options.kind ?? 'audio', purpose: options.purpose ?? 'track', size: options.size ?? 10 },
        },
      });
    }

    async function created(options: Parameters<typeof create>[0] = {}): Promise<Created> {
      const res = await create(options);
      expect(res.status, res.text).toBe(200);
      return res.body as unknown as Created;
    }

    async function signPart(upload: Created, partNumber: number, as?: string) {
      return call<{ url: string; expires: number }>(ctx().app, `${S3}/${upload.uploadId}/${partNumber}`, {
        sign: as ?? (await sign()),
        query: { key: upload.key },
      });
    }

    async function put(url: string, body: string | Readable, contentType?: string) {
      const res = await ctx().app.inject({
        method: 'PUT',
        url,
        payload: body,
        headers: { language: 'en', ...(contentType ? { 'content-type': contentType } : {}) },
      });
      return { status: res.statusCode, headers: res.headers, body: JSON.parse(res.body) as { code?: string; msg: string; result: unknown } };
    }

    async function sendPart(upload: Created, partNumber: number, body: string, contentType?: string): Promise<string> {
      const signed = await signPart(upload, partNumber);
      expect(signed.status).toBe(200);
      const res = await put((signed.body as unknown as { url: string }).url, body, contentType);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return String(res.headers.etag);
    }

    async function complete(upload: Created, parts: { PartNumber: number; ETag: string }[]) {
      return call<{ location: string; file: FileRecord }>(ctx().app, `${S3}/${upload.uploadId}/complete`, {
        sign: await sign(),
        language: 'en',
        query: { key: upload.key },
        json: { parts },
      });
    }

    async function statusOf(upload: Created): Promise<string> {
      const { rows } = await ctx().db.query<{ status: string }>('SELECT status FROM files WHERE upload_id = $1', [upload.uploadId]);
      return rows[0].status;
    }

    const objectPath = (key: string): string => path.join(ctx().config.objectsDir, ...key.split('/'));

    async function expectServing(): Promise<void> {
      expect((await call(ctx().app, apiUrl(PATHS.loginUserInfo), { sign: await sign() })).status).toBe(200);
    }

    it('creates, signs, takes parts of any content type, lists, completes and verifies a file', async () => {
      const upload = await created();
      expect(upload.key).toMatch(/^[0-9a-f-]{36}\/\d{4}\/[0-9a-f-]{36}\/Song_1\.wav$/);
      const signed = await signPart(upload, 1);
      expect(signed.body).toEqual({ url: expect.stringMatching(/^\/api\/files\/part\?/), expires: 900 });
      const etags = [
        await sendPart(upload, 1, 'aaaa', 'application/octet-stream'),
        await sendPart(upload, 2, '{"b":', 'application/json'),
        await sendPart(upload, 3, 'c'),
      ];
      const md5 = (s: string) => createHash('md5').update(s).digest('hex');
      expect(etags).toEqual([`"${md5('aaaa')}"`, `"${md5('{"b":')}"`, `"${md5('c')}"`]);
      const listed = await call(ctx().app, `${S3}/${upload.uploadId}`, { sign: await sign(), query: { key: upload.key } });
      expect(listed.body).toEqual([
        { PartNumber: 1, Size: 4, ETag: md5('aaaa') },
        { PartNumber: 2, Size: 5, ETag: md5('{"b":') },
        { PartNumber: 3, Size: 1, ETag: md5('c') },
      ]);
      expect(existsSync(objectPath(upload.key))).toBe(false);

      const done = await complete(upload, etags.map((ETag, i) => ({ PartNumber: i + 1, ETag })));
      expect(done.status, done.text).toBe(200);
      const { location, file } = done.body as unknown as { location: string; file: FileRecord };
      expect(file).toMatchObject({
        kind: 'audio',
        purpose: 'track',
        name: 'Song 1.wav',
        declaredSize: 10,
        size: 10,
        status: 'verified',
        checksumSha256: createHash('sha256').update('aaaa{"b":c').digest('hex'),
        rejectCode: null,
      });
      expect(readFileSync(objectPath(upload.key), 'utf8')).toBe('aaaa{"b":c');
      expect(location).toBe(`/api/files/${file.id}.json`);
      const record = await call<FileRecord>(ctx().app, location, { sign: await sign() });
      expect(record.status).toBe(200);
      expect(record.body).toMatchObject({ state: true, result: { id: file.id, status: 'verified' } });
      // the upload is closed now
      expect((await signPart(upload, 4)).status).toBe(409);
    });

    it('refuses an expired or forged part URL with 403, localized', async () => {
      const upload = await created();
      const { url } = (await signPart(upload, 1)).body as unknown as { url: string };
      const forged = await put(url.replace(/signature=[^&]+/, 'signature=AAAA'), 'aaaa');
      expect(forged.status).toBe(403);
      expect(forged.body).toMatchObject({ code: 'forbidden', msg: en['error.forbidden'], result: { reason: 'upload-link-invalid' } });
      const otherPart = await put(url.replace('partNumber=1', 'partNumber=2'), 'aaaa');
      expect(otherPart.status).toBe(403);
      const orgId = (await ctx().db.query<{ org_id: string }>('SELECT org_id FROM files WHERE upload_id = $1', [upload.uploadId])).rows[0].org_id;
      const stale = signPartUrl(ctx().config.secrets.signingSecret, { uploadId: upload.uploadId, partNumber: 1, orgId }, new Date(Date.now() - 16 * 60_000));
      const expired = await ctx().app.inject({ method: 'PUT', url: stale.url, payload: 'aaaa' });
      expect(expired.statusCode).toBe(403);
      expect(JSON.parse(expired.body)).toMatchObject({ code: 'forbidden', msg: zhHans['error.forbidden'], result: { reason: 'upload-link-expired' } });
      expect(await call(ctx().app, `${S3}/${upload.uploadId}`, { sign: await sign(), query: { key: upload.key } })).toMatchObject({ body: [] });
      await sendPart(upload, 1, 'aaaa');
      await expectServing();
    });

    it("keeps one organisation away from another's upload and file", async () => {
      const orgB = await createOrganisation(ctx().db);
      const userB = await createUser(ctx().db, orgB);
      const signB = (await login(ctx().app, userB.loginName, userB.password)).sign;
      const theirs = await created({ sign: signB });
      expect((await signPart(theirs, 1)).status).toBe(404);
      expect((await call(ctx().app, `${S3}/${theirs.uploadId}`, { sign: await sign(), query: { key: theirs.key } })).status).toBe(404);
      expect((await complete(theirs, [{ PartNumber: 1, ETag: 'x' }])).status).toBe(404);
      const abort = await call(ctx().app, `${S3}/${theirs.uploadId}`, { method: 'DELETE', sign: await sign(), query: { key: theirs.key } });
      expect(abort.status).toBe(404);
      // a URL correctly signed for organisation A cannot write into B's upload
      const mine = await created();
      const { rows } = await ctx().db.query<{ org_id: string }>('SELECT org_id FROM files WHERE upload_id = $1', [mine.uploadId]);
      const crossed = signPartUrl(ctx().config.secrets.signingSecret, { uploadId: theirs.uploadId, partNumber: 1, orgId: rows[0].org_id });
      expect((await put(crossed.url, 'aaaa')).status).toBe(404);
      // the key must be the upload's own
      expect((await signPart({ uploadId: mine.uploadId, key: theirs.key }, 1)).status).toBe(404);
      const { rows: fileRows } = await ctx().db.query<{ id: string }>('SELECT id FROM files WHERE upload_id = $1', [theirs.uploadId]);
      expect((await call(ctx().app, `/api/files/${fileRows[0].id}.json`, { sign: await sign() })).status).toBe(404);
      expect((await call(ctx().app, `/api/files/not-a-uuid.json`, { sign: await sign() })).status).toBe(404);
      expect(await statusOf(theirs)).toBe('uploading');
      expect((await call(ctx().app, `${S3}/${theirs.uploadId}`, { sign: signB, query: { key: theirs.key } })).body).toEqual([]);
      await expectServing();
    });

    it('refuses missing, reordered, wrong or too-small parts; the file stays uploading with nothing at its key', async () => {
      const upload = await created();
      const e1 = await sendPart(upload, 1, 'aaaa');
      const e2 = await sendPart(upload, 2, 'bbbb');
      const e3 = await sendPart(upload, 3, 'cc');
      for (const parts of [
        [{ PartNumber: 1, ETag: e1 }, { PartNumber: 3, ETag: e3 }],
        [{ PartNumber: 2, ETag: e2 }, { PartNumber: 1, ETag: e1 }, { PartNumber: 3, ETag: e3 }],
        [{ PartNumber: 1, ETag: e1 }, { PartNumber: 2, ETag: e3 }, { PartNumber: 3, ETag: e3 }],
        [{ PartNumber: 1, ETag: e1 }, { PartNumber: 2, ETag: e2 }, { PartNumber: 3, ETag: e3 }, { PartNumber: 4, ETag: e3 }],
      ]) {
        const res = await complete(upload, parts);
        expect(res.status, JSON.stringify(parts)).toBe(422);
        expect(res.body).toMatchObject({ state: false, code: 'badInput' });
        expect(res.body.msg).toMatch(/^The request is invalid: /);
        expect(await statusOf(upload)).toBe('uploading');
        expect(existsSync(objectPath(upload.key))).toBe(false);
      }
      const small = await created();
      const s1 = await sendPart(small, 1, 'aa');
      const s2 = await sendPart(small, 2, 'bb');
      const tooSmall = await complete(small, [{ PartNumber: 1, ETag: s1 }, { PartNumber: 2, ETag: s2 }]);
      expect(tooSmall.status).toBe(422);
      expect(tooSmall.body.result).toMatchObject({ reason: 'part-too-small' });
      expect((await complete(upload, [{ PartNumber: 1, ETag: e1 }, { PartNumber: 2, ETag: e2 }, { PartNumber: 3, ETag: e3 }])).status).toBe(200);
      await expectServing();
    });

    it('refuses at create a file over its purpose limit, of a wrong type or kind, and without a session', async () => {
      const tooBig = await create({ name: 'a.jpg', kind: 'image', purpose: 'avatar', size: 10 * 1024 * 1024 + 1 });
      expect(tooBig.status).toBe(413);
      expect(tooBig.body).toMatchObject({ code: 'payloadTooLarge', msg: en['error.payloadTooLarge'], result: { reason: 'file-too-large', maxBytes: 10 * 1024 * 1024 } });
      const audio = await create({ size: 1000 * 1024 * 1024 + 1 });
      expect(audio.status).toBe(413);
      const wrongType = await create({ name: 'a.exe' });
      expect(wrongType.status).toBe(422);
      expect(wrongType.body.msg).toContain('wav, flac, mp3, m4a, aif, aiff');
      expect((await create({ kind: 'video' })).status).toBe(422);
      expect((await create({ kind: 'image', purpose: 'track' })).status).toBe(422);
      expect((await create({ size: 0 })).status).toBe(422);
      const { rows } = await ctx().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM files WHERE name = 'a.exe'`);
      expect(rows[0].n).toBe(0);
      await expectServing();
    });

    it('refuses a part bigger than the declared size, by length or while streaming', async () => {
      const upload = await created({ size: 6 });
      const { url } = (await signPart(upload, 1)).body as unknown as { url: string };
      const byLength = await put(url, '0123456789');
      expect(byLength.status).toBe(413);
      expect(byLength.body).toMatchObject({ code: 'payloadTooLarge', result: { reason: 'file-larger-than-declared' } });
      const streamed = await put(url, Readable.from([Buffer.from('0123'), Buffer.from('456789')]));
      expect(streamed.status).toBe(413);
      await sendPart(upload, 1, '0123');
      // what is left of the declared size bounds the next part
      const { url: url2 } = (await signPart(upload, 2)).body as unknown as { url: string };
      expect((await put(url2, 'abc')).status).toBe(413);
      expect((await call(ctx().app, `${S3}/${upload.uploadId}`, { sign: await sign(), query: { key: upload.key } })).body).toHaveLength(1);
      await expectServing();
    });

    it('aborts an upload: parts gone, row aborted, no more parts taken', async () => {
      const upload = await created();
      const { url } = (await signPart(upload, 2)).body as unknown as { url: string };
      await sendPart(upload, 1, 'aaaa');
      const res = await call(ctx().app, `${S3}/${upload.uploadId}`, { method: 'DELETE', sign: await sign(), query: { key: upload.key } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({});
      expect(await statusOf(upload)).toBe('aborted');
      expect(existsSync(path.join(ctx().config.objectsDir, '.uploads', upload.uploadId))).toBe(false);
      const late = await put(url, 'bbbb');
      expect(late.status).toBe(409);
      expect(existsSync(path.join(ctx().config.objectsDir, '.uploads', upload.uploadId))).toBe(false);
      expect((await complete(upload, [{ PartNumber: 1, ETag: 'x' }])).status).toBe(409);
      await expectServing();
    });

    it('answers 401 without a session on every route but the signed part PUT', async () => {
      const upload = await created();
      const query = { key: upload.key };
      for (const [method, url] of [
        ['POST', S3],
        ['GET', `${S3}/${upload.uploadId}/1`],
        ['GET', `${S3}/${upload.uploadId}`],
        ['POST', `${S3}/${upload.uploadId}/complete`],
        ['DELETE', `${S3}/${upload.uploadId}`],
        ['GET', '/api/files/00000000-0000-0000-0000-000000000000.json'],
      ] as const) {
        const res = await call(ctx().app, url, { method, query, language: 'en' });
        expect(res.status, `${method} ${url}`).toBe(401);
        expect(res.body).toMatchObject({ code: 'notlogin', msg: en['error.notlogin'] });
      }
      expect(await statusOf(upload)).toBe('uploading');
      await expectServing();
    });
  });
}
