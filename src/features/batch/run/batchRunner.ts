// Runs a saved batch plan: creates each album and its tracks through the ordinary repo operations
// (queued sync ops, so a batch prepared offline syncs later), starts the uploads, and points each
// record at its file once the server has verified it. Every step reads the saved state first and
// is safe to repeat, so a second "finish", a reload or a retry never creates a record twice; one
// failed album or file is recorded on its own row and never stops the rest.
import type { BatchFileRow, BatchProblem, BatchRepo, BatchRow } from '../../../data/batchRepo';
import type { EntityName } from '../../../domain/catalogue/entities';
import type { FilePurpose } from '../../../domain/media/filePolicy';
import type { StartUploadResult } from '../../../uploads/uploader';
import type { LandedFile } from '../../../uploads/uploadEngine';
import type { UploadTask } from '../../../uploads/uploadTasks';
import { fileRefPatch, START_ORDER } from './batchPlan';
import { materialKey } from './materialKey';
import { reportError } from '../../../data/errorLog';

type Fields = Record<string, unknown>;

export interface RecordsPort {
  createRecord(entity: EntityName, record: Fields): Promise<unknown>;
  updateRecord(entity: EntityName, id: string, patch: Fields): Promise<unknown>;
  /** the refusal's first issue, when the error is a refused edit */
  refusalOf(error: unknown): { field: string; code: string } | null;
}

export interface UploadsPort {
  start(input: {
    file: File;
    purpose: FilePurpose;
    durationMs?: number | null;
    onLanded(landed: LandedFile): void;
  }): Promise<StartUploadResult>;
  /** the upload this tab's engine holds for a portal file id (restored after a reload), or null */
  find(fileId: string): Promise<{ id: string; isGhost: boolean; isComplete: boolean } | null>;
  reselect(uploadId: string, file: File): Promise<boolean>;
  /** the server's file record; null when it has none or cannot be reached */
  readFileRecord(fileId: string): Promise<LandedFile | null>;
  getTasks(): readonly UploadTask[];
  subscribeTasks(listener: () => void): () => void;
}

export interface RunnerDeps {
  repo: BatchRepo;
  records: RecordsPort;
  uploads: UploadsPort;
}

export interface BatchRunner {
  /** Saves the plan (or finds it saved) and starts running it; answers once saved. */
  finish(
    plan: { batch: BatchRow; files: BatchFileRow[] },
    materials: ReadonlyMap<string, File>,
  ): Promise<{ batchId: string; done: Promise<void> }>;
  /** Goes on with a saved batch: records not created, uploads not started or restored, associations not done. */
  resume(batchId: string): Promise<void>;
  /** Files chosen again after a reload; answers how many rows waiting for a file they fill. */
  supply(batchId: string, files: readonly { path: string; file: File }[]): Promise<number>;
}

export const NEEDS_FILE: BatchProblem = { code: 'batch.problem.needsFile' };

