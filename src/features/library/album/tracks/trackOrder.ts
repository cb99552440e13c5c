// The album's running order as track numbers 1..n. A move is saved as absolute trackNo values of
// the tracks whose number changes, so a replayed or merged edit lands on the same order.
import type { Track } from '../../../../domain/catalogue';

type Numbered = Pick<Track, 'id' | 'trackNo' | 'name'>;

/** By track number; tracks without one (a sync still on its way) go last, by name, then id. */
export function sortByTrackNo<T extends Numbered>(tracks: readonly T[]): T[] {
  return [...tracks].sort((a, b) => {
    const an = a.trackNo ?? Number.POSITIVE_INFINITY;
    const bn = b.trackNo ?? Number.POSITIVE_INFINITY;
    if (an !== bn) return an < bn ? -1 : 1;
    if (a.name !== b.name) return a.name < b.name ? -1 : 1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

/** `id` moved to position `toIndex` (clamped); the same order when `id` is not in it. */
export function moveToIndex(order: readonly string[], id: string, toIndex: number): string[] {
  const from = order.indexOf(id);
  if (from < 0) return [...order];
  const rest = order.filter((other) => other !== id);
  const to = Math.max(0, Math.min(rest.length, toIndex));
  return [...rest.slice(0, to), id, ...rest.slice(to)];
}

/** One step up (-1) or down (+1); at either end the order stays. */
export function moveBy(order: readonly string[], id: string, delta: -1 | 1): string[] {
  const from = order.indexOf(id);
  if (from < 0) return [...order];
  return moveToIndex(order, id, from + delta);
}

export interface TrackNoUpdate {
  id: string;
  trackNo: number;
}

/** The trackNo writes that give `order` the numbers 1..n, given the numbers stored now. */
export function trackNoUpdates(
  stored: ReadonlyMap<string, number | null>,
  order: readonly string[],
): TrackNoUpdate[] {
  return order.flatMap((id, index) =>
    stored.get(id) === index + 1 ? [] : [{ id, trackNo: index + 1 }],
  );
}

/** The number a newly added track gets: after the last one. */
export function nextTrackNo(tracks: readonly Pick<Track, 'trackNo'>[]): number {
  const numbers = tracks.map((t) => t.trackNo ?? 0);
  return Math.max(tracks.length, ...numbers) + 1;
}
