// What the finish step shows of a saved batch: each file's state as spec section 2 names them
// (file: waiting / success / failed; association: waiting / associating / success / failed), from
// the saved row, the album's state and the live upload task, and the batch's counts.
import type {
  BatchAlbumPlan,
  BatchAssociationState,
  BatchFileRow,
  BatchFileState,
  BatchProblem,
  BatchRow,
} from '../../../data/batchRepo';
import type { UploadTask } from '../../../uploads/uploadTasks';
import { NEEDS_FILE } from './batchRunner';

export interface FileDisplay {
  file: BatchFileState;
  association: BatchAssociationState;
  problem: BatchProblem | null;
}

export function displayFile(
  row: BatchFileRow,
  album: Pick<BatchAlbumPlan, 'state'> | undefined,
  task: UploadTask | undefined,
): FileDisplay {
  if (row.fileState !== 'waiting')
    return { file: row.fileState, association: row.associationState, problem: row.problem };
  if (album?.state === 'failed')
    return {
      file: 'failed',
      association: 'failed',
      problem: { code: 'batch.problem.albumNotCreated' },
    };
  if (row.problem !== null)
    return { file: 'waiting', association: 'waiting', problem: row.problem };
  if (task !== undefined) {
    if (task.state === 'failed' && task.error !== null)
      return {
        file: 'failed',
        association: 'waiting',
        problem: { code: task.error.code, params: task.error.params },
      };
    if (task.verification === 'pending')
      return {
        file: 'waiting',
        association: 'waiting',
        problem: { code: 'batch.problem.verifying' },
      };
    if (task.state !== 'done')
      return {
        file: 'waiting',
        association: 'waiting',
        problem: { code: 'batch.problem.uploading', params: { percent: task.percent } },
      };
  }
  return { file: 'waiting', association: 'waiting', problem: null };
}

export interface BatchCounts {
  albums: number;
  created: number;
  failedAlbums: number;
  files: number;
  uploaded: number;
  associated: number;
  failedFiles: number;
  needsFile: number;
  /** nothing left to wait for (every album created or failed, every file settled) */
  isSettled: boolean;
}

export function countBatch(batch: BatchRow, files: readonly BatchFileRow[]): BatchCounts {
  const stateOf = new Map(batch.albums.map((a) => [a.folder, a.state]));
  const created = batch.albums.filter((a) => a.state === 'created').length;
  const failedAlbums = batch.albums.filter((a) => a.state === 'failed').length;
  let uploaded = 0;
  let associated = 0;
  let failedFiles = 0;
  let needsFile = 0;
  let open = 0;
  for (const row of files) {
    const albumFailed = stateOf.get(row.target.folder) === 'failed';
    if (row.fileState === 'success') uploaded++;
    if (row.associationState === 'success') associated++;
    if (
      row.fileState === 'failed' ||
      row.associationState === 'failed' ||
      (albumFailed && row.fileState === 'waiting')
    )
      failedFiles++;
    else if (row.associationState !== 'success') open++;
    if (row.problem?.code === NEEDS_FILE.code && row.fileState === 'waiting') needsFile++;
  }
  const albumsOpen = batch.albums.length - created - failedAlbums;
  return {
    albums: batch.albums.length,
    created,
    failedAlbums,
    files: files.length,
    uploaded,
    associated,
    failedFiles,
    needsFile,
    isSettled: albumsOpen === 0 && open === 0,
  };
}

/** The rows of the progress table: each album, then its files in upload order. */
export function filesByAlbum(
  batch: BatchRow,
  files: readonly BatchFileRow[],
): Array<{ album: BatchAlbumPlan; files: BatchFileRow[] }> {
  const kindOrder = { cover: 0, audio: 1, lyrics: 2 } as const;
  return batch.albums.map((album) => {
    const trackIndex = new Map(album.tracks.map((t, i) => [t.row, i]));
    const own = files
      .filter((f) => f.target.folder === album.folder)
      .sort((a, b) => {
        const ra = a.target.kind === 'cover' ? -1 : (trackIndex.get(a.target.trackRow) ?? 0);
        const rb = b.target.kind === 'cover' ? -1 : (trackIndex.get(b.target.trackRow) ?? 0);
        return ra - rb || kindOrder[a.target.kind] - kindOrder[b.target.kind];
      });
    return { album, files: own };
  });
}
