// Finds the album whose review and release state govern a content record, and asks the domain's
// decideLock about the op. The album is derived from the authoritative parents (a lyric's track,
// a share's rights holder), never from the denormalised albumId a client may have sent, so a
// client cannot step around a lock by leaving albumId empty.
import type { EntityName } from '../../../src/domain/catalogue/entities';
import { isAlbumContentEntity } from '../../../src/domain/status/editability';
import { decideLock, type LockAlbum } from '../../../src/domain/sync/lock';
import type { Op } from '../../../src/domain/sync/protocol';
import { findOwned } from '../auth/owned';
import type { Queryable } from '../db/db';
import type { RecordRow } from './records';
import type { StoredRecord } from './tables';

/** A parent the record points to does not exist in the organisation. */
export const MISSING = Symbol('missing');
type AlbumRef = string | null | typeof MISSING;

const idOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

async function parentOf(
  tx: Queryable,
  orgId: string,
  entity: EntityName,
  id: string,
): Promise<RecordRow | typeof MISSING> {
  return (await findOwned(tx, orgId, entity, id)) ?? MISSING;
}

async function albumOfTrack(tx: Queryable, orgId: string, trackId: unknown): Promise<AlbumRef> {
  const id = idOf(trackId);
  if (id === null) return null;
  const track = await parentOf(tx, orgId, 'track', id);
  return track === MISSING ? MISSING : idOf(track.data.albumId);
}

/** The id of the album a content record belongs to: null when it belongs to none. */
export async function albumIdOf(
  tx: Queryable,
  orgId: string,
  entity: EntityName,
  record: StoredRecord,
): Promise<AlbumRef> {
  switch (entity) {
    case 'album':
      return idOf(record.id);
    case 'track':
      return idOf(record.albumId);
    case 'rightsHolder':
      return idOf(record.albumId) ?? albumOfTrack(tx, orgId, record.trackId);
    case 'rightsCountry': {
      const holderId = idOf(record.rightsHolderId);
      if (holderId === null) return null;
      const holder = await parentOf(tx, orgId, 'rightsHolder', holderId);
      return holder === MISSING ? MISSING : albumIdOf(tx, orgId, 'rightsHolder', holder.data);
    }
    case 'authorizationTrack':
    case 'lyrics':
      return albumOfTrack(tx, orgId, record.trackId);
    case 'localization':
      return record.entity === 'album'
        ? idOf(record.entityId)
        : albumOfTrack(tx, orgId, record.entityId);
    default:
      return null;
  }
}

export type LockDecision =
  { kind: 'free' } | { kind: 'locked'; album: RecordRow } | { kind: 'notFound' };

/**
 * decideLock against every album the op touches: the record's album before the op and after it
 * (a track moving between albums must be allowed by both). `before` is the stored record, `after`
 * the record as the op would leave it (null for a delete).
 */
export async function decideLockFor(
  tx: Queryable,
  orgId: string,
  op: Op,
  before: RecordRow | null,
  after: StoredRecord | null,
): Promise<LockDecision> {
  if (!isAlbumContentEntity(op.entity)) return { kind: 'free' };
  if (op.entity === 'album' && op.kind === 'create') return { kind: 'free' };
  const refs = new Set<AlbumRef>();
  if (before !== null) refs.add(await albumIdOf(tx, orgId, op.entity, before.data));
  if (after !== null) refs.add(await albumIdOf(tx, orgId, op.entity, after));
  for (const ref of refs) {
    if (ref === MISSING) return { kind: 'notFound' };
    if (ref === null) continue;
    const album =
      ref === before?.id && op.entity === 'album'
        ? before
        : await findOwned(tx, orgId, 'album', ref);
    if (album === null) return { kind: 'notFound' };
    // The server's own state is authoritative: a started modification is status 14 here.
    if (decideLock(op, album.data as LockAlbum, false, before?.data ?? null) === 'locked')
      return { kind: 'locked', album };
  }
  return { kind: 'free' };
}
