// The intention ops that are not field patches: binding a track to an authorization file (the
// binding's albumId comes from the track, not from the client) and ordering an album's tracks.
import type { OpOfKind, OpResult } from '../../../src/domain/sync/protocol';
import { findOwned } from '../auth/owned';
import { decideLockFor } from './albumLock';
import type { OpContext } from './context';
import { createRecord } from './crud';
import { listRecords, writeRecord } from './records';
import { applied, rejected } from './results';

export async function bindAuthorization(
  ctx: OpContext,
  op: OpOfKind<'bindAuthorization'>,
): Promise<OpResult> {
  const track = await findOwned(ctx.writer.tx, ctx.writer.orgId, 'track', op.payload.trackId, {
    live: true,
  });
  if (track === null) return rejected(op, 'notFound');
  return createRecord(ctx, op, { ...op.payload, albumId: track.data.albumId ?? null });
}

/**
 * trackIds must be exactly the album's tracks: a list made before someone else added or removed a
 * track is a conflict, not a partial order. Track numbers become 1..n; the album keeps its version.
 */
export async function sortTracks(ctx: OpContext, op: OpOfKind<'sortTracks'>): Promise<OpResult> {
  const { tx, orgId } = ctx.writer;
  const album = await findOwned(tx, orgId, 'album', op.entityId);
  if (album === null) return rejected(op, 'notFound');
  const lock = await decideLockFor(tx, orgId, op, album, album.data);
  if (lock.kind === 'notFound') return rejected(op, 'notFound');
  if (lock.kind === 'locked') return rejected(op, 'locked', { serverRecord: album.data });
  const tracks = await listRecords(tx, 'track', orgId, 'album_id', [album.id]);
  const wanted = op.payload.trackIds;
  if (tracks.length !== wanted.length || !tracks.every((t) => wanted.includes(t.id))) {
    return rejected(op, 'conflict', { serverRecord: album.data });
  }
  for (const track of tracks) {
    const trackNo = wanted.indexOf(track.id) + 1;
    if (track.data.trackNo !== trackNo) {
      await writeRecord(
        ctx.writer,
        'track',
        track.id,
        track,
        { ...track.data, trackNo },
        { byClient: op.clientId },
      );
    }
  }
  return applied(op, album.version, album.data);
}
