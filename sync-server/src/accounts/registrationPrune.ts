// A sign-up never finished (no password set) holds an organisation, its first administrator, its
// login name, its identity images and its links. Once its 7-day link has ended and a grace day
// has passed (the day late clicks are still told "expired"), the hourly accounts.prune removes
// all of it, so the login name is free again and no public upload outlives its registration.
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { ObjectStore } from '../storage/objectStore';
import { LINK_TOKEN_TTL_MS } from './tokens';

const GRACE_MS = 24 * 3_600_000;
/** Organisations removed per run: a backlog is worked off over a few hours, never in one long job. */
const BATCH = 200;

export interface PrunedRegistrations {
  organisations: number;
  files: number;
  /** organisations that could not be removed now, and why (the next run tries again) */
  failed: Array<{ orgId: string; error: unknown }>;
}

/**
 * Only an organisation whose every user is an unfinished registration past its end: a finished
 * one, or one another user joined, is never touched. Objects go after the rows are gone, so a
 * failure leaves at worst an unreferenced object, never a row naming a missing one.
 */
export async function pruneAbandonedRegistrations(
  db: Db,
  store: ObjectStore,
  clock: Clock,
): Promise<PrunedRegistrations> {
  const cutoff = new Date(clock.now().getTime() - LINK_TOKEN_TTL_MS.registration - GRACE_MS);
  const { rows: candidates } = await db.query<{ org_id: string }>(
    `SELECT DISTINCT r.org_id FROM registrations r
      WHERE r.completed_at IS NULL AND r.created_at < $1
      ORDER BY r.org_id LIMIT $2`,
    [cutoff, BATCH],
  );
  const pruned: PrunedRegistrations = { organisations: 0, files: 0, failed: [] };
  for (const { org_id: orgId } of candidates) {
    let keys: string[];
    try {
      keys = await db.transaction(async (tx) => {
        // every user of the organisation is a registration that ended unfinished (checked
        // under lock: a registration finishing now keeps its organisation)
        const { rows: users } = await tx.query<{ abandoned: boolean }>(
          `SELECT (r.completed_at IS NULL AND r.created_at < $2) AS abandoned
             FROM users u LEFT JOIN registrations r ON r.user_id = u.id
            WHERE u.org_id = $1 FOR UPDATE OF u`,
          [orgId, cutoff],
        );
        if (users.length === 0 || !users.every((u) => u.abandoned)) return [];
        const { rows: files } = await tx.query<{ object_key: string; status: string }>(
          'DELETE FROM files WHERE org_id = $1 RETURNING object_key, status',
          [orgId],
        );
        await tx.query('DELETE FROM users WHERE org_id = $1', [orgId]);
        await tx.query('DELETE FROM organisations WHERE id = $1', [orgId]);
        pruned.organisations += 1;
        // an upload still open has no object yet: the upload sweep removes its parts
        return files.filter((f) => f.status !== 'uploading').map((f) => f.object_key);
      });
    } catch (error) {
      // a row this prune does not know of refers to the organisation: keep it, report it
      pruned.failed.push({ orgId, error });
      continue;
    }
    for (const key of keys) {
      await store.deleteObject(key);
      pruned.files += 1;
    }
  }
  return pruned;
}
