// A staff-run settlement of one contract for one period: lines -> income converted into the
// contract's currency (rounded once) -> share by settlement type -> adjustments -> recoupment ->
// taxes -> payable. Every figure is derived from the figures printed before it, by the one rule.
import {
  convertMicroSum,
  currencyExponent,
  divideRounded,
  formatDecimal,
  microToMinor,
  parseDecimal,
  parseMinor,
  parseRatio,
  pow10,
  type ExchangeRate,
} from '../money';
import type { RolledUpLine } from '../reports';
import {
  exclusionRule,
  shareRatio,
  territoryRule,
  validateContractTerms,
  type ContractCode,
  type ContractTerms,
  type ExclusionReason,
} from './contract';
import { applyRecoupment } from './recoupment';
import type { Adjustment, BankDetails, LeftOutLines, SettlementStatement } from './statement';
import { computeTaxes, type OrganisationType, type TaxCode, type TaxRates } from './taxes';

export interface SettlementInput {
  period: { label: string; start: string; end: string };
  licensor: { id: string; name: string; organisationType: OrganisationType };
  terms: ContractTerms;
  /** the period's usage of the contract's tracks, rolled up (reports/rollup.ts) */
  lines: readonly RolledUpLine[];
  /** the period's rates as staff entered them */
  rates: readonly ExchangeRate[];
  /** openingBalance(terms, previous statement) */
  balanceBefore: bigint;
  adjustments: readonly Adjustment[];
  taxRates: TaxRates;
  bank: BankDetails;
}

export const SETTLEMENT_CODES = [
  'rate-missing',
  'unit-price-missing',
  'contract-period',
  'balance-negative',
] as const;
export type SettlementCode = (typeof SETTLEMENT_CODES)[number] | ContractCode | TaxCode;

export type SettlementResult =
  | {
      ok: true;
      statement: SettlementStatement;
      participating: RolledUpLine[];
      excluded: { line: RolledUpLine; reason: ExclusionReason }[];
    }
  | { ok: false; code: SettlementCode; detail?: string };

/** perUnit: units times the contract's prices, summed exactly and rounded once to minor units. */
function perUnitShare(
  lines: readonly RolledUpLine[],
  terms: ContractTerms,
): { ok: true; minor: bigint } | { ok: false; usageType: string } {
  let num = 0n;
  let den = 1n;
  for (const line of lines) {
    const price = parseRatio(terms.unitPrices[line.usageType] ?? '');
    if (price === null) return { ok: false, usageType: line.usageType };
    num = num * price.den + BigInt(line.units) * price.num * den;
    den *= price.den;
  }
  return { ok: true, minor: divideRounded(num * pow10(currencyExponent(terms.currency)), den) };
}

/** Lines outside the contract's territories, summed by territory and currency, in that order. */
function leftOutGroups(lines: readonly RolledUpLine[]): LeftOutLines[] {
  const groups = new Map<
    string,
    { territory: string; currency: string; n: number; micro: bigint }
  >();
  for (const line of lines) {
    const key = `${line.territory}\u0000${line.currency}`;
    const group = groups.get(key) ?? {
      territory: line.territory,
      currency: line.currency,
      n: 0,
      micro: 0n,
    };
    group.n += line.lineCount;
    group.micro += line.revenueMicro;
    groups.set(key, group);
  }
  const order = (g: { territory: string; currency: string }) => `${g.territory} ${g.currency}`;
  return [...groups.values()]
    .sort((x, y) => (order(x) < order(y) ? -1 : order(x) > order(y) ? 1 : 0))
    .map((g) => ({
      territory: g.territory,
      currency: g.currency,
      lineCount: g.n,
      revenueMicro: g.micro,
      revenue: microToMinor(g.micro, g.currency),
    }));
}

function overlaps(period: SettlementInput['period'], terms: ContractTerms): boolean {
  return (
    (terms.validFrom === null || terms.validFrom <= period.end) &&
    (terms.validTo === null || terms.validTo >= period.start)
  );
}

