// The batch upload's own store (issue 6): the plan a finished wizard saved (album and track ids
// chosen once, before anything is created) and each material file's upload and association state,
// so a reload shows the same batch and resumes it. Files have rows of their own: hundreds of small
// updates must not rewrite the whole plan. Also the names the playlist parser resolves parties by.
import { useLiveQuery } from 'dexie-react-hooks';
import type { Album } from '../domain/catalogue/album';
import type { EntityName } from '../domain/catalogue/entities';
import type { Track } from '../domain/catalogue/track';
import type { MaterialTarget, PlaylistLookups } from '../domain/batch/playlistTypes';
import { normaliseKey } from '../domain/batch/playlistValues';
import type { FileFacts } from '../uploads/checkFile';
import { db as appDb, visibleTable, type PortalDb } from './db';

/** A message id with its values: `media.*`, `upload.failed.*` or `batch.problem.*`. */
export interface BatchProblem {
  code: string;
  params?: Record<string, string | number>;
}

export interface BatchTrackPlan {
  row: number;
  trackId: string;
  name: string;
  fields: Partial<Track>;
}

export type BatchAlbumState = 'waiting' | 'created' | 'failed';

export interface BatchAlbumPlan {
  folder: string;
  row: number;
  albumId: string;
  name: string;
  fields: Partial<Album>;
  tracks: BatchTrackPlan[];
  /** created: the album and every track exist on this device (their ops queued) */
  state: BatchAlbumState;
  problem: BatchProblem | null;
}

export type BatchStatus = 'running' | 'closed';

export interface BatchRow {
  id: string;
  authorizationCompanyId: string;
  playlistName: string;
  status: BatchStatus;
  createdAt: string;
  updatedAt: string;
  albums: BatchAlbumPlan[];
}

/** Spec section 2's per-file states. */
export type BatchFileState = 'waiting' | 'success' | 'failed';
export type BatchAssociationState = 'waiting' | 'associating' | 'success' | 'failed';
export type BatchFilePurpose = 'batchCover' | 'track' | 'lyrics';

export interface BatchFileRow {
  batchId: string;
  /** relative to the chosen root, forward slashes: the key the file is matched by again after a reload */
  path: string;
  name: string;
  size: number;
  lastModified: number;
  target: MaterialTarget;
  purpose: BatchFilePurpose;
  /** the album (cover), the track (audio) or the lyrics record to create (lyrics) */
  recordId: string;
  /** the track of an audio or lyrics file */
  trackId: string | null;
  /** what the header check read before the upload */
  facts: FileFacts | null;
  /** the portal file id once the upload started; null before */
  fileId: string | null;
  fileState: BatchFileState;
  associationState: BatchAssociationState;
  problem: BatchProblem | null;
}

export type BatchFilePatch = Partial<Pick<BatchFileRow, 'fileId' | 'facts' | 'fileState' | 'associationState' | 'problem'>>;

export interface BatchView {
  batch: BatchRow;
  files: BatchFileRow[];
}

const now = () => new Date().toISOString();

export interface BatchRepo {
  /**
   * Saves a new batch with its files, or answers the one already saved under that id (a second
   * "finish" must not plan new ids).
   */
  saveNewBatch(batch: BatchRow, files: readonly BatchFileRow[]): Promise<BatchRow>;
  getBatch(id: string): Promise<BatchRow | undefined>;
  /** The newest batch not closed: what the wizard shows after a reload. */
  openBatch(): Promise<BatchRow | undefined>;
  listFiles(batchId: string): Promise<BatchFileRow[]>;
  updateAlbum(batchId: string, folder: string, patch: Partial<Pick<BatchAlbumPlan, 'state' | 'problem'>>): Promise<void>;
  updateFile(batchId: string, path: string, patch: BatchFilePatch): Promise<BatchFileRow | undefined>;
  /** Puts a new file in place of a row (a file picked again after a reload). */
  replaceFile(row: BatchFileRow): Promise<void>;
  closeBatch(id: string): Promise<void>;
  recordExists(entity: EntityName, id: string): Promise<boolean>;
}

