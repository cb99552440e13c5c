// Albums in a given review and release state, written straight through the sync write path (the
// back office and the review flow are tested on their own): what the lock tests start from.
import { randomUUID } from 'node:crypto';
import {
  makeAlbum,
  makeAuthorization,
  makeBinding,
  makeTrack,
} from '../../src/domain/catalogue/testing';
import type { ReleaseStatus } from '../../src/domain/status/releaseStatus';
import type { ReviewStatus } from '../../src/domain/status/reviewStatus';
import type { Db } from '../src/db/db';
import { withOrgWrite } from '../src/sync/orgWrite';
import type { EntityName } from '../../src/domain/catalogue/entities';
import { insertRecord, loadRecord, type RecordRow } from '../src/sync/records';
import { writeSnapshot } from '../src/sync/snapshots';
import { tableOf } from '../src/sync/tables';

/**
 * The stored record with this id, whatever its organisation, for a test's "stored nothing" and
 * "left as it was" checks. Records are keyed by (org_id, id) (migration 086); tests make fresh
 * ids, so at most one organisation holds one, and two holding it fails the test.
 */
export async function storedRecord(
  db: Db,
  entity: EntityName,
  id: string,
): Promise<RecordRow | null> {
  const { rows } = await db.query<{ org_id: string }>(
    `SELECT org_id FROM ${tableOf(entity)} WHERE id = $1`,
    [id],
  );
  if (rows.length > 1) throw new Error(`${entity} ${id} is held by ${rows.length} organisations`);
  return rows[0] ? loadRecord(db, rows[0].org_id, entity, id) : null;
}

export interface SeededAlbum {
  album: RecordRow;
  tracks: RecordRow[];
  letterId: string;
}

export interface AlbumSetup {
  reviewStatus: ReviewStatus;
  releaseStatus?: ReleaseStatus;
  everReleased?: boolean;
  tracks?: number;
}

let isrcNo = 0;

/** A complete album (it would pass submission) with its tracks bound to one letter. */
export async function seedAlbum(db: Db, orgId: string, setup: AlbumSetup): Promise<SeededAlbum> {
  const approved = [12, 14, 16].includes(setup.reviewStatus) || (setup.releaseStatus ?? 20) !== 20;
  const approvedAt = approved ? '2025-06-01T00:00:00.000Z' : null;
  return withOrgWrite(db, orgId, async (writer) => {
    const albumId = randomUUID();
    const album = await insertRecord(
      writer,
      'album',
      albumId,
      makeAlbum({
        authorizationCompanyId: orgId,
        reviewStatus: setup.reviewStatus,
        releaseStatus: setup.releaseStatus ?? 20,
        everReleased: setup.everReleased ?? false,
        approvedAt,
      }),
    );
    const letter = await insertRecord(
      writer,
      'authorization',
      randomUUID(),
      makeAuthorization({ authorizationCompanyId: orgId }),
    );
    const tracks: RecordRow[] = [];
    for (let i = 0; i < (setup.tracks ?? 2); i++) {
      const isrc = `CNF${String(process.pid % 100).padStart(2, '0')}${String(Date.now() % 1000).padStart(3, '0')}${String(++isrcNo).padStart(4, '0')}`;
      const track = await insertRecord(
        writer,
        'track',
        randomUUID(),
        makeTrack({ albumId, trackNo: i + 1, isrc, authorizationCompanyId: orgId }),
      );
      tracks.push(track);
      await insertRecord(
        writer,
        'authorizationTrack',
        randomUUID(),
        makeBinding(letter.id, track.id, albumId),
      );
    }
    if (approvedAt !== null) await writeSnapshot(writer, album, approvedAt);
    return { album, tracks, letterId: letter.id };
  });
}
