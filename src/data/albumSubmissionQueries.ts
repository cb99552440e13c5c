// What the album wizard's completeness step and the submit button read: the album's tracks, their
// authorization bindings and letters, lyrics formats and the ISRCs other albums hold, the same set
// the server's submission check loads (sync-server/src/sync/review.ts), from the visible store.
// Also the album's ops still waiting in the outbox, so a page can tell "queued" from "done".
import { useLiveQuery } from 'dexie-react-hooks';
import type { Album } from '../domain/catalogue/album';
import type { EntityName } from '../domain/catalogue/entities';
import type { LyricsFormat } from '../domain/catalogue/enums';
import type { Authorization, AuthorizationTrack } from '../domain/catalogue/rights';
import type { Track } from '../domain/catalogue/track';
import type { Op } from '../domain/sync/protocol';
import { db as appDb, visibleTable, type PortalDb } from './db';

export interface AlbumSubmissionData {
  album: Album;
  tracks: Track[];
  bindings: AuthorizationTrack[];
  /** the letters the bindings point to, as far as this device has them */
  authorizations: Authorization[];
  lyricsFormatsByTrack: Map<string, LyricsFormat[]>;
  /** cleaned ISRCs of this album's tracks that a track of another album also holds */
  isrcsUsedElsewhere: Set<string>;
}

/** null when the album is not on this device. */
export async function readAlbumSubmissionData(db: PortalDb, albumId: string): Promise<AlbumSubmissionData | null> {
  const album = (await visibleTable(db, 'album').get(albumId)) as Album | undefined;
  if (album === undefined) return null;
  const tracks = (await visibleTable(db, 'track').where('albumId').equals(albumId).toArray()) as Track[];
  const trackIds = tracks.map((t) => t.id);
  const bindings = (await visibleTable(db, 'authorizationTrack').where('trackId').anyOf(trackIds).toArray()) as AuthorizationTrack[];
  const letterIds = [...new Set(bindings.map((b) => b.authorizationId))];
  const letters = (await visibleTable(db, 'authorization').bulkGet(letterIds)).filter((l) => l !== undefined) as Authorization[];
  const lyrics = await visibleTable(db, 'lyrics').where('trackId').anyOf(trackIds).toArray();
  const lyricsFormatsByTrack = new Map<string, LyricsFormat[]>();
  for (const l of lyrics) {
    const trackId = String(l.trackId);
    lyricsFormatsByTrack.set(trackId, [...(lyricsFormatsByTrack.get(trackId) ?? []), l.format as LyricsFormat]);
  }
  const isrcs = tracks.map((t) => t.isrc).filter((v): v is string => typeof v === 'string' && v !== '');
  const holders = await visibleTable(db, 'track').where('isrc').anyOf(isrcs).toArray();
  const isrcsUsedElsewhere = new Set(holders.filter((t) => t.albumId !== albumId).map((t) => String(t.isrc)));
  return { album, tracks, bindings, authorizations: letters, lyricsFormatsByTrack, isrcsUsedElsewhere };
}

/** Live; undefined while reading, null when the album is not on this device. */
export function useAlbumSubmissionData(albumId: string): AlbumSubmissionData | null | undefined {
  return useLiveQuery(() => readAlbumSubmissionData(appDb, albumId), [albumId]);
}

/** The same, read once (at the moment a submission is asked for). */
export function loadAlbumSubmissionData(albumId: string): Promise<AlbumSubmissionData | null> {
  return readAlbumSubmissionData(appDb, albumId);
}

export function listPendingOps(db: PortalDb, entity: EntityName, id: string): Promise<Op[]> {
  return db.outbox.where('[entity+entityId]').equals([entity, id]).sortBy('seq');
}

/** The record's ops not yet answered by the server, oldest first ([] while reading). */
export function usePendingOps(entity: EntityName, id: string): Op[] {
  return useLiveQuery(() => listPendingOps(appDb, entity, id), [entity, id], [] as Op[]);
}

/** The opId of the newest op of `kind` on the record still in the outbox, or null. */
export async function latestPendingOpId(entity: EntityName, id: string, kind: Op['kind']): Promise<string | null> {
  const ops = await listPendingOps(appDb, entity, id);
  return ops.filter((op) => op.kind === kind).at(-1)?.opId ?? null;
}
