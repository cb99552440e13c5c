// Tenancy of the sign-up and recovery routes, part of the shared tenancy suite (tenancy.ts): a
// registration link reaches its own registration only (its images, its agreement, its password),
// a reset link its own account only, and a session of another organisation reaches nothing of a
// registration: not its images by id, not by a read link made for another file.
import { expect, it } from 'vitest';
import { pngFile } from '../../../src/domain/media/testing/imageFixtures';
import { PATHS, apiUrl, type LicenceAgreement, type SignUpResult } from '../../../src/domain/api';
import type { IdentityImage } from '../../../src/domain/accounts/identityImages';
import { issueLinkToken } from '../../src/accounts/tokens';
import { systemClock } from '../../src/clock';
import { call, login } from '../client';
import { multipartBody } from '../multipart';
import { signUpForTest, TEST_COMPANY_DETAILS } from '../signUp';
import { createOrganisation, createUser } from '../fixtures';
import type { SubjectInfo } from '../../../src/domain/accounts/subjectInfo';
import { SUBJECT_UP, SUBJECT_VIEW, VALID_CREDIT_CODE } from './subjectInfo';
import type { TestApp } from '../testApp';

const PASSWORD = 'Tenancy-Reg-2026';

export function describeAccountTenancyCases(ctx: () => TestApp): void {
  async function storeImage(token: string, slot: string): Promise<IdentityImage> {
    const { payload, contentType } = multipartBody(
      { token, slot },
      { name: `${slot}.png`, bytes: pngFile(40, 30) },
    );
    const res = await ctx().app.inject({
      method: 'POST',
      url: apiUrl(PATHS.registrationImage),
      payload,
      headers: { 'content-type': contentType },
    });
    expect(res.statusCode).toBe(200);
    return (JSON.parse(res.body) as { result: IdentityImage }).result;
  }
  const images = async (token: string) =>
    (
      await call<{ images: IdentityImage[] }>(ctx().app, apiUrl(PATHS.registrationImages), {
        json: { token },
      })
    ).body.result.images;
  const stateOf = async (userId: string) =>
    (
      await ctx().db.query<{ agreed: boolean; hash: string; files: number }>(
        `SELECT r.agreed_at IS NOT NULL AS agreed, u.password_hash AS hash,
                (SELECT count(*)::int FROM files f WHERE f.org_id = u.org_id) AS files
           FROM registrations r JOIN users u ON u.id = r.user_id WHERE r.user_id = $1`,
        [userId],
      )
    ).rows[0];

  it('keeps a registration link to its own registration: images, agreement, password', async () => {
    const a: SignUpResult = await signUpForTest(ctx(), systemClock, { loginName: 'ten-reg-a' });
    const b: SignUpResult = await signUpForTest(ctx(), systemClock, { loginName: 'ten-reg-b' });
    const imageB = await storeImage(b.token, 'idFront');
    const bBefore = await stateOf(b.userId);

    // A's link lists and stores in A's organisation only
    expect(await images(a.token)).toEqual([]);
    const imageA = await storeImage(a.token, 'idFront');
    expect((await images(a.token)).map((i) => i.fileId)).toEqual([imageA.fileId]);
    expect((await images(b.token)).map((i) => i.fileId)).toEqual([imageB.fileId]);

    // A's link with B's account named: refused, nothing of B's changed, A's link still usable
    const licence = await call<LicenceAgreement>(ctx().app, apiUrl(PATHS.licenceAgreement), {
      method: 'POST',
      json: {},
    });
    const { version, sha256 } = licence.body.result;
    await storeImage(a.token, 'idBack');
    const agreed = await call(ctx().app, apiUrl(PATHS.finishRegistration), {
      json: { token: a.token, version, sha256 },
    });
    expect(agreed.status).toBe(200);
    for (const named of [{ userId: b.userId }, { loginName: 'ten-reg-b' }]) {
      const refused = await call(ctx().app, apiUrl(PATHS.initLoginPwd), {
        json: { token: a.token, password: PASSWORD, ...named },
      });
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('linkInvalid');
    }
    expect(await stateOf(b.userId)).toEqual(bBefore);
    expect(bBefore.agreed).toBe(false);

    // a read link names its file in its signature: another file's id in it is refused
    const forged = imageA.url.replace(imageA.fileId, imageB.fileId);
    expect((await ctx().app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    expect((await ctx().app.inject({ method: 'GET', url: imageB.url })).statusCode).toBe(200);
  });

  it('gives a session of another organisation nothing of a registration', async () => {
    const b = await signUpForTest(ctx(), systemClock, {
      loginName: 'ten-reg-c',
      type: 'company',
    });
    const imageB = await storeImage(b.token, 'licence');
    const bBefore = await stateOf(b.userId);
    const signA = (await login(ctx().app, 'demo-admin', 'Demo-Admin-2026')).sign;
    // the file by id, its status, its type, a download, a play link: as for an id nobody has
    expect(
      (await call(ctx().app, `/api/files/${imageB.fileId}.json`, { sign: signA })).status,
    ).toBe(404);
    expect(
      (
        await call<{ status: string }>(ctx().app, `/api/files/${imageB.fileId}/status.json`, {
          sign: signA,
        })
      ).body.result.status,
    ).toBe('absent');
    for (const path of [PATHS.parseFileType, PATHS.downloadByFileUrl, PATHS.audioXcodeUrl]) {
      const res = await call(ctx().app, apiUrl(path), {
        sign: signA,
        json: { filePath: imageB.fileId, fileUrl: imageB.fileId },
      });
      expect(res.status).toBe(404);
    }
    // a session is no registration link: the public routes still want B's own link
    const listed = await call(ctx().app, apiUrl(PATHS.registrationImages), {
      sign: signA,
      json: { token: 'x'.repeat(43) },
    });
    expect(listed.status).toBe(404);
    const upload = multipartBody({ slot: 'licence' }, { name: 'l.png', bytes: pngFile(9, 9) });
    const res = await ctx().app.inject({
      method: 'POST',
      url: apiUrl(PATHS.registrationImage),
      payload: upload.payload,
      headers: { 'content-type': upload.contentType, uvsign: signA },
    });
    expect(res.statusCode).toBe(422);
    expect(await stateOf(b.userId)).toEqual(bBefore);
    // the session routes of identity images answer for the caller's organisation only
    const own = await call<{ images: IdentityImage[] }>(
      ctx().app,
      apiUrl(PATHS.organisationImages),
      { sign: signA, json: { token: b.token } },
    );
    expect(own.status).toBe(200);
    expect(own.body.result.images.map((i) => i.fileId)).not.toContain(imageB.fileId);
    const viaSession = multipartBody(
      { token: b.token, slot: 'licence' },
      { name: 'x.png', bytes: pngFile(9, 9) },
    );
    const stored = await ctx().app.inject({
      method: 'POST',
      url: apiUrl(PATHS.organisationImage),
      payload: viaSession.payload,
      headers: { 'content-type': viaSession.contentType, uvsign: signA },
    });
    expect(stored.statusCode).toBe(200);
    expect((await images(b.token)).map((i) => i.fileId)).toEqual([imageB.fileId]);
    expect(await stateOf(b.userId)).toEqual(bBefore);
  });

  it('keeps a reset link to its own account', async () => {
    const a = await signUpForTest(ctx(), systemClock, { loginName: 'ten-reset-a' });
    const b = await signUpForTest(ctx(), systemClock, { loginName: 'ten-reset-b' });
    const { token } = await issueLinkToken(ctx().db, systemClock, 'reset', {
      userId: a.userId,
      email: 'ten-reset-a@example.com',
    });
    const info = await call<{ userId: string }>(ctx().app, apiUrl(PATHS.restPwdInfo), {
      json: { token },
    });
    expect(info.body.result.userId).toBe(a.userId);
    const bBefore = await stateOf(b.userId);
    const refused = await call(ctx().app, apiUrl(PATHS.upRestPwd), {
      json: { token, password: PASSWORD, userId: b.userId },
    });
    expect(refused.status).toBe(404);
    expect(await stateOf(b.userId)).toEqual(bBefore);
    // still A's link: it resets A
    const used = await call(ctx().app, apiUrl(PATHS.upRestPwd), {
      json: { token, password: PASSWORD, userId: a.userId },
    });
    expect(used.status).toBe(200);
    expect(await stateOf(b.userId)).toEqual(bBefore);
  });

  it("another organisation's subject info: 0 reads, 0 writes, whatever ids the body names", async () => {
    const { db, app } = ctx();
    const orgA = await createOrganisation(db, 'Tenant A Ltd');
    const orgB = await createOrganisation(db, 'Tenant B Ltd');
    const adminA = await createUser(db, orgA, ['admin']);
    const signA = (await login(app, adminA.loginName, adminA.password)).sign;
    const rowOfB = async () =>
      (await db.query('SELECT * FROM organisations WHERE id = $1', [orgB])).rows[0];
    const before = await rowOfB();

    const read = await call<SubjectInfo>(app, SUBJECT_VIEW, { sign: signA });
    expect(read.body.result.name).toBe('Tenant A Ltd');
    const saved = await call<SubjectInfo>(app, SUBJECT_UP, {
      sign: signA,
      json: {
        orgId: orgB,
        id: orgB,
        name: 'Renamed',
        idNumber: VALID_CREDIT_CODE,
        ...TEST_COMPANY_DETAILS,
      },
    });
    expect(saved.status).toBe(200);
    expect(await rowOfB()).toEqual(before);
    const named = await db.query<{ name: string }>('SELECT name FROM organisations WHERE id = $1', [
      orgA,
    ]);
    expect(named.rows[0].name).toBe('Renamed');
  });
}
