// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { chunkSizeFor, createUploadEngine, UPLOAD_TIMEOUT_MS } from './uploadEngine';
import { subscribeNotices } from './uploadNotices';
import { uploadTaskStore } from './uploadTasks';

const MiB = 1024 * 1024;

/** an engine whose grant never arrives, so nothing leaves the test */
function idleEngine() {
  const requestGrant = vi.fn(() => new Promise<never>(() => undefined));
  const engine = createUploadEngine({
    requestGrant,
    readFileRecord: vi.fn(),
    useGoldenRetriever: false,
  });
  return { engine, requestGrant };
}

const wav = (name = 'master.wav', bytes = 1024, lastModified = 1_700_000_000_000) =>
  new File([new Uint8Array(bytes)], name, { type: 'audio/wav', lastModified });

/** Golden Retriever 5's snapshot where it keeps it: IndexedDB uppy-blobs (v4), store metadata. */
async function seedGoldenRetrieverSnapshot(id: string, expires: number): Promise<void> {
  const open = indexedDB.open('uppy-blobs', 4);
  open.onupgradeneeded = () => {
    open.result.createObjectStore('files', { keyPath: 'id' });
    open.result.createObjectStore('metadata', { keyPath: 'id' });
  };
  const db = await new Promise<IDBDatabase>(
    (resolve) => (open.onsuccess = () => resolve(open.result)),
  );
  const tx = db.transaction('metadata', 'readwrite');
  tx.objectStore('metadata').put({
    id,
    expires,
    metadata: JSON.stringify({ files: {}, currentUploads: {} }),
  });
  await new Promise((resolve) => (tx.oncomplete = resolve));
  db.close();
}

