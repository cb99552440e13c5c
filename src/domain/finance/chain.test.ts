import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cycleClosedBy,
  decideChainIssue,
  decideChainReopen,
  laterOpenPeriods,
  linesInTerm,
  prorateLines,
  termCoverage,
  type ChainLink,
} from './chain';
import { computeSettlement } from './computeSettlement';
import { openingBalance } from './contract';
import type { Adjustment, SettlementStatement } from './statement';
import { testInput, testLine, testTerms } from './testing';

/** CPU-bound property runs: generous, the test machine is shared and often loaded. */
const PROPERTY_TIMEOUT_MS = 30_000;

const link = (period: string, status: ChainLink['status']): ChainLink => ({ period, status });

describe('chain rules', () => {
  const links = [
    link('2026-09', 'completed'),
    link('2026-10', 'awaitingConfirmation'),
    link('2026-11', 'awaitingReconciliation'),
    link('2026-12', 'awaitingReconciliation'),
  ];

  it('recomputes every later statement not yet issued, in period order', () => {
    expect(laterOpenPeriods('2026-08', [...links].reverse())).toEqual(['2026-11', '2026-12']);
    expect(laterOpenPeriods('2026-11', links)).toEqual(['2026-12']);
    expect(laterOpenPeriods('2026-12', links)).toEqual([]);
  });

  it('issues a period only after every earlier one', () => {
    expect(decideChainIssue('2026-11', links)).toEqual({ ok: true });
    expect(decideChainIssue('2026-12', links)).toEqual({
      ok: false,
      code: 'statement-earlier-open',
      period: '2026-11',
    });
  });

  it('reopens (withdraws, or adds an earlier month) only when nothing later is issued', () => {
    expect(decideChainReopen('2026-10', links)).toEqual({ ok: true });
    expect(decideChainReopen('2026-08', links)).toEqual({
      ok: false,
      code: 'statement-later-issued',
      period: '2026-09',
    });
    expect(decideChainReopen('2026-09', links)).toEqual({
      ok: false,
      code: 'statement-later-issued',
      period: '2026-10',
    });
  });
});

describe('termCoverage', () => {
  const august = { start: '2026-08-01', end: '2026-08-31' };
  it.each([
    // from, to -> start, end, days
    ['2026-08-31', null, '2026-08-31', '2026-08-31', 1],
    [null, null, '2026-08-01', '2026-08-31', 31],
    ['2026-01-01', '2026-08-10', '2026-08-01', '2026-08-10', 10],
    ['2026-08-05', '2026-08-06', '2026-08-05', '2026-08-06', 2],
  ] as const)('term %s - %s covers %s - %s', (validFrom, validTo, start, end, days) => {
    expect(termCoverage(august, { validFrom, validTo })).toEqual({ start, end, days, of: 31 });
  });

  it('is null outside the term, and counts a leap February', () => {
    expect(termCoverage(august, { validFrom: '2026-09-01', validTo: null })).toBeNull();
    expect(termCoverage(august, { validFrom: null, validTo: '2026-07-31' })).toBeNull();
    expect(
      termCoverage({ start: '2028-02-01', end: '2028-02-29' }, { validFrom: null, validTo: null }),
    ).toEqual({ start: '2028-02-01', end: '2028-02-29', days: 29, of: 29 });
  });
});

describe('prorateLines', () => {
  it('counts the days covered over the days of the period, rounded once per line', () => {
    const coverage = { start: '2026-08-31', end: '2026-08-31', days: 1, of: 31 };
    const [line] = prorateLines(
      [testLine({ units: 31_000, revenueMicro: 310_000_015n })],
      coverage,
    );
    expect(line.units).toBe(1000);
    // 310.000015 / 31 = 10.0000004838... -> 10.000000 in micro units
    expect(line.revenueMicro).toBe(10_000_000n);
    expect(prorateLines([testLine({ revenueMicro: -47n })], coverage)[0].revenueMicro).toBe(-2n);
  });

  it('leaves a whole period as it is', () => {
    const lines = [testLine()];
    expect(prorateLines(lines, { start: 'a', end: 'b', days: 30, of: 30 })).toEqual(lines);
  });

  it('gives the partly covered first month of a settlement its share of the days', () => {
    const period = { label: '2026-08', start: '2026-08-01', end: '2026-08-31' };
    const terms = testTerms({ validFrom: '2026-08-31', validTo: null });
    const coverage = termCoverage(period, terms);
    if (coverage === null) throw new Error('covered');
    const result = computeSettlement(
      testInput({
        period,
        terms,
        lines: prorateLines([testLine({ revenueMicro: 31n * 10n ** 6n })], coverage),
      }),
    );
    if (!result.ok) throw new Error(result.code);
    // 31.00 CNY over 31 days, 1 covered: 1.00 counts, 70 % of it is the share
    expect(result.statement.participatingAmount).toBe(100n);
    expect(result.statement.shareAmount).toBe(70n);
  });
});

