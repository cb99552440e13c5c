import { describe, expect, it } from 'vitest';
import type { BatchFileRow, BatchRow } from '../../../data/batchRepo';
import type { UploadTask } from '../../../uploads/uploadTasks';
import { countBatch, displayFile, filesByAlbum } from './batchProgress';

const row = (path: string, patch: Partial<BatchFileRow> = {}): BatchFileRow => ({
  batchId: 'b',
  path,
  name: path,
  size: 1,
  lastModified: 0,
  target: { kind: 'audio', folder: 'A', trackRow: 3 },
  purpose: 'track',
  recordId: 't',
  trackId: 't',
  facts: null,
  fileId: 'f',
  fileState: 'waiting',
  associationState: 'waiting',
  problem: null,
  ...patch,
});
const task = (patch: Partial<UploadTask>): UploadTask => ({
  id: 'u',
  fileId: 'f',
  name: 'x',
  size: 1,
  purpose: 'track',
  percent: 40,
  bytesUploaded: 0,
  state: 'uploading',
  error: null,
  verification: null,
  ...patch,
});
const batch = (states: Array<'waiting' | 'created' | 'failed'>): BatchRow => ({
  id: 'b',
  authorizationCompanyId: 'p',
  playlistName: 'p.xlsx',
  status: 'running',
  createdAt: '',
  updatedAt: '',
  albums: states.map((state, i) => ({
    folder: i === 0 ? 'A' : `F${i}`,
    row: 2,
    albumId: `a${i}`,
    name: `Album ${i}`,
    fields: {},
    tracks: [
      { row: 2, trackId: 't2', name: 'two', fields: {} },
      { row: 3, trackId: 't3', name: 'three', fields: {} },
    ],
    state,
    problem: null,
  })),
});

describe('what a file row shows', () => {
  it('shows saved end states as they are', () => {
    expect(
      displayFile(
        row('x', { fileState: 'success', associationState: 'associating' }),
        { state: 'created' },
        undefined,
      ),
    ).toMatchObject({ file: 'success', association: 'associating' });
  });
  it('fails the files of an album that was not created', () => {
    expect(displayFile(row('x'), { state: 'failed' }, undefined)).toEqual({
      file: 'failed',
      association: 'failed',
      problem: { code: 'batch.problem.albumNotCreated' },
    });
  });
  it('follows the live upload: progress, verification, a failure with its reason', () => {
    expect(displayFile(row('x'), { state: 'created' }, task({})).problem).toEqual({
      code: 'batch.problem.uploading',
      params: { percent: 40 },
    });
    expect(
      displayFile(row('x'), { state: 'created' }, task({ state: 'done', verification: 'pending' }))
        .problem?.code,
    ).toBe('batch.problem.verifying');
    expect(
      displayFile(
        row('x'),
        { state: 'created' },
        task({ state: 'failed', error: { code: 'upload.failed.network' } }),
      ),
    ).toMatchObject({ file: 'failed', association: 'waiting' });
  });
});

describe('batch counts', () => {
  it('is settled only when every album and every file has an end state', () => {
    const files = [
      row('1', { fileState: 'success', associationState: 'success' }),
      row('2', { fileState: 'failed', associationState: 'failed' }),
    ];
    expect(countBatch(batch(['created']), files)).toMatchObject({
      created: 1,
      uploaded: 1,
      associated: 1,
      failedFiles: 1,
      isSettled: true,
    });
    expect(countBatch(batch(['created']), [...files, row('3')]).isSettled).toBe(false);
    expect(countBatch(batch(['waiting']), []).isSettled).toBe(false);
    expect(
      countBatch(batch(['created', 'failed']), [
        row('4', { problem: { code: 'batch.problem.needsFile' } }),
      ]),
    ).toMatchObject({ needsFile: 1, failedAlbums: 1 });
  });
  it('groups files by album: cover first, then tracks in playlist order, audio before lyrics', () => {
    const files = [
      row('lyrics3', { target: { kind: 'lyrics', folder: 'A', trackRow: 3 } }),
      row('audio3'),
      row('audio2', { target: { kind: 'audio', folder: 'A', trackRow: 2 } }),
      row('cover', { target: { kind: 'cover', folder: 'A' } }),
    ];
    const groups = filesByAlbum(batch(['created', 'created']), files);
    expect(groups[0]?.files.map((f) => f.path)).toEqual(['cover', 'audio2', 'audio3', 'lyrics3']);
    expect(groups[1]?.files).toEqual([]);
  });
});
