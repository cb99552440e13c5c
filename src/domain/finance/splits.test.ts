import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCsvText } from './csvExport';
import { revenueWeights } from './splitInputs';
import {
  holderLabel,
  splitAmongRightsHolders,
  type RightsShare,
  type TrackRevenue,
} from './splits';
import { splitRows } from './splitsExport';
import { testLine } from './testing';

const share = (
  holderId: string,
  percentage: number | string,
  countryCode: string | null = null,
): RightsShare => ({ holderId, holderName: holderId.toUpperCase(), countryCode, percentage });

describe('splitAmongRightsHolders', () => {
  const shares = new Map<string, RightsShare[]>([
    [
      't1',
      [
        share('lyricist', 33.33),
        share('composer', 33.33),
        share('label', 33.34),
        share('label', 50, 'HK'),
        share('lyricist', 25, 'HK'),
        share('composer', 25, 'HK'),
      ],
    ],
    ['t2', [share('composer', '60'), share('performer', '30')]],
  ]);

  it('splits by revenue over tracks and territories, then by the territory percentages', () => {
    const revenue: TrackRevenue[] = [
      { trackId: 't1', territory: 'CN', weight: 300n, units: 0 },
      { trackId: 't1', territory: 'HK', weight: 100n, units: 0 },
      { trackId: 't2', territory: 'CN', weight: 100n, units: 0 },
    ];
    const result = splitAmongRightsHolders(10001n, shares, revenue);
    expect(
      result.cells.map((c) => [
        c.trackId,
        c.territory,
        c.amount,
        c.parts.map((p) => [p.holderId, p.percentage, p.amount]),
        c.unassigned,
      ]),
    ).toEqual([
      // 10001 * 3/5 = 6000.6 -> 6001 (largest remainder)
      [
        't1',
        'CN',
        6001n,
        [
          ['lyricist', '33.33', 2000n],
          ['composer', '33.33', 2000n],
          ['label', '33.34', 2001n],
        ],
        0n,
      ],
      [
        't1',
        'HK',
        2000n,
        [
          ['lyricist', '25.00', 500n],
          ['composer', '25.00', 500n],
          ['label', '50.00', 1000n],
        ],
        0n,
      ],
      // 60 % + 30 %: 10 % stays with the licensor
      [
        't2',
        'CN',
        2000n,
        [
          ['composer', '60.00', 1200n],
          ['performer', '30.00', 600n],
        ],
        200n,
      ],
    ]);
    // by name
    expect(result.byHolder).toEqual([
      { holderId: 'composer', holderName: 'COMPOSER', amount: 3700n },
      { holderId: 'label', holderName: 'LABEL', amount: 3001n },
      { holderId: 'lyricist', holderName: 'LYRICIST', amount: 2500n },
      { holderId: 'performer', holderName: 'PERFORMER', amount: 600n },
    ]);
    expect(result.unassigned).toBe(200n);
  });

  it('keeps namesakes on two works apart and names each by its work', () => {
    const lin = (id: string, work: string) => ({
      holderId: id,
      holderName: '林夏',
      countryCode: null,
      percentage: 20,
      work,
    });
    const result = splitAmongRightsHolders(
      1000n,
      new Map([
        ['t1', [lin('h2', '城市夜色')]],
        ['t2', [lin('h1', 'Blue Hour')]],
      ]),
      [
        { trackId: 't1', territory: 'CN', weight: 3n, units: 0 },
        { trackId: 't2', territory: 'CN', weight: 1n, units: 0 },
      ],
    );
    expect(result.byHolder).toEqual([
      { holderId: 'h1', holderName: '林夏', work: 'Blue Hour', amount: 50n },
      { holderId: 'h2', holderName: '林夏', work: '城市夜色', amount: 150n },
    ]);
    expect(result.cells[0].parts[0]).toMatchObject({ holderName: '林夏', work: '城市夜色' });
    expect(result.byHolder.map(holderLabel)).toEqual(['林夏 · Blue Hour', '林夏 · 城市夜色']);
    expect(holderLabel({ holderName: '周屿' })).toBe('周屿');
  });

  it('flags what it cannot split and keeps it unassigned', () => {
    const bad = new Map([
      ['t1', [share('a', 70), share('b', 40)]],
      ['t2', [share('a', 33.333)]],
    ]);
    const result = splitAmongRightsHolders(300n, bad, [
      { trackId: 't1', territory: 'CN', weight: 1n, units: 0 },
      { trackId: 't2', territory: 'CN', weight: 1n, units: 0 },
      { trackId: 't3', territory: 'CN', weight: 1n, units: 0 },
    ]);
    expect(result.cells.map((c) => c.problem)).toEqual([
      'split-over-100',
      'split-percentage',
      'split-no-holders',
    ]);
    expect(result.unassigned).toBe(300n);
  });

  it('falls back to units, then leaves everything unassigned when there is nothing to weigh', () => {
    expect(
      splitAmongRightsHolders(100n, shares, [
        { trackId: 't2', territory: 'CN', weight: 0n, units: 5 },
      ]).cells[0].amount,
    ).toBe(100n);
    expect(
      splitAmongRightsHolders(100n, shares, [
        { trackId: 't2', territory: 'CN', weight: -5n, units: 0 },
      ]),
    ).toEqual({ cells: [], byHolder: [], unassigned: 100n, total: 100n });
  });

  it('is exact to the minor unit: parts and unassigned always add up to the divided amount', () => {
    const holder = fc.record({
      holderId: fc.constantFrom('a', 'b', 'c', 'd'),
      holderName: fc.constant('x'),
      countryCode: fc.constantFrom(null, 'CN', 'HK', 'Worldwide'),
      percentage: fc.integer({ min: 0, max: 5000 }).map((n) => n / 100),
    });
    const cell = fc.record({
      trackId: fc.constantFrom('t1', 't2', 't3'),
      territory: fc.constantFrom('CN', 'HK', 'US'),
      weight: fc.bigInt({ min: -100n, max: 10n ** 9n }),
      units: fc.nat(1000),
    });
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.array(holder, { maxLength: 8 }),
        fc.array(cell, { maxLength: 10 }),
        (divided, holders, revenue) => {
          const byTrack = new Map([
            ['t1', holders],
            ['t2', holders.slice(0, 2)],
          ]);
          const result = splitAmongRightsHolders(divided, byTrack, revenue);
          const parts = result.cells.flatMap((c) => c.parts).reduce((a, p) => a + p.amount, 0n);
          expect(parts + result.unassigned).toBe(divided);
          expect(result.byHolder.reduce((a, h) => a + h.amount, 0n)).toBe(parts);
          for (const c of result.cells)
            expect(c.parts.reduce((a, p) => a + p.amount, 0n) + c.unassigned).toBe(c.amount);
        },
      ),
    );
  });
});

