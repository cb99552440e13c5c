// One op, decided and applied inside the caller's org write: its payload's depth and size first
// (src/domain/sync/bounds.ts, before anything walks it), then the privilege of the entity
// (src/domain/sync/privileges.ts), then values the database cannot store, then the kind's rules.
// Every refusal is a rejected result, so the op is consumed and the device's outbox moves on.
import { checkPayloadBounds } from '../../../src/domain/sync/bounds';
import { canWriteEntity } from '../../../src/domain/sync/privileges';
import type { Op, OpResult } from '../../../src/domain/sync/protocol';
import { bindAuthorization, sortTracks } from './commands';
import type { OpContext } from './context';
import { applyCreate, applyDelete, applyUpdate } from './crud';
import { rejected } from './results';
import { startModification, submitForReview, undoModification } from './review';
import { unstorableIssues } from './unstorable';

export async function executeOp(ctx: OpContext, op: Op): Promise<OpResult> {
  const outOfBounds = checkPayloadBounds(op.payload);
  if (outOfBounds !== null) return rejected(op, 'invalid', { codes: [outOfBounds] });
  if (!canWriteEntity(ctx.auth.privileges, op.entity)) return rejected(op, 'forbidden');
  const unstorable = unstorableIssues(op.payload);
  if (unstorable.length > 0) return rejected(op, 'invalid', { codes: unstorable });
  switch (op.kind) {
    case 'create':
      return applyCreate(ctx, op);
    case 'update':
      return applyUpdate(ctx, op);
    case 'delete':
    case 'unbindAuthorization':
      return applyDelete(ctx, op);
    case 'bindAuthorization':
      return bindAuthorization(ctx, op);
    case 'sortTracks':
      return sortTracks(ctx, op);
    case 'submitForReview':
      return submitForReview(ctx, op);
    case 'startModification':
      return startModification(ctx, op);
    case 'undoModification':
      return undoModification(ctx, op);
  }
}