// ---- the chain as the server keeps it: a model of settlementRun + adjustments + statementChain ----

const PERIODS = ['2026-08', '2026-09', '2026-10', '2026-11', '2026-12', '2027-01'];

type Op = { kind: 'run'; period: string } | { kind: 'adjust'; period: string; amount: bigint };

interface World {
  advance: string;
  /** the month's participating income in micro CNY */
  usage: Map<string, bigint>;
}

/** The store: statements by period, adjustments by period (kept whether or not a statement exists). */
class Store {
  statements = new Map<string, SettlementStatement>();
  adjustments = new Map<string, Adjustment[]>();
  constructor(private world: World) {}

  private compute(period: string): void {
    const terms = testTerms({ prepayment: this.world.advance, validFrom: null, validTo: null });
    const earlier = [...this.statements.keys()].filter((p) => p < period).sort();
    const previous = earlier.length > 0 ? this.statements.get(earlier[earlier.length - 1]) : null;
    const result = computeSettlement(
      testInput({
        period: { label: period, start: `${period}-01`, end: `${period}-28` },
        terms,
        lines: [testLine({ revenueMicro: this.world.usage.get(period) ?? 0n })],
        balanceBefore: openingBalance(terms, previous ?? null),
        adjustments: this.adjustments.get(period) ?? [],
      }),
    );
    if (!result.ok) throw new Error(result.code);
    this.statements.set(period, result.statement);
  }

  /** statementChain.computeChain: the period, then every later one not yet issued. */
  private computeChain(period: string): void {
    this.compute(period);
    const links = [...this.statements.values()].map((s) => link(s.period, s.status));
    for (const later of laterOpenPeriods(period, links)) this.compute(later);
  }

  apply(op: Op): void {
    if (op.kind === 'run') return this.computeChain(op.period);
    const list = this.adjustments.get(op.period) ?? [];
    this.adjustments.set(op.period, [...list, { reason: 'fix', amount: op.amount }]);
    if (this.statements.has(op.period)) this.computeChain(op.period);
  }
}

const worldArb = fc.record({
  advance: fc.integer({ min: 0, max: 5000 }).map(String),
  usage: fc
    .array(fc.bigInt({ min: 0n, max: 3_000n * 10n ** 6n }), {
      minLength: PERIODS.length,
      maxLength: PERIODS.length,
    })
    .map((amounts) => new Map(PERIODS.map((p, i) => [p, amounts[i]]))),
});

const opsArb = fc
  .record({
    months: fc.integer({ min: 1, max: PERIODS.length }),
    adjustments: fc.array(
      fc.record({
        at: fc.nat({ max: PERIODS.length - 1 }),
        amount: fc.bigInt({ min: -200_000n, max: 200_000n }),
      }),
      { maxLength: 4 },
    ),
    reruns: fc.array(fc.nat({ max: PERIODS.length - 1 }), { maxLength: 4 }),
  })
  .chain(({ months, adjustments, reruns }) => {
    const periods = PERIODS.slice(0, months);
    const ops: Op[] = [
      ...periods.map((period): Op => ({ kind: 'run', period })),
      ...adjustments.map((a): Op => ({
        kind: 'adjust',
        period: periods[a.at % months],
        amount: a.amount,
      })),
      ...reruns.map((r): Op => ({ kind: 'run', period: periods[r % months] })),
    ];
    // the same operations, in period order and in any order
    return fc
      .shuffledSubarray(ops, { minLength: ops.length, maxLength: ops.length })
      .map((shuffled) => ({ ordered: ops, shuffled }));
  });

