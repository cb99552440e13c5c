// The properties the model test checks after each run has gone quiet (see clientModel.test.ts):
// G1 every op ends applied on the server or as a conflict, G2 exactly-once effect, G3 per-client
// order, G4 convergence, G5 no edit lands on a locked album. Each returns a list of violations.
import type { Db } from '../../sync-server/src/db/db';
import { toNumber } from '../../sync-server/src/sync/records';
import { isAlbumContentEntity } from '../../src/domain/status/editability';
import { decideLock, type LockAlbum } from '../../src/domain/sync/lock';
import type { Op, OpResult } from '../../src/domain/sync/protocol';
import type { Device } from './clientHarness';

export interface DeviceLog {
  device: Device;
  clientId: string;
  /** every op this device committed to its outbox, in seq order of issue */
  issued: Op[];
  /** conflicts the run re-applied or discarded (gone from the table, but they were shown) */
  resolved: Set<string>;
}

interface ResultRow {
  op_id: string;
  seq: string | number;
  result: OpResult;
}

export async function serverResults(db: Db, clientId: string): Promise<ResultRow[]> {
  const { rows } = await db.query<ResultRow>(
    'SELECT op_id, seq, result FROM op_results WHERE client_id = $1 ORDER BY seq',
    [clientId],
  );
  return rows;
}

/** G1: applied on the server, or a conflict on the device (exactly one: conflicts are keyed by opId). */
export async function checkEveryOpAccounted(db: Db, log: DeviceLog): Promise<string[]> {
  const errors: string[] = [];
  const results = new Map((await serverResults(db, log.clientId)).map((r) => [r.op_id, r.result]));
  const conflicts = new Set((await log.device.db.conflicts.toArray()).map((c) => c.opId));
  const issued = new Set(log.issued.map((op) => op.opId));
  for (const op of log.issued) {
    const result = results.get(op.opId);
    const shown = conflicts.has(op.opId) || log.resolved.has(op.opId);
    if (result?.status === 'applied' && shown)
      errors.push(`G1 ${op.opId} applied and also a conflict`);
    if (result?.status === 'rejected' && !shown)
      errors.push(`G1 ${op.opId} rejected (${result.reason}) without a conflict`);
    if (result === undefined && !shown)
      errors.push(`G1 ${op.opId} (${op.kind}) neither answered nor a conflict`);
  }
  for (const opId of conflicts)
    if (!issued.has(opId)) errors.push(`G1 conflict ${opId} of no issued op`);
  for (const opId of results.keys())
    if (!issued.has(opId)) errors.push(`G2 the server consumed ${opId}, which no edit made`);
  if ((await log.device.db.outbox.count()) !== 0) errors.push('G1 outbox not empty after quiet');
  return errors;
}

/**
 * G2: every seq of the client consumed once; and every change the server logged since seeding is
 * explained by an applied op's answer or a back-office action, so no op took effect twice.
 */
