// The visible record: the server's copy with the still-pending ops re-applied on top (the domain's
// rebase), plus what the server will certainly add, so a new album shows as "not submitted" before
// the server has answered (a deleted album shows as 15: the domain's applyOp predicts that).
import { NEW_ALBUM_STATE } from '../../domain/catalogue/album';
import { SOURCE } from '../../domain/catalogue/enums';
import type { EntityName } from '../../domain/catalogue/entities';
import { applyOp } from '../../domain/sync/merge';
import type { Op } from '../../domain/sync/protocol';
import type { SyncTx } from './model';
import type { LooseRecord } from '../../domain/sync/records';
import { releaseServerCopy } from './serverCopy';

/**
 * Fields the server fills when it creates a record, as far as the client can know them (the
 * server's serverDefaults less what only it can make: asset ids, creator, times), so a record made
 * offline is found by the lists' source and count filters before the server has answered.
 */
export function predictedServerFields(entity: EntityName): LooseRecord {
  const source = SOURCE.frontDesk;
  switch (entity) {
    case 'album':
      return { ...NEW_ALBUM_STATE, source };
    case 'track':
    case 'plCline':
    case 'trackClip':
      return { source };
    case 'artist':
      return { albumCount: 0, songCount: 0, source };
    case 'recordCompany':
      return { albumCount: 0, trackCount: 0, source };
    case 'authorization':
      return { songCount: 0 };
    default:
      return {};
  }
}

/** applyOp, with the server-filled fields of a new record, which the domain's prediction leaves out. */
export function applyLocalOp(record: LooseRecord | null, op: Op): LooseRecord | null {
  const next = applyOp(record, op);
  if (record === null && next !== null && op.kind === 'create')
    return { ...predictedServerFields(op.entity), ...next };
  return next;
}

/** rebase() with applyLocalOp: the server's version is kept, the pending ops are not acknowledged. */
export function rebaseVisible(
  server: LooseRecord | null,
  pending: readonly Op[],
): LooseRecord | null {
  if (pending.length === 0) return server;
  let record: LooseRecord | null = server === null ? null : { ...server };
  for (const op of [...pending].sort((a, b) => a.seq - b.seq)) record = applyLocalOp(record, op);
  if (record !== null && server !== null) record.version = server.version;
  return record;
}

const albumIdOf = (record: LooseRecord | null | undefined): string | null =>
  typeof record?.albumId === 'string' ? record.albumId : null;

/**
 * Recomputes and stores the visible copy of one record from its server copy and pending ops; when
 * none are left, the visible record is the server copy again and the kept copy is released.
 */
export async function recomputeVisible(
  tx: SyncTx,
  entity: EntityName,
  id: string,
): Promise<LooseRecord | null> {
  const kept = await tx.getServer(entity, id);
  const server = kept === undefined ? ((await tx.getVisible(entity, id)) ?? null) : kept.record;
  const albumId = albumIdOf(server) ?? albumIdOf(await tx.getVisible(entity, id));
  const ops = await tx.opsFor(entity, id, entity === 'track' ? albumId : null);
  const visible = rebaseVisible(server, ops);
  await tx.putVisible(entity, [{ id, record: visible }]);
  if (ops.length === 0) await releaseServerCopy(tx, kept);
  return visible;
}
