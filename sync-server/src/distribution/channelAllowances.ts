// Every enabled channel with the organisation's active contract's verdict on it: what the panel
// shows greyed with its reason and what a request to a channel is refused by.
import {
  allowChannel,
  type ChannelAllowance,
} from '../../../src/domain/distribution/allowedChannels';
import type { ChannelView } from '../../../src/domain/distribution/channel';
import { activeContractFor } from '../contracts/activeContract';
import type { Queryable } from '../db/db';
import { listChannels } from './channelStore';

export async function channelAllowances(
  q: Queryable,
  orgId: string,
  now: Date,
): Promise<Array<{ channel: ChannelView; allowance: ChannelAllowance }>> {
  const contract = await activeContractFor(q, orgId, now);
  const limits = contract && {
    territories: contract.terms.territories,
    excludedChannels: contract.terms.excludedChannels,
    validTo: contract.terms.validTo,
  };
  const today = now.toISOString().slice(0, 10);
  return (await listChannels(q, { enabledOnly: true })).map((channel) => ({
    channel,
    allowance: allowChannel(limits, { id: channel.id, ...channel.fields }, today),
  }));
}
