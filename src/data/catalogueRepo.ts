// Local-first edits (DESIGN.md section 5): each writes the visible record AND appends its op to the
// outbox in ONE Dexie transaction, and resolves once that is committed; the sync worker is told
// afterwards. An edit of several records (saveRecords) is one transaction too, so a crash or a
// refusal part way leaves none of it queued. A full disk is reported to the sync status and
// rethrown, never swallowed.
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

/** One edit of saveRecords: what createRecord, updateRecord and deleteRecord take, as data. */
export type RecordEdit =
  | { kind: 'create'; entity: EntityName; record: LooseRecord }
  | { kind: 'update'; entity: EntityName; id: string; patch: LooseRecord }
  | ({ kind: 'delete'; entity: EntityName; id: string } & DeleteOptions);

export interface CatalogueRepo {
  /** Creates a record (id generated unless given); answers the visible record. */
  createRecord(entity: EntityName, record: LooseRecord): Promise<LooseRecord>;
  /** Changes the fields of `patch` that differ; answers the visible record. */
  updateRecord(entity: EntityName, id: string, patch: LooseRecord): Promise<LooseRecord>;
  deleteRecord(entity: EntityName, id: string, opts?: DeleteOptions): Promise<void>;
  /**
   * Several edits of one intention (a holder with its country records, the tracks of one copy) in
   * ONE transaction, in order, each seeing the ones before: every record and op is stored, or none.
   * Answers each edit's visible record (null for a delete); the sync worker is told once.
   */
  saveRecords(edits: readonly RecordEdit[]): Promise<Array<LooseRecord | null>>;
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

  /** The small transaction of plain edits: their visible tables, the kept server copies, the outbox and the seq counter. */
  function editTransaction<T>(entities: readonly EntityName[], fn: (tx: SyncTx) => Promise<T>): Promise<T> {
    const tables = [...new Set(entities)].map((entity) => visibleTable(db, entity));
    // an async scope: Dexie keeps the transaction alive across native awaits only for those
    return commit(() => db.transaction('rw', [...tables, db.serverRecords, db.outbox, db.syncMeta], async () => fn(createDexieTx(db))));
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

  /** A create's draft, checked before any transaction opens (it needs nothing stored). */
  function creation(entity: EntityName, input: LooseRecord): OpDraft {
    const id = typeof input.id === 'string' ? input.id : nextUuidV7();
    const draft = createDraft(entity, id, input);
    assertSendable(draft);
    return draft;
  }

  async function create(tx: SyncTx, draft: OpDraft): Promise<LooseRecord> {
    if ((await tx.getVisible(draft.entity, draft.entityId)) !== undefined) {
      throw new EditRefusedError('invalid', [{ field: 'id', code: 'format', severity: 'error' }]);
    }
    return (await record(tx, draft, null)) ?? {};
  }

  async function update(tx: SyncTx, entity: EntityName, id: string, patch: LooseRecord): Promise<LooseRecord> {
    const visible = await requireVisible(tx, entity, id);
    const draft = updateDraft(entity, visible, patch);
    if (draft === null) return visible;
    assertSendable(draft);
    return (await record(tx, draft, visible)) ?? visible;
  }

  async function remove(tx: SyncTx, entity: EntityName, id: string, opts: DeleteOptions): Promise<void> {
    const visible = await requireVisible(tx, entity, id);
    const payload = opts.confirmPhrase === undefined ? {} : { confirmPhrase: opts.confirmPhrase };
    const draft = { kind: 'delete', entity, entityId: id, baseVersion: versionOf(visible), payload } as OpDraft;
    assertSendable(draft);
    await record(tx, draft, visible);
  }

  return {
    async createRecord(entity, input) {
      const draft = creation(entity, input);
      return editTransaction([entity], (tx) => create(tx, draft));
    },
    async updateRecord(entity, id, patch) {
      return editTransaction([entity], (tx) => update(tx, entity, id, patch));
    },
    async deleteRecord(entity, id, opts = {}) {
      await editTransaction([entity], (tx) => remove(tx, entity, id, opts));
    },
    async saveRecords(edits) {
      if (edits.length === 0) return [];
      // every create is checked before anything is written
      const drafts = edits.map((edit) => (edit.kind === 'create' ? creation(edit.entity, edit.record) : null));
      return editTransaction(
        edits.map((edit) => edit.entity),
        async (tx) => {
          const saved: Array<LooseRecord | null> = [];
          for (const [i, edit] of edits.entries()) {
            const draft = drafts[i];
            if (draft !== null) saved.push(await create(tx, draft));
            else if (edit.kind === 'update') saved.push(await update(tx, edit.entity, edit.id, edit.patch));
            else if (edit.kind === 'delete') {
              await remove(tx, edit.entity, edit.id, edit);
              saved.push(null);
            }
          }
          return saved;
        },
      );
    },
    async runAlbumCommand(albumId, kind) {
      return editTransaction(['album'], async (tx) => {
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
export const saveRecords = appRepo.saveRecords;
export const runAlbumCommand = appRepo.runAlbumCommand;
export const reapplyConflict = appRepo.reapplyConflict;
export const discardConflict = appRepo.discardConflict;
export const acknowledgeLostDatabase = appRepo.acknowledgeLostDatabase;
