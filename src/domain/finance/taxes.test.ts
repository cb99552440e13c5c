import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExchangeRate } from '../money';
import {
  computeTaxes,
  DEFAULT_TAX_RATES,
  ORGANISATION_TYPES,
  taxTypeOf,
  validateTaxRule,
  type TaxRule,
} from './taxes';

const taxesOf = (
  divided: bigint,
  rule: TaxRule,
  currency = 'CNY',
  rates: readonly ExchangeRate[] = [],
) => {
  const result = computeTaxes(divided, rule, currency, rates);
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
    // CNY amounts on a USD statement need the period's rate: without one, nothing is guessed
    expect(computeTaxes(100n, DEFAULT_TAX_RATES.individual, 'USD')).toEqual({
      ok: false,
      code: 'rate-missing',
      currency: 'CNY',
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

describe('tax type from the partner’s subject information, not its bank account', () => {
  it('individual or company, resident or not', () => {
    expect(taxTypeOf({ accountType: 'personal', taxResident: true })).toBe('individual');
    expect(taxTypeOf({ accountType: 'personal', taxResident: false })).toBe('overseasIndividual');
    expect(taxTypeOf({ accountType: 'company', taxResident: true })).toBe('domesticCompany');
    expect(taxTypeOf({ accountType: 'company', taxResident: false })).toBe('overseasCompany');
  });
});

describe('CNY thresholds on statements in other currencies, through the period’s rate', () => {
  const individual = DEFAULT_TAX_RATES.individual;
  // 1 USD = 7.1268 CNY: 4,000 CNY = 561.2617... USD, 800 CNY = 112.2524... -> 112.25 USD
  const usd: ExchangeRate[] = [{ from: 'USD', to: 'CNY', rate: '7.1268' }];

  it('CNY: the rule as written, no rate needed', () => {
    expect(taxesOf(400000n, individual, 'CNY').individualIncomeTax).toBe(64000n);
    expect(taxesOf(400001n, individual, 'CNY').individualIncomeTax).toBe(64000n);
    expect(taxesOf(300000n, individual, 'CNY', usd).individualIncomeTax).toBe(44000n);
  });

  it('USD: up to 561.26 USD the converted 800 CNY (112.25 USD) is deducted, above it 20 %', () => {
    // (300.00 - 112.25) * 20 % = 37.55 (20 % after deducting 20 % would be 48.00)
    expect(taxesOf(30000n, individual, 'USD', usd)).toEqual({
      taxableAmount: 30000n,
      vat: 0n,
      vatSurtax: 0n,
      withholdingTax: 0n,
      individualIncomeTax: 3755n,
      payableAmount: 26245n,
    });
    // 1,000.00 USD is above 4,000 CNY: 20 % of 800.00 = 160.00
    expect(taxesOf(100000n, individual, 'USD', usd).individualIncomeTax).toBe(16000n);
    // the same rate typed the other way round (1 CNY = 0.140315 USD) reads as its inverse
    expect(
      taxesOf(30000n, individual, 'USD', [{ from: 'CNY', to: 'USD', rate: '0.140315' }])
        .individualIncomeTax,
    ).toBe(3755n); // 800 * 0.140315 = 112.252 -> 112.25
  });

  it('compares with the threshold exactly, never with a rounded one', () => {
    // a rule whose two sides differ at the threshold: nothing fixed below it, half deducted above
    const steep: TaxRule = {
      ...individual,
      incomeTax: { ...individual.incomeTax!, fixedDeduction: '0', proportionalDeduction: '0.5' },
    };
    // 4,000 CNY = 561.26175... USD: 561.26 is at or below it, 561.27 above
    expect(taxesOf(56126n, steep, 'USD', usd).individualIncomeTax).toBe(11225n);
    expect(taxesOf(56127n, steep, 'USD', usd).individualIncomeTax).toBe(5613n);
  });

  it('JPY, a currency without minor units: 1 CNY = 21.05 JPY, so 4,000 CNY = 84,200 JPY', () => {
    const jpy: ExchangeRate[] = [{ from: 'CNY', to: 'JPY', rate: '21.05' }];
    // (50,000 - 16,840) * 20 % = 6,632
    expect(taxesOf(50000n, individual, 'JPY', jpy).individualIncomeTax).toBe(6632n);
    expect(taxesOf(84200n, individual, 'JPY', jpy).individualIncomeTax).toBe(13472n);
    // above: 20 % after deducting 20 % of 100,000
    expect(taxesOf(100000n, individual, 'JPY', jpy).individualIncomeTax).toBe(16000n);
    expect(computeTaxes(50000n, individual, 'JPY', usd)).toEqual({
      ok: false,
      code: 'rate-missing',
      currency: 'CNY',
    });
  });

  it('a rule with no CNY amounts needs no rate (a non-resident individual: 20 % on 80 %)', () => {
    expect(taxesOf(106000n, DEFAULT_TAX_RATES.overseasIndividual, 'USD').individualIncomeTax).toBe(
      16000n,
    );
  });

  it('taxes and payable add up whatever the rate', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 10n }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (divided, rateUnits) => {
          const rate = `${Math.floor(rateUnits / 10_000)}.${String(rateUnits % 10_000).padStart(4, '0')}`;
          const rates = [{ from: 'USD', to: 'CNY', rate }];
          const t = taxesOf(divided, individual, 'USD', rates);
          expect(t.individualIncomeTax + t.payableAmount).toBe(divided);
          expect(t.individualIncomeTax >= 0n && t.payableAmount >= 0n).toBe(true);
        },
      ),
    );
  });
});
