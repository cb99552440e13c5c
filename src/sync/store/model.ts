// The storage port of the sync code (DESIGN.md section 5): what the engine and the local write path
// read and write, one transaction at a time. src/data implements it with Dexie; the code in
// src/sync never imports Dexie, so it runs the same in the sync worker, the service worker and Node
// tests (fake-indexeddb). The rows themselves are plain types in src/domain/sync/records.ts.
import type { EntityName } from '../../domain/catalogue/entities';
import type { ApiLanguage } from '../../domain/locale';
import type { Op } from '../../domain/sync/protocol';
import type { ConflictRow, LooseRecord, ServerRecordRow } from '../../domain/sync/records';

export interface SyncMeta {
  /** this device database's sync identity, created once */
  clientId: string;
  /** the seq the next op gets; everything below was issued already */
  nextSeq: number;
  /** the last server_seq applied from pull */
  cursor: number;
  /** the highest seq of ours the server reported consumed */
  lastAckSeq: number;
  /** the server had consumed seqs this device never issued: the database was lost or restored */
  lostDatabase: boolean;
  /** the server refused our protocol (426) */
  clientTooOld: boolean;
  /** the protocol version the server refused; a newer build clears the flag */
  refusedProtocol: number | null;
  lastSyncedAt: string | null;
  /** the user whose catalogue this database holds; another user's login starts afresh */
  ownerUserId: string | null;
}

export interface SessionSnapshot {
  token: string | null;
  language: ApiLanguage;
  userId: string | null;
}

/**
 * The storage operations of one transaction. Implementations must run everything a `transact`
 * callback does atomically: an op leaves the outbox only together with its recorded result.
 */
export interface SyncTx {
  getMeta(): Promise<SyncMeta>;
  putMeta(meta: SyncMeta): Promise<void>;
  /** the pending ops by seq: all of them, or the first `limit` (the next push batch needs no more) */
  pendingOps(limit?: number): Promise<Op[]>;
  /** the pending ops that bear on one record (with an album's sortTracks for its tracks), by seq */
  opsFor(entity: EntityName, id: string, albumId: string | null): Promise<Op[]>;
  getOp(opId: string): Promise<Op | undefined>;
  putOps(ops: readonly Op[]): Promise<void>;
  deleteOp(opId: string): Promise<void>;
  getServer(entity: EntityName, id: string): Promise<ServerRecordRow | undefined>;
  getServers(
    keys: ReadonlyArray<readonly [EntityName, string]>,
  ): Promise<Array<ServerRecordRow | undefined>>;
  putServers(rows: readonly ServerRecordRow[]): Promise<void>;
  deleteServers(keys: ReadonlyArray<readonly [EntityName, string]>): Promise<void>;
  getVisible(entity: EntityName, id: string): Promise<LooseRecord | undefined>;
  getVisibles(entity: EntityName, ids: readonly string[]): Promise<Array<LooseRecord | undefined>>;
  /** the keys (`entity:id`) of every visible record, or null when there are more than `max` */
  listVisibleKeys(max: number): Promise<Set<string> | null>;
  /** writes visible records; null deletes */
  putVisible(
    entity: EntityName,
    rows: ReadonlyArray<{ id: string; record: LooseRecord | null }>,
  ): Promise<void>;
  getConflict(id: string): Promise<ConflictRow | undefined>;
  putConflict(row: ConflictRow): Promise<void>;
  deleteConflict(id: string): Promise<void>;
}

export interface SyncStore {
  transact<T>(fn: (tx: SyncTx) => Promise<T>): Promise<T>;
  readSession(): Promise<SessionSnapshot>;
  /** forgets the catalogue, the outbox, the conflicts and the queued requests, and starts a new client identity */
  resetCatalogue(ownerUserId: string | null): Promise<void>;
}
