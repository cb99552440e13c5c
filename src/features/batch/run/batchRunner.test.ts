import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBatchRepo, type BatchRepo } from '../../../data/batchRepo';
import { createCatalogueRepo, EditRefusedError } from '../../../data/catalogueRepo';
import type { PortalDb } from '../../../data/db';
import { openTestDb } from '../../../data/testing';
import type { PlaylistAlbum } from '../../../domain/batch/playlistTypes';
import type { FilePurpose } from '../../../domain/media/filePolicy';
import type { FileFacts } from '../../../uploads/checkFile';
import type { LandedFile } from '../../../uploads/uploadEngine';
import { createTaskStore, type UploadTask } from '../../../uploads/uploadTasks';
import { buildBatchPlan, type AcceptedMaterial } from './batchPlan';
import { createBatchRunner, type BatchRunner, type UploadsPort } from './batchRunner';

const PARTY = '00000000-0000-4000-8000-000000000900';

function album(folder: string, name: string, tracks: string[]): PlaylistAlbum {
  return {
    row: 2,
    folder,
    coverFileName: 'cover.png',
    fields: { name, type: 1, displayLanguage: 'zh-Hans' },
    tracks: tracks.map((t, i) => ({
      row: i + 2,
      audioFileName: `${t}.wav`,
      lyricsFileName: `${t}.lrc`,
      fields: { name: t, displayLanguage: 'zh-Hans' },
    })),
  };
}

const FACTS: Record<string, FileFacts> = {
  cover: { kind: 'image', format: 'png', widthPx: 1400, heightPx: 1400 },
  audio: {
    kind: 'audio',
    format: 'wav',
    durationMs: 3000,
    sampleRateHz: 44100,
    bitDepth: 16,
    channels: 2,
  },
  lyrics: { kind: 'lyrics', format: 'lrc' },
};

function material(path: string, target: AcceptedMaterial['target']): AcceptedMaterial {
  return {
    path,
    name: path.split('/').pop() ?? path,
    size: 4,
    lastModified: 0,
    target,
    facts: FACTS[target.kind] ?? null,
  };
}

/** The upload engine at the boundary: records what was started and lets the test land files. */
function fakeUploads() {
  const started: Array<{
    name: string;
    purpose: FilePurpose;
    durationMs: number | null | undefined;
    fileId: string;
    onLanded(l: LandedFile): void;
  }> = [];
  const held = new Map<string, { id: string; isGhost: boolean; isComplete: boolean }>();
  const server = new Map<string, LandedFile>();
  const refuse = new Set<string>();
  const tasks = createTaskStore();
  let n = 0;
  const port: UploadsPort = {
    async start({ file, purpose, durationMs, onLanded }) {
      if (refuse.has(file.name)) {
        return {
          ok: false,
          check: {
            facts: null,
            issues: [
              {
                field: 'file',
                code: 'image-too-small',
                severity: 'error',
                params: { minPx: 1400 },
              },
            ],
          },
        };
      }
      const fileId = `file-${++n}`;
      started.push({ name: file.name, purpose, durationMs, fileId, onLanded });
      return { ok: true, fileId, facts: null, check: { facts: null, issues: [] } };
    },
    find: async (fileId) => held.get(fileId) ?? null,
    reselect: async () => true,
    readFileRecord: async (fileId) => server.get(fileId) ?? null,
    getTasks: () => tasks.getSnapshot(),
    subscribeTasks: (listener) => tasks.subscribe(listener),
  };
  const land = async (
    name: string,
    status: 'verified' | 'rejected' = 'verified',
    rejectCode: string | null = null,
  ) => {
    const upload = started.find((s) => s.name === name);
    if (!upload) throw new Error(`${name} not started`);
    upload.onLanded({ id: upload.fileId, status, rejectCode });
  };
  return { port, started, held, server, refuse, tasks, land };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

/** Waits until every file of the batch has left 'waiting'/'associating' (or the condition holds). */
async function until(done: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await done()) return;
    await settle();
  }
  throw new Error('timed out');
}
const allSettled = async () =>
  (await repo.listFiles('batch-1')).every(
    (f) => f.associationState === 'success' || f.associationState === 'failed',
  );

let db: PortalDb;
let repo: BatchRepo;
let uploads: ReturnType<typeof fakeUploads>;
let runner: BatchRunner;
let nextId = 0;
const newId = () => `00000000-0000-4000-8000-${String(++nextId).padStart(12, '0')}`;

