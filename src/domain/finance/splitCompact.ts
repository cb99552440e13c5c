// A split of a large catalogue: splits.ts works per track and territory, which for a catalogue
// reported in a hundred territories is hundreds of thousands of cells, each allocated on its own.
// The territories of a track where its holders' default records apply all split the same way, so
// they are merged into one weight first (amounts stay exact: splits.ts allocates the merged one);
// a territory that one of the track's holders has a country record for keeps its own cell.
import type { RightsShare, TrackRevenue } from './splits';

const DEFAULT_COUNTRIES = new Set(['', 'WORLDWIDE', 'WW']);

/** The merged cell's `territory`: its territories, sorted, separated by spaces. */
export function mergeTerritories(
  revenue: readonly TrackRevenue[],
  sharesByTrack: ReadonlyMap<string, readonly RightsShare[]>,
): TrackRevenue[] {
  const specificOf = new Map<string, Set<string>>();
  const specific = (trackId: string) => {
    let codes = specificOf.get(trackId);
    if (codes === undefined) {
      codes = new Set(
        (sharesByTrack.get(trackId) ?? [])
          .map((s) => (s.countryCode ?? '').trim().toUpperCase())
          .filter((code) => !DEFAULT_COUNTRIES.has(code)),
      );
      specificOf.set(trackId, codes);
    }
    return codes;
  };
  const merged = new Map<string, TrackRevenue & { territories: string[] }>();
  for (const cell of revenue) {
    const own = specific(cell.trackId).has(cell.territory.toUpperCase());
    const key = `${cell.trackId}\u0000${own ? cell.territory : ''}`;
    const into = merged.get(key);
    if (into === undefined) merged.set(key, { ...cell, territories: [cell.territory] });
    else {
      into.weight += cell.weight > 0n ? cell.weight : 0n;
      into.units += cell.units > 0 ? cell.units : 0;
      into.territories.push(cell.territory);
    }
  }
  return [...merged.values()].map(({ territories, ...cell }) => ({
    ...cell,
    territory: territories.sort().join(' '),
  }));
}