export async function checkExactlyOnce(
  db: Db,
  orgId: string,
  logs: readonly DeviceLog[],
  sinceSeq: number,
  backoffice: Set<string>,
): Promise<string[]> {
  const errors: string[] = [];
  const explained = new Set(backoffice);
  for (const log of logs) {
    const rows = await serverResults(db, log.clientId);
    const { rows: client } = await db.query<{ last_seq: string | number }>(
      'SELECT last_seq FROM sync_clients WHERE client_id = $1',
      [log.clientId],
    );
    const lastSeq = client[0] ? toNumber(client[0].last_seq) : 0;
    const seqs = rows.map((r) => toNumber(r.seq));
    if (seqs.length !== lastSeq || seqs.some((s, i) => s !== i + 1))
      errors.push(`G2 ${log.device.name} seqs ${seqs.join(',')} vs last_seq ${lastSeq}`);
    for (const { result } of rows)
      if (result.status === 'applied') explained.add(`${result.entityId}:${result.version}`);
  }
  const { rows: changes } = await db.query<{
    entity: string;
    entity_id: string;
    version: string | number;
    op: string;
    client_id: string | null;
  }>(
    'SELECT entity, entity_id, version, op, client_id FROM change_log WHERE org_id = $1 AND server_seq > $2 ORDER BY server_seq',
    [orgId, sinceSeq],
  );
  // A deleted track takes its dependents along and the letters recount their songs, in the same
  // transaction (sync-server/src/sync/effects.ts): those rows carry no client and follow the track's
  // deletion directly (an organisation's change-log rows of one transaction are contiguous).
  let afterTrackDelete = false;
  for (const c of changes) {
    const key = `${c.entity_id}:${toNumber(c.version)}`;
    if (c.client_id !== null)
      afterTrackDelete = explained.has(key) && c.entity === 'track' && c.op === 'delete';
    else if (backoffice.has(key)) afterTrackDelete = false;
    const isEffect = c.client_id === null && afterTrackDelete;
    if (!explained.has(key) && !isEffect)
      errors.push(`G2 change ${c.entity_id} v${c.version} explained by no op`);
  }
  return errors;
}

/** G3: the server consumed each client's ops in the order the client made them. */
export async function checkClientOrder(db: Db, log: DeviceLog): Promise<string[]> {
  const order = new Map(log.issued.map((op, i) => [op.opId, i]));
  const consumed = (await serverResults(db, log.clientId)).map((r) => order.get(r.op_id) ?? -1);
  const sorted = consumed.every((v, i) => i === 0 || v > consumed[i - 1]);
  return sorted && !consumed.includes(-1)
    ? []
    : [`G3 ${log.device.name} consumed out of order: ${consumed.join(',')}`];
}

interface LogRow {
  entity: string;
  entity_id: string;
  version: string | number;
  server_seq: string | number;
  record: Record<string, unknown> | null;
}

/** G5: replays the change log: no applied content edit met an album its lock rule forbids. */
export async function checkLocksHeld(
  db: Db,
  orgId: string,
  logs: readonly DeviceLog[],
): Promise<string[]> {
  const errors: string[] = [];
  const { rows } = await db.query<LogRow>(
    'SELECT entity, entity_id, version, server_seq, record FROM change_log WHERE org_id = $1 ORDER BY server_seq',
    [orgId],
  );
  const byKey = new Map(rows.map((r) => [`${r.entity_id}:${toNumber(r.version)}`, r]));
  const explainedBy = new Map<string, number>();
  const applied: Array<{ op: Op; key: string }> = [];
  for (const log of logs) {
    const ops = new Map(log.issued.map((op) => [op.opId, op]));
    for (const { op_id, result } of await serverResults(db, log.clientId)) {
      const op = ops.get(op_id);
      if (result.status !== 'applied' || op === undefined) continue;
      const key = `${result.entityId}:${result.version}`;
      explainedBy.set(key, (explainedBy.get(key) ?? 0) + 1);
      applied.push({ op, key });
    }
  }
  for (const { op, key } of applied) {
    const row = byKey.get(key);
    // an answer shared by two ops is a no-op of the later one: it wrote nothing to judge
    if (row === undefined || explainedBy.get(key) !== 1 || !isAlbumContentEntity(op.entity))
      continue;
    if (op.entity === 'album' && op.kind === 'create') continue;
    const seq = toNumber(row.server_seq);
    const before = byKey.get(`${op.entityId}:${toNumber(row.version) - 1}`)?.record ?? null;
    const albumId =
      op.entity === 'album' ? op.entityId : String(before?.albumId ?? row.record?.albumId ?? '');
    const album = rows
      .filter((r) => r.entity_id === albumId && toNumber(r.server_seq) < seq)
      .at(-1)?.record;
    if (album && decideLock(op, album as unknown as LockAlbum, false, before) === 'locked') {
      errors.push(
        `G5 ${op.kind} ${op.entity} applied on album in status ${String(album.reviewStatus)}`,
      );
    }
  }
  return errors;
}