function makeRunner(): BatchRunner {
  const records = createCatalogueRepo(db);
  return createBatchRunner({
    repo,
    uploads: uploads.port,
    records: {
      createRecord: records.createRecord,
      updateRecord: records.updateRecord,
      refusalOf: (e) =>
        e instanceof EditRefusedError
          ? { field: e.issues[0]?.field ?? '', code: e.issues[0]?.code ?? e.code }
          : null,
    },
  });
}

function plan(albums: PlaylistAlbum[], materials: AcceptedMaterial[]) {
  return buildBatchPlan({
    batchId: 'batch-1',
    authorizationCompanyId: PARTY,
    playlistName: 'p.xlsx',
    albums,
    materials,
    newId,
    now: '2026-11-22T00:00:00.000Z',
  });
}

const filesOf = (...paths: string[]) =>
  new Map(paths.map((p) => [p, new File(['data'], p.split('/').pop() ?? p)]));
const creates = async (entity: string) =>
  (await db.outbox.toArray()).filter((op) => op.kind === 'create' && op.entity === entity).length;

beforeEach(async () => {
  db = await openTestDb();
  repo = createBatchRepo(db);
  uploads = fakeUploads();
  runner = makeRunner();
  nextId = 0;
});
afterEach(() => db.delete());

const MATERIALS = [
  material('root/A/cover.png', { kind: 'cover', folder: 'A' }),
  material('root/A/one.lrc', { kind: 'lyrics', folder: 'A', trackRow: 2 }),
  material('root/A/one.wav', { kind: 'audio', folder: 'A', trackRow: 2 }),
];

describe('finishing a batch', () => {
  it('creates each album and track once, however often finish and resume run', async () => {
    const p = plan([album('A', 'Album A', ['one', 'two']), album('B', 'Album B', ['three'])], []);
    const first = await runner.finish(p, new Map());
    await first.done;
    const again = await runner.finish(plan([album('A', 'Album A', ['one', 'two'])], []), new Map());
    await again.done;
    await makeRunner().resume('batch-1');
    expect(await creates('album')).toBe(2);
    expect(await creates('track')).toBe(3);
    const batch = await repo.getBatch('batch-1');
    expect(batch?.albums.map((a) => a.state)).toEqual(['created', 'created']);
    const trackA = await db.track.get(batch?.albums[0]?.tracks[1]?.trackId ?? '');
    expect(trackA).toMatchObject({
      name: 'two',
      trackNo: 2,
      albumId: batch?.albums[0]?.albumId,
      authorizationCompanyId: PARTY,
    });
  });

  it('keeps going when one album is refused, and never uploads files of an album not created', async () => {
    const bad: PlaylistAlbum = {
      ...album('B', '', ['x']),
      fields: { type: 1, displayLanguage: 'zh-Hans' },
    };
    const materials = [...MATERIALS, material('root/B/cover.png', { kind: 'cover', folder: 'B' })];
    const { done } = await runner.finish(
      plan([bad, album('A', 'Album A', ['one'])], materials),
      filesOf(...materials.map((m) => m.path)),
    );
    await done;
    const batch = await repo.getBatch('batch-1');
    expect(batch?.albums.map((a) => [a.folder, a.state])).toEqual([
      ['B', 'failed'],
      ['A', 'created'],
    ]);
    expect(batch?.albums[0]?.problem?.code).toBe('batch.problem.refused');
    expect(uploads.started.map((s) => s.name)).toEqual(['cover.png', 'one.wav', 'one.lrc']);
  });

  it('starts covers, then audio, then lyrics checked against the audio length, and associates each as it lands', async () => {
    const { done } = await runner.finish(
      plan([album('A', 'Album A', ['one'])], MATERIALS),
      filesOf(...MATERIALS.map((m) => m.path)),
    );
    await done;
    expect(uploads.started.map((s) => [s.name, s.purpose, s.durationMs])).toEqual([
      ['cover.png', 'batchCover', null],
      ['one.wav', 'track', null],
      ['one.lrc', 'lyrics', 3000],
    ]);
    let files = await repo.listFiles('batch-1');
    expect(files.every((f) => f.fileState === 'waiting' && f.fileId !== null)).toBe(true);

    await uploads.land('cover.png');
    await uploads.land('one.wav');
    await uploads.land('one.lrc');
    await until(allSettled);
    files = await repo.listFiles('batch-1');
    expect(files.map((f) => [f.name, f.fileState, f.associationState])).toEqual(
      expect.arrayContaining([
        ['cover.png', 'success', 'success'],
        ['one.wav', 'success', 'success'],
        ['one.lrc', 'success', 'success'],
      ]),
    );
    const batch = await repo.getBatch('batch-1');
    const albumId = batch?.albums[0]?.albumId ?? '';
    const trackId = batch?.albums[0]?.tracks[0]?.trackId ?? '';
    expect((await db.album.get(albumId))?.cover).toMatchObject({
      path: 'file-1',
      name: 'cover.png',
      widthPx: 1400,
    });
    expect((await db.track.get(trackId))?.audio).toMatchObject({
      path: 'file-2',
      durationMs: 3000,
    });
    const lyrics = await db.lyrics.where('trackId').equals(trackId).toArray();
    expect(lyrics).toHaveLength(1);
    expect(lyrics[0]).toMatchObject({ title: 'one', format: 'lrc', file: { path: 'file-3' } });
  });

  it('records a refused file with its reason and leaves the others going', async () => {
    uploads.refuse.add('cover.png');
    const { done } = await runner.finish(
      plan([album('A', 'Album A', ['one'])], MATERIALS),
      filesOf(...MATERIALS.map((m) => m.path)),
    );
    await done;
    await uploads.land('one.wav', 'rejected', 'audio-sample-rate');
    await uploads.land('one.lrc');
    await until(allSettled);
    const files = await repo.listFiles('batch-1');
    const byName = new Map(files.map((f) => [f.name, f]));
    expect(byName.get('cover.png')).toMatchObject({
      fileState: 'failed',
      associationState: 'failed',
      problem: { code: 'media.image-too-small' },
    });
    expect(byName.get('one.wav')).toMatchObject({
      fileState: 'failed',
      associationState: 'failed',
      problem: { code: 'media.audio-sample-rate' },
    });
    expect(byName.get('one.lrc')).toMatchObject({
      fileState: 'success',
      associationState: 'success',
    });
  });
});

