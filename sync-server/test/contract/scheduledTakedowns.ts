// Contract: scheduled takedowns, with the clock moved (not the machine's). An album on a channel
// with a requested off-shelf date is listed for staff, the partner is told 30 and 7 days before
// (once each), and on the day the takedown goes out without anyone clicking, once. A contract
// ending soon schedules the takedown of its organisation's albums by the contract's last day.
// Partners get 403 on the staff list; another organisation's members get no notice.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl } from '../../../src/domain/api';
import {
  DELIVERY_PATHS,
  type ScheduledTakedownsResult,
} from '../../../src/domain/distribution/deliveries';
import { createTestClock } from '../../src/clock';
import { DEMO_ORGANISATIONS } from '../../src/demo/logins';
import { albumChannelStates } from '../../src/distribution/albumChannelStore';
import { albumBatches } from '../../src/distribution/batchStore';
import {
  listScheduledTakedowns,
  runScheduledTakedowns,
} from '../../src/distribution/scheduledTakedowns';
import { useApprovedAlbum } from '../approvedAlbum';
import type { TestBackend } from '../backends';
import { call, login } from '../client';
import { createOrganisation, createUser } from '../fixtures';
import { useApp } from '../suite';

const DAY = 86_400_000;
/** The short answer the channel may give (no file names): FileOK for the whole batch. */
const FILE_OK = `<?xml version="1.0"?><FtpAcknowledgementMessage><FileStatus>FileOK</FileStatus></FtpAcknowledgementMessage>`;
const SCHEDULED = apiUrl(DELIVERY_PATHS.staffScheduled);

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export function describeScheduledTakedownsContract(backend: TestBackend): void {
  describe('scheduled takedowns', () => {
    // early in a UTC day, so hours added in the test never cross into the next one
    const clock = createTestClock(Date.parse(`${dayOf(new Date())}T01:00:00Z`));
    const ctx = useApp(backend, { clock });
    const fx = useApprovedAlbum(ctx, clock, 'rpp-scheduled-');
    let channelId = '';

    beforeAll(async () => {
      channelId = await fx.folderChannel('sched-folder', 's');
    });

    /** The album delivered to the channel and acknowledged: 22. */
    const release = async (albumId: string) => {
      const { db } = ctx();
      await fx.request([channelId], 'release', albumId);
      expect((await fx.runner().drain()).map((s) => s.outcome)).toEqual(['done']);
      const [batch] = await albumBatches(db, fx.orgId, albumId);
      fx.answer('s', batch, FILE_OK);
      await fx.poll(60_000);
      expect((await albumChannelStates(db, fx.orgId, albumId))[0].state).toBe(22);
    };
    const notices = async (albumName: string) =>
      (
        await ctx().db.query<{ title_en: string; content_zh: string; content_en: string }>(
          `SELECT title_en, content_zh, content_en FROM sys_messages
            WHERE org_id = $1 AND title_en LIKE $2 AND title_en LIKE '%comes off%' ORDER BY id`,
          [fx.orgId, `%${albumName}%`],
        )
      ).rows;

    it('the requested off-shelf date: listed for staff, notices 30 and 7 days before once each, the takedown on the day once', async () => {
      const { db, app } = ctx();
      const albumId = fx.albumId;
      await release(albumId);
      const offShelf = dayOf(new Date(clock.now().getTime() + 31 * DAY));
      await db.query(
        `UPDATE albums SET data = jsonb_set(data, '{requestedOffShelfDate}', to_jsonb($2::text)) WHERE id = $1`,
        [albumId, offShelf],
      );
      expect(await runScheduledTakedowns(db, clock)).toEqual({ fired: [], noticed: [] });

      const staff = (await login(app, 'demo-staff', 'Demo-Staff-2026')).sign;
      const listed = await call<ScheduledTakedownsResult>(app, SCHEDULED, { sign: staff });
      expect(listed.status).toBe(200);
      expect(listed.body.result.list).toEqual([
        {
          orgId: fx.orgId,
          orgName: DEMO_ORGANISATIONS.partner.name,
          albumId,
          albumName: '城市夜色',
          date: offShelf,
          reason: 'requested',
          daysLeft: 31,
          channels: [{ channelId, code: 'sched-folder', state: 22 }],
          noticesSent: [],
        },
      ]);

      clock.advance(DAY);
      expect(await runScheduledTakedowns(db, clock)).toEqual({
        fired: [],
        noticed: [{ albumId, lead: 30 }],
      });
      clock.advance(3_600_000);
      expect(await runScheduledTakedowns(db, clock)).toEqual({ fired: [], noticed: [] });
      const first = await notices('城市夜色');
      expect(first).toHaveLength(1);
      expect(first[0].content_en).toContain(offShelf);
      expect(first[0].content_en).toContain('in 30 days');
      expect(first[0].content_zh).toContain('申请下架时间');

      clock.advance(23 * DAY);
      expect((await runScheduledTakedowns(db, clock)).noticed).toEqual([{ albumId, lead: 7 }]);
      clock.advance(DAY);
      expect((await runScheduledTakedowns(db, clock)).noticed).toEqual([]);
      expect(await notices('城市夜色')).toHaveLength(2);
      const seen = await call<ScheduledTakedownsResult>(app, SCHEDULED, { sign: staff });
      expect(seen.body.result.list[0]).toMatchObject({ daysLeft: 6, noticesSent: [30, 7] });

      // the day before: nothing goes out
      clock.advance(5 * DAY);
      expect((await runScheduledTakedowns(db, clock)).fired).toEqual([]);
      clock.advance(DAY);
      expect(dayOf(clock.now())).toBe(offShelf);
      expect(await runScheduledTakedowns(db, clock)).toEqual({ fired: [albumId], noticed: [] });
      expect(await runScheduledTakedowns(db, clock)).toEqual({ fired: [], noticed: [] });
      expect((await albumChannelStates(db, fx.orgId, albumId))[0].state).toBe(25);
      const release25 = await db.query<{ status: number }>(
        `SELECT (data ->> 'releaseStatus')::int AS status FROM albums WHERE id = $1`,
        [albumId],
      );
      expect(release25.rows[0].status).toBe(25);
      expect((await fx.runner().drain()).map((s) => s.outcome)).toEqual(['done']);
      const [takedown] = await albumBatches(db, fx.orgId, albumId);
      expect(takedown.kind).toBe('takedown');
      expect(
        (await call<ScheduledTakedownsResult>(app, SCHEDULED, { sign: staff })).body.result.list,
      ).toEqual([]);
    });

    it('a contract ending within 7 days schedules its albums by its last day, and a missed day still takes them down; partners cannot read the list', async () => {
      const { db, app } = ctx();
      const albumId = fx.albumId;
      // the first test's takedown is answered (24); the album goes out again without a date (22)
      const [takedown] = await albumBatches(db, fx.orgId, albumId);
      fx.answer('s', takedown, FILE_OK);
      await fx.poll();
      expect((await albumChannelStates(db, fx.orgId, albumId))[0].state).toBe(24);
      await db.query(
        `UPDATE albums SET data = jsonb_set(data, '{requestedOffShelfDate}', 'null') WHERE id = $1`,
        [albumId],
      );
      await release(albumId);
      const lastDay = dayOf(new Date(clock.now().getTime() + 5 * DAY));
      await db.query(
        `UPDATE contracts SET valid_to = $2, fields = jsonb_set(fields, '{validTo}', to_jsonb($2::text))
          WHERE org_id = $1`,
        [fx.orgId, lastDay],
      );
      const stranger = await createUser(db, await createOrganisation(db), ['admin']);
      const strangerMessages = async () =>
        (
          await db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM sys_messages WHERE org_id = $1',
            [stranger.orgId],
          )
        ).rows[0].n;
      expect((await runScheduledTakedowns(db, clock)).noticed).toEqual([{ albumId, lead: 7 }]);
      const told = (await notices('城市夜色')).filter((n) =>
        n.content_en.includes('your contract ends that day'),
      );
      expect(told).toHaveLength(1);
      expect(told[0].content_zh).toContain('合同于当天到期');
      expect(await strangerMessages()).toBe(0);

      const admin = (await login(app, 'demo-admin', 'Demo-Admin-2026')).sign;
      const other = (await login(app, stranger.loginName, stranger.password)).sign;
      for (const sign of [admin, other]) {
        const refused = await call(app, SCHEDULED, { sign, language: 'en' });
        expect([refused.status, refused.body.code]).toEqual([403, 'forbidden']);
      }
      const staff = (await login(app, 'demo-staff', 'Demo-Staff-2026')).sign;
      const listed = await call<ScheduledTakedownsResult>(app, SCHEDULED, { sign: staff });
      expect(listed.body.result.list.find((s) => s.albumId === albumId)).toMatchObject({
        date: lastDay,
        reason: 'contract',
        daysLeft: 5,
        noticesSent: [7],
      });

      // the server was down on the last day: the next run, two days later, still takes it down
      clock.advance(7 * DAY);
      expect((await runScheduledTakedowns(db, clock)).fired).toEqual([albumId]);
      // a takedown is never refused by the contract it follows (it ended)
      expect((await fx.runner().drain()).map((s) => s.outcome)).toEqual(['done']);
      const [sent] = await albumBatches(db, fx.orgId, albumId);
      expect(sent.kind).toBe('takedown');
      expect((await albumChannelStates(db, fx.orgId, albumId))[0].state).toBe(25);
    });

    it("a track's authorization letter whose contract ends schedules the album by that day", async () => {
      const { db } = ctx();
      const today = dayOf(clock.now());
      // the organisation's own contract runs on; the letter's number names another one, ending soon
      const farEnd = dayOf(new Date(clock.now().getTime() + 1000 * DAY));
      await db.query(
        `UPDATE contracts SET valid_from = $2, valid_to = $3,
            fields = jsonb_set(jsonb_set(fields, '{validFrom}', to_jsonb($2::text)), '{validTo}', to_jsonb($3::text))
          WHERE org_id = $1`,
        [fx.orgId, today, farEnd],
      );
      const { rows } = await db.query<{ album_id: string; authorization_id: string }>(
        `SELECT t.album_id, b.authorization_id FROM authorization_tracks b
           JOIN tracks t ON t.id = b.track_id AND t.deleted_at IS NULL
          WHERE b.org_id = $1 AND b.deleted_at IS NULL AND t.album_id IS NOT NULL LIMIT 1`,
        [fx.orgId],
      );
      expect(rows).toHaveLength(1);
      const { album_id: albumId, authorization_id: letterId } = rows[0];
      await db.query(
        `UPDATE authorizations SET data = jsonb_set(data, '{number}', '"LTR 2027 soon"') WHERE id = $1`,
        [letterId],
      );
      const letterEnd = dayOf(new Date(clock.now().getTime() + 20 * DAY));
      const [demo] = (
        await db.query<{ fields: Record<string, unknown> }>(
          'SELECT fields FROM contracts WHERE org_id = $1 LIMIT 1',
          [fx.orgId],
        )
      ).rows;
      await db.query(
        `INSERT INTO contracts (org_id, number, fields, valid_from, valid_to, created_at, updated_at)
         VALUES ($1, 'LETTER-CONTRACT', $2::jsonb, $3, $4, $5, $5)`,
        [
          fx.orgId,
          JSON.stringify({
            ...demo.fields,
            number: 'LETTER-CONTRACT',
            authorizationNumber: 'ltr2027SOON',
            validFrom: farEnd,
            validTo: letterEnd,
          }),
          farEnd,
          letterEnd,
          new Date(clock.now().getTime() - DAY),
        ],
      );
      await db.query(
        `INSERT INTO album_channels (org_id, album_id, channel_id, state, updated_at)
         VALUES ($1, $2, $3, 22, $4) ON CONFLICT (org_id, album_id, channel_id) DO UPDATE SET state = 22`,
        [fx.orgId, albumId, channelId, clock.now()],
      );
      const [scheduled] = (await listScheduledTakedowns(db, clock.now())).filter(
        (s) => s.albumId === albumId,
      );
      expect(scheduled.takedown).toEqual({ date: letterEnd, reason: 'letter' });
      expect(scheduled.daysLeft).toBe(20);
      expect((await runScheduledTakedowns(db, clock)).noticed).toEqual([{ albumId, lead: 30 }]);
    });
  });
}
