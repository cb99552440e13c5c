// Contract: a reviewer plays a partner's track and sees its cover (issue 15) through the album that
// names them, never by a bare file id: a signed stream URL bound to file, reviewer and album, checked
// again when the stream is read. A file the album does not name reads as one nobody has.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PATHS, apiUrl } from '../../../src/domain/api';
import { wavFile } from '../../../src/domain/media/testing/audioFixtures';
import { jpegFile } from '../../../src/domain/media/testing/imageFixtures';
import { REVIEW_PATHS } from '../../../src/domain/review/review';
import { signPlayUrl } from '../../src/files/fileAccess';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { createOrganisation, createUser, demoUserId } from '../fixtures';
import { multipartBody } from '../multipart';
import { useApp } from '../suite';
import { TestSyncClient } from '../syncClient';
import { seedAlbum } from '../syncFixtures';

const FILE_URL = apiUrl(REVIEW_PATHS.fileUrl);

export function describeReviewFilesContract(backend: TestBackend): void {
  describe("a reviewer's player and cover", () => {
    const ctx = useApp(backend);

    async function upload(
      sign: string,
      path: string,
      fields: Record<string, string>,
      file: { name: string; bytes: Uint8Array },
    ): Promise<string> {
      const { payload, contentType } = multipartBody(fields, file);
      const res = await ctx().app.inject({
        method: 'POST',
        url: apiUrl(path),
        payload,
        headers: { 'content-type': contentType, uvsign: sign },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (JSON.parse(res.body) as { result: { id: string } }).result.id;
    }

    const orgOfAlbum = new Map<string, string>();
    /** A partner's album whose cover and first track's audio are verified uploads, and a file of the partner it does not name. */
    async function albumWithMedia() {
      const { app, db } = ctx();
      const orgId = await createOrganisation(db);
      const admin = await createUser(db, orgId, ['admin']);
      const sign = (await login(app, admin.loginName, admin.password)).sign;
      const partner = new TestSyncClient(app, sign);
      const { album, tracks } = await seedAlbum(db, orgId, { reviewStatus: 10 });
      const coverBytes = jpegFile(1400, 1400);
      const songBytes = wavFile({ seconds: 0.05 });
      const cover = await upload(
        sign,
        PATHS.uploadImg,
        { purpose: 'albumCover' },
        { name: 'c.jpg', bytes: coverBytes },
      );
      const song = await upload(sign, PATHS.uploadMusic, {}, { name: 's.wav', bytes: songBytes });
      const stray = await upload(sign, PATHS.uploadMusic, {}, { name: 'x.wav', bytes: songBytes });
      const ref = { name: 'f', sizeBytes: 1 };
      expect(
        await partner.send('update', {
          entity: 'album',
          entityId: album.id,
          payload: {
            cover: { ...ref, path: cover, format: 'jpeg', widthPx: 1400, heightPx: 1400 },
          },
        }),
      ).toMatchObject({ status: 'applied' });
      expect(
        await partner.send('update', {
          entity: 'track',
          entityId: tracks[0].id,
          payload: {
            audio: {
              ...ref,
              path: song,
              format: 'wav',
              durationMs: 50,
              sampleRateHz: 44_100,
              bitDepth: 16,
              channels: 2,
              bitrateKbps: null,
              verifiedAt: null,
            },
          },
        }),
      ).toMatchObject({ status: 'applied' });
      orgOfAlbum.set(album.id, orgId);
      return { orgId, sign, albumId: album.id, cover, coverBytes, song, songBytes, stray };
    }

    const staffSign = async () => (await login(ctx().app, 'demo-staff', 'Demo-Staff-2026')).sign;
    // the back office names an album with its organisation (albums are keyed by (org_id, id))
    const askUrl = (sign: string, albumId: string, fileUrl: string, language = 'en') =>
      call<{ url: string; expiresAt: string }>(ctx().app, FILE_URL, {
        sign,
        json: { orgId: orgOfAlbum.get(albumId) ?? randomUUID(), albumId, fileUrl },
        language,
      });
    const get = (url: string, range?: string) =>
      ctx().app.inject({ method: 'GET', url, headers: range ? { range } : {} });

    it("staff stream a partner's track, with ranges, and its cover through the album", async () => {
      const { albumId, song, songBytes, cover, coverBytes } = await albumWithMedia();
      const sign = await staffSign();
      const staff = await demoUserId(ctx().db, 'demo-staff');
      const answer = await askUrl(sign, albumId, song);
      expect(answer.status, answer.text).toBe(200);
      const { url } = answer.body.result;
      expect(url).toMatch(
        new RegExp(`^/api/files/${song}/stream\\?a=${albumId}&exp=\\d+&sig=[\\w-]+&u=${staff.id}$`),
      );
      const first = await get(url, 'bytes=0-3');
      expect([first.statusCode, first.body]).toEqual([206, 'RIFF']);
      expect(first.headers['content-range']).toBe(`bytes 0-3/${songBytes.length}`);
      const whole = await get(url);
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.equals(Buffer.from(songBytes))).toBe(true);
      // the cover by its file location, as the album names it
      const image = await askUrl(sign, albumId, `/api/files/${cover}.json`);
      expect(image.status, image.text).toBe(200);
      const picture = await get(image.body.result.url);
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/jpeg');
      expect(picture.rawPayload.equals(Buffer.from(coverBytes))).toBe(true);
    });

    it('refuses a file the album does not name exactly as one nobody has, in either language', async () => {
      const { albumId, song, stray } = await albumWithMedia();
      const other = await albumWithMedia();
      const sign = await staffSign();
      // the album's own track opens: the refusals below are of what it does not name
      expect((await askUrl(sign, albumId, song)).status).toBe(200);
      const unknown = await askUrl(sign, albumId, randomUUID());
      expect([unknown.status, unknown.body.code]).toEqual([404, 'notFound']);
      // the partner's own file, and another partner's track: the album names neither
      for (const fileUrl of [stray, other.song, `/api/files/${other.cover}.json`, 'not-a-file']) {
        const res = await askUrl(sign, albumId, fileUrl);
        expect([res.status, res.body], fileUrl).toEqual([unknown.status, unknown.body]);
      }
      const zh = await askUrl(sign, albumId, stray, 'zh-hans');
      const zhUnknown = await askUrl(sign, albumId, randomUUID(), 'zh-hans');
      expect([zh.status, zh.body]).toEqual([404, zhUnknown.body]);
      expect(zh.body.msg).not.toBe(unknown.body.msg);
      // an album nobody has names nothing
      expect((await askUrl(sign, randomUUID(), other.song)).status).toBe(404);
    });

    it('is the back office staff route only: partners, their members given the staff role and the anonymous are refused', async () => {
      const { app, db } = ctx();
      const { orgId, sign, albumId, song } = await albumWithMedia();
      const owner = await askUrl(sign, albumId, song);
      expect([owner.status, owner.body.code]).toEqual([403, 'forbidden']);
      const insider = await createUser(db, orgId, ['staff']);
      const insiderSign = (await login(app, insider.loginName, insider.password)).sign;
      const asInsider = await askUrl(insiderSign, albumId, song);
      expect([asInsider.status, asInsider.body.code]).toEqual([403, 'forbidden']);
      expect((await call(app, FILE_URL, { json: { orgId, albumId, fileUrl: song } })).status).toBe(
        401,
      );
      // bad input is a clear 4xx
      const bad = await call(app, FILE_URL, {
        sign: await staffSign(),
        json: { orgId, albumId: 'x', fileUrl: song, extra: 1 },
        language: 'en',
      });
      expect([bad.status, bad.body.code]).toEqual([422, 'badInput']);
    });

    it("a reviewer's signed URL opens its own file only, for its signer while still staff", async () => {
      const { app, db, config } = ctx();
      const { albumId, song, stray, cover } = await albumWithMedia();
      const other = await albumWithMedia();
      const { orgId: backOffice } = await demoUserId(db, 'demo-staff');
      const reviewer = await createUser(db, backOffice, ['staff']);
      const sign = (await login(app, reviewer.loginName, reviewer.password)).sign;
      const { url } = (await askUrl(sign, albumId, song)).body.result;
      expect((await get(url, 'bytes=0-3')).statusCode).toBe(206);

      // another organisation's member holding the URL: another file, album or signer breaks the MAC
      const outsider = await createUser(db, await createOrganisation(db));
      for (const forged of [
        url.replace(`/files/${song}/`, `/files/${stray}/`),
        url.replace(`/files/${song}/`, `/files/${cover}/`),
        url.replace(`/files/${song}/`, `/files/${other.song}/`),
        url.replace(`a=${albumId}`, `a=${other.albumId}`),
        url.replace(`u=${reviewer.id}`, `u=${outsider.id}`),
        url.replace(`a=${albumId}&`, ''),
        url.replace(`a=${albumId}`, 'a=not-an-album'),
      ]) {
        const res = await get(forged);
        expect([res.statusCode, JSON.parse(res.body).code], forged).toEqual([403, 'forbidden']);
      }
      // a URL the server itself signed for a non-reviewer, or for a file the album does not name
      const secret = config.secrets.signingSecret;
      for (const [fileId, userId] of [
        [song, outsider.id],
        [stray, reviewer.id],
      ]) {
        const signed = signPlayUrl(secret, fileId, userId, new Date(), albumId);
        expect((await get(signed.url)).statusCode, `${fileId} ${userId}`).toBe(404);
      }
      // a reviewer no longer staff loses the stream at once
      await db.query(`UPDATE users SET roles = '{admin}' WHERE id = $1`, [reviewer.id]);
      expect((await get(url, 'bytes=0-3')).statusCode).toBe(404);
    });
  });
}