describe('uploadEngine', () => {
  it('uses 8 MiB parts, larger only past 10,000 parts', () => {
    expect(chunkSizeFor(100 * MiB)).toBe(8 * MiB);
    expect(chunkSizeFor(300 * MiB)).toBe(10 * MiB);
    expect(chunkSizeFor(1000 * MiB)).toBe(32 * MiB);
    expect(chunkSizeFor(2000 * MiB)).toBe(63 * MiB);
    expect(chunkSizeFor(100_000 * MiB)).toBe(64 * MiB);
    expect(Math.ceil((1_000_000 * MiB) / chunkSizeFor(1_000_000 * MiB))).toBeLessThanOrEqual(
      10_000,
    );
  });

  it('adds a file with its portal meta and asks for a grant before sending', async () => {
    const { engine, requestGrant } = idleEngine();
    const id = engine.add({ file: wav(), kind: 'audio', purpose: 'track', fileId: '0190-a' });
    expect(engine.uppy.getFile(id).meta).toMatchObject({
      kind: 'audio',
      purpose: 'track',
      size: '1024',
      fileId: '0190-a',
    });
    await vi.waitFor(() => expect(requestGrant).toHaveBeenCalled());
    await vi.waitFor(() =>
      expect(uploadTaskStore.getSnapshot().map((t) => t.fileId)).toContain('0190-a'),
    );
  });

  it('lets the same file upload twice for two tracks (separate tasks)', () => {
    const { engine } = idleEngine();
    const a = engine.add({ file: wav(), kind: 'audio', purpose: 'track', fileId: '0190-b' });
    const b = engine.add({ file: wav(), kind: 'audio', purpose: 'track', fileId: '0190-c' });
    expect(a).not.toBe(b);
  });

  it('takes back a ghost only from the same file (name, size, date), keeping its progress', () => {
    const { engine } = idleEngine();
    const id = engine.add({ file: wav(), kind: 'audio', purpose: 'track', fileId: '0190-d' });
    const file = engine.uppy.getFile(id);
    // what Golden Retriever restores after a browser restart: the state without the blob
    engine.uppy.setFileState(id, {
      isGhost: true,
      data: undefined,
      progress: { ...file.progress, bytesUploaded: 512, uploadStarted: 1 },
    } as never);

    expect(engine.reselect(id, wav('master.wav', 2048))).toBe(false);
    expect(engine.reselect(id, wav('other.wav'))).toBe(false);
    expect(engine.uppy.getFile(id).isGhost).toBe(true);

    expect(engine.reselect(id, wav())).toBe(true);
    const back = engine.uppy.getFile(id);
    expect(back.isGhost).toBe(false);
    expect(back.data).toBeInstanceOf(File);
    expect(back.progress.bytesUploaded).toBe(512);
    expect(engine.uppy.getFiles()).toHaveLength(1);
  });

  it('cancels by removing the file (the task is hidden)', () => {
    const { engine } = idleEngine();
    const id = engine.add({ file: wav(), kind: 'audio', purpose: 'track', fileId: '0190-e' });
    engine.actions.cancel(id);
    expect(engine.uppy.getFiles()).toHaveLength(0);
  });

  it('fails an upload after an hour without progress, keeping its parts (paused), and not a paused one', async () => {
    vi.useFakeTimers();
    try {
      let clock = 1_000_000;
      const requestGrant = vi.fn(() => new Promise<never>(() => undefined));
      const engine = createUploadEngine({
        requestGrant,
        readFileRecord: vi.fn(),
        useGoldenRetriever: false,
        now: () => clock,
      });
      const running = engine.add({
        file: wav('slow.wav'),
        kind: 'audio',
        purpose: 'track',
        fileId: '0190-f',
      });
      const paused = engine.add({
        file: wav('held.wav'),
        kind: 'audio',
        purpose: 'track',
        fileId: '0190-g',
      });
      for (const id of [running, paused]) {
        const file = engine.uppy.getFile(id);
        engine.uppy.setFileState(id, {
          progress: { ...file.progress, uploadStarted: clock, bytesUploaded: 256 },
        } as never);
      }
      engine.uppy.setFileState(paused, { isPaused: true } as never);
      // what the installed AwsS3 plugin declares (its grant never comes in this test)
      engine.uppy.setState({
        capabilities: { ...engine.uppy.getState().capabilities, resumableUploads: true },
      });
      engine.uppy.emit('upload-progress', engine.uppy.getFile(running), {
        uploadStarted: clock,
        bytesUploaded: 256,
        bytesTotal: 1024,
      });

      clock += UPLOAD_TIMEOUT_MS - 60_000;
      await vi.advanceTimersByTimeAsync(60_000);
      expect(engine.uppy.getFile(running).isPaused).toBeFalsy();

      clock += 2 * 60_000;
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.advanceTimersByTimeAsync(200);
      expect(engine.uppy.getFile(running).isPaused).toBe(true);
      expect(engine.uppy.getFile(running).progress.bytesUploaded).toBe(256);
      const task = uploadTaskStore.getSnapshot().find((t) => t.fileId === '0190-f');
      expect(task?.error?.code).toBe('upload.failed.timeout');
      expect(uploadTaskStore.getSnapshot().find((t) => t.fileId === '0190-g')?.error).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('treats a failure after the server completed the upload (its answer lost) as landed, not failed', async () => {
    const requestGrant = vi.fn(() => new Promise<never>(() => undefined));
    const readFileRecord = vi.fn(async (id: string) => ({
      id,
      status: 'verified',
      rejectCode: null,
    }));
    const engine = createUploadEngine({ requestGrant, readFileRecord, useGoldenRetriever: false });
    const id = engine.add({
      file: wav('lost-answer.wav'),
      kind: 'audio',
      purpose: 'track',
      fileId: '0190-h',
    });
    engine.uppy.emit(
      'upload-error',
      engine.uppy.getFile(id),
      new Error('Companion request failed: Conflict'),
    );
    await vi.waitFor(() =>
      expect(uploadTaskStore.getSnapshot().find((t) => t.fileId === '0190-h')?.verification).toBe(
        'verified',
      ),
    );
    expect(readFileRecord).toHaveBeenCalledWith('0190-h');
    expect(engine.uppy.getFile(id).progress.uploadComplete).toBe(true);
    expect(uploadTaskStore.getSnapshot().find((t) => t.fileId === '0190-h')?.state).toBe('done');
  });

  it("says the server's disk is full when the server closed the upload for it, not that it was interrupted", async () => {
    const requestGrant = vi.fn(() => new Promise<never>(() => undefined));
    // Uppy's last retry met the closed upload (409); the file's record keeps why it was closed
    const readFileRecord = vi.fn(async (id: string) => ({
      id,
      status: 'aborted',
      rejectCode: 'storageFull',
    }));
    const engine = createUploadEngine({ requestGrant, readFileRecord, useGoldenRetriever: false });
    const id = engine.add({
      file: wav('full.wav'),
      kind: 'audio',
      purpose: 'track',
      fileId: '0190-f',
    });
    engine.uppy.setFileState(id, { error: 'This looks like a network error' });
    engine.uppy.emit(
      'upload-error',
      engine.uppy.getFile(id),
      Object.assign(new Error('This looks like a network error'), {
        request: { responseText: '{"state":false,"code":"badInput"}' },
      }),
    );
    await vi.waitFor(() =>
      expect(uploadTaskStore.getSnapshot().find((t) => t.fileId === '0190-f')?.error).toEqual({
        code: 'error.storageFull',
      }),
    );
    // an aborted upload never landed: nothing is verified or announced as sent
    expect(uploadTaskStore.getSnapshot().find((t) => t.fileId === '0190-f')?.state).toBe('failed');
    expect(engine.uppy.getFile(id).progress.uploadComplete).toBe(false);
  });

  it('after a reload, a file that had landed is verified again without telling its success or asking about reloading twice', async () => {
    const requestGrant = vi.fn(() => new Promise<never>(() => undefined));
    const readFileRecord = vi.fn(async (id: string) => ({
      id,
      status: 'verified',
      rejectCode: null,
    }));
    const engine = createUploadEngine({ requestGrant, readFileRecord, useGoldenRetriever: false });
    const notices: string[] = [];
    const stop = subscribeNotices((notice) => notices.push(`${notice.type} ${notice.fileName}`));
    try {
      const id = engine.add({
        file: wav('landed.wav'),
        kind: 'audio',
        purpose: 'track',
        fileId: '0190-i',
      });
      const file = engine.uppy.getFile(id);
      // what Golden Retriever puts back: the file complete, its verdict not yet known on this page
      engine.uppy.setFileState(id, {
        progress: { ...file.progress, uploadComplete: true, percentage: 100 },
      } as never);
      engine.uppy.emit('restored', {});
      await vi.waitFor(() =>
        expect(uploadTaskStore.getSnapshot().find((t) => t.fileId === '0190-i')?.verification).toBe(
          'verified',
        ),
      );
      expect(readFileRecord).toHaveBeenCalledWith('0190-i');
      expect(notices.filter((n) => /^(succeeded|askReload) /.test(n))).toEqual([]);
    } finally {
      stop();
      engine.uppy.destroy();
    }
  });

  it('a quiet upload (a batch shows its files itself) tells neither its start nor its success, even after a reload', async () => {
    const requestGrant = vi.fn(() => new Promise<never>(() => undefined));
    const readFileRecord = vi.fn(async (id: string) => ({
      id,
      status: 'verified',
      rejectCode: null,
    }));
    const engine = createUploadEngine({ requestGrant, readFileRecord, useGoldenRetriever: false });
    const notices: string[] = [];
    const stop = subscribeNotices((notice) => notices.push(`${notice.type} ${notice.fileName}`));
    try {
      const id = engine.add({
        file: wav('batch.wav'),
        kind: 'audio',
        purpose: 'track',
        fileId: '0190-q',
        quiet: true,
      });
      expect(engine.uppy.getFile(id).meta.quiet).toBe('1');
      engine.uppy.emit(
        'upload-error',
        engine.uppy.getFile(id),
        new Error('Companion request failed: Conflict'),
      );
      await vi.waitFor(() =>
        expect(uploadTaskStore.getSnapshot().find((t) => t.fileId === '0190-q')?.verification).toBe(
          'verified',
        ),
      );
      expect(notices).toEqual([]);
    } finally {
      stop();
      engine.uppy.destroy();
    }
  });

  it('holds new files back until Golden Retriever has put back what the last page left (its restore replaces the list)', async () => {
    const requestGrant = vi.fn(() => new Promise<never>(() => undefined));
    const fresh = createUploadEngine({
      requestGrant,
      readFileRecord: vi.fn(),
      useGoldenRetriever: true,
    });
    await fresh.whenRestored; // nothing saved: at once
    fresh.uppy.destroy();

    // Golden Retriever 5 keeps its snapshot in IndexedDB (uppy-blobs / metadata)
    await seedGoldenRetrieverSnapshot('portal-uploads', Date.now() + 60_000);
    const engine = createUploadEngine({
      requestGrant,
      readFileRecord: vi.fn(),
      useGoldenRetriever: true,
    });
    const order: string[] = [];
    engine.uppy.on('restored', () => order.push('restored'));
    const startedAt = Date.now();
    await engine.whenRestored.then(() => order.push('settled'));
    // settled by Golden Retriever's own restore, not by the 10 s bound
    expect(order).toEqual(['restored', 'settled']);
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    engine.uppy.destroy();
  });

  it('after a reload, an unfinished file the server already has is done, not a ghost asking for the file again', async () => {
    const requestGrant = vi.fn(() => new Promise<never>(() => undefined));
    const statuses: Record<string, string> = {
      '0190-j': 'verified',
      '0190-k': 'uploading',
      '0190-l': 'absent',
    };
    const readFileRecord = vi.fn(async (id: string) => ({
      id,
      status: statuses[id],
      rejectCode: null,
    }));
    const engine = createUploadEngine({ requestGrant, readFileRecord, useGoldenRetriever: false });
    const landedId = engine.add({
      file: wav('landed.lrc', 40),
      kind: 'lyrics',
      purpose: 'lyrics',
      fileId: '0190-j',
    });
    const openId = engine.add({
      file: wav('half.wav'),
      kind: 'audio',
      purpose: 'track',
      fileId: '0190-k',
    });
    const unknownId = engine.add({
      file: wav('never-created.wav'),
      kind: 'audio',
      purpose: 'track',
      fileId: '0190-l',
    });
    // Golden Retriever's snapshot lagged: they come back unfinished and without their blobs
    for (const id of [landedId, openId, unknownId])
      engine.uppy.setFileState(id, { isGhost: true, data: undefined } as never);
    engine.uppy.emit('restored', {});
    await vi.waitFor(() =>
      expect(uploadTaskStore.getSnapshot().find((t) => t.fileId === '0190-j')?.state).toBe('done'),
    );
    expect(engine.uppy.getFile(landedId).isGhost).toBe(false);
    expect(uploadTaskStore.getSnapshot().find((t) => t.fileId === '0190-j')?.verification).toBe(
      'verified',
    );
    // one the server is still receiving stays a ghost: only the file itself can finish it
    expect(readFileRecord).toHaveBeenCalledWith('0190-k');
    expect(engine.uppy.getFile(openId).isGhost).toBe(true);
    // nor one whose upload the server never heard of (its create went with the page)
    expect(readFileRecord).toHaveBeenCalledWith('0190-l');
    expect(engine.uppy.getFile(unknownId).isGhost).toBe(true);
    expect(
      uploadTaskStore.getSnapshot().find((t) => t.fileId === '0190-l')?.verification,
    ).toBeNull();
    engine.uppy.destroy();
  });
});