export function createBatchRepo(db: PortalDb): BatchRepo {
  return {
    saveNewBatch: (batch, files) =>
      db.transaction('rw', db.batches, db.batchFiles, async () => {
        const existing = await db.batches.get(batch.id);
        if (existing !== undefined) return existing;
        await db.batches.add(batch);
        await db.batchFiles.bulkAdd([...files]);
        return batch;
      }),
    getBatch: (id) => db.batches.get(id),
    openBatch: async () => (await db.batches.where('status').equals('running').sortBy('updatedAt')).at(-1),
    listFiles: (batchId) => db.batchFiles.where('batchId').equals(batchId).toArray(),
    updateAlbum: (batchId, folder, patch) =>
      db.transaction('rw', db.batches, async () => {
        const batch = await db.batches.get(batchId);
        if (batch === undefined) return;
        const albums = batch.albums.map((a) => (a.folder === folder ? { ...a, ...patch } : a));
        await db.batches.put({ ...batch, albums, updatedAt: now() });
      }),
    updateFile: (batchId, path, patch) =>
      db.transaction('rw', db.batchFiles, async () => {
        const row = await db.batchFiles.get([batchId, path]);
        if (row === undefined) return undefined;
        const next = { ...row, ...patch };
        await db.batchFiles.put(next);
        return next;
      }),
    replaceFile: async (row) => {
      await db.batchFiles.put(row);
    },
    closeBatch: async (id) => {
      await db.batches.update(id, { status: 'closed', updatedAt: now() });
    },
    recordExists: async (entity, id) => (await visibleTable(db, entity).get(id)) !== undefined,
  };
}

export const batchRepo: BatchRepo = createBatchRepo(appDb);

/** The batch and its files, live; undefined while reading, null when there is none. */
export function useBatchView(batchId: string | null): BatchView | null | undefined {
  return useLiveQuery(async () => {
    if (batchId === null) return null;
    const batch = await appDb.batches.get(batchId);
    if (batch === undefined) return null;
    return { batch, files: await appDb.batchFiles.where('batchId').equals(batchId).toArray() };
  }, [batchId]);
}

/** How the playlist's names are compared with the records' names (the parser's own key). */
export const lookupKeyOf = normaliseKey;

function nameIndex(rows: readonly Record<string, unknown>[]): Record<string, string> {
  // a null-prototype object: a party named "__proto__" is a key like any other
  const index: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const row of rows) {
    if (typeof row.name !== 'string' || typeof row.id !== 'string') continue;
    const key = lookupKeyOf(row.name);
    if (key !== '' && !(key in index)) index[key] = row.id;
  }
  return index;
}

/**
 * The parser's lookups for one authorizing party: its record companies and P/C lines, the
 * organisation's artists, and every ISRC and UPC already used (index keys only, not records).
 */
export async function readPlaylistLookups(db: PortalDb, authorizationCompanyId: string): Promise<PlaylistLookups> {
  const ofParty = (entity: EntityName) => visibleTable(db, entity).where('authorizationCompanyId').equals(authorizationCompanyId).toArray();
  const [artists, companies, lines, isrcs, upcs] = await Promise.all([
    visibleTable(db, 'artist').toArray(),
    ofParty('recordCompany'),
    ofParty('plCline'),
    visibleTable(db, 'track').orderBy('isrc').uniqueKeys(),
    visibleTable(db, 'album').orderBy('upc').uniqueKeys(),
  ]);
  return {
    authorizationCompanyId,
    artists: nameIndex(artists),
    recordCompanies: nameIndex(companies),
    // one P/C line record names both owners: the same names serve the P line and the C line
    plines: nameIndex(lines),
    clines: nameIndex(lines),
    usedIsrcs: isrcs.filter((k): k is string => typeof k === 'string' && k !== ''),
    usedUpcs: upcs.filter((k): k is string => typeof k === 'string' && k !== ''),
  };
}

export function loadPlaylistLookups(authorizationCompanyId: string): Promise<PlaylistLookups> {
  return readPlaylistLookups(appDb, authorizationCompanyId);
}

/** Whether a batch is still running (cheap: the shell asks on every start before loading the runner). */
export async function hasRunningBatch(db: PortalDb = appDb): Promise<boolean> {
  return (await db.batches.where('status').equals('running').count()) > 0;
}
