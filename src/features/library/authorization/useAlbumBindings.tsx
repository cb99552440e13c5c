// The bindings of an album's tracks, read per track. A binding's own albumId is the track's album
// when it was bound and is not rewritten when a library track later joins an album, so the album
// view asks for each track's bindings instead of trusting that field.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Binding } from './bindingPlan';
import { useTrackBindings } from './useBindings';

function BindingsProbe({
  trackId,
  report,
}: {
  trackId: string;
  report(trackId: string, bindings: Binding[]): void;
}) {
  const bindings = useTrackBindings(trackId);
  useEffect(() => {
    if (bindings !== undefined) report(trackId, bindings);
  }, [trackId, bindings, report]);
  return null;
}

export interface AlbumBindings {
  /** undefined until every track's bindings were read */
  bindings: Binding[] | undefined;
  /** render these (they render nothing): each follows one track's bindings live */
  probes: ReactNode;
}

export function useAlbumBindings(trackIds: readonly string[]): AlbumBindings {
  const [byTrack, setByTrack] = useState<ReadonlyMap<string, Binding[]>>(new Map());
  const report = useCallback((trackId: string, bindings: Binding[]) => {
    setByTrack((current) => new Map(current).set(trackId, bindings));
  }, []);
  const key = trackIds.join('|');
  const bindings = useMemo(() => {
    const ids = key === '' ? [] : key.split('|');
    if (!ids.every((id) => byTrack.has(id))) return undefined;
    return ids.flatMap((id) => byTrack.get(id) ?? []);
  }, [byTrack, key]);
  const probes = trackIds.map((id) => <BindingsProbe key={id} trackId={id} report={report} />);
  return { bindings, probes };
}
