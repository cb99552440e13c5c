import { describe, expect, it } from 'vitest';
import type { UploadTask } from '../../../../uploads/uploadTasks';
import { fileStateOf } from './useFileState';

const task = (overrides: Partial<UploadTask>): UploadTask => ({
  id: 'u',
  fileId: 'f',
  name: 'a.pdf',
  size: 10,
  purpose: 'authorization',
  percent: 40,
  bytesUploaded: 4,
  state: 'uploading',
  error: null,
  verification: null,
  ...overrides,
});

describe('fileStateOf', () => {
  it('follows this tab’s upload first', () => {
    expect(fileStateOf(task({}), null)).toEqual({ kind: 'uploading', percent: 40 });
    expect(fileStateOf(task({ state: 'ghost' }), null)).toEqual({ kind: 'paused', percent: 40 });
    expect(fileStateOf(task({ state: 'done', verification: 'pending' }), null)).toEqual({
      kind: 'checking',
    });
    expect(fileStateOf(task({ state: 'done', verification: 'verified' }), null)).toEqual({
      kind: 'verified',
    });
    expect(
      fileStateOf(
        task({ state: 'failed', verification: 'rejected', error: { code: 'media.file-format' } }),
        null,
      ),
    ).toEqual({
      kind: 'rejected',
      code: 'media.file-format',
      params: undefined,
    });
    expect(fileStateOf(task({ state: 'failed' }), null)).toEqual({ kind: 'failed' });
  });
  it('else takes the server’s word, else waits', () => {
    expect(fileStateOf(undefined, { id: 'f', status: 'verified', rejectCode: null })).toEqual({
      kind: 'verified',
    });
    expect(
      fileStateOf(undefined, { id: 'f', status: 'rejected', rejectCode: 'file-format' }),
    ).toEqual({ kind: 'rejected', code: 'media.file-format' });
    expect(fileStateOf(undefined, { id: 'f', status: 'verifying', rejectCode: null })).toEqual({
      kind: 'checking',
    });
    expect(fileStateOf(undefined, null)).toEqual({ kind: 'waiting' });
  });
});
