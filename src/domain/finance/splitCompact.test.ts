import { describe, expect, it } from 'vitest';
import { mergeTerritories } from './splitCompact';
import { splitAmongRightsHolders, type RightsShare } from './splits';

const shares: RightsShare[] = [
  { holderId: 'a', holderName: 'A', countryCode: null, percentage: '60' },
  { holderId: 'b', holderName: 'B', countryCode: null, percentage: '40' },
  { holderId: 'a', holderName: 'A', countryCode: 'HK', percentage: '100' },
  { holderId: 'b', holderName: 'B', countryCode: 'HK', percentage: '0' },
];

describe('mergeTerritories', () => {
  it("merges a track's territories under its holders' default records, and the split stays exact", () => {
    const revenue = ['CN', 'TW', 'HK', 'JP'].map((territory, i) => ({
      trackId: 't1',
      territory,
      weight: BigInt(1000 + i * 7),
      units: 1,
    }));
    revenue.push({ trackId: 't2', territory: 'CN', weight: 333n, units: 1 });
    revenue.push({ trackId: 't2', territory: 'HK', weight: 333n, units: 1 });
    const byTrack = new Map([['t1', shares]]);
    const merged = mergeTerritories(revenue, byTrack);
    expect(merged.map((c) => [c.trackId, c.territory, c.weight])).toEqual([
      ['t1', 'CN JP TW', 1000n + 1007n + 1021n],
      ['t1', 'HK', 1014n],
      ['t2', 'CN HK', 666n],
    ]);
    const whole = splitAmongRightsHolders(100_001n, byTrack, revenue);
    const split = splitAmongRightsHolders(100_001n, byTrack, merged);
    expect(split.total).toBe(100_001n);
    const sum = split.cells.reduce((s, c) => s + c.parts.reduce((t, p) => t + p.amount, 0n), 0n);
    expect(sum + split.unassigned).toBe(100_001n);
    // per holder within a unit of the cell-by-cell split (fewer roundings, not different rules)
    for (const holder of whole.byHolder) {
      const mine = split.byHolder.find((h) => h.holderId === holder.holderId)?.amount ?? 0n;
      expect(mine - holder.amount <= 2n && holder.amount - mine <= 2n).toBe(true);
    }
    expect(split.cells.find((c) => c.territory === 'HK')?.parts.map((p) => p.percentage)).toEqual([
      '100.00',
      '0.00',
    ]);
  });
});
