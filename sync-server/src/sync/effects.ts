// Counts the server keeps on records (Authorization.songCount): recomputed from the bindings after
// every change to them, and written as a new version so clients pull the new count.
import type { OrgWriter } from './orgWrite';
import { loadRecord, writeRecord } from './records';

export async function refreshSongCounts(writer: OrgWriter, authorizationIds: Iterable<unknown>): Promise<void> {
  for (const id of new Set(authorizationIds)) {
    const letter = await loadRecord(writer.tx, 'authorization', id);
    if (letter === null || letter.orgId !== writer.orgId || letter.deleted) continue;
    const { rows } = await writer.tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM authorization_tracks WHERE authorization_id = $1 AND org_id = $2 AND deleted_at IS NULL',
      [letter.id, writer.orgId],
    );
    if (letter.data.songCount !== rows[0].n) {
      await writeRecord(writer, 'authorization', letter.id, letter, { ...letter.data, songCount: rows[0].n });
    }
  }
}
