// Who may read or write distribution channels: staff of the back-office organisation only (a
// channel is no partner's record, and its settings reach a DSP's server). One function for the
// resource; routes call it before any read, so a partner's 403 reads nothing.
import type { ChannelView } from '../../../src/domain/distribution/channel';
import { requireBackofficeMember } from '../auth/backofficePolicy';
import type { AuthContext } from '../auth/context';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/apiError';
import { getChannel } from './channelStore';

/** 403 outside the back office; then the channel (404 when there is none); null id: just the check. */
export async function authorizeChannel(
  q: Queryable,
  auth: AuthContext,
  channelId: string,
): Promise<ChannelView>;
export async function authorizeChannel(
  q: Queryable,
  auth: AuthContext,
  channelId: null,
): Promise<null>;
export async function authorizeChannel(
  q: Queryable,
  auth: AuthContext,
  channelId: string | null,
): Promise<ChannelView | null> {
  await requireBackofficeMember(q, auth);
  if (channelId === null) return null;
  const channel = await getChannel(q, channelId);
  if (!channel) throw new ApiError('notFound');
  return channel;
}
