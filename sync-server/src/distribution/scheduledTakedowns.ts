// Scheduled takedowns (src/domain/distribution/schedule.ts): the albums on a channel (22, 23, 26)
// with the date their distribution ends, and the job that acts on it: the partner told 30 and 7
// days before (notices, once each per date), and on the day a takedown of every channel that has
// the album, in the organisation's write like a partner's off-shelf request, without anyone
// clicking. Everything reads the clock it is given (clock.ts), so tests move the date.
import { z } from 'zod';
import type { ReleaseStatus, ReviewStatus } from '../../../src/domain/status';
import type { ScheduledTakedownView } from '../../../src/domain/distribution/deliveries';
import { isLetterOfContract } from '../../../src/domain/contracts/letters';
import {
  daysUntil,
  isTakedownDue,
  scheduledTakedownOf,
  takedownNoticeDue,
  type ScheduledTakedown,
} from '../../../src/domain/distribution/schedule';
import { findOwned } from '../auth/owned';
import type { Clock } from '../clock';
import { activeContractFor } from '../contracts/activeContract';
import type { Db, Queryable } from '../db/db';
import { defineJobKind, handleJob, type JobHandler } from '../jobs/kind';
import { enqueueJob } from '../jobs/store';
import { withOrgWrite } from '../sync/orgWrite';
import { applyChannelEvent } from './albumChannelStore';
import { listChannels } from './channelStore';
import { writeAlbumReleaseStatus } from './albumRelease';
import { deliveryJob } from './deliveryJob';
import { noticeScheduledTakedown } from './takedownNotices';

const ON_SHELF: readonly ReleaseStatus[] = [22, 23, 26];

export interface AlbumSchedule {
  orgId: string;
  albumId: string;
  albumName: string;
  takedown: ScheduledTakedown;
  daysLeft: number;
  /** the channels that have the album now, with their states */
  channels: Array<{ channelId: string; state: ReleaseStatus }>;
  /** the notice leads already sent for this date */
  noticesSent: number[];
}

/** The last day of the organisation's contract: the one in force, else the latest one that ended. */
async function contractEnd(q: Queryable, orgId: string, now: Date): Promise<string | null> {
  const active = await activeContractFor(q, orgId, now);
  if (active) return active.terms.validTo;
  const { rows } = await q.query<{ valid_to: string | null }>(
    `SELECT max(valid_to) AS valid_to FROM contracts
      WHERE org_id = $1 AND (valid_from IS NULL OR valid_from <= $2)`,
    [orgId, now.toISOString().slice(0, 10)],
  );
  return rows[0]?.valid_to ?? null;
}

/** Per letter bound to the album's live tracks, the last day of the contract behind it. */
async function letterEnds(
  q: Queryable,
  orgId: string,
  albumId: string,
): Promise<(string | null)[]> {
  const { rows: letters } = await q.query<{ number: string | null }>(
    `SELECT DISTINCT a.data ->> 'number' AS number
       FROM authorization_tracks b
       JOIN authorizations a ON a.id = b.authorization_id AND a.org_id = b.org_id AND a.deleted_at IS NULL
       JOIN tracks t ON t.id = b.track_id AND t.org_id = b.org_id AND t.deleted_at IS NULL
      WHERE b.org_id = $1 AND b.deleted_at IS NULL AND t.album_id = $2`,
    [orgId, albumId],
  );
  if (letters.length === 0) return [];
  const { rows: contracts } = await q.query<{
    authorization_number: string;
    valid_to: string | null;
  }>(
    `SELECT fields ->> 'authorizationNumber' AS authorization_number, valid_to FROM contracts WHERE org_id = $1`,
    [orgId],
  );
  const ends: (string | null)[] = [];
  for (const letter of letters) {
    const covering = contracts.filter((c) =>
      isLetterOfContract(letter, { authorizationNumber: c.authorization_number ?? '' }),
    );
    // a letter no contract names has no end of its own; one open contract covers it for good
    if (covering.length === 0 || covering.some((c) => c.valid_to === null)) continue;
    ends.push(
      covering
        .map((c) => c.valid_to ?? '')
        .sort()
        .at(-1) ?? null,
    );
  }
  return ends;
}

/** Every album on a channel whose distribution has an end, soonest first. */
export async function listScheduledTakedowns(q: Queryable, now: Date): Promise<AlbumSchedule[]> {
  const today = now.toISOString().slice(0, 10);
  const { rows } = await q.query<{
    org_id: string;
    album_id: string;
    channel_id: string;
    state: number;
  }>(
    `SELECT org_id, album_id, channel_id, state FROM album_channels
      WHERE state = ANY($1::smallint[]) ORDER BY org_id, album_id, channel_id`,
    [ON_SHELF],
  );
  // an album is (org_id, id) (migration 086): two organisations' albums sharing an id are two
  const byAlbum = new Map<string, typeof rows>();
  for (const r of rows) {
    const key = `${r.org_id}/${r.album_id}`;
    byAlbum.set(key, [...(byAlbum.get(key) ?? []), r]);
  }
  const contractEnds = new Map<string, string | null>();
  const schedules: AlbumSchedule[] = [];
  for (const channels of byAlbum.values()) {
    const { org_id: orgId, album_id: albumId } = channels[0];
    const album = await findOwned(q, orgId, 'album', albumId, { live: true });
    if (!album) continue;
    if (!contractEnds.has(orgId)) contractEnds.set(orgId, await contractEnd(q, orgId, now));
    const takedown = scheduledTakedownOf({
      requestedOffShelfDate:
        typeof album.data.requestedOffShelfDate === 'string'
          ? album.data.requestedOffShelfDate
          : null,
      contractValidTo: contractEnds.get(orgId) ?? null,
      letterValidTo: await letterEnds(q, orgId, albumId),
    });
    if (!takedown) continue;
    const { rows: sent } = await q.query<{ lead_days: number }>(
      `SELECT lead_days FROM scheduled_takedown_notices WHERE org_id = $1 AND album_id = $2 AND due_date = $3
        ORDER BY lead_days DESC`,
      [orgId, albumId, takedown.date],
    );
    schedules.push({
      orgId,
      albumId,
      albumName: typeof album.data.name === 'string' ? album.data.name : '',
      takedown,
      daysLeft: daysUntil(takedown.date, today),
      channels: channels.map((c) => ({ channelId: c.channel_id, state: c.state as ReleaseStatus })),
      noticesSent: sent.map((s) => s.lead_days),
    });
  }
  return schedules.sort((a, b) => a.takedown.date.localeCompare(b.takedown.date));
}

