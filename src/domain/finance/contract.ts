// A contract's settlement terms (spec section 3: settlement type of four types, prepayment, share
// ratio, currency, territories, excluded channels). The prepayment is its own contract field, so it
// is a recoupable advance under any type, not a type of its own (see recoupment.ts).
import { isCurrencyCode, parseDecimal, parseMinor, parsePercent, parseRatio } from '../money';
import { normalizeTerritory, USAGE_TYPES, type RolledUpLine, type UsageType } from '../reports';

/**
 * revenueShare: the licensor gets the share ratio of the participating income (分成).
 * minimumGuarantee: the same, but never less than a minimum per period (保底分成).
 * perUnit: a fixed price per stream or download, whatever the channel paid (按量计费).
 * buyout: a fixed fee per period, whatever the usage (买断); income is shown for information.
 */
export const SETTLEMENT_TYPES = ['revenueShare', 'minimumGuarantee', 'perUnit', 'buyout'] as const;
export type SettlementType = (typeof SETTLEMENT_TYPES)[number];

export interface ContractTerms {
  contractNumber: string;
  /** the statement's currency: income is converted into it with the period's rates */
  currency: string;
  settlementType: SettlementType;
  /** licensor's share in percent, up to four decimals ("70", "62.5"); for revenueShare and minimumGuarantee */
  sharePercent: string;
  /** minimumGuarantee: least share per period, in major units of `currency` */
  minimumPerPeriod: string | null;
  /** perUnit: price per unit and usage type, in major units of `currency` ("0.0035") */
  unitPrices: Partial<Record<UsageType, string>>;
  /** buyout: fee per period in major units ("0" when it was paid once, up front, as the prepayment) */
  feePerPeriod: string | null;
  /** advance paid at signing, recouped from later shares; "0" when none */
  prepayment: string;
  /** ISO 3166-1 codes the contract covers, or ["Worldwide"] */
  territories: string[];
  /** channel names whose usage does not count under this contract */
  excludedChannels: string[];
  /** authorization term (YYYY-MM-DD, inclusive); null = open */
  validFrom: string | null;
  validTo: string | null;
}

export const CONTRACT_VALIDATION_CODES = [
  'contract-number-required',
  'contract-currency',
  'share-percent',
  'minimum-format',
  'unit-price-format',
  'unit-price-required',
  'fee-format',
  'prepayment-format',
  'territories-required',
  'contract-term',
] as const;
export type ContractCode = (typeof CONTRACT_VALIDATION_CODES)[number];

/** 0-100 with at most four decimals. */
export function isSharePercent(text: string): boolean {
  const value = parseDecimal(text);
  return (
    value !== null &&
    value.scale <= 4 &&
    value.units >= 0n &&
    value.units <= 100n * 10n ** BigInt(value.scale)
  );
}

function isMoney(text: string | null, currency: string): boolean {
  if (text === null || !isCurrencyCode(currency)) return false;
  const minor = parseMinor(text, currency);
  return minor !== null && minor >= 0n;
}

export function validateContractTerms(terms: ContractTerms): ContractCode[] {
  const codes: ContractCode[] = [];
  if (terms.contractNumber.trim() === '') codes.push('contract-number-required');
  if (!isCurrencyCode(terms.currency)) codes.push('contract-currency');
  const type = terms.settlementType;
  if (
    (type === 'revenueShare' || type === 'minimumGuarantee') &&
    !isSharePercent(terms.sharePercent)
  )
    codes.push('share-percent');
  if (type === 'minimumGuarantee' && !isMoney(terms.minimumPerPeriod, terms.currency))
    codes.push('minimum-format');
  if (type === 'perUnit') {
    const prices = Object.entries(terms.unitPrices).filter(([key]) =>
      (USAGE_TYPES as readonly string[]).includes(key),
    );
    if (prices.length === 0) codes.push('unit-price-required');
    else if (prices.some(([, price]) => price === undefined || parseRatio(price) === null))
      codes.push('unit-price-format');
  }
  if (type === 'buyout' && !isMoney(terms.feePerPeriod, terms.currency)) codes.push('fee-format');
  if (!isMoney(terms.prepayment, terms.currency)) codes.push('prepayment-format');
  if (
    terms.territories.length === 0 ||
    terms.territories.some((t) => normalizeTerritory(t) === null)
  )
    codes.push('territories-required');
  if (terms.validFrom !== null && terms.validTo !== null && terms.validFrom > terms.validTo)
    codes.push('contract-term');
  return codes;
}

export const EXCLUSION_REASONS = [
  'channel-excluded',
  'territory-outside',
  'not-royalty-bearing',
] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];

function channelKey(name: string): string {
  return name.trim().toLowerCase();
}

/** Why a line does not take part in the distribution under these terms, or null when it does. */
export function lineExclusion(
  line: Pick<RolledUpLine, 'channel' | 'territory' | 'isRoyaltyBearing'>,
  terms: ContractTerms,
): ExclusionReason | null {
  return exclusionRule(terms)(line);
}

/** lineExclusion with the terms read once: a month has hundreds of thousands of lines. */
export function exclusionRule(
  terms: ContractTerms,
): (
  line: Pick<RolledUpLine, 'channel' | 'territory' | 'isRoyaltyBearing'>,
) => ExclusionReason | null {
  const excluded = new Set(terms.excludedChannels.map(channelKey));
  const territories = new Set(terms.territories.map(normalizeTerritory));
  const worldwide = territories.has('Worldwide');
  return (line) => {
    if (!line.isRoyaltyBearing) return 'not-royalty-bearing';
    if (excluded.size > 0 && excluded.has(channelKey(line.channel))) return 'channel-excluded';
    if (!worldwide && !territories.has(line.territory)) return 'territory-outside';
    return null;
  };
}

/**
 * What a settlement under these terms reads of a line besides its track, album, territory,
 * currency and royalty flag: the channel only to tell an excluded one (its key, as exclusionRule
 * compares it), the usage type only for a per-unit price. A reader may sum the rest away first.
 */
export function settlementReads(terms: ContractTerms): {
  excludedChannelKeys: string[];
  usageType: boolean;
} {
  return {
    excludedChannelKeys: [...new Set(terms.excludedChannels.map(channelKey))],
    usageType: terms.settlementType === 'perUnit',
  };
}

/**
 * Whether the contract covers a line's territory (its territories, or Worldwide). A line outside
 * them is no part of this contract's statement at all: left out and listed (computeSettlement),
 * its currency never needing a rate.
 */
export function territoryRule(terms: ContractTerms): (territory: string) => boolean {
  const territories = new Set(terms.territories.map(normalizeTerritory));
  if (territories.has('Worldwide')) return () => true;
  return (territory) => territories.has(territory);
}

/** The share ratio as an exact fraction of one: "62.5" -> 625/1000. */
export function shareRatio(terms: ContractTerms): { num: bigint; den: bigint } {
  return parsePercent(terms.sharePercent) ?? { num: 0n, den: 1n };
}

/** The first statement starts from the contract's prepayment; later ones from the previous remaining balance. */
export function openingBalance(
  terms: ContractTerms,
  previous: { remainingBalance: bigint } | null,
): bigint {
  if (previous !== null) return previous.remainingBalance;
  return parseMinor(terms.prepayment, terms.currency) ?? 0n;
}