describe('resuming after a reload', () => {
  it('associates what landed meanwhile, follows restored uploads and asks again for files it lost', async () => {
    const { done } = await runner.finish(
      plan([album('A', 'Album A', ['one'])], MATERIALS),
      filesOf(...MATERIALS.map((m) => m.path)),
    );
    await done;
    const [cover, audio] = uploads.started;
    // the reload: the lyrics upload never started, the cover landed, the audio was restored
    await repo.updateFile('batch-1', 'root/A/one.lrc', { fileId: null });
    uploads.server.set(cover!.fileId, { id: cover!.fileId, status: 'verified', rejectCode: null });
    uploads.held.set(audio!.fileId, { id: 'uppy-audio', isGhost: false, isComplete: false });
    const reloaded = makeRunner();
    await reloaded.resume('batch-1');
    await until(async () =>
      (await repo.listFiles('batch-1')).some((f) => f.associationState === 'success'),
    );
    let files = new Map((await repo.listFiles('batch-1')).map((f) => [f.name, f]));
    expect(files.get('cover.png')).toMatchObject({
      fileState: 'success',
      associationState: 'success',
    });
    expect(files.get('one.wav')).toMatchObject({
      fileState: 'waiting',
      associationState: 'waiting',
    });
    expect(files.get('one.lrc')?.problem?.code).toBe('batch.problem.needsFile');

    // the restored audio lands: the task list's store says so
    const task: UploadTask = {
      id: 'uppy-audio',
      fileId: audio!.fileId,
      name: 'one.wav',
      size: 4,
      purpose: 'track',
      percent: 100,
      bytesUploaded: 4,
      state: 'done',
      error: null,
      verification: 'verified',
    };
    uploads.tasks.set([task]);
    await until(
      async () =>
        (await repo.listFiles('batch-1')).filter((f) => f.associationState === 'success').length ===
        2,
    );
    // the lost file is chosen again under another root: matched by album folder, name and size
    const found = await reloaded.supply('batch-1', [
      { path: 'elsewhere/A/one.lrc', file: new File(['data'], 'one.lrc') },
      { path: 'x/A/two.lrc', file: new File(['d'], 'two.lrc') },
    ]);
    expect(found).toBe(1);
    const lyricsUpload = uploads.started.at(-1)!;
    expect(lyricsUpload.name).toBe('one.lrc');
    await uploads.land('one.lrc');
    await until(allSettled);
    files = new Map((await repo.listFiles('batch-1')).map((f) => [f.name, f]));
    expect(
      [...files.values()].map((f) => [f.name, f.fileState, f.associationState, f.problem]),
    ).toEqual(
      expect.arrayContaining([
        ['cover.png', 'success', 'success', null],
        ['one.wav', 'success', 'success', null],
        ['one.lrc', 'success', 'success', null],
      ]),
    );
    expect(await creates('album')).toBe(1);
  });
});
