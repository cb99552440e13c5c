// The partner hears of a scheduled takedown in its notices, 30 and 7 days before: the album, the
// day, how many days are left and why (its requested off-shelf date, the contract's end, or an
// authorization letter's contract's end), worded in both languages at the time of the notice.
import type { ScheduledTakedown } from '../../../src/domain/distribution/schedule';
import type { Queryable } from '../db/db';
import { translateMessage } from '../http/i18n';
import { notify } from '../messages/sysMessages';

export async function noticeScheduledTakedown(
  q: Queryable,
  orgId: string,
  albumName: string,
  takedown: ScheduledTakedown,
  daysLeft: number,
  at: Date,
): Promise<void> {
  await notify(
    q,
    { orgId },
    'takedownScheduled',
    (language) => ({
      album: albumName,
      date: takedown.date,
      days: daysLeft,
      reason: translateMessage(
        language,
        `serverNotice.takedownScheduled.reason.${takedown.reason}`,
      ),
    }),
    at,
  );
}
