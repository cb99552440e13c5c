import { describe, expect, it, vi } from 'vitest';
import type { StartUploadOptions, StartUploadResult } from '../../../uploads/uploader';
import { lyricsFileName, saveLyricsVersion, type SaveDeps } from './saveLyricsVersion';

const FILE_ID = '0190a5b2-0000-7000-8000-0000000000c1';
const track = { id: '0190a5b2-0000-7000-8000-0000000000c2', name: 'Dawn', audio: null };

function deps(answer: StartUploadResult): SaveDeps & { uploads: StartUploadOptions[] } {
  const uploads: StartUploadOptions[] = [];
  return {
    uploads,
    startUpload: vi.fn(async (o: StartUploadOptions) => {
      uploads.push(o);
      return answer;
    }),
    createRecord: vi.fn(async (_e, r) => r),
    updateRecord: vi.fn(async (_e, _id, p) => p),
  };
}
const accepted: StartUploadResult = {
  ok: true,
  fileId: FILE_ID,
  facts: { kind: 'lyrics', format: 'lrc' },
  check: { facts: null, issues: [] },
};

describe('saveLyricsVersion', () => {
  it('uploads the LRC through the lyrics pipeline and creates the rolling record with its text', async () => {
    const d = deps(accepted);
    const text = '[00:01.00]a\n';
    expect(
      await saveLyricsVersion(
        { track: { ...track, audio: null }, kind: 'rolling', format: 'lrc', text, existing: null },
        d,
      ),
    ).toEqual({ ok: true });
    expect(d.uploads[0].purpose).toBe('lyrics');
    expect(d.uploads[0].file.name).toBe('Dawn.lrc');
    expect(await d.uploads[0].file.text()).toBe(text);
    expect(d.createRecord).toHaveBeenCalledWith('lyrics', {
      trackId: track.id,
      title: 'Dawn',
      kind: 'rolling',
      format: 'lrc',
      language: null,
      content: text,
      file: { path: FILE_ID, name: 'Dawn.lrc', sizeBytes: text.length },
    });
  });
  it('re-points an existing record of that kind', async () => {
    const d = deps(accepted);
    await saveLyricsVersion(
      { track, kind: 'traditional', format: 'txt', text: '晨光', existing: { id: 'lyr-1' } },
      d,
    );
    expect(d.updateRecord).toHaveBeenCalledWith('lyrics', 'lyr-1', {
      file: { path: FILE_ID, name: 'Dawn.zh-Hant.txt', sizeBytes: 6 },
      format: 'txt',
      content: '晨光',
    });
    expect(d.createRecord).not.toHaveBeenCalled();
  });
  it('passes the track length to the check and reports its refusal', async () => {
    const issue = {
      field: 'file',
      code: 'lyrics-time-order' as const,
      severity: 'error' as const,
      params: { line: 2 },
    };
    const d = deps({ ok: false, check: { facts: null, issues: [issue] } });
    const withAudio = { ...track, audio: { durationMs: 30_000 } as never };
    expect(
      await saveLyricsVersion(
        { track: withAudio, kind: 'rolling', format: 'lrc', text: 'x', existing: null },
        d,
      ),
    ).toEqual({
      ok: false,
      reason: 'refused',
      fileName: 'Dawn.lrc',
      issue,
    });
    expect(d.uploads[0].durationMs).toBe(30_000);
    expect(d.createRecord).not.toHaveBeenCalled();
  });
  it('a failed local write is reported', async () => {
    const d = deps(accepted);
    d.createRecord = vi.fn(async () => Promise.reject(new Error('quota')));
    expect(
      await saveLyricsVersion(
        { track, kind: 'rolling', format: 'lrc', text: 'x', existing: null },
        d,
      ),
    ).toEqual({ ok: false, reason: 'saveFailed' });
  });
});

describe('lyricsFileName', () => {
  it('keeps names file systems accept', () => {
    expect(lyricsFileName('A/B: "live"', 'rolling', 'lrc')).toBe('A_B_ _live_.lrc');
    expect(lyricsFileName('  ', 'rolling', 'lrc')).toBe('lyrics.lrc');
    expect(lyricsFileName('晨光', 'traditional', 'lrc')).toBe('晨光.zh-Hant.lrc');
  });
});
