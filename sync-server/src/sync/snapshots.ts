// The last approved content of an album: written when the back office approves it, restored by
// undoModification. Content is everything the review covered: the album, its tracks, their rights
// holders and shares, authorization bindings, lyrics and localization rows.
import type { EntityName } from '../../../src/domain/catalogue/entities';
import type { Queryable } from '../db/db';
import { refreshSongCounts } from './effects';
import type { OrgWriter } from './orgWrite';
import { findOwned } from '../auth/owned';
import { contentFieldsChanged, listRecords, writeRecord, type RecordRow } from './records';
import type { StoredRecord } from './tables';

export interface SnapshotEntry {
  entity: EntityName;
  record: StoredRecord;
}

/** The live content records of an album (without the album itself). */
export async function collectAlbumContent(
  tx: Queryable,
  orgId: string,
  albumId: string,
): Promise<RecordRow[]> {
  const tracks = await listRecords(tx, 'track', orgId, 'album_id', [albumId]);
  const trackIds = tracks.map((t) => t.id);
  const holders = [
    ...(await listRecords(tx, 'rightsHolder', orgId, 'album_id', [albumId])),
    ...(await listRecords(tx, 'rightsHolder', orgId, 'track_id', trackIds)),
  ].filter((h, i, all) => all.findIndex((o) => o.id === h.id) === i);
  return [
    ...tracks,
    ...holders,
    ...(await listRecords(
      tx,
      'rightsCountry',
      orgId,
      'rights_holder_id',
      holders.map((h) => h.id),
    )),
    ...(await listRecords(tx, 'authorizationTrack', orgId, 'track_id', trackIds)),
    ...(await listRecords(tx, 'lyrics', orgId, 'track_id', trackIds)),
    ...(await listRecords(tx, 'localization', orgId, 'entity_id', [albumId, ...trackIds])),
  ];
}

export async function writeSnapshot(
  writer: OrgWriter,
  album: RecordRow,
  approvedAt: string,
): Promise<void> {
  const content: SnapshotEntry[] = [
    { entity: 'album', record: album.data },
    ...(await collectAlbumContent(writer.tx, writer.orgId, album.id)).map((row) => ({
      entity: row.entity,
      record: row.data,
    })),
  ];
  await writer.tx.query(
    `INSERT INTO album_snapshots (album_id, org_id, approved_at, content) VALUES ($1, $2, $3, $4::jsonb)
     ON CONFLICT (org_id, album_id) DO UPDATE SET approved_at = EXCLUDED.approved_at, content = EXCLUDED.content, created_at = now()`,
    [album.id, writer.orgId, approvedAt, JSON.stringify(content)],
  );
}

export async function loadSnapshot(
  tx: Queryable,
  orgId: string,
  albumId: string,
): Promise<SnapshotEntry[] | null> {
  const { rows } = await tx.query<{ content: SnapshotEntry[] }>(
    'SELECT content FROM album_snapshots WHERE album_id = $1 AND org_id = $2',
    [albumId, orgId],
  );
  return rows[0]?.content ?? null;
}

/**
 * Puts the album's content back as it was approved: changed or deleted records get the approved
 * data as a new version, records added since are deleted. Returns the album's approved content
 * (the caller writes the album itself with its current review bookkeeping).
 */
export async function restoreSnapshot(
  writer: OrgWriter,
  albumId: string,
  snapshot: readonly SnapshotEntry[],
): Promise<StoredRecord> {
  const approvedAlbum = snapshot.find((e) => e.entity === 'album')?.record;
  if (approvedAlbum === undefined) throw new Error(`snapshot of album ${albumId} has no album`);
  const kept = new Set<string>();
  const letters: unknown[] = [];
  for (const entry of snapshot) {
    if (entry.entity === 'album') continue;
    const id = String(entry.record.id);
    kept.add(id);
    // the organisation's record (keyed by (org_id, id)): another organisation's with the same id
    // is a different record, never read or written here
    const row = await findOwned(writer.tx, writer.orgId, entry.entity, id);
    if (row === null || row.deleted || contentFieldsChanged(row.data, entry.record).length > 0) {
      await writeRecord(writer, entry.entity, id, row, entry.record);
      if (entry.entity === 'authorizationTrack')
        letters.push(entry.record.authorizationId, row?.data.authorizationId);
    }
  }
  for (const row of await collectAlbumContent(writer.tx, writer.orgId, albumId)) {
    if (kept.has(row.id)) continue;
    await writeRecord(writer, row.entity, row.id, row, null);
    if (row.entity === 'authorizationTrack') letters.push(row.data.authorizationId);
  }
  await refreshSongCounts(
    writer,
    letters.filter((id) => id !== undefined),
  );
  return approvedAlbum;
}
