// Contract: a user of one organisation never reads or touches another organisation's data.
import { describe, expect, it } from 'vitest';
import { PATHS, apiUrl, type DashboardSummary, type SysMessagePage } from '../../../src/domain/api';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { createOrganisation, createUser, demoUserId, insertAlbum, insertArtist, insertMessage, insertTrack } from '../fixtures';
import { useApp } from '../suite';

const EMPTY: DashboardSummary = {
  trackTotal: 0,
  albumTotal: 0,
  artistTotal: 0,
  albumsToReview: 0,
  albumsApproved: 0,
  albumsUnapproved: 0,
};

export function describeTenancyContract(backend: TestBackend): void {
  describe('organisation isolation', () => {
    const ctx = useApp(backend);

    it('counts the dashboard from the caller organisation only, without deleted rows', async () => {
      const { db, app } = ctx();
      const orgB = await createOrganisation(db);
      const userB = await createUser(db, orgB, ['contentOperator']);
      const signB = (await login(app, userB.loginName, userB.password)).sign;
      const signA = (await login(app, 'demo-admin', 'Demo-Admin-2026')).sign;
      const url = apiUrl(PATHS.dashboardSummary);

      const before = (await call<DashboardSummary>(app, url, { sign: signA })).body.result;
      expect((await call<DashboardSummary>(app, url, { sign: signB })).body.result).toEqual(EMPTY);

      for (const status of [10, 11, 16, 16, 12, 13, 13, 14]) await insertAlbum(db, orgB, status);
      await insertAlbum(db, orgB, 12, true);
      await insertTrack(db, orgB);
      await insertTrack(db, orgB);
      await insertTrack(db, orgB, true);
      await insertArtist(db, orgB);
      await insertArtist(db, orgB, true);

      expect((await call<DashboardSummary>(app, url, { sign: signB })).body.result).toEqual({
        trackTotal: 2,
        albumTotal: 8,
        artistTotal: 1,
        albumsToReview: 3,
        albumsApproved: 1,
        albumsUnapproved: 2,
      });
      // organisation A saw nothing of B's rows
      expect((await call<DashboardSummary>(app, url, { sign: signA })).body.result).toEqual(before);
      expect(before).toEqual({ trackTotal: 8, albumTotal: 5, artistTotal: 3, albumsToReview: 2, albumsApproved: 1, albumsUnapproved: 1 });
    });

    it('shows messages for everyone, for the own organisation and for oneself only', async () => {
      const { db, app } = ctx();
      const orgB = await createOrganisation(db);
      const userB = await createUser(db, orgB);
      const colleagueB = await createUser(db, orgB);
      const demoAdmin = await demoUserId(db, 'demo-admin');
      const forB = await insertMessage(db, { orgId: orgB });
      const forUserB = await insertMessage(db, { orgId: orgB, userId: userB.id });
      const forA = await insertMessage(db, { orgId: demoAdmin.orgId });
      const signA = (await login(app, 'demo-admin', 'Demo-Admin-2026')).sign;
      const signB = (await login(app, userB.loginName, userB.password)).sign;
      const signColleague = (await login(app, colleagueB.loginName, colleagueB.password)).sign;

      const ids = async (sign: string): Promise<string[]> =>
        (await call<SysMessagePage>(app, apiUrl(PATHS.sysMsgList), { sign, query: { size: '100' } })).body.result.list.map((m) => m.id);
      const idsA = await ids(signA);
      const idsB = await ids(signB);
      const idsColleague = await ids(signColleague);
      expect(idsA).toContain(forA);
      expect(idsA).not.toContain(forB);
      expect(idsA).not.toContain(forUserB);
      expect(idsB).toEqual(expect.arrayContaining([forB, forUserB]));
      expect(idsB).not.toContain(forA);
      expect(idsColleague).toContain(forB);
      expect(idsColleague).not.toContain(forUserB);

      // the two announcements for everyone plus B's two
      expect((await call<number>(app, apiUrl(PATHS.sysMsgNum), { sign: signB })).body.result).toBe(4);
      expect((await call<number>(app, apiUrl(PATHS.sysMsgNum), { sign: signColleague })).body.result).toBe(3);

      // marking another organisation's (or colleague's) message read is "not found", and writes nothing
      const foreign = await call(app, apiUrl(PATHS.sysMsgRead), { sign: signB, json: { id: forA }, language: 'en' });
      expect(foreign.status).toBe(404);
      expect(foreign.body.code).toBe('notFound');
      expect((await call(app, apiUrl(PATHS.sysMsgRead), { sign: signColleague, json: { id: forUserB } })).status).toBe(404);
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sys_message_reads WHERE message_id IN ($1, $2)', [forA, forUserB]);
      expect(rows[0].n).toBe(0);
    });
  });
}
