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
import { insertRecord, type RecordRow } from '../src/sync/records';
import { writeSnapshot } from '../src/sync/snapshots';

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