export function computeSettlement(input: SettlementInput): SettlementResult {
  const { terms, period } = input;
  const invalid = validateContractTerms(terms);
  if (invalid.length > 0) return { ok: false, code: invalid[0] };
  if (!overlaps(period, terms)) return { ok: false, code: 'contract-period' };
  if (input.balanceBefore < 0n) return { ok: false, code: 'balance-negative' };
  const participating: RolledUpLine[] = [];
  const excluded: { line: RolledUpLine; reason: ExclusionReason }[] = [];
  // lines outside the contract's territories are no part of its statement: listed, never
  // converted, so a missing rate of their currency cannot block it (issue 26)
  const covered: RolledUpLine[] = [];
  const outside: RolledUpLine[] = [];
  const covers = territoryRule(terms);
  const exclusion = exclusionRule(terms);
  for (const line of input.lines) {
    (covers(line.territory) ? covered : outside).push(line);
    const reason = exclusion(line);
    if (reason === null) participating.push(line);
    else excluded.push({ line, reason });
  }
  const micro = (lines: readonly RolledUpLine[]) =>
    lines.map((l) => ({ currency: l.currency, micro: l.revenueMicro }));
  const income = convertMicroSum(micro(covered), terms.currency, input.rates);
  if (!income.ok) return { ok: false, code: 'rate-missing', detail: income.currency };
  const counted = convertMicroSum(micro(participating), terms.currency, input.rates);
  if (!counted.ok) return { ok: false, code: 'rate-missing', detail: counted.currency };

  let shareAmount: bigint;
  const ratio = shareRatio(terms);
  const byRatio = divideRounded(counted.minor * ratio.num, ratio.den);
  if (terms.settlementType === 'revenueShare') shareAmount = byRatio;
  else if (terms.settlementType === 'minimumGuarantee') {
    const minimum = parseMinor(terms.minimumPerPeriod ?? '', terms.currency) ?? 0n;
    shareAmount = byRatio > minimum ? byRatio : minimum;
  } else if (terms.settlementType === 'perUnit') {
    const share = perUnitShare(participating, terms);
    if (!share.ok) return { ok: false, code: 'unit-price-missing', detail: share.usageType };
    shareAmount = share.minor;
  } else shareAmount = parseMinor(terms.feePerPeriod ?? '', terms.currency) ?? 0n;

  const adjustment = input.adjustments.reduce((sum, a) => sum + a.amount, 0n);
  const recoupment = applyRecoupment(shareAmount + adjustment, input.balanceBefore);
  const taxRule = input.taxRates[input.licensor.organisationType];
  const taxes = computeTaxes(recoupment.divided, taxRule, terms.currency, input.rates);
  if (!taxes.ok)
    return taxes.code === 'rate-missing'
      ? { ok: false, code: 'rate-missing', detail: taxes.currency }
      : { ok: false, code: taxes.code };

  const currencies = new Set(covered.filter((l) => l.revenueMicro !== 0n).map((l) => l.currency));
  // the income tax's CNY threshold applied through the period's rate is a rate used, too
  const incomeTax = taxRule.incomeTax;
  if (
    incomeTax !== null &&
    ((parseMinor(incomeTax.threshold, incomeTax.currency) ?? 0n) !== 0n ||
      (parseMinor(incomeTax.fixedDeduction, incomeTax.currency) ?? 0n) !== 0n)
  )
    currencies.add(incomeTax.currency);
  const ratesUsed = input.rates.filter(
    (r) =>
      (currencies.has(r.from) && r.to === terms.currency) ||
      (currencies.has(r.to) && r.from === terms.currency),
  );
  const statement: SettlementStatement = {
    formatVersion: 1,
    period: period.label,
    periodStart: period.start,
    periodEnd: period.end,
    licensorId: input.licensor.id,
    licensorName: input.licensor.name,
    organisationType: input.licensor.organisationType,
    contractNumber: terms.contractNumber,
    currency: terms.currency,
    settlementType: terms.settlementType,
    proportion: formatDecimal(parseDecimal(terms.sharePercent) ?? { units: 0n, scale: 0 }),
    reportIncome: income.minor,
    participatingAmount: counted.minor,
    shareAmount,
    adjustment,
    recoup: recoupment.recoup,
    dividedAmount: recoupment.divided,
    balanceBefore: input.balanceBefore,
    remainingBalance: recoupment.balanceAfter,
    ...taxes.taxes,
    units: participating.reduce((sum, l) => sum + l.units, 0),
    lineCount: covered.reduce((sum, l) => sum + l.lineCount, 0),
    ratesUsed: ratesUsed.map((r) => ({ ...r })),
    leftOut: leftOutGroups(outside),
    adjustments: input.adjustments.map((a) => ({ ...a })),
    bank: { ...input.bank },
    status: 'awaitingReconciliation',
    contentHash: null,
  };
  return { ok: true, statement, participating, excluded };
}