describe('split inputs and export', () => {
  it('weighs lines in the statement currency and spreads album sales over the album tracks', () => {
    const result = revenueWeights(
      [
        testLine({ revenueMicro: 1_000_000n }),
        testLine({
          trackId: null,
          albumId: 'a1',
          currency: 'HKD',
          revenueMicro: 3_000_000n,
          units: 3,
          territory: 'HK',
        }),
      ],
      'CNY',
      [{ from: 'HKD', to: 'CNY', rate: '0.9' }],
      new Map([['a1', ['t1', 't2']]]),
    );
    expect(result).toEqual({
      ok: true,
      revenue: [
        { trackId: 't1', territory: 'CN', weight: 1_000_000n, units: 1000 },
        { trackId: 't1', territory: 'HK', weight: 1_350_000n, units: 2 },
        { trackId: 't2', territory: 'HK', weight: 1_350_000n, units: 1 },
      ],
    });
    expect(revenueWeights([testLine({ currency: 'EUR' })], 'CNY', [], new Map())).toEqual({
      ok: false,
      code: 'rate-missing',
      currency: 'EUR',
    });
  });

  it('exports rows as CSV Excel opens, with formulas neutralised', () => {
    const result = splitAmongRightsHolders(
      1000n,
      new Map([['t1', [share('a', 50), { ...share('b', 50), holderName: '=HYPERLINK("x")' }]]]),
      [{ trackId: 't1', territory: 'CN', weight: 1n, units: 0 }],
    );
    const titles = {
      track: '歌曲',
      territory: '地区',
      holder: '权利人',
      percentage: '比例',
      amount: '金额',
      currency: '币种',
      unassigned: '未分配',
      total: '合计',
    };
    const rows = splitRows(result, 'CNY', new Map([['t1', '夜航, Live']]), titles);
    expect(rows).toEqual([
      ['歌曲', '地区', '权利人', '比例', '金额', '币种'],
      ['夜航, Live', 'CN', 'A', '50.00', '5.00', 'CNY'],
      ['夜航, Live', 'CN', '=HYPERLINK("x")', '50.00', '5.00', 'CNY'],
      ['合计', '', '=HYPERLINK("x")', '', '5.00', 'CNY'],
      ['合计', '', 'A', '', '5.00', 'CNY'],
      ['合计', '', '未分配', '', '0.00', 'CNY'],
    ]);
    const text = toCsvText(rows);
    expect(text.startsWith('\uFEFF歌曲,地区,')).toBe(true);
    expect(text).toContain('"夜航, Live",CN,"\'=HYPERLINK(""x"")",50.00,5.00,CNY\r\n');
    expect(toCsvText([['-5.00', '-cmd', '@x', '+1']])).toBe("\uFEFF-5.00,'-cmd,'@x,'+1\r\n");
  });
});
