// Where the server's copy of a record lives on the device. A record without pending ops shows the
// server copy as it is, so its visible row IS the server copy and nothing else is stored: a pull of
// 100,000 untouched records writes one table, not two. Only while a record has pending ops (and
// for deletions, whose version must outlive the visible row) a `serverRecords` row keeps the server
// copy apart, because the visible row then differs from it.
//
// Invariant: a record with pending ops always has a serverRecords row (its copy is taken before
// the first op is appended); a record without a row has no pending ops.
import type { EntityName } from '../../domain/catalogue/entities';
import type { Op } from '../../domain/sync/protocol';
import type { SyncTx } from './model';
import type { LooseRecord, ServerRecordRow } from '../../domain/sync/records';
import { recordsTouchedBy } from '../../domain/sync/touched';

/** The server copy: the kept row, else the visible record (no pending ops), else none known. */
export async function readServerCopy(
  tx: SyncTx,
  entity: EntityName,
  id: string,
): Promise<ServerRecordRow | undefined> {
  const kept = await tx.getServer(entity, id);
  if (kept !== undefined) return kept;
  const visible = await tx.getVisible(entity, id);
  return visible === undefined
    ? undefined
    : { entity, id, version: versionOf(visible), record: visible };
}

const versionOf = (record: LooseRecord): number =>
  typeof record.version === 'number' ? record.version : 0;

/**
 * Before the first pending op on a record: keep its server copy apart. The visible record is the
 * server copy then (by the invariant); a record the server does not know yet gets an empty row at
 * version 0, so "no server copy" stays distinguishable from "nothing kept".
 */
export async function keepServerCopies(
  tx: SyncTx,
  op: Pick<Op, 'kind' | 'entity' | 'entityId' | 'payload'>,
): Promise<void> {
  for (const [entity, id] of recordsTouchedBy(op)) {
    if ((await tx.getServer(entity, id)) !== undefined) continue;
    const visible = await tx.getVisible(entity, id);
    await tx.putServers([
      {
        entity,
        id,
        version: visible === undefined ? 0 : versionOf(visible),
        record: visible ?? null,
      },
    ]);
  }
}

/**
 * After a record's last pending op is gone: the visible record equals the server copy again, so
 * the kept row goes. A server tombstone stays: its version stops an older change from bringing the
 * record back.
 */
export async function releaseServerCopy(
  tx: SyncTx,
  kept: ServerRecordRow | undefined,
): Promise<void> {
  if (kept === undefined) return;
  if (kept.record === null && kept.version > 0) return;
  await tx.deleteServers([[kept.entity, kept.id]]);
}
