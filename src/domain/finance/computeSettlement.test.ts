import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeSettlement } from './computeSettlement';
import { vatAndSurtax } from './statement';
import { testInput, testLine, testTerms } from './testing';

const statementOf = (input: Parameters<typeof computeSettlement>[0]) => {
  const result = computeSettlement(input);
  if (!result.ok) throw new Error(`${result.code} ${result.detail ?? ''}`);
  return result;
};

describe('computeSettlement', () => {
  it('fills every field of a statement from the lines and the contract', () => {
    const { statement, participating, excluded } = statementOf(
      testInput({
        licensor: { id: 'org-1', name: 'Harbour Songs Ltd', organisationType: 'overseasCompany' },
        lines: [
          testLine({ revenueMicro: 152_347_812n, units: 15250, lineCount: 3 }), // CNY
          testLine({
            territory: 'HK',
            currency: 'HKD',
            revenueMicro: 72_000_000n,
            units: 12,
            usageType: 'download',
          }), // 65.6856 CNY
          testLine({ territory: 'US', revenueMicro: 9_000_000n }), // outside the contract's territories
          testLine({ isRoyaltyBearing: false, revenueMicro: 1_000_000n }),
        ],
        adjustments: [{ reason: 'April correction', amount: -1234n }],
      }),
    );
    expect(excluded.map((e) => e.reason)).toEqual(['territory-outside', 'not-royalty-bearing']);
    expect(participating).toHaveLength(2);
    expect(statement).toEqual({
      formatVersion: 1,
      period: '2024-05',
      periodStart: '2024-05-01',
      periodEnd: '2024-05-31',
      licensorId: 'org-1',
      licensorName: 'Harbour Songs Ltd',
      organisationType: 'overseasCompany',
      contractNumber: 'SL-2024-017',
      currency: 'CNY',
      settlementType: 'revenueShare',
      proportion: '70',
      // 152.347812 + 65.6856 + 1 = 219.033412 -> 219.03, rounded once; the US line is left out
      reportIncome: 21903n,
      // 152.347812 + 65.6856 = 218.033412 -> 218.03
      participatingAmount: 21803n,
      // 70 % of 218.03 = 152.621 -> 152.62
      shareAmount: 15262n,
      adjustment: -1234n,
      recoup: 0n,
      dividedAmount: 14028n,
      balanceBefore: 0n,
      remainingBalance: 0n,
      // 140.28 / 1.06 = 132.339... -> 132.34; VAT 7.94; surtax 0.9528 -> 0.95; withholding 13.234 -> 13.23
      taxableAmount: 13234n,
      vat: 794n,
      vatSurtax: 95n,
      withholdingTax: 1323n,
      individualIncomeTax: 0n,
      payableAmount: 11816n,
      units: 15262,
      lineCount: 5,
      ratesUsed: [{ from: 'HKD', to: 'CNY', rate: '0.9123' }],
      leftOut: [
        { territory: 'US', currency: 'CNY', lineCount: 1, revenueMicro: 9_000_000n, revenue: 900n },
      ],
      adjustments: [{ reason: 'April correction', amount: -1234n }],
      bank: testInput().bank,
      status: 'awaitingReconciliation',
      contentHash: null,
    });
    expect(vatAndSurtax(statement)).toBe(889n);
    expect(statement.shareAmount + statement.adjustment).toBe(
      statement.dividedAmount + statement.recoup,
    );
  });

  it('minimum guarantee: the share, or the minimum when the share is lower', () => {
    const terms = testTerms({ settlementType: 'minimumGuarantee', minimumPerPeriod: '50' });
    expect(
      statementOf(testInput({ terms, lines: [testLine({ revenueMicro: 10_000_000n })] })).statement
        .shareAmount,
    ).toBe(5000n);
    expect(
      statementOf(testInput({ terms, lines: [testLine({ revenueMicro: 100_000_000n })] })).statement
        .shareAmount,
    ).toBe(7000n);
  });

  it('per unit: participating units times the price per usage type, rounded once', () => {
    const terms = testTerms({
      settlementType: 'perUnit',
      sharePercent: '',
      unitPrices: { stream: '0.0035', download: '0.8' },
    });
    const { statement } = statementOf(
      testInput({
        terms,
        lines: [
          testLine({ units: 15251 }),
          testLine({ units: 3, usageType: 'download' }),
          testLine({ units: 999, territory: 'JP' }),
        ],
      }),
    );
    // 15251 * 0.0035 = 53.3785, + 3 * 0.8 = 55.7785 -> 55.78
    expect(statement.shareAmount).toBe(5578n);
    expect(statement.proportion).toBe('0');
    expect(
      computeSettlement(testInput({ terms, lines: [testLine({ usageType: 'other' })] })),
    ).toEqual({ ok: false, code: 'unit-price-missing', detail: 'other' });
  });

  it('buyout: the fee per period, whatever the income', () => {
    const terms = testTerms({ settlementType: 'buyout', feePerPeriod: '3000', sharePercent: '' });
    const { statement } = statementOf(
      testInput({ terms, lines: [testLine({ revenueMicro: 10n ** 12n })] }),
    );
    expect([statement.reportIncome, statement.shareAmount]).toEqual([100000000n, 300000n]);
  });

  it('converts to the contract currency with the period rates, inverse rates included', () => {
    const terms = testTerms({ currency: 'USD' });
    const { statement } = statementOf(
      testInput({
        terms,
        rates: [{ from: 'USD', to: 'CNY', rate: '7.1268' }],
        lines: [testLine({ revenueMicro: 712_680_000n })],
      }),
    );
    expect(statement.reportIncome).toBe(10000n);
    expect(statement.ratesUsed).toEqual([{ from: 'USD', to: 'CNY', rate: '7.1268' }]);
  });

  it('says what is missing rather than guessing', () => {
    expect(computeSettlement(testInput({ lines: [testLine({ currency: 'EUR' })] }))).toEqual({
      ok: false,
      code: 'rate-missing',
      detail: 'EUR',
    });
    expect(computeSettlement(testInput({ terms: testTerms({ validTo: '2024-04-30' }) }))).toEqual({
      ok: false,
      code: 'contract-period',
    });
    expect(computeSettlement(testInput({ terms: testTerms({ sharePercent: '120' }) }))).toEqual({
      ok: false,
      code: 'share-percent',
    });
    expect(computeSettlement(testInput({ balanceBefore: -1n }))).toEqual({
      ok: false,
      code: 'balance-negative',
    });
    // an individual's CNY threshold on a USD statement needs the period's USD/CNY rate
    expect(
      computeSettlement(
        testInput({
          terms: testTerms({ currency: 'USD' }),
          licensor: { id: 'x', name: 'x', organisationType: 'individual' },
          lines: [testLine({ currency: 'USD' })],
          rates: [],
        }),
      ),
    ).toEqual({ ok: false, code: 'rate-missing', detail: 'CNY' });
  });

  it('an individual with a USD contract gets a statement, taxed by the converted CNY threshold', () => {
    const { statement } = statementOf(
      testInput({
        terms: testTerms({ currency: 'USD' }),
        licensor: { id: 'x', name: 'x', organisationType: 'individual' },
        lines: [testLine({ currency: 'USD', revenueMicro: 428_571_429n })],
        rates: [{ from: 'USD', to: 'CNY', rate: '7' }],
      }),
    );
    // 428.571429 USD -> 428.57; 70 % = 300.00 USD, below 4,000 CNY (571.43 USD): deduct 800 CNY
    // = 114.285714... -> 114.29 USD, then 20 %: (300.00 - 114.29) * 0.2 = 37.142 -> 37.14
    expect([
      statement.dividedAmount,
      statement.individualIncomeTax,
      statement.payableAmount,
    ]).toEqual([30000n, 3714n, 26286n]);
    expect(statement.ratesUsed).toEqual([{ from: 'USD', to: 'CNY', rate: '7' }]);
  });

  it('leaves out and lists lines outside the contract’s territories, whatever their currency has', () => {
    // a contract for China only; a KRW line in Korea with no KRW rate in the period
    const terms = testTerms({ territories: ['CN'] });
    const lines = [
      testLine(),
      testLine({ territory: 'KR', currency: 'KRW', revenueMicro: 12_345_500_000n, lineCount: 2 }),
      testLine({ territory: 'KR', currency: 'KRW', revenueMicro: 1_000_000_000n, lineCount: 1 }),
      testLine({ territory: 'JP', currency: 'JPY', revenueMicro: 500_000_000n, lineCount: 4 }),
    ];
    const { statement } = statementOf(testInput({ terms, lines, rates: [] }));
    expect([statement.reportIncome, statement.participatingAmount, statement.lineCount]).toEqual([
      1000n,
      1000n,
      1,
    ]);
    expect(statement.leftOut).toEqual([
      { territory: 'JP', currency: 'JPY', lineCount: 4, revenueMicro: 500_000_000n, revenue: 500n },
      // 13,345.5 KRW rounds once to 13,346 (KRW has no minor unit)
      {
        territory: 'KR',
        currency: 'KRW',
        lineCount: 3,
        revenueMicro: 13_345_500_000n,
        revenue: 13346n,
      },
    ]);
    expect(statement.ratesUsed).toEqual([]);
    // a line the contract does cover still needs its rate: named, never guessed
    expect(
      computeSettlement(testInput({ terms: testTerms({ territories: ['CN', 'KR'] }), lines })),
    ).toEqual({ ok: false, code: 'rate-missing', detail: 'KRW' });
  });

  it('excluded channels do not participate', () => {
    const { excluded, statement } = statementOf(
      testInput({ terms: testTerms({ excludedChannels: [' dragon music online '] }) }),
    );
    expect(excluded.map((e) => e.reason)).toEqual(['channel-excluded']);
    expect([statement.reportIncome, statement.participatingAmount, statement.shareAmount]).toEqual([
      1000n,
      0n,
      0n,
    ]);
  });

  it('lines outside the territories change nothing but the list, whatever their currency and rate', () => {
    const terms = testTerms({ territories: ['CN', 'HK'] });
    const covered = [testLine(), testLine({ territory: 'HK', currency: 'HKD' })];
    const base = statementOf(testInput({ terms, lines: covered })).statement;
    const outside = fc.record({
      territory: fc.constantFrom('KR', 'JP', 'US', 'GB', 'SG'),
      currency: fc.constantFrom('KRW', 'JPY', 'USD', 'EUR', 'CNY', 'HKD'),
      revenueMicro: fc.bigInt({ min: 0n, max: 10n ** 15n }),
      lineCount: fc.integer({ min: 1, max: 1000 }),
    });
    fc.assert(
      fc.property(fc.array(outside, { maxLength: 8 }), fc.integer(), (extra, seed) => {
        const lines = [...covered, ...extra.map((e) => testLine(e))];
        // any order of the lines
        const shuffled = lines
          .map((line, i) => ({ line, key: (i * 7919 + seed) % 101 }))
          .sort((a, b) => a.key - b.key)
          .map((x) => x.line);
        const { leftOut, ...rest } = statementOf(testInput({ terms, lines: shuffled })).statement;
        const { leftOut: _none, ...expected } = base;
        expect(rest).toEqual(expected);
        expect((leftOut ?? []).reduce((n, g) => n + g.lineCount, 0)).toBe(
          extra.reduce((n, e) => n + e.lineCount, 0),
        );
        expect((leftOut ?? []).reduce((sum, g) => sum + g.revenueMicro, 0n)).toBe(
          extra.reduce((sum, e) => sum + e.revenueMicro, 0n),
        );
      }),
    );
  });
});