export function createBatchRunner({ repo, records, uploads }: RunnerDeps): BatchRunner {
  /** the files of each batch this page holds (lost on reload: then picked again) */
  const materials = new Map<string, Map<string, File>>();
  const runs = new Map<string, Promise<void>>();
  const rerun = new Set<string>();
  /** uploads started by this page: their landing arrives through onLanded */
  const started = new Set<string>();
  const associating = new Set<string>();
  const watching = new Set<string>();

  const fileOf = (batchId: string, row: BatchFileRow) => {
    const file = materials.get(batchId)?.get(materialKey(row.path));
    return file !== undefined && file.size === row.size ? file : undefined;
  };

  async function createRecords(batch: BatchRow): Promise<void> {
    for (const album of batch.albums) {
      if (album.state === 'created') continue;
      try {
        if (!(await repo.recordExists('album', album.albumId))) {
          await records.createRecord('album', { ...album.fields, id: album.albumId });
        }
        for (const track of album.tracks) {
          if (await repo.recordExists('track', track.trackId)) continue;
          await records.createRecord('track', {
            ...track.fields,
            id: track.trackId,
            albumId: album.albumId,
          });
        }
        await repo.updateAlbum(batch.id, album.folder, { state: 'created', problem: null });
      } catch (error) {
        const refusal = records.refusalOf(error);
        if (!refusal) reportError('batch.createAlbum', error);
        const problem = refusal
          ? { code: 'batch.problem.refused', params: refusal }
          : { code: 'batch.problem.createFailed' };
        await repo.updateAlbum(batch.id, album.folder, { state: 'failed', problem });
      }
    }
  }

  async function associate(batchId: string, row: BatchFileRow): Promise<void> {
    const key = `${batchId}\n${row.path}`;
    if (associating.has(key) || row.fileId === null) return;
    associating.add(key);
    try {
      await repo.updateFile(batchId, row.path, {
        fileState: 'success',
        associationState: 'associating',
        problem: null,
      });
      const patch = fileRefPatch(row, row.fileId);
      if (patch === null) throw new Error('no facts');
      if (row.purpose === 'batchCover') await records.updateRecord('album', row.recordId, patch);
      else if (row.purpose === 'track' && row.trackId !== null)
        await records.updateRecord('track', row.trackId, patch);
      else if (await repo.recordExists('lyrics', row.recordId))
        await records.updateRecord('lyrics', row.recordId, patch);
      else {
        const dot = row.name.lastIndexOf('.');
        const title = dot > 0 ? row.name.slice(0, dot) : row.name;
        await records.createRecord('lyrics', {
          id: row.recordId,
          trackId: row.trackId,
          title,
          kind: 'original',
          language: null,
          content: '',
          ...patch,
        });
      }
      await repo.updateFile(batchId, row.path, { associationState: 'success' });
    } catch (error) {
      reportError('batch.associate', error);
      await repo.updateFile(batchId, row.path, {
        associationState: 'failed',
        problem: { code: 'batch.problem.associateFailed' },
      });
    } finally {
      associating.delete(key);
    }
  }

  /** The server's word on an upload: verified files are associated, refused ones fail with its reason. */
  async function landed(batchId: string, path: string, answer: LandedFile): Promise<void> {
    const rows = await repo.listFiles(batchId);
    const saved = rows.find((r) => r.path === path);
    if (saved === undefined || saved.associationState === 'success') return;
    // the landing may overtake the saving of the file id it belongs to
    const row = { ...saved, fileId: answer.id };
    if (answer.status === 'verified') {
      await repo.updateFile(batchId, path, { fileId: answer.id });
      await associate(batchId, row);
      return;
    }
    const code = answer.rejectCode ? `media.${answer.rejectCode}` : 'upload.failed.rejected';
    await repo.updateFile(batchId, path, {
      fileState: 'failed',
      associationState: 'failed',
      problem: { code, params: { file: row.name } },
    });
  }

  async function startOne(
    batchId: string,
    row: BatchFileRow,
    file: File,
    all: readonly BatchFileRow[],
  ): Promise<void> {
    const audio =
      row.purpose === 'lyrics'
        ? all.find((r) => r.purpose === 'track' && r.trackId === row.trackId)
        : undefined;
    const durationMs = audio?.facts?.kind === 'audio' ? audio.facts.durationMs : null;
    const result = await uploads.start({
      file,
      purpose: row.purpose,
      durationMs,
      onLanded: (answer) => void landed(batchId, row.path, answer),
    });
    if (!result.ok) {
      const issue = result.check.issues.find((i) => i.severity === 'error');
      const problem = issue
        ? { code: `media.${issue.code}`, params: { file: row.name, ...issue.params } }
        : { code: 'upload.failed.rejected' };
      await repo.updateFile(batchId, row.path, {
        fileState: 'failed',
        associationState: 'failed',
        problem,
      });
      return;
    }
    started.add(result.fileId);
    await repo.updateFile(batchId, row.path, {
      fileId: result.fileId,
      facts: result.facts ?? row.facts,
      problem: null,
    });
  }

  /** A file this page did not start (a reload came between): restored, already landed, or lost. */
  async function reattach(
    batchId: string,
    row: BatchFileRow,
    all: readonly BatchFileRow[],
  ): Promise<void> {
    const fileId = row.fileId ?? '';
    const held = await uploads.find(fileId);
    if (held !== null && !held.isGhost && !held.isComplete) return; // the task watcher follows it
    const file = fileOf(batchId, row);
    if (held?.isGhost) {
      if (file !== undefined && (await uploads.reselect(held.id, file))) return;
      await repo.updateFile(batchId, row.path, { problem: NEEDS_FILE });
      return;
    }
    const record = await uploads.readFileRecord(fileId);
    if (record !== null && (record.status === 'verified' || record.status === 'rejected')) {
      await landed(batchId, row.path, record);
      return;
    }
    if (held?.isComplete) return; // landed, still being verified: the watcher sees the answer
    if (file !== undefined) await startOne(batchId, row, file, all);
    else await repo.updateFile(batchId, row.path, { problem: NEEDS_FILE });
  }

  async function runFiles(batch: BatchRow): Promise<void> {
    const created = new Set(batch.albums.filter((a) => a.state === 'created').map((a) => a.folder));
    const all = await repo.listFiles(batch.id);
    const order = (row: BatchFileRow) => START_ORDER.indexOf(row.purpose);
    for (const row of [...all].sort((a, b) => order(a) - order(b))) {
      // a file of an album not created waits (a retry may create it); the table shows why
      if (!created.has(row.target.folder) || row.fileState === 'failed') continue;
      try {
        if (row.fileState === 'success') {
          if (row.associationState !== 'success') await associate(batch.id, row);
        } else if (row.fileId === null) {
          const file = fileOf(batch.id, row);
          if (file !== undefined) await startOne(batch.id, row, file, all);
          else await repo.updateFile(batch.id, row.path, { problem: NEEDS_FILE });
        } else if (!started.has(row.fileId)) {
          await reattach(batch.id, row, all);
        }
      } catch (error) {
        reportError('batch.startUpload', error);
        await repo.updateFile(batch.id, row.path, {
          problem: { code: 'batch.problem.startFailed' },
        });
      }
    }
  }

  /** Restored uploads have no onLanded: their verification shows in the task list's store. */
  function watch(batchId: string): void {
    if (watching.has(batchId)) return;
    watching.add(batchId);
    const seen = new Set<string>();
    const check = async () => {
      const rows = await repo.listFiles(batchId);
      const waiting = rows.filter((r) => r.fileId !== null && r.fileState === 'waiting');
      if (waiting.length === 0) return;
      const tasks = uploads.getTasks();
      for (const row of waiting) {
        const task = tasks.find((t) => t.fileId === row.fileId);
        if (task === undefined) {
          // a task this page saw that is gone was cancelled in the task list
          if (seen.has(row.fileId ?? '')) {
            await repo.updateFile(batchId, row.path, {
              fileState: 'failed',
              associationState: 'failed',
              problem: { code: 'batch.problem.cancelled' },
            });
          }
          continue;
        }
        seen.add(task.fileId);
        if (task.verification === 'verified')
          await landed(batchId, row.path, {
            id: task.fileId,
            status: 'verified',
            rejectCode: null,
          });
        else if (task.verification === 'rejected') {
          const code = task.error?.code.startsWith('media.')
            ? task.error.code.slice('media.'.length)
            : null;
          await landed(batchId, row.path, {
            id: task.fileId,
            status: 'rejected',
            rejectCode: code,
          });
        }
      }
    };
    let queued = Promise.resolve();
    const onChange = () => {
      queued = queued
        .then(check)
        .catch((error: unknown) => reportError('batch.watchUploads', error));
    };
    uploads.subscribeTasks(onChange);
    onChange();
  }

  async function runOnce(batchId: string): Promise<void> {
    const batch = await repo.getBatch(batchId);
    if (batch === undefined || batch.status !== 'running') return;
    await createRecords(batch);
    const fresh = (await repo.getBatch(batchId)) ?? batch;
    watch(batchId);
    await runFiles(fresh);
  }

  /** One run per batch at a time; a call during a run asks for one more pass after it. */
  function run(batchId: string): Promise<void> {
    const current = runs.get(batchId);
    if (current !== undefined) {
      rerun.add(batchId);
      return current;
    }
    const next = (async () => {
      try {
        do {
          rerun.delete(batchId);
          await runOnce(batchId);
        } while (rerun.has(batchId));
      } finally {
        runs.delete(batchId);
      }
    })();
    runs.set(batchId, next);
    return next;
  }

  function keep(batchId: string, files: Iterable<[string, File]>): void {
    const held = materials.get(batchId) ?? new Map<string, File>();
    for (const [path, file] of files) held.set(materialKey(path), file);
    materials.set(batchId, held);
  }

  return {
    async finish(plan, files) {
      const saved = await repo.saveNewBatch(plan.batch, plan.files);
      keep(saved.id, files);
      return { batchId: saved.id, done: run(saved.id) };
    },
    resume: run,
    async supply(batchId, picked) {
      const rows = await repo.listFiles(batchId);
      const waiting = new Set(
        rows
          .filter((r) => r.problem?.code === NEEDS_FILE.code)
          .map((r) => `${materialKey(r.path)}\n${r.size}`),
      );
      const fitting = picked.filter(({ path, file }) =>
        waiting.has(`${materialKey(path)}\n${file.size}`),
      );
      keep(
        batchId,
        fitting.map(({ path, file }) => [path, file]),
      );
      await run(batchId);
      return fitting.length;
    },
  };
}
