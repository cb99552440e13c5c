// Taxes withheld from a statement's divided amount, by the licensor's organisation type, from
// rates staff configure (issue 17). The divided amount includes VAT (PRC prices are 含税); VAT is
// taken out first, surtaxes are a share of VAT, income taxes apply to the amount net of VAT.
import { divideRounded, isCurrencyCode, parseMinor, parseRatio, type Ratio } from '../money';

export const ORGANISATION_TYPES = [
  'individual',
  'domesticCompany',
  'overseasIndividual',
  'overseasCompany',
] as const;
export type OrganisationType = (typeof ORGANISATION_TYPES)[number];

export interface IncomeTaxRule {
  rate: string;
  /** at or below this amount (major units of `currency`) the fixed deduction applies, above it the proportional one */
  threshold: string;
  fixedDeduction: string;
  proportionalDeduction: string;
  /** the currency of threshold and fixedDeduction */
  currency: string;
}

export interface TaxRule {
  /** VAT rate, VAT included in the divided amount ("0.06") */
  vatRate: string;
  /** urban maintenance and education surtaxes, as a share of VAT ("0.12") */
  surtaxRate: string;
  /** withholding income tax on the amount net of VAT ("0.10", enterprise income tax of a non-resident) */
  withholdingRate: string;
  /** individual income tax withheld, or null */
  incomeTax: IncomeTaxRule | null;
}

export type TaxRates = Readonly<Record<OrganisationType, TaxRule>>;

const NONE: TaxRule = { vatRate: '0', surtaxRate: '0', withholdingRate: '0', incomeTax: null };

/**
 * Starting values for finance staff to confirm (PRC rules as commonly applied in 2024): a resident
 * individual's royalties: 20 % after deducting 800 (up to 4,000) or 20 %; a domestic company
 * invoices with its own VAT and nothing is withheld; a non-resident company: VAT 6 %, surtaxes 12 %
 * of VAT, withholding tax 10 %; a non-resident individual: VAT and surtaxes, 20 % on 80 %.
 */
export const DEFAULT_TAX_RATES: TaxRates = {
  individual: {
    ...NONE,
    incomeTax: {
      rate: '0.2',
      threshold: '4000',
      fixedDeduction: '800',
      proportionalDeduction: '0.2',
      currency: 'CNY',
    },
  },
  domesticCompany: NONE,
  overseasIndividual: {
    vatRate: '0.06',
    surtaxRate: '0.12',
    withholdingRate: '0',
    incomeTax: {
      rate: '0.2',
      threshold: '0',
      fixedDeduction: '0',
      proportionalDeduction: '0.2',
      currency: 'CNY',
    },
  },
  overseasCompany: { vatRate: '0.06', surtaxRate: '0.12', withholdingRate: '0.1', incomeTax: null },
};

export const TAX_VALIDATION_CODES = [
  'tax-rate-format',
  'tax-rates-exceed',
  'tax-currency',
] as const;
export type TaxCode = (typeof TAX_VALIDATION_CODES)[number];

function rateBelowOne(text: string): Ratio | null {
  const value = parseRatio(text);
  return value !== null && value.num < value.den ? value : null;
}

/** Each rate in [0, 1), and together they can never withhold more than the amount (vat * surtax + withholding + income tax <= 1). */
export function validateTaxRule(rule: TaxRule): TaxCode | null {
  const rates = [
    rule.vatRate,
    rule.surtaxRate,
    rule.withholdingRate,
    rule.incomeTax?.rate ?? '0',
    rule.incomeTax?.proportionalDeduction ?? '0',
  ].map(rateBelowOne);
  if (rates.some((r) => r === null)) return 'tax-rate-format';
  if (rule.incomeTax !== null) {
    const { currency, threshold, fixedDeduction } = rule.incomeTax;
    if (
      !isCurrencyCode(currency) ||
      parseMinor(threshold, currency) === null ||
      parseMinor(fixedDeduction, currency) === null
    )
      return 'tax-rate-format';
  }
  const [vat, surtax, withholding, income] = rates as Ratio[];
  // vat*surtax + withholding + income <= 1, over a common denominator
  const den = vat.den * surtax.den * withholding.den * income.den;
  const sum =
    vat.num * surtax.num * withholding.den * income.den +
    withholding.num * vat.den * surtax.den * income.den +
    income.num * vat.den * surtax.den * withholding.den;
  return sum <= den ? null : 'tax-rates-exceed';
}

export interface Taxes {
  /** divided amount net of VAT: the base of the income taxes */
  taxableAmount: bigint;
  vat: bigint;
  vatSurtax: bigint;
  withholdingTax: bigint;
  individualIncomeTax: bigint;
  payableAmount: bigint;
}

const ratio = (text: string): Ratio => parseRatio(text) ?? { num: 0n, den: 1n };

/** Taxes on a divided amount (minor units of `currency`), each rounded once by the one rule. */
export function computeTaxes(
  divided: bigint,
  rule: TaxRule,
  currency: string,
): { ok: true; taxes: Taxes } | { ok: false; code: TaxCode } {
  const invalid = validateTaxRule(rule);
  if (invalid !== null) return { ok: false, code: invalid };
  if (divided < 0n) throw new RangeError('divided amount must not be negative');
  // each tax is rounded once, and taken only from what is left: rounding up several taxes of a
  // tiny amount can never withhold more than the amount, so taxes + payable = divided exactly
  let left = divided;
  const take = (amount: bigint) => {
    const taken = amount < left ? amount : left;
    left -= taken;
    return taken;
  };
  const v = ratio(rule.vatRate);
  const taxableAmount = divideRounded(divided * v.den, v.den + v.num);
  const vat = take(divided - taxableAmount);
  const s = ratio(rule.surtaxRate);
  const vatSurtax = take(divideRounded(vat * s.num, s.den));
  const w = ratio(rule.withholdingRate);
  const withholdingTax = take(divideRounded(taxableAmount * w.num, w.den));
  let individualIncomeTax = 0n;
  if (rule.incomeTax !== null) {
    const { rate, threshold, fixedDeduction, proportionalDeduction } = rule.incomeTax;
    // amounts of the rule are in its own currency: they apply only to statements in that currency
    const fixed = parseMinor(fixedDeduction, rule.incomeTax.currency) ?? 0n;
    const limit = parseMinor(threshold, rule.incomeTax.currency) ?? 0n;
    if ((fixed !== 0n || limit !== 0n) && rule.incomeTax.currency !== currency)
      return { ok: false, code: 'tax-currency' };
    const p = ratio(proportionalDeduction);
    const deduction =
      taxableAmount <= limit
        ? fixed < taxableAmount
          ? fixed
          : taxableAmount
        : divideRounded(taxableAmount * p.num, p.den);
    const r = ratio(rate);
    individualIncomeTax = take(divideRounded((taxableAmount - deduction) * r.num, r.den));
  }
  const payableAmount = left;
  return {
    ok: true,
    taxes: { taxableAmount, vat, vatSurtax, withholdingTax, individualIncomeTax, payableAmount },
  };
}
