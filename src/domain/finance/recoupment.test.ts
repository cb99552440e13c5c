import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeSettlement } from './computeSettlement';
import { openingBalance } from './contract';
import { applyRecoupment } from './recoupment';
import { testInput, testLine, testTerms } from './testing';

/** CPU-bound property runs: generous, the test machine is shared and often loaded. */
const PROPERTY_TIMEOUT_MS = 30_000;

describe('applyRecoupment', () => {
  it.each([
    // net, balance before -> recoup, divided, deficit, balance after
    [1000n, 0n, 0n, 1000n, 0n, 0n],
    [1000n, 400n, 400n, 600n, 0n, 0n],
    [1000n, 5000n, 1000n, 0n, 0n, 4000n],
    [0n, 5000n, 0n, 0n, 0n, 5000n],
    [-300n, 5000n, 0n, 0n, 300n, 5300n],
    [-300n, 0n, 0n, 0n, 300n, 300n],
  ])('net %s with balance %s', (net, before, recoup, divided, deficit, after) => {
    expect(applyRecoupment(net, before)).toEqual({ recoup, divided, deficit, balanceAfter: after });
  });

  it('refuses a negative balance', () =>
    expect(() => applyRecoupment(1n, -1n)).toThrow(RangeError));

  it('across periods: pays nothing before the balance is repaid, and loses nothing', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.array(fc.bigInt({ min: -(10n ** 8n), max: 10n ** 9n }), { maxLength: 24 }),
        (advance, nets) => {
          let balance = advance;
          let paid = 0n;
          for (const net of nets) {
            const r = applyRecoupment(net, balance);
            expect(r.balanceAfter >= 0n && r.divided >= 0n && r.recoup >= 0n).toBe(true);
            if (r.divided > 0n) expect(r.balanceAfter).toBe(0n);
            expect(r.divided + r.recoup - r.deficit).toBe(net);
            balance = r.balanceAfter;
            paid += r.divided;
          }
          expect(paid).toBe(nets.reduce((a, b) => a + b, 0n) - (advance - balance));
        },
      ),
    );
  });
});

describe('recoupment of a prepayment through monthly statements', () => {
  it('carries the unrecouped advance from one statement to the next until it is repaid', () => {
    const terms = testTerms({ prepayment: '1000.00' });
    let previous: { remainingBalance: bigint } | null = null;
    const seen: [bigint, bigint, bigint, bigint][] = [];
    for (const revenueMicro of [500_000_000n, 700_000_000n, 900_000_000n]) {
      const result = computeSettlement(
        testInput({
          terms,
          lines: [testLine({ revenueMicro })],
          balanceBefore: openingBalance(terms, previous),
        }),
      );
      if (!result.ok) throw new Error(result.code);
      const s = result.statement;
      seen.push([s.shareAmount, s.recoup, s.dividedAmount, s.remainingBalance]);
      previous = s;
    }
    // 70 % of 500, 700, 900 = 350, 490, 630 against an advance of 1000
    expect(seen).toEqual([
      [35000n, 35000n, 0n, 65000n],
      [49000n, 49000n, 0n, 16000n],
      [63000n, 16000n, 47000n, 0n],
    ]);
  });

  it(
    'any sequence of periods: never paid before repaid, and share + adjustments = paid + advance repaid',
    () => {
      const period = fc.record({
        revenue: fc.bigInt({ min: 0n, max: 10n ** 11n }),
        adjustment: fc.bigInt({ min: -50_000n, max: 50_000n }),
      });
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 100_000 }),
          fc.array(period, { minLength: 1, maxLength: 12 }),
          (prepaid, periods) => {
            const terms = testTerms({ prepayment: String(prepaid) });
            let previous: { remainingBalance: bigint } | null = null;
            let earned = 0n;
            let paid = 0n;
            for (const p of periods) {
              const result = computeSettlement(
                testInput({
                  terms,
                  lines: [testLine({ revenueMicro: p.revenue })],
                  balanceBefore: openingBalance(terms, previous),
                  adjustments:
                    p.adjustment === 0n ? [] : [{ reason: 'correction', amount: p.adjustment }],
                }),
              );
              if (!result.ok) throw new Error(result.code);
              const s = result.statement;
              if (s.dividedAmount > 0n) expect(s.remainingBalance).toBe(0n);
              expect(s.payableAmount).toBe(s.dividedAmount); // a domestic company: nothing withheld
              earned += s.shareAmount + s.adjustment;
              paid += s.dividedAmount;
              previous = s;
            }
            expect(paid).toBe(earned - (BigInt(prepaid) * 100n - previous!.remainingBalance));
          },
        ),
        { numRuns: 150 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
