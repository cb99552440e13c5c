// Contract: a channel's logo (issue 16). Staff upload it as their own image and name it on the
// channel; anything else (a partner's file, a file not yet checked) is a localized 422 that writes
// nothing. Anyone may read the image through the logo route, and only while a channel names it:
// another staff file or a partner's file is a 404 there.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiUrl, PATHS } from '../../../src/domain/api';
import { channelLogoUrl, type ChannelView } from '../../../src/domain/distribution/channel';
import { pngFile } from '../../../src/domain/media/testing/imageFixtures';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { createOrganisation, createUser, demoUserId, insertFile } from '../fixtures';
import { multipartBody } from '../multipart';
import { useApp } from '../suite';
import { CHANNEL_URLS } from './channelRoutes';
import { channelFields } from './distributionStore';

export function describeChannelLogoContract(backend: TestBackend): void {
  describe('a channel logo', () => {
    const ctx = useApp(backend);
    const countChannels = async () =>
      (await ctx().db.query<{ n: number }>('SELECT count(*)::int AS n FROM channels')).rows[0].n;

    async function uploadImage(sign: string, purpose: string, bytes: Uint8Array): Promise<string> {
      const { payload, contentType } = multipartBody({ purpose }, { name: 'logo.png', bytes });
      const res = await ctx().app.inject({
        method: 'POST',
        url: apiUrl(PATHS.uploadImg),
        payload,
        headers: { 'content-type': contentType, uvsign: sign, language: 'en' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = JSON.parse(res.body) as { result: { id: string; status: string } };
      expect(body.result.status).toBe('verified');
      return body.result.id;
    }

    const readLogo = (fileId: string) =>
      ctx().app.inject({ method: 'GET', url: channelLogoUrl(fileId) });

    it('staff set, replace and remove a logo; anyone reads it only while a channel names it', async () => {
      const { app } = ctx();
      const staff = (await login(app, 'demo-staff', 'Demo-Staff-2026')).sign;
      const bytes = pngFile(48, 48);
      const logo = await uploadImage(staff, 'logo', bytes);
      const other = await uploadImage(staff, 'logo', pngFile(40, 40));
      const code = `logo-${randomUUID().slice(0, 6)}`;
      const added = await call<ChannelView>(app, CHANNEL_URLS.add, {
        sign: staff,
        json: { fields: channelFields(code, { logoFileId: logo }) },
      });
      expect(added.status).toBe(200);
      expect(added.body.result.fields.logoFileId).toBe(logo);

      // a partner's page shows it with no session header (an <img>)
      const read = await readLogo(logo);
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-type']).toBe('image/png');
      expect(new Uint8Array(read.rawPayload)).toEqual(bytes);
      // another staff image no channel names stays unreadable
      expect((await readLogo(other)).statusCode).toBe(404);

      const id = added.body.result.id;
      const replaced = await call<ChannelView>(app, CHANNEL_URLS.update, {
        sign: staff,
        json: { id, fields: channelFields(code, { logoFileId: other }) },
      });
      expect(replaced.body.result.fields.logoFileId).toBe(other);
      expect((await readLogo(logo)).statusCode).toBe(404);
      expect((await readLogo(other)).statusCode).toBe(200);

      const removed = await call<ChannelView>(app, CHANNEL_URLS.update, {
        sign: staff,
        json: { id, fields: channelFields(code, { logoFileId: null }) },
      });
      expect(removed.body.result.fields.logoFileId).toBeNull();
      expect((await readLogo(other)).statusCode).toBe(404);
    });

    it("a partner's image or an unchecked file is a localized 422 that writes nothing", async () => {
      const { app, db } = ctx();
      const staff = (await login(app, 'demo-staff', 'Demo-Staff-2026')).sign;
      const orgId = await createOrganisation(db);
      const partner = await createUser(db, orgId, ['admin']);
      const partnerSign = (await login(app, partner.loginName, partner.password)).sign;
      const partnerImage = await uploadImage(partnerSign, 'avatar', pngFile(600, 600));
      const staffUser = await demoUserId(db, 'demo-staff');
      const unchecked = await insertFile(db, staffUser.orgId, staffUser.id);
      const before = await countChannels();
      for (const logoFileId of [partnerImage, unchecked, randomUUID()]) {
        const en = await call(app, CHANNEL_URLS.add, {
          sign: staff,
          language: 'en',
          json: { fields: channelFields(`bad-${randomUUID().slice(0, 6)}`, { logoFileId }) },
        });
        expect([en.status, en.body.code]).toEqual([422, 'channelLogoInvalid']);
        expect(en.body.msg).toContain('checked image');
      }
      const zh = await call(app, CHANNEL_URLS.add, {
        sign: staff,
        language: 'zh-Hans',
        json: { fields: channelFields('bad-zh', { logoFileId: partnerImage }) },
      });
      expect([zh.status, zh.body.msg]).toEqual([422, expect.stringContaining('通过检查的图片')]);
      expect(await countChannels()).toBe(before);
      // nor does the logo route serve a partner's file
      expect((await readLogo(partnerImage)).statusCode).toBe(404);
    });

    it('staff may upload a logo but no other file', async () => {
      const { app } = ctx();
      const staff = (await login(app, 'demo-staff', 'Demo-Staff-2026')).sign;
      const { payload, contentType } = multipartBody(
        { purpose: 'avatar' },
        { name: 'a.png', bytes: pngFile(600, 600) },
      );
      const res = await app.inject({
        method: 'POST',
        url: apiUrl(PATHS.uploadImg),
        payload,
        headers: { 'content-type': contentType, uvsign: staff, language: 'en' },
      });
      expect(res.statusCode).toBe(403);
    });
  });
}
