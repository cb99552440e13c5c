// Binding tracks to an authorization file and unbinding them. Each bind reads the tracks' current
// bindings from the device first (planBindings refuses a second file), then writes one binding
// per track through the catalogue repo, all in one transaction (every binding is queued or none):
// IndexedDB and the outbox, so it works offline; the server refuses a double binding again
// (checks.ts) should two devices race.
import { useCallback } from 'react';
import { getRecord, queryRecords } from '../../../data/catalogueQueries';
import { useRecords } from '../../../data/catalogueHooks';
import { deleteRecord, saveRecords } from '../../../data/catalogueRepo';
import { db } from '../../../data/db';
import type { Album, Track } from '../../../domain/catalogue';
import { canChangeBinding, planBindings, type BindDecision, type Binding } from './bindingPlan';
import { reportError } from '../../../data/errorLog';

export type BindResult = BindDecision | { trackId: string; outcome: 'failed' };

/** The bindings of one track (live): normally none or one. */
export function useTrackBindings(trackId: string): Binding[] | undefined {
  return useRecords('authorizationTrack', { where: { field: 'trackId', equals: trackId } });
}

/** The tracks bound to one file (live). */
export function useFileBindings(authorizationId: string): Binding[] | undefined {
  return useRecords('authorizationTrack', {
    where: { field: 'authorizationId', equals: authorizationId },
  });
}

async function readBindings(trackIds: readonly string[]): Promise<Binding[]> {
  const lists = await Promise.all(
    trackIds.map((id) =>
      queryRecords(db, 'authorizationTrack', { where: { field: 'trackId', equals: id } }),
    ),
  );
  return lists.flat() as unknown as Binding[];
}

async function readTrack(id: string): Promise<Track | null> {
  return ((await getRecord(db, 'track', id)) as Track | undefined) ?? null;
}

async function readAlbum(id: string | null): Promise<Album | null> {
  return id ? (((await getRecord(db, 'album', id)) as Album | undefined) ?? null) : null;
}

export async function bindTracks(
  authorizationId: string,
  trackIds: readonly string[],
): Promise<BindResult[]> {
  const tracks = new Map<string, Track | null>();
  const locked = new Set<string>();
  for (const id of new Set(trackIds)) {
    const track = await readTrack(id);
    tracks.set(id, track);
    if (!canChangeBinding(await readAlbum(track?.albumId ?? null))) locked.add(id);
  }
  const plan = planBindings(trackIds, authorizationId, await readBindings(trackIds), (id) =>
    locked.has(id),
  );
  const binds = plan.filter((decision) => decision.outcome === 'bind');
  try {
    await saveRecords(
      binds.map(({ trackId }) => ({
        kind: 'create',
        entity: 'authorizationTrack',
        record: { authorizationId, trackId, albumId: tracks.get(trackId)?.albumId ?? null },
      })),
    );
  } catch (error) {
    reportError('authorization.bind', error);
    return plan.map((decision): BindResult =>
      decision.outcome === 'bind' ? { trackId: decision.trackId, outcome: 'failed' } : decision,
    );
  }
  return plan;
}

export function useBindActions() {
  const bind = useCallback(
    (authorizationId: string, trackIds: readonly string[]) => bindTracks(authorizationId, trackIds),
    [],
  );
  const unbind = useCallback(
    (bindingId: string) => deleteRecord('authorizationTrack', bindingId),
    [],
  );
  return { bind, unbind };
}
