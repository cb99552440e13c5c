// Rows of the accounts flows that no request can use any more are removed by an hourly job
// (`accounts.prune`, scheduled by jobs/schedule.ts on every instance, run by one). Link tokens
// and codes stay a day past their end, so a late click is told "expired", not "unknown"; the send
// counts of mail/sendLimits.ts go once no limit's window holds them.
import { z } from 'zod';
import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { defineJobKind, handleJob, type JobHandler } from '../jobs/kind';
import { pruneSendCounts } from '../mail/sendLimits';
import type { ObjectStore } from '../storage/objectStore';
import { pruneAbandonedRegistrations } from './registrationPrune';

const DAY_MS = 24 * 3_600_000;

export interface PrunedSecrets {
  linkTokens: number;
  verificationCodes: number;
  captchas: number;
}

export async function pruneAccountSecrets(q: Queryable, clock: Clock): Promise<PrunedSecrets> {
  const now = clock.now();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const linkTokens = await q.query('DELETE FROM link_tokens WHERE expires_at < $1', [dayAgo]);
  const verificationCodes = await q.query('DELETE FROM verification_codes WHERE expires_at < $1', [
    dayAgo,
  ]);
  const captchas = await q.query('DELETE FROM captchas WHERE expires_at < $1', [now]);
  return {
    linkTokens: linkTokens.rowCount,
    verificationCodes: verificationCodes.rowCount,
    captchas: captchas.rowCount,
  };
}

export const accountsPruneJob = defineJobKind('accounts.prune', z.object({}), {
  maxAttempts: 3,
  backoff: { baseMs: 60_000, maxMs: 10 * 60_000 },
});

export function accountsPruneHandler(db: Db, store: ObjectStore): JobHandler {
  return handleJob(accountsPruneJob, async (_, { clock, log }) => {
    // registrations first: their links go with them, before the links' own prune
    const registrations = await pruneAbandonedRegistrations(db, store, clock);
    const { failed, ...removed } = registrations;
    if (removed.organisations > 0)
      log.info({ ...removed }, 'unfinished registrations past their link removed');
    for (const { orgId, error } of failed)
      log.warn({ orgId, err: error }, 'an unfinished registration could not be removed');
    const pruned = await pruneAccountSecrets(db, clock);
    if (pruned.linkTokens + pruned.verificationCodes + pruned.captchas > 0)
      log.info({ ...pruned }, 'spent account links, codes and captchas removed');
    const sendCounts = await pruneSendCounts(db, clock);
    if (sendCounts > 0) log.info({ sendCounts }, 'mail and SMS counts past every limit removed');
  });
}
