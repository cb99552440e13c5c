// Local-first edits (DESIGN.md section 5): each writes the visible record AND appends its op to the
// outbox in ONE Dexie transaction, and resolves once that is committed; the sync worker is told
// afterwards. A full disk is reported to the sync status and rethrown, never swallowed.
import type { EntityName } from '../domain/catalogue/entities';
import { postSyncMessage } from '../sync/channel';
import { assertSendable, createDraft, EditRefusedError, reapplyDraft, updateDraft, versionOf, type AlbumCommand } from './local/drafts';
import type { SyncTx } from '../sync/store/model';
import type { LooseRecord } from '../domain/sync/records';
import { appendOp, type OpDraft } from '../sync/store/outbox';
import { nextUuidV7 } from '../domain/sync/uuidv7';
import { isQuotaError } from '../sync/store/quota';
import { keepServerCopies } from '../sync/store/serverCopy';
import { applyLocalOp, recomputeVisible } from '../sync/store/visible';
import { db as appDb, visibleTable, type PortalDb } from './db';
import { requestPersistentStorage } from './storagePersistence';
import { clearQuotaError, reportQuotaError } from './local/quotaSignal';
import { createDexieTx, transactSync } from './local/syncStore';

export { EditRefusedError } from './local/drafts';
export { isQuotaError } from '../sync/store/quota';
export type { AlbumCommand } from './local/drafts';

export interface DeleteOptions {
  /** "I Know": deleting a track of a released album (spec section 4) */
  confirmPhrase?: string;
}

export interface CatalogueRepo {
  /** Creates a record (id generated unless given); answers the visible record. */
  createRecord(entity: EntityName, record: LooseRecord): Promise<LooseRecord>;
  /** Changes the fields of `patch` that differ; answers the visible record. */
  updateRecord(entity: EntityName, id: string, patch: LooseRecord): Promise<LooseRecord>;
  deleteRecord(entity: EntityName, id: string, opts?: DeleteOptions): Promise<void>;
  runAlbumCommand(albumId: string, kind: AlbumCommand): Promise<LooseRecord | null>;
  /** Re-applies a conflict's local copy as a new op; answers its opId (null: nothing left to apply). */
  reapplyConflict(conflictId: string): Promise<string | null>;
  /** Drops a conflict: the record shows the server copy with the remaining pending ops. */
  discardConflict(conflictId: string): Promise<void>;
  /** The user has read the "this device's database was lost or restored" notice. */
  acknowledgeLostDatabase(): Promise<void>;
}

export interface CatalogueRepoOptions {
  /** after each committed edit (the app: tell the sync worker, ask for persistent storage) */
  onCommitted?: () => void;
  onQuotaError?: () => void;
  onWriteSucceeded?: () => void;
}

