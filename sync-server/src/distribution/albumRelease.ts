// The album's release status follows its channels' states (domain deriveAlbumReleaseStatus) and is
// written through the versioned record path, so the change log and the devices' pull (SSE poke)
// carry it like any other change; once an album reaches 22 it is marked everReleased.
import type { ReleaseStatus } from '../../../src/domain/status';
import { deriveAlbumReleaseStatus } from '../../../src/domain/distribution/albumStatus';
import { findOwned } from '../auth/owned';
import type { Db } from '../db/db';
import { withOrgWrite, type OrgWriter } from '../sync/orgWrite';
import { writeRecord, type RecordRow } from '../sync/records';
import { albumChannelStates } from './albumChannelStore';

/** Writes the album's derived status when it changed; the caller holds the organisation's write. */
export async function writeAlbumReleaseStatus(writer: OrgWriter, album: RecordRow): Promise<void> {
  const states = await albumChannelStates(writer.tx, writer.orgId, album.id);
  const derived: ReleaseStatus = deriveAlbumReleaseStatus(states.map((s) => s.state));
  if (derived === album.data.releaseStatus) return;
  await writeRecord(writer, 'album', album.id, album, {
    ...album.data,
    releaseStatus: derived,
    everReleased: album.data.everReleased === true || derived === 22,
  });
}

/** After the pipe moved a channel (an answer, a give-up): the album follows, in a write of its own. */
export async function refreshAlbumReleaseStatus(
  db: Db,
  orgId: string,
  albumId: string,
): Promise<void> {
  await withOrgWrite(db, orgId, async (writer) => {
    const album = await findOwned(writer.tx, orgId, 'album', albumId);
    if (album) await writeAlbumReleaseStatus(writer, album);
  });
}