/** On the day: every channel that has the album is asked to take it down, once per date. */
async function fireTakedown(db: Db, clock: Clock, s: AlbumSchedule): Promise<boolean> {
  const now = clock.now();
  return withOrgWrite(db, s.orgId, async (writer) => {
    const claimed = await writer.tx.query(
      `INSERT INTO scheduled_takedown_runs (org_id, album_id, due_date, reason, channel_ids, fired_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (org_id, album_id, due_date) DO NOTHING`,
      [
        s.orgId,
        s.albumId,
        s.takedown.date,
        s.takedown.reason,
        JSON.stringify(s.channels.map((c) => c.channelId)),
        now,
      ],
    );
    if (claimed.rowCount !== 1) return false;
    const album = await findOwned(writer.tx, s.orgId, 'album', s.albumId, { live: true });
    if (!album) return false;
    for (const c of s.channels) {
      const moved = await applyChannelEvent(
        writer.tx,
        {
          orgId: s.orgId,
          albumId: s.albumId,
          channelId: c.channelId,
          reviewStatus: album.data.reviewStatus as ReviewStatus,
        },
        'takedownRequested',
        { albumVersion: Number(album.version) },
        now,
      );
      // a channel that moved since the list was read (a partner's request) keeps its own course
      if (!moved.ok) continue;
      await enqueueJob(writer.tx, clock, deliveryJob, {
        orgId: s.orgId,
        albumId: s.albumId,
        channelId: c.channelId,
        kind: 'takedown',
      });
    }
    await writeAlbumReleaseStatus(writer, album);
    return true;
  });
}

/** Tells the partner once per lead and date; true when a notice was written now. */
async function sendNotice(db: Db, now: Date, s: AlbumSchedule, lead: 30 | 7): Promise<boolean> {
  return db.transaction(async (tx) => {
    const kept = await tx.query(
      `INSERT INTO scheduled_takedown_notices (org_id, album_id, due_date, lead_days, reason, sent_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (org_id, album_id, due_date, lead_days) DO NOTHING`,
      [s.orgId, s.albumId, s.takedown.date, lead, s.takedown.reason, now],
    );
    if (kept.rowCount !== 1) return false;
    await noticeScheduledTakedown(tx, s.orgId, s.albumName, s.takedown, s.daysLeft, now);
    return true;
  });
}

export interface ScheduledRun {
  fired: string[];
  noticed: Array<{ albumId: string; lead: 30 | 7 }>;
}

/** One pass: fire what is due today, tell the partner what is 30 or 7 days away. */
export async function runScheduledTakedowns(db: Db, clock: Clock): Promise<ScheduledRun> {
  const now = clock.now();
  const today = now.toISOString().slice(0, 10);
  const run: ScheduledRun = { fired: [], noticed: [] };
  for (const s of await listScheduledTakedowns(db, now)) {
    if (isTakedownDue(s.takedown, today)) {
      if (await fireTakedown(db, clock, s)) run.fired.push(s.albumId);
      continue;
    }
    const lead = takedownNoticeDue(s.takedown.date, today);
    if (lead !== null && (await sendNotice(db, now, s, lead)))
      run.noticed.push({ albumId: s.albumId, lead });
  }
  return run;
}

export const scheduledTakedownJob = defineJobKind('distribution.scheduledTakedowns', z.object({}), {
  maxAttempts: 3,
  backoff: { baseMs: 60_000, maxMs: 10 * 60_000 },
  timeoutMs: 10 * 60_000,
});

export function scheduledTakedownHandler(db: Db): JobHandler {
  return handleJob(scheduledTakedownJob, async (_payload, ctx) => {
    await runScheduledTakedowns(db, ctx.clock);
  });
}

/** What staff see: each scheduled album with its organisation's and channels' names. */
export async function scheduledTakedownViews(
  q: Queryable,
  now: Date,
): Promise<ScheduledTakedownView[]> {
  const schedules = await listScheduledTakedowns(q, now);
  if (schedules.length === 0) return [];
  const codes = new Map((await listChannels(q)).map((c) => [c.id, c.fields.code]));
  const { rows } = await q.query<{ id: string; name: string }>(
    'SELECT id, name FROM organisations WHERE id = ANY($1::uuid[])',
    [[...new Set(schedules.map((s) => s.orgId))]],
  );
  const orgNames = new Map(rows.map((r) => [r.id, r.name]));
  return schedules.map((s) => ({
    orgId: s.orgId,
    orgName: orgNames.get(s.orgId) ?? '',
    albumId: s.albumId,
    albumName: s.albumName,
    date: s.takedown.date,
    reason: s.takedown.reason,
    daysLeft: s.daysLeft,
    channels: s.channels.map((c) => ({ ...c, code: codes.get(c.channelId) ?? '' })),
    noticesSent: s.noticesSent,
  }));
}
