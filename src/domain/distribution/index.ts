// Distribution to channels: per-channel release states, the album status they give, and which
// channels a contract allows. Pure; the sync-server's distribution/ and the panel both use it.
export * from './ack';
export * from './albumStatus';
export * from './allowedChannels';
export * from './api';
export * from './batchLayout';
export * from './channelState';
export * from './requestRule';
