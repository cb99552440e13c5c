// A split as stored and shown: splits.ts gives one cell per track and territory, which for a large
// catalogue reported in a hundred territories is hundreds of thousands of cells. Territories of a
// track whose holders take the same percentages are merged into one cell (amounts summed exactly),
// so a track has one cell unless a country record differs; totals and holders are unchanged.
import type { SplitCell, SplitResult } from './splits';

/** The merged cell's `territory`: its territories, sorted, separated by spaces. */
export function compactSplit(split: SplitResult): SplitResult {
  const merged = new Map<string, SplitCell & { territories: string[] }>();
  for (const cell of split.cells) {
    const signature = cell.parts.map((p) => `${p.holderId}:${p.percentage}`).join('|');
    const key = `${cell.trackId}\u0000${cell.problem ?? ''}\u0000${signature}`;
    const into = merged.get(key);
    if (into === undefined) {
      merged.set(key, {
        ...cell,
        parts: cell.parts.map((p) => ({ ...p })),
        territories: [cell.territory],
      });
      continue;
    }
    into.amount += cell.amount;
    into.unassigned += cell.unassigned;
    into.parts.forEach((part, i) => (part.amount += cell.parts[i].amount));
    into.territories.push(cell.territory);
  }
  return {
    ...split,
    cells: [...merged.values()].map(({ territories, ...cell }) => ({
      ...cell,
      territory: territories.sort().join(' '),
    })),
  };
}
