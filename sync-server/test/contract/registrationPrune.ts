// Contract: an unfinished sign-up is removed by the hourly accounts.prune job once its 7-day
// link has ended plus a grace day, on the test clock: its organisation, first administrator,
// identity images (rows and stored objects) and links; its login name is free again. A finished
// sign-up and a younger one stay whole.
import { describe, expect, it } from 'vitest';
import { PATHS, apiUrl, type LicenceAgreement, type SignUpResult } from '../../../src/domain/api';
import { pngFile } from '../../../src/domain/media/testing/imageFixtures';
import { accountsPruneHandler, accountsPruneJob } from '../../src/accounts/prune';
import { createTestClock } from '../../src/clock';
import { createJobRunner } from '../../src/jobs/runner';
import { enqueueJob } from '../../src/jobs/store';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { multipartBody } from '../multipart';
import { signUpForTest } from '../signUp';
import { useApp } from '../suite';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PASSWORD = 'Prune-Reg-2026';

export function describeRegistrationPruneContract(backend: TestBackend): void {
  describe('prune of unfinished registrations', () => {
    const clock = createTestClock();
    const ctx = useApp(backend, { clock });

    async function storeImage(token: string, slot = 'idFront'): Promise<string> {
      const { payload, contentType } = multipartBody(
        { token, slot },
        { name: 'front.png', bytes: pngFile(40, 30) },
      );
      const res = await ctx().app.inject({
        method: 'POST',
        url: apiUrl(PATHS.registrationImage),
        payload,
        headers: { 'content-type': contentType },
      });
      expect(res.statusCode).toBe(200);
      return (JSON.parse(res.body) as { result: { fileId: string } }).result.fileId;
    }
    async function finish(made: SignUpResult): Promise<void> {
      const licence = await call<LicenceAgreement>(ctx().app, apiUrl(PATHS.licenceAgreement), {
        method: 'POST',
        json: {},
      });
      const { version, sha256 } = licence.body.result;
      await call(ctx().app, apiUrl(PATHS.finishRegistration), {
        json: { token: made.token, version, sha256 },
      });
      const set = await call(ctx().app, apiUrl(PATHS.initLoginPwd), {
        json: { token: made.token, password: PASSWORD },
      });
      expect(set.status).toBe(200);
    }
    /** the hourly job, run once by the real job runner */
    async function runPrune(): Promise<void> {
      const quiet = () => undefined;
      await enqueueJob(ctx().db, clock, accountsPruneJob, {});
      const runner = createJobRunner({
        db: ctx().db,
        clock,
        handlers: [accountsPruneHandler(ctx().db, ctx().store)],
        log: { info: quiet, warn: quiet, error: quiet },
      });
      await runner.drain();
      const { rows } = await ctx().db.query<{ state: string }>(
        "SELECT state FROM jobs WHERE kind = 'accounts.prune' ORDER BY created_at DESC LIMIT 1",
      );
      expect(rows[0].state).toBe('done');
    }
    const orgState = async (userId: string) => {
      const { rows } = await ctx().db.query<{
        users: number;
        orgs: number;
        images: number;
        files: number;
        tokens: number;
      }>(
        `SELECT (SELECT count(*)::int FROM users WHERE id = $1) AS users,
                (SELECT count(*)::int FROM organisations o WHERE o.id = (SELECT org_id FROM registrations WHERE user_id = $1)) AS orgs,
                (SELECT count(*)::int FROM organisation_images i JOIN registrations r ON r.org_id = i.org_id WHERE r.user_id = $1) AS images,
                (SELECT count(*)::int FROM files WHERE user_id = $1) AS files,
                (SELECT count(*)::int FROM link_tokens WHERE user_id = $1) AS tokens`,
        [userId],
      );
      return rows[0];
    };
    const objectKeyOf = async (fileId: string) =>
      (
        await ctx().db.query<{ object_key: string }>('SELECT object_key FROM files WHERE id = $1', [
          fileId,
        ])
      ).rows[0].object_key;

    it('removes an abandoned sign-up a grace day after its link ended, and frees its login name', async () => {
      const abandoned = await signUpForTest(ctx(), clock, { loginName: 'prune-gone' });
      const fileId = await storeImage(abandoned.token);
      const key = await objectKeyOf(fileId);
      const finished = await signUpForTest(ctx(), clock, { loginName: 'prune-kept' });
      await storeImage(finished.token);
      await storeImage(finished.token, 'idBack');
      await finish(finished);
      clock.advance(DAY);
      const younger = await signUpForTest(ctx(), clock, { loginName: 'prune-young' });
      expect(await ctx().store.stat(key)).not.toBeNull();

      // 7 days of link and a grace day, less a moment: everything stays
      clock.advance(7 * DAY - 1);
      await runPrune();
      expect(await orgState(abandoned.userId)).toEqual({
        users: 1,
        orgs: 1,
        images: 1,
        files: 1,
        tokens: 1,
      });

      clock.advance(2);
      // (the finished sign-up's used link goes by the links' own prune, a day after its end)
      const withoutTokens = async (userId: string) => {
        const { tokens: _tokens, ...rest } = await orgState(userId);
        return rest;
      };
      const keptBefore = await withoutTokens(finished.userId);
      const youngBefore = await orgState(younger.userId);
      expect(youngBefore.tokens).toBe(1);
      await runPrune();
      expect(await orgState(abandoned.userId)).toEqual({
        users: 0,
        orgs: 0,
        images: 0,
        files: 0,
        tokens: 0,
      });
      expect(await ctx().store.stat(key)).toBeNull();
      expect(
        (await ctx().db.query("SELECT 1 FROM users WHERE lower(login_name) = 'prune-gone'")).rows,
      ).toEqual([]);
      expect(await withoutTokens(finished.userId)).toEqual(keptBefore);
      expect(keptBefore).toEqual({ users: 1, orgs: 1, images: 2, files: 2 });
      expect(await orgState(younger.userId)).toEqual(youngBefore);
      await login(ctx().app, 'prune-kept', PASSWORD, { remoteAddress: '10.41.0.1' });

      // the login name is free again: a new sign-up takes it
      const again = await signUpForTest(ctx(), clock, { loginName: 'prune-gone' });
      expect(again.userId).not.toBe(abandoned.userId);
    });
  });
}
