import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeTaxes,
  DEFAULT_TAX_RATES,
  ORGANISATION_TYPES,
  validateTaxRule,
  type TaxRule,
} from './taxes';

const taxesOf = (divided: bigint, rule: TaxRule, currency = 'CNY') => {
  const result = computeTaxes(divided, rule, currency);
  if (!result.ok) throw new Error(result.code);
  return result.taxes;
};

describe('taxes by organisation type (default rates)', () => {
  it('resident individual, up to 4,000: 20 % after deducting 800', () => {
    expect(taxesOf(300000n, DEFAULT_TAX_RATES.individual)).toEqual({
      taxableAmount: 300000n,
      vat: 0n,
      vatSurtax: 0n,
      withholdingTax: 0n,
      individualIncomeTax: 44000n,
      payableAmount: 256000n,
    });
    expect(taxesOf(50000n, DEFAULT_TAX_RATES.individual).individualIncomeTax).toBe(0n);
  });

  it('resident individual, above 4,000: 20 % after deducting 20 %', () => {
    expect(taxesOf(1000000n, DEFAULT_TAX_RATES.individual)).toMatchObject({
      individualIncomeTax: 160000n,
      payableAmount: 840000n,
    });
  });

  it('domestic company: nothing withheld', () => {
    expect(taxesOf(123456n, DEFAULT_TAX_RATES.domesticCompany)).toMatchObject({
      payableAmount: 123456n,
      vat: 0n,
    });
  });

  it('overseas company: VAT 6 % included, surtax 12 % of VAT, withholding 10 % of the rest', () => {
    expect(taxesOf(1060000n, DEFAULT_TAX_RATES.overseasCompany)).toEqual({
      taxableAmount: 1000000n,
      vat: 60000n,
      vatSurtax: 7200n,
      withholdingTax: 100000n,
      individualIncomeTax: 0n,
      payableAmount: 892800n,
    });
  });

  it('overseas individual: VAT and surtax, then 20 % on 80 %', () => {
    expect(taxesOf(1060000n, DEFAULT_TAX_RATES.overseasIndividual)).toEqual({
      taxableAmount: 1000000n,
      vat: 60000n,
      vatSurtax: 7200n,
      withholdingTax: 0n,
      individualIncomeTax: 160000n,
      payableAmount: 832800n,
    });
  });

  it('rounds each tax once, half away from zero', () => {
    // 10.01 CNY incl. VAT: 10.01 / 1.06 = 9.4433 -> 9.44; VAT 0.57; surtax 0.0684 -> 0.07; withholding 0.944 -> 0.94
    expect(taxesOf(1001n, DEFAULT_TAX_RATES.overseasCompany)).toEqual({
      taxableAmount: 944n,
      vat: 57n,
      vatSurtax: 7n,
      withholdingTax: 94n,
      individualIncomeTax: 0n,
      payableAmount: 843n,
    });
  });

  it('refuses rules that could withhold more than the amount, and fixed amounts of another currency', () => {
    expect(
      validateTaxRule({
        vatRate: '0',
        surtaxRate: '0',
        withholdingRate: '0.6',
        incomeTax: {
          rate: '0.5',
          threshold: '0',
          fixedDeduction: '0',
          proportionalDeduction: '0',
          currency: 'CNY',
        },
      }),
    ).toBe('tax-rates-exceed');
    expect(
      validateTaxRule({ vatRate: '1', surtaxRate: '0', withholdingRate: '0', incomeTax: null }),
    ).toBe('tax-rate-format');
    expect(
      validateTaxRule({ vatRate: '-0.1', surtaxRate: '0', withholdingRate: '0', incomeTax: null }),
    ).toBe('tax-rate-format');
    expect(computeTaxes(100n, DEFAULT_TAX_RATES.individual, 'USD')).toEqual({
      ok: false,
      code: 'tax-currency',
    });
    expect(computeTaxes(100n, DEFAULT_TAX_RATES.overseasIndividual, 'USD').ok).toBe(true);
    for (const type of ORGANISATION_TYPES)
      expect(validateTaxRule(DEFAULT_TAX_RATES[type])).toBeNull();
  });

  it('never withholds more than the amount, even when every tax rounds up', () => {
    const tight: TaxRule = {
      vatRate: '0',
      surtaxRate: '0',
      withholdingRate: '0.5',
      incomeTax: {
        rate: '0.5',
        threshold: '0',
        fixedDeduction: '0',
        proportionalDeduction: '0',
        currency: 'CNY',
      },
    };
    expect(validateTaxRule(tight)).toBeNull();
    // 0.01: withholding 0.005 -> 0.01, income tax 0.005 -> 0.01, but only 0.01 is there
    expect(taxesOf(1n, tight)).toEqual({
      taxableAmount: 1n,
      vat: 0n,
      vatSurtax: 0n,
      withholdingTax: 1n,
      individualIncomeTax: 0n,
      payableAmount: 0n,
    });
  });

  const rate = fc.integer({ min: 0, max: 9999 }).map((n) => `0.${String(n).padStart(4, '0')}`);
  const rule = fc
    .record({
      vatRate: rate,
      surtaxRate: rate,
      withholdingRate: rate,
      income: fc.option(
        fc.record({
          rate,
          proportionalDeduction: rate,
          threshold: fc.integer({ min: 0, max: 10_000 }),
          fixed: fc.integer({ min: 0, max: 1_000 }),
        }),
      ),
    })
    .map(({ income, ...r }): TaxRule => ({
      ...r,
      incomeTax:
        income === null
          ? null
          : {
              rate: income.rate,
              proportionalDeduction: income.proportionalDeduction,
              threshold: String(income.threshold),
              fixedDeduction: String(income.fixed),
              currency: 'CNY',
            },
    }))
    .filter((r) => validateTaxRule(r) === null);

  it('taxes and payable always add up to the divided amount, none negative', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), rule, (divided, r) => {
        const t = taxesOf(divided, r);
        expect(
          t.vat + t.vatSurtax + t.withholdingTax + t.individualIncomeTax + t.payableAmount,
        ).toBe(divided);
        for (const value of Object.values(t)) expect(value >= 0n).toBe(true);
        expect(t.taxableAmount + t.vat).toBe(divided);
      }),
    );
  });
});
