// A split as rows for export (issue 17: "exportable"): one row per holder and track-territory,
// then per-holder totals and what stayed unassigned. Column titles come from the caller, so the
// screen passes them in the user's language.
import { formatMinor } from '../money';
import { holderLabel, type SplitResult } from './splits';

export interface SplitColumnTitles {
  track: string;
  territory: string;
  holder: string;
  percentage: string;
  amount: string;
  currency: string;
  unassigned: string;
  total: string;
}

export function splitRows(
  result: SplitResult,
  currency: string,
  trackNames: ReadonlyMap<string, string>,
  titles: SplitColumnTitles,
): string[][] {
  const money = (amount: bigint) => formatMinor(amount, currency);
  const rows: string[][] = [
    [
      titles.track,
      titles.territory,
      titles.holder,
      titles.percentage,
      titles.amount,
      titles.currency,
    ],
  ];
  for (const cell of result.cells) {
    const track = trackNames.get(cell.trackId) ?? cell.trackId;
    for (const part of cell.parts)
      rows.push([
        track,
        cell.territory,
        part.holderName,
        part.percentage,
        money(part.amount),
        currency,
      ]);
    if (cell.unassigned !== 0n)
      rows.push([track, cell.territory, titles.unassigned, '', money(cell.unassigned), currency]);
  }
  for (const holder of result.byHolder)
    rows.push([titles.total, '', holderLabel(holder), '', money(holder.amount), currency]);
  rows.push([titles.total, '', titles.unassigned, '', money(result.unassigned), currency]);
  return rows;
}
