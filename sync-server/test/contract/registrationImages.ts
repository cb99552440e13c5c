// Contract: a registration's identity images (ID card sides or business licence, logo) through
// the file pipeline, keyed by the registration link alone: content checked by the server (magic
// bytes, pixel size), slots of the account type, a count limit per registration, another
// registration's link reaching only its own images, and the signed read link serving the bytes.
import { describe, expect, it } from 'vitest';
import { PATHS, apiUrl } from '../../../src/domain/api';
import {
  MAX_REGISTRATION_UPLOADS,
  type IdentityImage,
} from '../../../src/domain/accounts/identityImages';
import { jpegFile, pngFile } from '../../../src/domain/media/testing/imageFixtures';
import en from '../../../src/i18n/locales/en.json';
import zhHans from '../../../src/i18n/locales/zh-Hans.json';
import { createTestClock } from '../../src/clock';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { createOrganisation, createUser } from '../fixtures';
import { multipartBody, type FormFile } from '../multipart';
import { signUpForTest } from '../signUp';
import { useApp } from '../suite';

const UPLOAD = apiUrl(PATHS.registrationImage);
const LIST = apiUrl(PATHS.registrationImages);

interface ImageList {
  slots: string[];
  images: IdentityImage[];
}

export function describeRegistrationImagesContract(backend: TestBackend): void {
  describe('registration images', () => {
    const clock = createTestClock();
    const ctx = useApp(backend, { clock });

    async function upload(
      fields: Record<string, string>,
      file: FormFile,
      language = 'en',
      session?: string,
    ) {
      const { payload, contentType } = multipartBody(fields, file);
      const res = await ctx().app.inject({
        method: 'POST',
        url: session ? apiUrl(PATHS.organisationImage) : UPLOAD,
        payload,
        headers: { 'content-type': contentType, language, ...(session ? { uvsign: session } : {}) },
      });
      return {
        status: res.statusCode,
        body: JSON.parse(res.body) as {
          code: string;
          msg: string;
          result: IdentityImage & { reason?: string };
        },
      };
    }
    const list = async (token: string) =>
      (await call<ImageList>(ctx().app, LIST, { json: { token } })).body;

    it('stores a PNG and a JPEG in their slots, replaces in place, serves them back', async () => {
      const { token } = await signUpForTest(ctx(), clock, { loginName: 'img-person' });
      const front = await upload(
        { token, slot: 'idFront' },
        { name: 'front.png', bytes: pngFile(800, 500), type: 'image/png' },
      );
      expect(front.status).toBe(200);
      expect(front.body.result).toMatchObject({ slot: 'idFront', width: 800, height: 500 });
      const logo = await upload(
        { token, slot: 'logo' },
        { name: 'logo.jpg', bytes: jpegFile(300, 300), type: 'image/jpeg' },
      );
      expect(logo.status).toBe(200);
      const again = await upload(
        { token, slot: 'idFront' },
        { name: 'front2.jpg', bytes: jpegFile(1000, 600) },
      );
      expect(again.status).toBe(200);

      const stored = await list(token);
      expect(stored.result.slots).toEqual(['idFront', 'idBack', 'logo']);
      expect(stored.result.images.map((i) => [i.slot, i.name, i.width])).toEqual([
        ['idFront', 'front2.jpg', 1000],
        ['logo', 'logo.jpg', 300],
      ]);
      const read = await ctx().app.inject({ method: 'GET', url: stored.result.images[1].url });
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-type']).toBe('image/jpeg');
      expect(new Uint8Array(read.rawPayload)).toEqual(jpegFile(300, 300));
    });

    it('refuses a file that is no image, a wrong extension, too large, a foreign slot: localized', async () => {
      const { token } = await signUpForTest(ctx(), clock, {
        loginName: 'img-company',
        type: 'company',
      });
      // a PNG name on bytes that are no picture: the server reads the content, not the name
      const fake = await upload(
        { token, slot: 'licence' },
        { name: 'licence.png', bytes: new TextEncoder().encode('MZ not a picture at all') },
        'zh-hans',
      );
      expect(fake.status).toBe(422);
      expect(fake.body.code).toBe('badInput');
      expect(fake.body.result.reason).toBe('file-format');
      expect(fake.body.msg).toContain(zhHans['media.file-format'].replace('{file}', 'licence.png'));
      const exe = await upload({ token, slot: 'licence' }, { name: 'a.gif', bytes: pngFile(9, 9) });
      expect(exe.status).toBe(422);
      expect(exe.body.result.reason).toBe('file-extension');
      const big = new Uint8Array(10_000_001);
      big.set(pngFile(2000, 2000));
      const large = await upload({ token, slot: 'licence' }, { name: 'big.png', bytes: big });
      expect(large.status).toBe(413);
      expect(large.body.result.reason).toBe('file-too-large');
      // a company has no ID card sides
      const slot = await upload(
        { token, slot: 'idFront' },
        { name: 'a.png', bytes: pngFile(9, 9) },
      );
      expect(slot.status).toBe(422);
      expect(slot.body.msg).toContain(en['fileReason.image-slot-invalid']);
      const unknown = await upload({ token, slot: 'x' }, { name: 'a.png', bytes: pngFile(9, 9) });
      expect(unknown.status).toBe(422);
      expect((await list(token)).result.images).toEqual([]);
      const { rows } = await ctx().db.query<{ status: string }>(
        `SELECT f.status FROM files f JOIN users u ON u.org_id = f.org_id WHERE u.login_name = 'img-company'`,
      );
      expect(rows.every((r) => r.status !== 'verified')).toBe(true);
    });

    it('refuses without a live link and past the count limit of one registration', async () => {
      const none = await upload(
        { token: 'not-a-token', slot: 'logo' },
        { name: 'a.png', bytes: pngFile(9, 9) },
      );
      expect(none.status).toBe(404);
      expect(none.body.code).toBe('linkInvalid');
      const missing = await upload({ slot: 'logo' }, { name: 'a.png', bytes: pngFile(9, 9) });
      expect(missing.status).toBe(422);

      const { token } = await signUpForTest(ctx(), clock, { loginName: 'img-flood' });
      for (let i = 0; i < MAX_REGISTRATION_UPLOADS; i += 1) {
        const ok = await upload(
          { token, slot: 'logo' },
          { name: `l${i}.png`, bytes: pngFile(9, 9) },
        );
        expect(ok.status).toBe(200);
      }
      const over = await upload({ token, slot: 'logo' }, { name: 'l.png', bytes: pngFile(9, 9) });
      expect(over.status).toBe(422);
      expect(over.body.result.reason).toBe('upload-count-exceeded');
    });

    it("lets an administrator replace the organisation's images by session; others may not", async () => {
      const { app, db } = ctx();
      const orgId = await createOrganisation(db);
      const admin = await createUser(db, orgId, ['admin']);
      const operator = await createUser(db, orgId, ['contentOperator']);
      const sign = (await login(app, admin.loginName, admin.password)).sign;
      const bytes = jpegFile(640, 400);
      // no count limit for a signed-in organisation: more than a registration may store
      for (let i = 0; i <= MAX_REGISTRATION_UPLOADS; i += 1) {
        const stored = await upload({ slot: 'licence' }, { name: `l${i}.jpg`, bytes }, 'en', sign);
        expect(stored.status).toBe(200);
      }
      const listed = await call<ImageList>(app, apiUrl(PATHS.organisationImages), {
        sign,
        json: {},
      });
      expect(listed.body.result.slots).toEqual(['licence', 'logo']);
      expect(listed.body.result.images.map((i) => [i.slot, i.name])).toEqual([
        ['licence', `l${MAX_REGISTRATION_UPLOADS}.jpg`],
      ]);
      const slot = await upload({ slot: 'idBack' }, { name: 'b.jpg', bytes }, 'en', sign);
      expect(slot.status).toBe(422);
      const opSign = (await login(app, operator.loginName, operator.password)).sign;
      const refused = await upload({ slot: 'logo' }, { name: 'l.jpg', bytes }, 'en', opSign);
      expect(refused.status).toBe(403);
      // the subject info screen is read-only for other roles: they see the images, store none
      const seen = await call<ImageList>(app, apiUrl(PATHS.organisationImages), {
        sign: opSign,
        json: {},
      });
      expect(seen.status).toBe(200);
      expect(seen.body.result.images.map((i) => i.slot)).toEqual(
        listed.body.result.images.map((i) => i.slot),
      );
    });
  });
}