export function createCatalogueRepo(db: PortalDb, options: CatalogueRepoOptions = {}): CatalogueRepo {
  async function commit<T>(write: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await write();
    } catch (error) {
      if (isQuotaError(error)) options.onQuotaError?.();
      throw error;
    }
    options.onWriteSucceeded?.();
    options.onCommitted?.();
    return result;
  }

  /** The small transaction of a plain edit: the visible table, its kept server copy, the outbox and the seq counter. */
  function editTransaction<T>(entity: EntityName, fn: (tx: SyncTx) => Promise<T>): Promise<T> {
    const tables = [visibleTable(db, entity), db.serverRecords, db.outbox, db.syncMeta];
    // an async scope: Dexie keeps the transaction alive across native awaits only for those
    return commit(() => db.transaction('rw', tables, async () => fn(createDexieTx(db))));
  }

  async function record(tx: SyncTx, draft: OpDraft, current: LooseRecord | null): Promise<LooseRecord | null> {
    await keepServerCopies(tx, draft);
    const op = await appendOp(tx, draft);
    const next = applyLocalOp(current, op);
    await tx.putVisible(op.entity, [{ id: op.entityId, record: next }]);
    return next;
  }

  async function requireVisible(tx: SyncTx, entity: EntityName, id: string): Promise<LooseRecord> {
    const visible = await tx.getVisible(entity, id);
    if (visible === undefined) throw new EditRefusedError('notFound');
    return visible;
  }

  return {
    async createRecord(entity, input) {
      const id = typeof input.id === 'string' ? input.id : nextUuidV7();
      const draft = createDraft(entity, id, input);
      assertSendable(draft);
      return editTransaction(entity, async (tx) => {
        if ((await tx.getVisible(entity, id)) !== undefined) throw new EditRefusedError('invalid', [{ field: 'id', code: 'format', severity: 'error' }]);
        return (await record(tx, draft, null)) ?? {};
      });
    },
    async updateRecord(entity, id, patch) {
      return editTransaction(entity, async (tx) => {
        const visible = await requireVisible(tx, entity, id);
        const draft = updateDraft(entity, visible, patch);
        if (draft === null) return visible;
        assertSendable(draft);
        return (await record(tx, draft, visible)) ?? visible;
      });
    },
    async deleteRecord(entity, id, opts = {}) {
      await editTransaction(entity, async (tx) => {
        const visible = await requireVisible(tx, entity, id);
        const payload = opts.confirmPhrase === undefined ? {} : { confirmPhrase: opts.confirmPhrase };
        const draft = { kind: 'delete', entity, entityId: id, baseVersion: versionOf(visible), payload } as OpDraft;
        assertSendable(draft);
        await record(tx, draft, visible);
      });
    },
    async runAlbumCommand(albumId, kind) {
      return editTransaction('album', async (tx) => {
        const visible = await requireVisible(tx, 'album', albumId);
        const draft = { kind, entity: 'album', entityId: albumId, baseVersion: versionOf(visible), payload: {} } as OpDraft;
        return record(tx, draft, visible);
      });
    },
    async reapplyConflict(conflictId) {
      return commit(() =>
        transactSync(db, async (tx) => {
          const conflict = await tx.getConflict(conflictId);
          if (conflict === undefined) return null;
          const visible = (await tx.getVisible(conflict.entity, conflict.entityId)) ?? null;
          const draft = reapplyDraft(conflict.op, conflict.localCopy, visible);
          await tx.deleteConflict(conflictId);
          if (draft === null) return null;
          assertSendable(draft);
          await keepServerCopies(tx, draft);
          const op = await appendOp(tx, draft);
          await recomputeVisible(tx, op.entity, op.entityId);
          return op.opId;
        }),
      );
    },
    async discardConflict(conflictId) {
      await transactSync(db, async (tx) => {
        const conflict = await tx.getConflict(conflictId);
        if (conflict === undefined) return;
        await tx.deleteConflict(conflictId);
        await recomputeVisible(tx, conflict.entity, conflict.entityId);
      });
    },
    async acknowledgeLostDatabase() {
      await transactSync(db, async (tx) => tx.putMeta({ ...(await tx.getMeta()), lostDatabase: false }));
    },
  };
}

const appRepo = createCatalogueRepo(appDb, {
  onCommitted: () => {
    postSyncMessage({ type: 'outbox-changed' });
    // the outbox now holds unsent work: ask the browser to keep it (the answer feeds the sync status)
    requestPersistentStorage('edit');
  },
  onQuotaError: reportQuotaError,
  onWriteSucceeded: clearQuotaError,
});

export const createRecord = appRepo.createRecord;
export const updateRecord = appRepo.updateRecord;
export const deleteRecord = appRepo.deleteRecord;
export const runAlbumCommand = appRepo.runAlbumCommand;
export const reapplyConflict = appRepo.reapplyConflict;
export const discardConflict = appRepo.discardConflict;
export const acknowledgeLostDatabase = appRepo.acknowledgeLostDatabase;
