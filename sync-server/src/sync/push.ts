// Push: each op in its own transaction under the organisation lock, so a batch that fails half
// way keeps what was committed and a resend gets the stored answers. Exactly-once rests on
// op_results (the answer to every consumed op, keyed by opId) and on last_seq (ops are consumed
// strictly in seq order). A business refusal consumes the op like an application does.
import type { Op, OpResult, PushRequest, PushResponse } from '../../../src/domain/sync/protocol';
import { checkSeq, SYNC_PROTOCOL_VERSION } from '../../../src/domain/sync/protocol';
import { issue } from '../../../src/domain/catalogue/issues';
import type { AuthContext } from '../auth/context';
import type { Db, Queryable } from '../db/db';
import { claimClient, displayNameOf, lastSeqOf } from './clients';
import { executeOp } from './executeOp';
import { announceChanges, beginOrgWrite } from './orgWrite';
import { outOfOrder, rejected } from './results';

interface Outcome {
  result: OpResult;
  lastSeq: number;
}

async function storedResult(
  tx: Queryable,
  opId: string,
): Promise<{ clientId: string; result: OpResult } | null> {
  const { rows } = await tx.query<{ client_id: string; result: OpResult }>(
    'SELECT client_id, result FROM op_results WHERE op_id = $1',
    [opId],
  );
  return rows[0] ? { clientId: rows[0].client_id, result: rows[0].result } : null;
}

async function consume(
  tx: Queryable,
  orgId: string,
  op: Op,
  result: OpResult,
  store: boolean,
): Promise<void> {
  await tx.query('UPDATE sync_clients SET last_seq = $2 WHERE client_id = $1', [
    op.clientId,
    op.seq,
  ]);
  if (store) {
    await tx.query(
      'INSERT INTO op_results (op_id, client_id, seq, org_id, result) VALUES ($1, $2, $3, $4, $5::jsonb)',
      [op.opId, op.clientId, op.seq, orgId, JSON.stringify(result)],
    );
  }
}

async function pushOne(
  db: Db,
  auth: AuthContext,
  creatorName: string | null,
  op: Op,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    // the lock first: a resend racing the original waits here, then finds the stored answer
    const writer = await beginOrgWrite(tx, auth.orgId);
    const stored = await storedResult(tx, op.opId);
    const lastSeq = await lastSeqOf(tx, op.clientId);
    if (stored !== null && stored.clientId === op.clientId)
      return { result: stored.result, lastSeq };
    const position = checkSeq(lastSeq, op.seq);
    // a seq already consumed under another opId (a device that lost its database) is a gap too:
    // the client renumbers its outbox from expectedSeq
    if (position !== 'next') return { result: outOfOrder(op, lastSeq + 1), lastSeq };
    if (stored !== null) {
      // an opId another client already used: refused without touching that client's answer
      const result = rejected(op, 'invalid', { codes: [issue('opId', 'format')] });
      await consume(tx, auth.orgId, op, result, false);
      return { result, lastSeq: op.seq };
    }
    const result = await executeOp({ writer, auth, creatorName }, op);
    await consume(tx, auth.orgId, op, result, true);
    await announceChanges(writer);
    return { result, lastSeq: op.seq };
  });
}

export async function pushOps(
  db: Db,
  auth: AuthContext,
  request: PushRequest,
): Promise<PushResponse> {
  let lastSeq = await claimClient(db, auth, request.clientId);
  const creatorName = await displayNameOf(db, auth.userId);
  const results: OpResult[] = [];
  for (const op of request.ops) {
    const outcome = await pushOne(db, auth, creatorName, op);
    results.push(outcome.result);
    lastSeq = outcome.lastSeq;
    if (outcome.result.status === 'outOfOrder') break;
  }
  return { type: 'push', protocol: SYNC_PROTOCOL_VERSION, results, lastSeq };
}
