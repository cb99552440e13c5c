// The album's release status shown in lists is derived from its channels' states, never stored
// apart from them. In-flight work wins (the partner waits), then failures (the partner acts), then
// what is on shelf; 24 only when no channel still has the album and at least one took it down.

import type { ReleaseStatus } from '../status';

/** Earlier wins: the first of these any channel is in is the album's status. */
const PRECEDENCE: readonly ReleaseStatus[] = [25, 21, 27, 26, 23, 22, 24];

export function deriveAlbumReleaseStatus(channelStates: readonly ReleaseStatus[]): ReleaseStatus {
  for (const status of PRECEDENCE) if (channelStates.includes(status)) return status;
  return 20;
}
