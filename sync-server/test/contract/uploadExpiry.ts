// Contract: uploads neither completed nor aborted are removed once older than the configured age
// (files/uploadExpiry.ts) on the local disk: their rows become 'aborted', their parts, partly
// written objects and records go, with or without a row; finished files stay. The clock of the
// sweep is moved, nothing sleeps.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PATHS, apiUrl } from '../../../src/domain/api';
import { wavFile } from '../../../src/domain/media/testing/audioFixtures';
import { expireAbandonedUploads } from '../../src/files/uploadExpiry';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { useApp } from '../suite';

const MAX_AGE_MS = 72 * 3_600_000;
const MINUTE = 60_000;

interface Created {
  key: string;
  uploadId: string;
  fileId: string;
}

export function describeUploadExpiryContract(backend: TestBackend): void {
  describe('abandoned uploads', () => {
    const ctx = useApp(backend, { files: { minPartBytes: 4 } });

    async function companion(): Promise<string> {
      const { sign } = await login(ctx().app, 'demo-admin', 'Demo-Admin-2026');
      const grant = await call<{ endpoint: string }>(ctx().app, apiUrl(PATHS.uploadGrant), {
        method: 'POST',
        sign,
      });
      expect(grant.status, grant.text).toBe(200);
      return `${grant.body.result.endpoint}/s3/multipart`;
    }

    async function create(
      s3: string,
      name: string,
      size: number,
      partSize?: number,
    ): Promise<Created> {
      const metadata = {
        kind: 'audio',
        purpose: 'track',
        size: String(size),
        ...(partSize ? { partSize: String(partSize) } : {}),
      };
      const res = await call(ctx().app, s3, {
        json: { filename: name, type: 'audio/wav', metadata },
      });
      expect(res.status, res.text).toBe(200);
      return res.body as unknown as Created;
    }

    async function signedUrl(s3: string, upload: Created, partNumber: number): Promise<string> {
      const res = await call(ctx().app, `${s3}/${upload.uploadId}/${partNumber}`, {
        query: { key: upload.key },
      });
      expect(res.status, res.text).toBe(200);
      return (res.body as unknown as { url: string }).url;
    }

    async function put(
      url: string,
      body: Buffer | string,
    ): Promise<{ status: number; etag: string; reason?: string }> {
      const res = await ctx().app.inject({ method: 'PUT', url, payload: body });
      const reason = (JSON.parse(res.body) as { result?: { reason?: string } | null }).result
        ?.reason;
      return { status: res.statusCode, etag: String(res.headers.etag), reason };
    }

    async function statusOf(fileId: string): Promise<string> {
      const { rows } = await ctx().db.query<{ status: string }>(
        'SELECT status FROM files WHERE id = $1',
        [fileId],
      );
      return rows[0].status;
    }

    const uploadsDir = () => path.join(ctx().config.objectsDir, '.uploads');

    it('keeps uploads younger than the age; older ones lose their rows, parts, partial objects and records, finished files stay', async () => {
      const s3 = await companion();
      // in place (a sparse object being filled), parts as files, a row-less store upload, an
      // upload record of the previous release (no start date: its directory's age counts)
      const inPlace = await create(s3, 'In place.wav', 10, 4);
      const inPlaceUrl = await signedUrl(s3, inPlace, 2);
      expect((await put(await signedUrl(s3, inPlace, 1), '0123')).status).toBe(200);
      const parted = await create(s3, 'Parts.wav', 10);
      expect((await put(await signedUrl(s3, parted, 1), '0123')).status).toBe(200);
      const orphan = await ctx().store.createMultipartUpload('org-x/2026/orphan/a.wav');
      const legacy = await ctx().store.createMultipartUpload('org-x/2026/legacy/a.wav');
      writeFileSync(
        path.join(uploadsDir(), legacy.uploadId, 'upload.json'),
        JSON.stringify({ key: legacy.key }),
      );
      // a finished file
      const wav = Buffer.from(wavFile({ seconds: 0.01 }));
      const done = await create(s3, 'Done.wav', wav.length);
      const etag = (await put(await signedUrl(s3, done, 1), wav)).etag;
      const completed = await call(ctx().app, `${s3}/${done.uploadId}/complete`, {
        query: { key: done.key },
        json: { parts: [{ PartNumber: 1, ETag: etag }] },
      });
      expect(completed.status, completed.text).toBe(200);
      const startedBy = Date.now();
      const open = [inPlace.uploadId, parted.uploadId, orphan.uploadId, legacy.uploadId];
      expect(readdirSync(uploadsDir()).sort()).toEqual([...open].sort());
      expect(existsSync(path.join(uploadsDir(), inPlace.uploadId, 'object.data'))).toBe(true);

      // a minute short of the age: nothing goes
      const early = await expireAbandonedUploads(ctx().db, ctx().store, {
        maxAgeMs: MAX_AGE_MS,
        now: () => new Date(startedBy + MAX_AGE_MS - MINUTE),
      });
      expect(early).toEqual({ abortedFiles: [], expiredUploads: [], failed: [] });
      expect(readdirSync(uploadsDir()).sort()).toEqual([...open].sort());
      expect(await statusOf(inPlace.fileId)).toBe('uploading');

      // a minute past it: every open upload goes, rows and all
      const late = await expireAbandonedUploads(ctx().db, ctx().store, {
        maxAgeMs: MAX_AGE_MS,
        now: () => new Date(startedBy + MAX_AGE_MS + MINUTE),
      });
      expect(late.failed).toEqual([]);
      expect(late.abortedFiles.sort()).toEqual([inPlace.fileId, parted.fileId].sort());
      expect(late.expiredUploads.sort()).toEqual([...open].sort());
      expect(readdirSync(uploadsDir())).toEqual([]);
      expect(await statusOf(inPlace.fileId)).toBe('aborted');
      expect(await statusOf(parted.fileId)).toBe('aborted');
      expect(await statusOf(done.fileId)).toBe('verified');
      expect(existsSync(path.join(ctx().config.objectsDir, ...done.key.split('/')))).toBe(true);

      // the client that comes back finds its upload closed, and nothing is written again
      const comeback = await put(inPlaceUrl, '4567');
      expect(comeback).toMatchObject({ status: 409, reason: 'upload-not-open' });
      expect(
        (await call(ctx().app, `${s3}/${parted.uploadId}`, { query: { key: parted.key } })).status,
      ).toBe(409);
      const refused = await call(ctx().app, `${s3}/${parted.uploadId}/complete`, {
        query: { key: parted.key },
        json: { parts: [{ PartNumber: 1, ETag: 'x' }] },
      });
      expect(refused.status).toBe(409);
      expect(readdirSync(uploadsDir())).toEqual([]);

      // the next sweep finds nothing left
      const again = await expireAbandonedUploads(ctx().db, ctx().store, {
        maxAgeMs: MAX_AGE_MS,
        now: () => new Date(startedBy + MAX_AGE_MS + MINUTE),
      });
      expect(again).toEqual({ abortedFiles: [], expiredUploads: [], failed: [] });
    });
  });
}
