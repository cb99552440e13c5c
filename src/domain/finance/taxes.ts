// Taxes withheld from a statement's divided amount, by the licensor's organisation type, from
// rates staff configure (issue 17). The divided amount includes VAT (PRC prices are 含税); VAT is
// taken out first, surtaxes are a share of VAT, income taxes apply to the amount net of VAT.
import {
  convertMinor,
  currencyExponent,
  divideRounded,
  findRate,
  isCurrencyCode,
  parseMinor,
  parseRatio,
  pow10,
  type ExchangeRate,
  type Ratio,
} from '../money';

export const ORGANISATION_TYPES = [
  'individual',
  'domesticCompany',
  'overseasIndividual',
  'overseasCompany',
] as const;
export type OrganisationType = (typeof ORGANISATION_TYPES)[number];

/**
 * The tax type of a partner, from its subject information (the organisations row: account type
 * and tax residence), never from the bank account its money goes to. An individual (personal
 * account) is a resident individual when domiciled in China or staying 183 days or more in the tax
 * year (PRC Individual Income Tax Law, art. 1); a company is a resident enterprise when set up
 * under PRC law or managed from China (PRC Enterprise Income Tax Law, art. 2). A non-resident gets
 * the overseas rules (VAT and surtaxes withheld, withholding or individual income tax).
 */
export function taxTypeOf(subject: {
  accountType: 'personal' | 'company';
  taxResident: boolean;
}): OrganisationType {
  if (subject.accountType === 'personal')
    return subject.taxResident ? 'individual' : 'overseasIndividual';
  return subject.taxResident ? 'domesticCompany' : 'overseasCompany';
}

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
  // no longer answered (a rule's CNY amounts now apply through the period's rate); kept so the
  // problems of runs made before still read as a sentence
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

/**
 * Whether `amount` (minor units of `currency`) is at or below `limit` (minor units of
 * `limitCurrency`) converted with `rate` (1 limitCurrency = rate currency), compared exactly: no
 * rounding decides on which side of a threshold an amount falls.
 */
function atOrBelow(
  amount: bigint,
  currency: string,
  limit: bigint,
  limitCurrency: string,
  rate: Ratio,
): boolean {
  // limit in minor units of `currency` = limit * rate * 10^(exp(currency) - exp(limitCurrency))
  const shift = currencyExponent(currency) - currencyExponent(limitCurrency);
  const num = limit * rate.num * (shift > 0 ? pow10(shift) : 1n);
  const den = rate.den * (shift < 0 ? pow10(-shift) : 1n);
  return amount * den <= num;
}

export type TaxResult =
  | { ok: true; taxes: Taxes }
  | { ok: false; code: TaxCode }
  | { ok: false; code: 'rate-missing'; currency: string };

/**
 * Taxes on a divided amount (minor units of `currency`), each rounded once by the one rule. An
 * income tax rule's threshold and fixed deduction are in the rule's currency (CNY): on a statement
 * in another currency they apply through the period's rate, as the PRC converts foreign-currency
 * income into RMB to compute the taxable income (Implementing Regulations of the Individual Income
 * Tax Law, art. 32; the period's rates staff enter stand for that day's central parity rate). The
 * threshold is compared exactly; the fixed deduction is converted and rounded once (convertMinor).
 * Without a rate between the two currencies in `rates`, the answer is rate-missing naming the
 * rule's currency.
 */
export function computeTaxes(
  divided: bigint,
  rule: TaxRule,
  currency: string,
  rates: readonly ExchangeRate[] = [],
): TaxResult {
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
    // amounts of the rule are in its own currency: on another currency's statement they apply
    // through the period's rate
    const ruleCurrency = rule.incomeTax.currency;
    const ruleFixed = parseMinor(fixedDeduction, ruleCurrency) ?? 0n;
    const ruleLimit = parseMinor(threshold, ruleCurrency) ?? 0n;
    let fixed = ruleFixed;
    let below = taxableAmount <= ruleLimit;
    if ((ruleFixed !== 0n || ruleLimit !== 0n) && ruleCurrency !== currency) {
      const exchange = findRate(rates, ruleCurrency, currency);
      const converted = convertMinor(ruleFixed, ruleCurrency, currency, rates);
      if (exchange === null || !converted.ok)
        return { ok: false, code: 'rate-missing', currency: ruleCurrency };
      fixed = converted.minor;
      below = atOrBelow(taxableAmount, currency, ruleLimit, ruleCurrency, exchange);
    }
    const p = ratio(proportionalDeduction);
    const deduction = below
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
