// Which channels an organisation's album may go to: the contract limits (its territories, the
// channels it excludes, its end date) meet the channel's capabilities (its territories and usages).
// The result also carries the deal the message will state, so the writer and the panel agree.

import type { DealUsage, TakedownStyle } from '../ddex/bundle';

export interface ChannelCapabilities {
  usages: readonly DealUsage[];
  /** ISO 3166-1 codes the channel serves, or ['Worldwide'] */
  territories: readonly string[];
  spatialAudio: boolean;
  lyrics: boolean;
  takedownStyle: TakedownStyle;
}

export interface ChannelForContract {
  id: string;
  /** short code staff use for the channel (also what a contract's excluded list may name) */
  code: string;
  nameZh: string;
  nameEn: string;
  enabled: boolean;
  capabilities: ChannelCapabilities;
}

export interface ContractLimits {
  territories: readonly string[];
  /** channels the contract carves out, by code, id or either name (staff type them as text) */
  excludedChannels: readonly string[];
  /** last day of the contract (YYYY-MM-DD), null: open-ended */
  validTo: string | null;
}

export type ChannelRefusal =
  | 'channel-disabled'
  | 'channel-no-contract'
  | 'channel-contract-ended'
  | 'channel-excluded'
  | 'channel-territory'
  | 'channel-usage';

export type ChannelAllowance =
  | { allowed: true; territories: string[]; usages: DealUsage[] }
  | { allowed: false; reason: ChannelRefusal };

const WORLDWIDE = 'Worldwide';

/** The territories both lists cover; Worldwide on one side leaves the other side's list. */
export function intersectTerritories(a: readonly string[], b: readonly string[]): string[] {
  if (a.includes(WORLDWIDE)) return b.includes(WORLDWIDE) ? [WORLDWIDE] : [...new Set(b)].sort();
  if (b.includes(WORLDWIDE)) return [...new Set(a)].sort();
  const other = new Set(b);
  return [...new Set(a)].filter((t) => other.has(t)).sort();
}

function names(channel: ChannelForContract): string[] {
  return [channel.id, channel.code, channel.nameZh, channel.nameEn].map((n) =>
    n.trim().toLowerCase(),
  );
}

/** `today` is the server clock's date (YYYY-MM-DD); a contract ending today still covers today. */
export function allowChannel(
  contract: ContractLimits | null,
  channel: ChannelForContract,
  today: string,
): ChannelAllowance {
  if (!channel.enabled) return { allowed: false, reason: 'channel-disabled' };
  if (contract === null) return { allowed: false, reason: 'channel-no-contract' };
  if (contract.validTo !== null && contract.validTo < today)
    return { allowed: false, reason: 'channel-contract-ended' };
  const own = names(channel);
  if (
    contract.excludedChannels.some((e) => e.trim() !== '' && own.includes(e.trim().toLowerCase()))
  )
    return { allowed: false, reason: 'channel-excluded' };
  const territories = intersectTerritories(contract.territories, channel.capabilities.territories);
  if (territories.length === 0) return { allowed: false, reason: 'channel-territory' };
  const usages = [...new Set(channel.capabilities.usages)];
  if (usages.length === 0) return { allowed: false, reason: 'channel-usage' };
  return { allowed: true, territories, usages };
}

export function allowedChannels<C extends ChannelForContract>(
  contract: ContractLimits | null,
  channels: readonly C[],
  today: string,
): C[] {
  return channels.filter((c) => allowChannel(contract, c, today).allowed);
}
