// The records whose visible copy an op's outcome can change: its own record, and for an album's
// sortTracks the tracks it numbers.
import type { EntityName } from '../catalogue/entities';
import type { Op } from './protocol';

export function recordsTouchedBy(
  op: Pick<Op, 'kind' | 'entity' | 'entityId' | 'payload'>,
): Array<readonly [EntityName, string]> {
  const keys: Array<readonly [EntityName, string]> = [[op.entity, op.entityId]];
  if (op.kind === 'sortTracks')
    for (const trackId of (op.payload as { trackIds: string[] }).trackIds)
      keys.push(['track', trackId]);
  return keys;
}
