// Contract: file uploads in Companion's S3-multipart shape over the real routes (DESIGN.md section
// 6) under an upload grant: create, sign, PUT parts to the signed local URL, list, complete, abort;
// and every refusal. The server's verification, the spec's /file/* calls and playback are in
// filesVerify.ts.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { PATHS, apiUrl } from '../../../src/domain/api';
import en from '../../../src/i18n/locales/en.json';
import zhHans from '../../../src/i18n/locales/zh-Hans.json';
import type { FileRecord } from '../../src/files/fileRecords';
import { issueUploadGrant } from '../../src/files/uploadGrant';
import { signPartUrl } from '../../src/storage/signedUrl';
import { wavFile } from '../../../src/domain/media/testing/audioFixtures';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { createOrganisation, createUser } from '../fixtures';
import { useApp } from '../suite';

const MIN_PART = 4;

interface Created {
  key: string;
  uploadId: string;
  fileId?: string;
}

interface Grant {
  endpoint: string;
  expiresAt: string;
}

export function describeFilesContract(backend: TestBackend): void {
  describe('file uploads', () => {
    const ctx = useApp(backend, { files: { minPartBytes: MIN_PART } });
    let adminSign: string | undefined;
    const sign = async (): Promise<string> =>
      (adminSign ??= (await login(ctx().app, 'demo-admin', 'Demo-Admin-2026')).sign);
    const grants = new Map<string, string>();
    /** Companion's base under the caller's grant (the session's one, by default) */
    async function s3For(as?: string): Promise<string> {
      const who = as ?? (await sign());
      let endpoint = grants.get(who);
      if (endpoint === undefined) {
        const res = await call<Grant>(ctx().app, apiUrl(PATHS.uploadGrant), {
          method: 'POST',
          sign: who,
        });
        expect(res.status, res.text).toBe(200);
        endpoint = res.body.result.endpoint;
        grants.set(who, endpoint);
      }
      return `${endpoint}/s3/multipart`;
    }

    async function create(
      options: {
        sign?: string;
        name?: string;
        kind?: string;
        purpose?: string;
        size?: number | string;
        fileId?: string;
        partSize?: number | string;
      } = {},
    ) {
      // no session header: Companion's client sends none
      return call<Created>(ctx().app, await s3For(options.sign), {
        language: 'en',
        json: {
          filename: options.name ?? 'Song 1.wav',
          type: 'audio/wav',
          metadata: {
            kind: options.kind ?? 'audio',
            purpose: options.purpose ?? 'track',
            size: options.size ?? 10,
            ...(options.fileId !== undefined ? { fileId: options.fileId } : {}),
            ...(options.partSize !== undefined ? { partSize: options.partSize } : {}),
          },
        },
      });
    }

    async function created(options: Parameters<typeof create>[0] = {}): Promise<Created> {
      const res = await create(options);
      expect(res.status, res.text).toBe(200);
      return res.body as unknown as Created;
    }

    async function signPart(upload: Created, partNumber: number, as?: string) {
      return call<{ url: string; expires: number }>(
        ctx().app,
        `${await s3For(as)}/${upload.uploadId}/${partNumber}`,
        {
          query: { key: upload.key },
        },
      );
    }

    async function put(url: string, body: string | Buffer | Readable, contentType?: string) {
      const res = await ctx().app.inject({
        method: 'PUT',
        url,
        payload: body,
        headers: { language: 'en', ...(contentType ? { 'content-type': contentType } : {}) },
      });
      return {
        status: res.statusCode,
        headers: res.headers,
        body: JSON.parse(res.body) as { code?: string; msg: string; result: unknown },
      };
    }

    async function sendPart(
      upload: Created,
      partNumber: number,
      body: string | Buffer,
      contentType?: string,
    ): Promise<string> {
      const signed = await signPart(upload, partNumber);
      expect(signed.status).toBe(200);
      const res = await put((signed.body as unknown as { url: string }).url, body, contentType);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return String(res.headers.etag);
    }

    async function complete(upload: Created, parts: { PartNumber: number; ETag: string }[]) {
      return call<{ location: string; key: string; file: FileRecord }>(
        ctx().app,
        `${await s3For()}/${upload.uploadId}/complete`,
        {
          language: 'en',
          query: { key: upload.key },
          json: { parts },
        },
      );
    }

    async function statusOf(upload: Created): Promise<string> {
      const { rows } = await ctx().db.query<{ status: string }>(
        'SELECT status FROM files WHERE upload_id = $1',
        [upload.uploadId],
      );
      return rows[0].status;
    }

    const objectPath = (key: string): string =>
      path.join(ctx().config.objectsDir, ...key.split('/'));

    async function expectServing(): Promise<void> {
      expect(
        (await call(ctx().app, apiUrl(PATHS.loginUserInfo), { sign: await sign() })).status,
      ).toBe(200);
    }

    it('creates, signs, takes parts of any content type, lists, completes and verifies a file', async () => {
      const wav = Buffer.from(wavFile({ seconds: 0.01 }));
      const chunks = [wav.subarray(0, 600), wav.subarray(600, 1200), wav.subarray(1200)];
      // Uppy's meta arrives as strings
      const upload = await created({ size: String(wav.length) });
      expect(upload.key).toMatch(/^[0-9a-f-]{36}\/\d{4}\/[0-9a-f-]{36}\/Song_1\.wav$/);
      expect(upload.key.split('/')[2]).toBe(upload.fileId);
      const signed = await signPart(upload, 1);
      expect(signed.body).toEqual({
        url: expect.stringMatching(/^\/api\/files\/part\?/),
        expires: 900,
      });
      const etags = [
        await sendPart(upload, 1, chunks[0], 'application/octet-stream'),
        await sendPart(upload, 2, chunks[1], 'application/json'),
        await sendPart(upload, 3, chunks[2]),
      ];
      const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');
      expect(etags).toEqual(chunks.map((c) => `"${md5(c)}"`));
      const listed = await call(ctx().app, `${await s3For()}/${upload.uploadId}`, {
        query: { key: upload.key },
      });
      expect(listed.body).toEqual(
        chunks.map((c, i) => ({ PartNumber: i + 1, Size: c.length, ETag: md5(c) })),
      );
      expect(existsSync(objectPath(upload.key))).toBe(false);

      const done = await complete(
        upload,
        etags.map((ETag, i) => ({ PartNumber: i + 1, ETag })),
      );
      expect(done.status, done.text).toBe(200);
      const { location, key, file } = done.body as unknown as {
        location: string;
        key: string;
        file: FileRecord;
      };
      expect(key).toBe(upload.key);
      expect(file).toMatchObject({
        id: upload.fileId,
        kind: 'audio',
        purpose: 'track',
        name: 'Song 1.wav',
        declaredSize: wav.length,
        size: wav.length,
        status: 'verified',
        checksumSha256: createHash('sha256').update(wav).digest('hex'),
        rejectCode: null,
        facts: { container: 'wav', sampleRate: 44100, bitDepth: 16, channels: 2 },
      });
      expect(readFileSync(objectPath(upload.key)).equals(wav)).toBe(true);
      expect(location).toBe(`/api/files/${file.id}.json`);
      const record = await call<FileRecord>(ctx().app, location, { sign: await sign() });
      expect(record.status).toBe(200);
      expect(record.body).toMatchObject({
        state: true,
        result: { id: file.id, status: 'verified' },
      });
      // the upload is closed now
      expect((await signPart(upload, 4)).status).toBe(409);
    });

    it('writes the parts of a declared part size in place: out of order and sent again, the object is right; a part that does not fit is refused', async () => {
      const wav = Buffer.from(wavFile({ seconds: 0.01 }));
      const partSize = 600;
      const chunks: Buffer[] = [];
      for (let at = 0; at < wav.length; at += partSize)
        chunks.push(wav.subarray(at, at + partSize));
      const upload = await created({ size: String(wav.length), partSize: String(partSize) });
      // the last part first, part 1 twice (first with other bytes), the rest in order
      const etags: string[] = new Array(chunks.length);
      etags[chunks.length - 1] = await sendPart(upload, chunks.length, chunks[chunks.length - 1]);
      await sendPart(upload, 1, Buffer.alloc(partSize, 7));
      for (let i = 0; i < chunks.length - 1; i++)
        etags[i] = await sendPart(upload, i + 1, chunks[i]);
      // a part past the declared size is refused
      const beyond = await signPart(upload, chunks.length + 1);
      expect(
        (await put((beyond.body as unknown as { url: string }).url, Buffer.from('x'))).status,
      ).toBeGreaterThanOrEqual(400);
      expect(existsSync(objectPath(upload.key))).toBe(false);
      const done = await complete(
        upload,
        etags.map((ETag, i) => ({ PartNumber: i + 1, ETag })),
      );
      expect(done.status, done.text).toBe(200);
      expect((done.body as unknown as { file: FileRecord }).file).toMatchObject({
        status: 'verified',
        size: wav.length,
        checksumSha256: createHash('sha256').update(wav).digest('hex'),
      });
      expect(readFileSync(objectPath(upload.key)).equals(wav)).toBe(true);

      // a part larger than its place is refused; a short one makes the completion fail
      const short = await created({ size: String(wav.length), partSize: String(partSize) });
      const tooBig = await signPart(short, 1);
      expect(
        (await put((tooBig.body as unknown as { url: string }).url, Buffer.alloc(partSize + 1)))
          .status,
      ).toBe(413);
      const shortTags = [];
      for (let i = 0; i < chunks.length; i++)
        shortTags.push(
          await sendPart(short, i + 1, i === 1 ? chunks[i].subarray(0, 500) : chunks[i]),
        );
      const refused = await complete(
        short,
        shortTags.map((ETag, i) => ({ PartNumber: i + 1, ETag })),
      );
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(await statusOf(short)).toBe('uploading');
      expect(existsSync(objectPath(short.key))).toBe(false);
    });

    it('refuses a part past the declared size of an in-place upload with a localized 4xx, and the object stays right', async () => {
      const wav = Buffer.from(wavFile({ seconds: 0.01 }));
      const partSize = 600;
      const chunks: Buffer[] = [];
      for (let at = 0; at < wav.length; at += partSize)
        chunks.push(wav.subarray(at, at + partSize));
      const upload = await created({ size: String(wav.length), partSize: String(partSize) });
      // sent first, so the other parts leave the declared size room for its length
      const beyond = (await signPart(upload, chunks.length + 1)).body as unknown as { url: string };
      for (const language of ['en', 'zh-Hans'] as const) {
        const res = await ctx().app.inject({
          method: 'PUT',
          url: beyond.url,
          payload: Buffer.from('xyz'),
          headers: { language },
        });
        const body = JSON.parse(res.body) as {
          state: boolean;
          code: string;
          msg: string;
          result: { reason: string };
        };
        expect(res.statusCode, res.body).toBe(422);
        expect(body).toMatchObject({
          state: false,
          code: 'badInput',
          result: { reason: 'part-past-declared-size', partNumber: chunks.length + 1 },
        });
        const catalogue = language === 'en' ? en : zhHans;
        const detail = catalogue['fileReason.part-past-declared-size']
          .replace('{partNumber}', String(chunks.length + 1))
          .replace('{size}', String(wav.length));
        expect(body.msg).toBe(catalogue['error.badInput'].replace('{detail}', detail));
      }
      // nothing of it reached the object: the real parts complete to the file's exact bytes
      const etags: string[] = [];
      for (let i = 0; i < chunks.length; i++) etags.push(await sendPart(upload, i + 1, chunks[i]));
      const done = await complete(
        upload,
        etags.map((ETag, i) => ({ PartNumber: i + 1, ETag })),
      );
      expect(done.status, done.text).toBe(200);
      expect((done.body as unknown as { file: FileRecord }).file).toMatchObject({
        status: 'verified',
        size: wav.length,
        checksumSha256: createHash('sha256').update(wav).digest('hex'),
      });
      expect(readFileSync(objectPath(upload.key)).equals(wav)).toBe(true);
      await expectServing();
    });

    it('never publishes the bytes of a refused, too long part sent again in place: the earlier copy no longer counts', async () => {
      const wav = Buffer.from(wavFile({ seconds: 0.01 }));
      const partSize = 600;
      const chunks: Buffer[] = [];
      for (let at = 0; at < wav.length; at += partSize)
        chunks.push(wav.subarray(at, at + partSize));
      const upload = await created({ size: String(wav.length), partSize: String(partSize) });
      const etags: string[] = [];
      for (let i = 0; i < chunks.length; i++) etags.push(await sendPart(upload, i + 1, chunks[i]));
      // part 2 again, streamed (no length to refuse it by), longer than its place: refused midway
      const again = (await signPart(upload, 2)).body as unknown as { url: string };
      const refusedPut = await put(
        again.url,
        Readable.from([Buffer.alloc(partSize, 0x55), Buffer.alloc(10, 0x55)]),
      );
      expect(refusedPut.status).toBe(413);
      expect(refusedPut.body).toMatchObject({
        code: 'payloadTooLarge',
        result: { reason: 'file-larger-than-declared' },
      });
      // its place may hold the refused bytes now: the first copy's ETag is no longer good
      const stale = await complete(
        upload,
        etags.map((ETag, i) => ({ PartNumber: i + 1, ETag })),
      );
      expect(stale.status).toBe(422);
      expect(stale.body).toMatchObject({ result: { reason: 'part-missing' } });
      expect(existsSync(objectPath(upload.key))).toBe(false);
      // sent once more, whole: the file completes with its own bytes
      etags[1] = await sendPart(upload, 2, chunks[1]);
      const done = await complete(
        upload,
        etags.map((ETag, i) => ({ PartNumber: i + 1, ETag })),
      );
      expect(done.status, done.text).toBe(200);
      expect((done.body as unknown as { file: FileRecord }).file).toMatchObject({
        status: 'verified',
        checksumSha256: createHash('sha256').update(wav).digest('hex'),
      });
      expect(readFileSync(objectPath(upload.key)).equals(wav)).toBe(true);
    });

    it("takes the client's file id, refuses it when used, and makes one when missing", async () => {
      const fileId = '01933b5e-8f3a-7cc1-9b2e-4d5f6a7b8c9d';
      const mine = await created({ fileId });
      expect(mine.fileId).toBe(fileId);
      const { rows } = await ctx().db.query<{ id: string }>(
        'SELECT id FROM files WHERE upload_id = $1',
        [mine.uploadId],
      );
      expect(rows[0].id).toBe(fileId);
      // the same create sent again (its answer lost to a reload): the upload it already opened
      const repeated = await created({ fileId });
      expect(repeated).toEqual(mine);
      const { rows: count } = await ctx().db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM files WHERE id = $1',
        [fileId],
      );
      expect(count[0].n).toBe(1);
      // another file under that id is refused
      expect((await create({ fileId, size: 11 })).status).toBe(409);
      expect((await create({ fileId, name: 'Song 2.wav' })).status).toBe(409);
      const again = await create({ fileId: fileId.toUpperCase(), kind: 'clip', purpose: 'clip' });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'badInput', result: { reason: 'file-id-used' } });
      // another organisation cannot take it either
      const orgB = await createOrganisation(ctx().db);
      const userB = await createUser(ctx().db, orgB);
      const signB = (await login(ctx().app, userB.loginName, userB.password)).sign;
      expect((await create({ sign: signB, fileId })).status).toBe(409);
      expect((await create({ fileId: 'not-a-uuid' })).status).toBe(422);
      const generated = await created({ fileId: '' });
      expect(generated.fileId).toMatch(/^[0-9a-f-]{36}$/);
      expect((await create({ size: '12abc' })).status).toBe(422);
      await expectServing();
    });

    it('issues grants only to uploaders, staff only for a logo; refuses forged (403) and expired (401) grants', async () => {
      const res = await call<Grant>(ctx().app, apiUrl(PATHS.uploadGrant), {
        method: 'POST',
        sign: await sign(),
      });
      expect(res.status).toBe(200);
      expect(res.body.result.endpoint).toMatch(/^\/api\/uploads\/[\w-]+\.[\w-]+$/);
      const hours = (Date.parse(res.body.result.expiresAt) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(1.9);
      expect(hours).toBeLessThanOrEqual(2);
      expect((await call(ctx().app, apiUrl(PATHS.uploadGrant), { method: 'POST' })).status).toBe(
        401,
      );
      // staff upload a channel's logo and nothing else: their grant opens a logo, not a track
      const staff = await login(ctx().app, 'demo-staff', 'Demo-Staff-2026');
      const refused = await create({ sign: staff.sign });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: 'forbidden',
        result: { reason: 'upload-not-allowed' },
      });
      const logo = await create({
        sign: staff.sign,
        name: 'logo.png',
        kind: 'image',
        purpose: 'logo',
      });
      expect(logo.status, logo.text).toBe(200);
      // a file is uploaded only by whoever can attach it (issue 28): the organisation's identity
      // images and logo by those who edit its subject details, not by a content operator
      const editor = await login(ctx().app, 'demo-editor', 'Demo-Editor-2026');
      for (const purpose of ['idImage', 'logo']) {
        const image = { name: 'id.png', kind: 'image', purpose };
        const byEditor = await create({ sign: editor.sign, ...image });
        expect(byEditor.status, `${purpose}: ${byEditor.text}`).toBe(403);
        expect(byEditor.body).toMatchObject({ result: { reason: 'upload-not-allowed' } });
        expect((await create({ sign: await sign(), ...image })).status).toBe(200);
      }
      expect((await create({ sign: editor.sign })).status).toBe(200);

      const json = {
        filename: 'a.wav',
        type: 'audio/wav',
        metadata: { kind: 'audio', purpose: 'track', size: '10' },
      };
      const grant = res.body.result.endpoint.split('/').pop() ?? '';
      const [payload, mac] = grant.split('.');
      const { rows } = await ctx().db.query<{ id: string; org_id: string }>(
        `SELECT id, org_id FROM users WHERE login_name = 'demo-admin'`,
      );
      const admin = { userId: rows[0].id, orgId: rows[0].org_id };
      const otherOrg = await createOrganisation(ctx().db);
      const tampered = Buffer.from(
        JSON.stringify({ org: otherOrg, user: admin.userId, exp: 9_999_999_999 }),
      ).toString('base64url');
      const staffRow = (
        await ctx().db.query<{ id: string; org_id: string }>(
          `SELECT id, org_id FROM users WHERE login_name = 'demo-staff'`,
        )
      ).rows[0];
      const secret = ctx().config.secrets.signingSecret;
      for (const forged of [
        `${payload}.${'A'.repeat(mac.length)}`,
        `${tampered}.${mac}`,
        `${payload}`,
        'x'.repeat(600),
        issueUploadGrant(`${secret}x`, admin).grant,
        // correctly signed, but for a user who may not upload this (staff: a track) / in an organisation not theirs
        issueUploadGrant(secret, { userId: staffRow.id, orgId: staffRow.org_id }).grant,
        issueUploadGrant(secret, { userId: admin.userId, orgId: otherOrg }).grant,
      ]) {
        const bad = await call(ctx().app, `/api/uploads/${forged}/s3/multipart`, {
          json,
          language: 'en',
        });
        expect(bad.status, forged).toBe(403);
        expect(bad.body).toMatchObject({ state: false, code: 'forbidden' });
      }
      const expired = issueUploadGrant(secret, admin, new Date(Date.now() - 3 * 3_600_000)).grant;
      const late = await call(ctx().app, `/api/uploads/${expired}/s3/multipart`, {
        json,
        language: 'en',
      });
      expect(late.status).toBe(401);
      expect(late.body).toMatchObject({
        code: 'notlogin',
        msg: en['error.notlogin'],
        result: { reason: 'upload-grant-expired' },
      });
      // the old session-header paths are gone
      expect(
        (await call(ctx().app, '/api/s3/multipart', { sign: await sign(), json })).status,
      ).toBe(404);
      await expectServing();
    });

    it('refuses an expired or forged part URL with 403, localized', async () => {
      const upload = await created();
      const { url } = (await signPart(upload, 1)).body as unknown as { url: string };
      const forged = await put(url.replace(/signature=[^&]+/, 'signature=AAAA'), 'aaaa');
      expect(forged.status).toBe(403);
      expect(forged.body).toMatchObject({
        code: 'forbidden',
        msg: en['error.forbidden'],
        result: { reason: 'upload-link-invalid' },
      });
      const otherPart = await put(url.replace('partNumber=1', 'partNumber=2'), 'aaaa');
      expect(otherPart.status).toBe(403);
      const orgId = (
        await ctx().db.query<{ org_id: string }>('SELECT org_id FROM files WHERE upload_id = $1', [
          upload.uploadId,
        ])
      ).rows[0].org_id;
      const stale = signPartUrl(
        ctx().config.secrets.signingSecret,
        { uploadId: upload.uploadId, partNumber: 1, orgId },
        new Date(Date.now() - 16 * 60_000),
      );
      const expired = await ctx().app.inject({ method: 'PUT', url: stale.url, payload: 'aaaa' });
      expect(expired.statusCode).toBe(403);
      expect(JSON.parse(expired.body)).toMatchObject({
        code: 'forbidden',
        msg: zhHans['error.forbidden'],
        result: { reason: 'upload-link-expired' },
      });
      expect(
        await call(ctx().app, `${await s3For()}/${upload.uploadId}`, {
          query: { key: upload.key },
        }),
      ).toMatchObject({ body: [] });
      await sendPart(upload, 1, 'aaaa');
      await expectServing();
    });

    it("keeps one organisation away from another's upload and file", async () => {
      const orgB = await createOrganisation(ctx().db);
      const userB = await createUser(ctx().db, orgB);
      const signB = (await login(ctx().app, userB.loginName, userB.password)).sign;
      const theirs = await created({ sign: signB });
      expect((await signPart(theirs, 1)).status).toBe(404);
      expect(
        (
          await call(ctx().app, `${await s3For()}/${theirs.uploadId}`, {
            query: { key: theirs.key },
          })
        ).status,
      ).toBe(404);
      expect((await complete(theirs, [{ PartNumber: 1, ETag: 'x' }])).status).toBe(404);
      const abort = await call(ctx().app, `${await s3For()}/${theirs.uploadId}`, {
        method: 'DELETE',
        query: { key: theirs.key },
      });
      expect(abort.status).toBe(404);
      // a URL correctly signed for organisation A cannot write into B's upload
      const mine = await created();
      const { rows } = await ctx().db.query<{ org_id: string }>(
        'SELECT org_id FROM files WHERE upload_id = $1',
        [mine.uploadId],
      );
      const crossed = signPartUrl(ctx().config.secrets.signingSecret, {
        uploadId: theirs.uploadId,
        partNumber: 1,
        orgId: rows[0].org_id,
      });
      expect((await put(crossed.url, 'aaaa')).status).toBe(404);
      // the key must be the upload's own
      expect((await signPart({ uploadId: mine.uploadId, key: theirs.key }, 1)).status).toBe(404);
      const { rows: fileRows } = await ctx().db.query<{ id: string }>(
        'SELECT id FROM files WHERE upload_id = $1',
        [theirs.uploadId],
      );
      expect(
        (await call(ctx().app, `/api/files/${fileRows[0].id}.json`, { sign: await sign() })).status,
      ).toBe(404);
      expect(
        (await call(ctx().app, `/api/files/not-a-uuid.json`, { sign: await sign() })).status,
      ).toBe(404);
      expect(await statusOf(theirs)).toBe('uploading');
      expect(
        (
          await call(ctx().app, `${await s3For(signB)}/${theirs.uploadId}`, {
            query: { key: theirs.key },
          })
        ).body,
      ).toEqual([]);
      await expectServing();
    });

    it('refuses missing, reordered, wrong or too-small parts; the file stays uploading with nothing at its key', async () => {
      const upload = await created();
      const e1 = await sendPart(upload, 1, 'aaaa');
      const e2 = await sendPart(upload, 2, 'bbbb');
      const e3 = await sendPart(upload, 3, 'cc');
      for (const parts of [
        [
          { PartNumber: 1, ETag: e1 },
          { PartNumber: 3, ETag: e3 },
        ],
        [
          { PartNumber: 2, ETag: e2 },
          { PartNumber: 1, ETag: e1 },
          { PartNumber: 3, ETag: e3 },
        ],
        [
          { PartNumber: 1, ETag: e1 },
          { PartNumber: 2, ETag: e3 },
          { PartNumber: 3, ETag: e3 },
        ],
        [
          { PartNumber: 1, ETag: e1 },
          { PartNumber: 2, ETag: e2 },
          { PartNumber: 3, ETag: e3 },
          { PartNumber: 4, ETag: e3 },
        ],
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
      const tooSmall = await complete(small, [
        { PartNumber: 1, ETag: s1 },
        { PartNumber: 2, ETag: s2 },
      ]);
      expect(tooSmall.status).toBe(422);
      expect(tooSmall.body.result).toMatchObject({ reason: 'part-too-small' });
      expect(
        (
          await complete(upload, [
            { PartNumber: 1, ETag: e1 },
            { PartNumber: 2, ETag: e2 },
            { PartNumber: 3, ETag: e3 },
          ])
        ).status,
      ).toBe(200);
      await expectServing();
    });

    it('refuses at create a file over its purpose limit, of a wrong type or kind, and without a session', async () => {
      const tooBig = await create({
        name: 'a.jpg',
        kind: 'image',
        purpose: 'avatar',
        size: 10_000_000 + 1,
      });
      expect(tooBig.status).toBe(413);
      expect(tooBig.body).toMatchObject({
        code: 'payloadTooLarge',
        msg: en['error.payloadTooLarge'],
        result: { reason: 'file-too-large', maxBytes: 10_000_000 },
      });
      const audio = await create({ size: 1_000_000_000 + 1 });
      expect(audio.status).toBe(413);
      const wrongType = await create({ name: 'a.exe' });
      expect(wrongType.status).toBe(422);
      expect(wrongType.body.msg).toContain('wav, flac, mp3, m4a, aif, aiff');
      expect((await create({ kind: 'video' })).status).toBe(422);
      expect((await create({ kind: 'image', purpose: 'track' })).status).toBe(422);
      expect((await create({ size: 0 })).status).toBe(422);
      const { rows } = await ctx().db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM files WHERE name = 'a.exe'`,
      );
      expect(rows[0].n).toBe(0);
      await expectServing();
    });

    it('refuses a part bigger than the declared size, by length or while streaming', async () => {
      const upload = await created({ size: 6 });
      const { url } = (await signPart(upload, 1)).body as unknown as { url: string };
      const byLength = await put(url, '0123456789');
      expect(byLength.status).toBe(413);
      expect(byLength.body).toMatchObject({
        code: 'payloadTooLarge',
        result: { reason: 'file-larger-than-declared' },
      });
      const streamed = await put(url, Readable.from([Buffer.from('0123'), Buffer.from('456789')]));
      expect(streamed.status).toBe(413);
      await sendPart(upload, 1, '0123');
      // what is left of the declared size bounds the next part
      const { url: url2 } = (await signPart(upload, 2)).body as unknown as { url: string };
      expect((await put(url2, 'abc')).status).toBe(413);
      expect(
        (
          await call(ctx().app, `${await s3For()}/${upload.uploadId}`, {
            query: { key: upload.key },
          })
        ).body,
      ).toHaveLength(1);
      await expectServing();
    });

    it('aborts an upload: parts gone, row aborted, no more parts taken', async () => {
      const upload = await created();
      const { url } = (await signPart(upload, 2)).body as unknown as { url: string };
      await sendPart(upload, 1, 'aaaa');
      const res = await call(ctx().app, `${await s3For()}/${upload.uploadId}`, {
        method: 'DELETE',
        query: { key: upload.key },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({});
      expect(await statusOf(upload)).toBe('aborted');
      expect(existsSync(path.join(ctx().config.objectsDir, '.uploads', upload.uploadId))).toBe(
        false,
      );
      const late = await put(url, 'bbbb');
      expect(late.status).toBe(409);
      expect(existsSync(path.join(ctx().config.objectsDir, '.uploads', upload.uploadId))).toBe(
        false,
      );
      expect((await complete(upload, [{ PartNumber: 1, ETag: 'x' }])).status).toBe(409);
      await expectServing();
    });

    it('answers 401 without a session on the grant and the file record', async () => {
      for (const [method, url] of [
        ['POST', apiUrl(PATHS.uploadGrant)],
        ['GET', '/api/files/00000000-0000-0000-0000-000000000000.json'],
      ] as const) {
        const res = await call(ctx().app, url, { method, language: 'en' });
        expect(res.status, `${method} ${url}`).toBe(401);
        expect(res.body).toMatchObject({ code: 'notlogin', msg: en['error.notlogin'] });
      }
      await expectServing();
    });
  });
}
