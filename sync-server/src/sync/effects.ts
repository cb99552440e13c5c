// Counts the server keeps on records (Authorization.songCount): recomputed from the bindings after
// every change to them, and written as a new version so clients pull the new count.
import { findOwned } from '../auth/owned';
import type { OrgWriter } from './orgWrite';
import { listRecords, writeRecord } from './records';

export async function refreshSongCounts(
  writer: OrgWriter,
  authorizationIds: Iterable<unknown>,
): Promise<void> {
  for (const id of new Set(authorizationIds)) {
    const letter = await findOwned(writer.tx, writer.orgId, 'authorization', id, { live: true });
    if (letter === null) continue;
    const { rows } = await writer.tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM authorization_tracks WHERE authorization_id = $1 AND org_id = $2 AND deleted_at IS NULL',
      [letter.id, writer.orgId],
    );
    if (letter.data.songCount !== rows[0].n) {
      await writeRecord(writer, 'authorization', letter.id, letter, {
        ...letter.data,
        songCount: rows[0].n,
      });
    }
  }
}

/** What hangs off a track by its id: deleted with it (a track's binding, lyrics or clip without the track means nothing). */
const TRACK_DEPENDENTS = [
  { entity: 'authorizationTrack', column: 'track_id' },
  { entity: 'lyrics', column: 'track_id' },
  { entity: 'trackClip', column: 'track_id' },
  { entity: 'accompaniment', column: 'track_id' },
  { entity: 'localization', column: 'entity_id' },
] as const;

/**
 * A deleted track takes its bindings, lyrics, clips, accompaniments, localizations and its own
 * rights holders (with their country records) along, in the same transaction. Written as the
 * server's changes (no client), so every device, the deleting one included, pulls them.
 */
export async function deleteTrackDependents(writer: OrgWriter, trackId: string): Promise<void> {
  const letters: unknown[] = [];
  for (const { entity, column } of TRACK_DEPENDENTS) {
    for (const row of await listRecords(writer.tx, entity, writer.orgId, column, [trackId])) {
      if (entity === 'localization' && row.data.entity !== 'track') continue;
      if (entity === 'authorizationTrack') letters.push(row.data.authorizationId);
      await writeRecord(writer, entity, row.id, row, null);
    }
  }
  for (const holder of await listRecords(writer.tx, 'rightsHolder', writer.orgId, 'track_id', [
    trackId,
  ])) {
    for (const country of await listRecords(
      writer.tx,
      'rightsCountry',
      writer.orgId,
      'rights_holder_id',
      [holder.id],
    )) {
      await writeRecord(writer, 'rightsCountry', country.id, country, null);
    }
    await writeRecord(writer, 'rightsHolder', holder.id, holder, null);
  }
  await refreshSongCounts(writer, letters);
}
