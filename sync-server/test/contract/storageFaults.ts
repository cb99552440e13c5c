// Contract (issue 28, item 7): a disk that is full or read-only is answered, not crashed. An upload
// that meets it answers 507 storageFull or 503 storageReadOnly in the envelope, in the caller's
// language; what the failed write left (parts, the file row) is gone at once, not at the 72-hour
// sweep; and the demo seed that fails on a full disk leaves nothing behind, so retries never pile up.
import { afterAll, describe, expect, it } from 'vitest';
import { apiUrl, HEADER_LANGUAGE, HEADER_TOKEN, PATHS } from '../../../src/domain/api';
import en from '../../../src/i18n/locales/en.json';
import zhHans from '../../../src/i18n/locales/zh-Hans.json';
import { migrate } from '../../src/db/migrate';
import { openPostgresDb } from '../../src/db/postgres';
import { seedDemo } from '../../src/demo/seed';
import { createLocalDiskStore } from '../../src/storage/localDisk';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { multipartBody } from '../multipart';
import { smallDisk } from '../smallDisk';
import { useApp } from '../suite';

const DISK_BYTES = 1024 * 1024;
/** more than the small disk holds */
const LARGE = new Uint8Array(2 * DISK_BYTES).fill(0x52);

export function describeStorageFaultContract(backend: TestBackend): void {
  describe('a disk that is full or read-only', () => {
    const disk = smallDisk(DISK_BYTES);
    afterAll(() => disk.release());
    const ctx = useApp(backend, {
      env: { DATA_DIR: disk.dir },
      wrapStore: (store) => disk.wrap(store),
    });

    async function fileRows(): Promise<Array<{ status: string }>> {
      return (await ctx().db.query<{ status: string }>('SELECT status FROM files')).rows;
    }

    async function formUpload(sign: string, language: string) {
      const form = multipartBody(
        { purpose: 'track' },
        { name: 'Master.wav', bytes: LARGE, type: 'audio/wav' },
      );
      return ctx().app.inject({
        method: 'POST',
        url: apiUrl(PATHS.uploadMusic),
        headers: {
          'content-type': form.contentType,
          [HEADER_TOKEN]: sign,
          [HEADER_LANGUAGE]: language,
        },
        payload: form.payload,
      });
    }

    it(`answers a form upload on a full disk with 507 in the caller's language and keeps nothing`, async () => {
      const { app } = ctx();
      const sign = (await login(app, 'demo-admin', 'Demo-Admin-2026')).sign;
      const rowsBefore = await fileRows();
      const filesBefore = disk.files();
      disk.fail('full');
      try {
        const zh = await formUpload(sign, 'zh-hans');
        expect(zh.statusCode, `${disk.kind}: ${zh.body}`).toBe(507);
        expect(JSON.parse(zh.body)).toMatchObject({
          state: false,
          code: 'storageFull',
          msg: zhHans['error.storageFull'],
        });
        const english = await formUpload(sign, 'en');
        expect(JSON.parse(english.body)).toMatchObject({ msg: en['error.storageFull'] });
      } finally {
        disk.fail(null);
      }
      expect(await fileRows()).toEqual(rowsBefore);
      expect(disk.files()).toEqual(filesBefore);
    });

    it('ends an Uppy upload whose part meets a full disk at once: parts dropped, the row aborted', async () => {
      const { app } = ctx();
      const sign = (await login(app, 'demo-admin', 'Demo-Admin-2026')).sign;
      const grant = await call<{ endpoint: string }>(app, apiUrl(PATHS.uploadGrant), {
        method: 'POST',
        sign,
      });
      const s3 = `${grant.body.result.endpoint}/s3/multipart`;
      const created = await call(app, s3, {
        language: 'en',
        json: {
          filename: 'Master.wav',
          type: 'audio/wav',
          metadata: { kind: 'audio', purpose: 'track', size: LARGE.length },
        },
      });
      expect(created.status, created.text).toBe(200);
      const upload = created.body as unknown as { uploadId: string; key: string };
      const signed = await call<never>(app, `${s3}/${upload.uploadId}/1`, {
        query: { key: upload.key },
      });
      const filesBefore = disk.files();
      disk.fail('full');
      let put;
      try {
        put = await app.inject({
          method: 'PUT',
          url: (signed.body as unknown as { url: string }).url,
          headers: { [HEADER_LANGUAGE]: 'en' },
          payload: Buffer.from(LARGE),
        });
      } finally {
        disk.fail(null);
      }
      expect(put.statusCode, `${disk.kind}: ${put.body}`).toBe(507);
      expect(JSON.parse(put.body)).toMatchObject({
        code: 'storageFull',
        msg: en['error.storageFull'],
      });
      // aborted now, with the reason the client's later retries read from the file's status
      const { rows } = await ctx().db.query<{ status: string; reject_code: string }>(
        'SELECT status, reject_code FROM files WHERE upload_id = $1',
        [upload.uploadId],
      );
      expect(rows).toEqual([{ status: 'aborted', reject_code: 'storageFull' }]);
      // the upload's own directory went with its parts
      expect(disk.files().filter((f) => !filesBefore.includes(f))).toEqual([]);
      expect(disk.files().some((f) => f.includes(upload.uploadId))).toBe(false);
    });

    it('answers an upload on a read-only disk with 503 and keeps nothing', async () => {
      const { app } = ctx();
      const sign = (await login(app, 'demo-admin', 'Demo-Admin-2026')).sign;
      // a server that has stored files before (its store's folders exist) whose disk turns read-only
      const words = multipartBody(
        {},
        { name: 'words.txt', bytes: new TextEncoder().encode('歌词\n') },
      );
      const stored = await app.inject({
        method: 'POST',
        url: apiUrl(PATHS.uploadLyric),
        headers: { 'content-type': words.contentType, [HEADER_TOKEN]: sign },
        payload: words.payload,
      });
      expect(stored.statusCode, stored.body).toBe(200);
      const rowsBefore = await fileRows();
      disk.fail('read-only');
      let res;
      try {
        res = await formUpload(sign, 'en');
      } finally {
        disk.fail(null);
      }
      expect(res.statusCode, `${disk.kind}: ${res.body}`).toBe(503);
      expect(JSON.parse(res.body)).toMatchObject({
        code: 'storageReadOnly',
        msg: en['error.storageReadOnly'],
      });
      expect(await fileRows()).toEqual(rowsBefore);
    });
  });

  // the seed's database side is the same on both engines; an empty database is cheap only on PostgreSQL
  describe.runIf(backend.name === 'postgres')('the demo seed on a full disk', () => {
    it('fails, leaves no file behind, and seeds once when the disk has room', async () => {
      if (!backend.freshEmptyDatabaseUrl) throw new Error('needs PostgreSQL');
      const db = openPostgresDb(await backend.freshEmptyDatabaseUrl(), 3);
      const full = smallDisk(256 * 1024);
      const roomy = smallDisk(64 * 1024 * 1024);
      try {
        await migrate(db);
        const fullStore = full.wrap(createLocalDiskStore(full.dir));
        full.fail('full');
        for (let attempt = 0; attempt < 3; attempt++) {
          await expect(seedDemo(db, fullStore), full.kind).rejects.toMatchObject({
            code: 'ENOSPC',
          });
          expect(full.files(), `attempt ${attempt + 1} left files`).toEqual([]);
        }
        const store = createLocalDiskStore(roomy.dir);
        expect(await seedDemo(db, store)).toBe(true);
        const stored = roomy.files().filter((f) => !f.startsWith('.uploads'));
        const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM files');
        expect(stored).toHaveLength(rows[0].n);
        expect(await seedDemo(db, store)).toBe(false);
        expect(roomy.files().filter((f) => !f.startsWith('.uploads'))).toEqual(stored);
      } finally {
        await db.close();
        full.release();
        roomy.release();
      }
    });
  });
}
