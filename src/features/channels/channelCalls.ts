import { api } from '../../app/api/api';
import {
  CHANNEL_PATHS,
  type ChannelSecret,
  type ChannelFields,
  type ChannelView,
} from '../../domain/distribution/channel';

export async function fetchChannels(signal?: AbortSignal): Promise<ChannelView[]> {
  return (await api.request<{ list: ChannelView[] }>(CHANNEL_PATHS.list, { signal })).list;
}

export function saveChannel(
  id: string | null,
  input: { fields: ChannelFields; secret?: ChannelSecret },
): Promise<ChannelView> {
  return api.request<ChannelView>(id === null ? CHANNEL_PATHS.add : CHANNEL_PATHS.update, {
    method: 'POST',
    body: id === null ? input : { ...input, id },
  });
}