describe('the statement chain', () => {
  it(
    'is the same whatever the order of runs, adjustments and reruns',
    () => {
      fc.assert(
        fc.property(worldArb, opsArb, (world, { ordered, shuffled }) => {
          // in order: the adjustments first (as entered: a period lists them in that order),
          // then each month once, in period order
          const reference = new Store(world);
          for (const op of shuffled.filter((o) => o.kind === 'adjust')) reference.apply(op);
          for (const op of ordered.filter((o) => o.kind === 'run')) reference.apply(op);
          const store = new Store(world);
          for (const op of shuffled) store.apply(op);
          expect([...store.statements.entries()].sort()).toEqual(
            [...reference.statements.entries()].sort(),
          );
        }),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'adds up: each opens with the last one’s carry-over, and the advance is recouped once',
    () => {
      fc.assert(
        fc.property(worldArb, opsArb, (world, { shuffled }) => {
          const store = new Store(world);
          for (const op of shuffled) store.apply(op);
          const chain = [...store.statements.values()].sort((a, b) =>
            a.period < b.period ? -1 : 1,
          );
          let balance = BigInt(world.advance) * 100n;
          let recouped = 0n;
          let deficits = 0n;
          for (const s of chain) {
            const net = s.shareAmount + s.adjustment;
            const deficit = net < 0n ? -net : 0n;
            expect(s.balanceBefore).toBe(balance);
            expect(s.recoup <= s.balanceBefore).toBe(true);
            expect(s.remainingBalance).toBe(s.balanceBefore - s.recoup + deficit);
            recouped += s.recoup;
            deficits += deficit;
            balance = s.remainingBalance;
          }
          expect(recouped).toBe(BigInt(world.advance) * 100n + deficits - balance);
        }),
        { numRuns: 100 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('computing December before November recoups the advance once', () => {
    const world: World = {
      advance: '3000',
      usage: new Map([
        ['2026-08', 2_000n * 10n ** 6n],
        ['2026-09', 2_000n * 10n ** 6n],
      ]),
    };
    const store = new Store(world);
    store.apply({ kind: 'run', period: '2026-09' });
    expect(store.statements.get('2026-09')?.recoup).toBe(140_000n);
    store.apply({ kind: 'run', period: '2026-08' });
    const [aug, sep] = [store.statements.get('2026-08'), store.statements.get('2026-09')];
    // 70 % of 2000.00 = 1400.00 a month against 3000.00
    expect([aug?.balanceBefore, aug?.recoup, aug?.remainingBalance]).toEqual([
      300_000n,
      140_000n,
      160_000n,
    ]);
    expect([sep?.balanceBefore, sep?.recoup, sep?.remainingBalance]).toEqual([
      160_000n,
      140_000n,
      20_000n,
    ]);
  });
});

describe('the settlement cycle', () => {
  it('closes calendar quarters, half years and years', () => {
    expect(cycleClosedBy('2026-09', 'quarterly')).toEqual({
      label: '2026-09',
      start: '2026-07-01',
      end: '2026-09-30',
      months: ['2026-07', '2026-08', '2026-09'],
    });
    expect(cycleClosedBy('2026-08', 'quarterly')).toBeNull();
    expect(cycleClosedBy('2026-12', 'halfYearly')?.start).toBe('2026-07-01');
    expect(cycleClosedBy('2028-12', 'yearly')?.months).toHaveLength(12);
    expect(cycleClosedBy('2028-02', 'monthly')).toEqual({
      label: '2028-02',
      start: '2028-02-01',
      end: '2028-02-29',
      months: ['2028-02'],
    });
  });

  it('builds a quarter from its months, each counted by its own days in the term', () => {
    const month = (start: string, end: string, micro: bigint) => ({
      start,
      end,
      lines: [testLine({ revenueMicro: micro, units: 3100 })],
    });
    const lines = linesInTerm(
      [
        month('2026-07-01', '2026-07-31', 31_000_000n),
        month('2026-08-01', '2026-08-31', 31_000_000n),
        month('2026-09-01', '2026-09-30', 30_000_000n),
      ],
      { validFrom: '2026-08-31', validTo: null },
    );
    // July is before the term; August counts 1 of its 31 days; September in full
    expect(lines.map((l) => [l.revenueMicro, l.units])).toEqual([
      [1_000_000n, 100],
      [30_000_000n, 3100],
    ]);
    const quarter = cycleClosedBy('2026-09', 'quarterly');
    if (quarter === null) throw new Error('a quarter');
    expect(termCoverage(quarter, { validFrom: '2026-08-31', validTo: null })).toEqual({
      start: '2026-08-31',
      end: '2026-09-30',
      days: 31,
      of: 92,
    });
  });
});
