import { describe, expect, it } from 'vitest';
import { compactSplit } from './splitCompact';
import { splitAmongRightsHolders, type RightsShare } from './splits';

const shares: RightsShare[] = [
  { holderId: 'a', holderName: 'A', countryCode: null, percentage: '60' },
  { holderId: 'b', holderName: 'B', countryCode: null, percentage: '40' },
  { holderId: 'a', holderName: 'A', countryCode: 'HK', percentage: '100' },
  { holderId: 'b', holderName: 'B', countryCode: 'HK', percentage: '0' },
];

describe('compactSplit', () => {
  it('merges the territories of a track whose holders take the same percentages, exactly', () => {
    const revenue = ['CN', 'TW', 'HK', 'JP'].map((territory, i) => ({
      trackId: 't1',
      territory,
      weight: BigInt(1000 + i * 7),
      units: 1,
    }));
    revenue.push({ trackId: 't2', territory: 'CN', weight: 333n, units: 1 });
    const split = splitAmongRightsHolders(100_001n, new Map([['t1', shares]]), revenue);
    const compact = compactSplit(split);
    expect(compact.cells.map((c) => [c.trackId, c.territory, c.problem])).toEqual([
      ['t1', 'CN JP TW', null],
      ['t1', 'HK', null],
      ['t2', 'CN', 'split-no-holders'],
    ]);
    const sum = (cells: typeof split.cells) => cells.reduce((s, c) => s + c.amount, 0n);
    expect(sum(compact.cells)).toBe(sum(split.cells));
    expect(compact.cells.reduce((s, c) => s + c.unassigned, 0n)).toBe(split.unassigned);
    const partsOf = (cells: typeof split.cells, holder: string) =>
      cells
        .flatMap((c) => c.parts)
        .filter((p) => p.holderId === holder)
        .reduce((s, p) => s + p.amount, 0n);
    expect(partsOf(compact.cells, 'a')).toBe(partsOf(split.cells, 'a'));
    expect(partsOf(compact.cells, 'b')).toBe(partsOf(split.cells, 'b'));
    expect([compact.byHolder, compact.total]).toEqual([split.byHolder, split.total]);
  });
});
