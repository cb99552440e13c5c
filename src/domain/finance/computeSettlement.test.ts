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
      // 152.347812 + 65.6856 + 9 + 1 = 228.033412 -> 228.03, rounded once
      reportIncome: 22803n,
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
      lineCount: 6,
      ratesUsed: [{ from: 'HKD', to: 'CNY', rate: '0.9123' }],
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
    expect(
      computeSettlement(
        testInput({
          terms: testTerms({ currency: 'USD' }),
          licensor: { id: 'x', name: 'x', organisationType: 'individual' },
          rates: [{ from: 'USD', to: 'CNY', rate: '7' }],
        }),
      ),
    ).toEqual({
      ok: false,
      code: 'tax-currency',
    });
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
});
