// The shown order of the album's tracks and its saving. A move shows at once (the order is held
// here until the store reflects it), then writes trackNo per moved track, local-first, in one
// transaction (the stored order never holds half a move), one move after another so two quick
// moves never interleave their writes.
import { useMemo, useRef, useState } from 'react';
import { saveRecords } from '../../../../data/catalogueRepo';
import type { Track } from '../../../../domain/catalogue';
import {
  moveBy,
  moveToIndex,
  sortByTrackNo,
  trackNoUpdates,
  type TrackNoUpdate,
} from './trackOrder';
import { reportError } from '../../../../data/errorLog';

export interface TrackOrder<T extends Track> {
  /** the tracks in the order to show */
  tracks: T[];
  move(id: string, delta: -1 | 1): void;
  moveTo(id: string, index: number): void;
  /** numbers the given ids 1..n (after a deletion closes a gap) */
  saveOrder(order: readonly string[]): Promise<void>;
  /** the last move that was made: announced to screen readers */
  lastMove: { id: string; position: number } | null;
  hasFailed: boolean;
}

const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);
const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && b.every((id) => a.includes(id));

/** Both views can be behind: the store until the live query re-reads, `written` if another device reordered. */
function updatesFor(
  order: readonly string[],
  live: ReadonlyMap<string, number | null>,
  written: ReadonlyMap<string, number | null> | null,
): TrackNoUpdate[] {
  const ids = new Set(
    [...trackNoUpdates(live, order), ...(written ? trackNoUpdates(written, order) : [])].map(
      (u) => u.id,
    ),
  );
  return order.flatMap((id, index) => (ids.has(id) ? [{ id, trackNo: index + 1 }] : []));
}

export function useTrackOrder<T extends Track>(tracks: readonly T[] | undefined): TrackOrder<T> {
  const [pending, setPending] = useState<readonly string[] | null>(null);
  const [writing, setWriting] = useState(0);
  const [hasFailed, setFailed] = useState(false);
  const [lastMove, setLastMove] = useState<TrackOrder<T>['lastMove']>(null);
  const written = useRef<Map<string, number | null> | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const live = useMemo(() => sortByTrackNo(tracks ?? []), [tracks]);
  const liveIds = live.map((t) => t.id);
  // adjusting state while rendering (React's "storing information from previous renders"): once
  // nothing is being written and the store shows the order, or tracks came or went, the store leads
  if (
    pending !== null &&
    writing === 0 &&
    (sameOrder(pending, liveIds) || !sameSet(pending, liveIds))
  ) {
    setPending(null);
    written.current = null;
  }
  const shownIds = pending !== null && sameSet(pending, liveIds) ? pending : liveIds;
  const byId = new Map(live.map((t) => [t.id, t]));
  const shown = shownIds.flatMap((id) => byId.get(id) ?? []);

  function saveOrder(order: readonly string[]): Promise<void> {
    const liveNumbers = new Map(live.map((t) => [t.id, t.trackNo]));
    const updates = updatesFor(order, liveNumbers, written.current);
    written.current = new Map([
      ...(written.current ?? liveNumbers),
      ...updates.map((u) => [u.id, u.trackNo] as const),
    ]);
    setPending([...order]);
    setFailed(false);
    if (updates.length === 0) return queue.current;
    setWriting((n) => n + 1);
    queue.current = queue.current.then(async () => {
      try {
        await saveRecords(
          updates.map((u) => ({
            kind: 'update',
            entity: 'track',
            id: u.id,
            patch: { trackNo: u.trackNo },
          })),
        );
      } catch (error) {
        reportError('track.reorder', error);
        written.current = null;
        setPending(null);
        setFailed(true);
      } finally {
        setWriting((n) => n - 1);
      }
    });
    return queue.current;
  }

  function reorder(id: string, next: string[]): void {
    if (sameOrder(next, shownIds)) return;
    setLastMove({ id, position: next.indexOf(id) + 1 });
    void saveOrder(next);
  }

  return {
    tracks: shown,
    move: (id, delta) => reorder(id, moveBy(shownIds, id, delta)),
    moveTo: (id, index) => reorder(id, moveToIndex(shownIds, id, index)),
    saveOrder,
    lastMove,
    hasFailed,
  };
}
