import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import zhHans from '../../i18n/locales/zh-Hans.json';
import type { UploadTask } from '../../uploads/uploadTasks';
import { lyricsStatus, type LyricsStatusInput } from './lyricsStatus';
import { lyricsTitleOf } from './lyricsWrite';

const intlEn = createIntl({ locale: 'en', messages: en });
const intlZh = createIntl({ locale: 'zh-Hans', messages: zhHans });
const file = { name: 'song.lrc' };
const none: LyricsStatusInput = { file: null, task: undefined, record: null, refusal: null };
const task = (patch: Partial<UploadTask>): UploadTask => ({
  id: 'u1',
  fileId: 'f1',
  name: 'song.lrc',
  size: 100,
  purpose: 'lyrics',
  percent: 40,
  bytesUploaded: 40,
  state: 'uploading',
  error: null,
  verification: null,
  ...patch,
});

describe('lyricsStatus', () => {
  it('says none, uploading, waiting and uploaded', () => {
    expect(lyricsStatus(intlEn, none)).toEqual({ text: 'No lyrics', tone: 'plain' });
    expect(lyricsStatus(intlZh, none).text).toBe('暂无歌词');
    expect(lyricsStatus(intlEn, { ...none, file, task: task({}) }).text).toBe(
      'Uploading song.lrc 40%',
    );
    expect(
      lyricsStatus(intlEn, {
        ...none,
        file,
        task: task({ state: 'done', percent: 100, verification: 'pending' }),
      }).text,
    ).toBe('song.lrc: waiting for verification');
    expect(
      lyricsStatus(intlEn, {
        ...none,
        file,
        task: task({ state: 'done', verification: 'verified' }),
      }),
    ).toEqual({ text: 'Uploaded: song.lrc', tone: 'plain' });
    expect(
      lyricsStatus(intlZh, {
        ...none,
        file,
        record: { id: 'f1', status: 'verified', rejectCode: null },
      }).text,
    ).toBe('已上传：song.lrc');
  });

  it('gives the reason of a refusal before upload, in both languages', () => {
    const refusal = {
      fileName: 'bad.lrc',
      issue: { code: 'lyrics-time-order' as const, params: { file: 'bad.lrc', line: 3 } },
    };
    expect(lyricsStatus(intlEn, { ...none, file, refusal })).toEqual({
      text: 'Rejected: bad.lrc: scrolling-lyrics time points must be in order (line 3)',
      tone: 'rejected',
    });
    expect(
      lyricsStatus(intlZh, {
        ...none,
        refusal: { fileName: 'x.lrc', issue: { code: 'lyrics-format', params: { file: 'x.lrc' } } },
      }).text,
    ).toBe('未通过：x.lrc：仅支持 TXT 或 LRC 文件，请勿修改扩展名');
  });

  it('gives the server reason of a rejected file', () => {
    const record = { id: 'f1', status: 'rejected', rejectCode: 'lyrics-format' };
    expect(lyricsStatus(intlEn, { ...none, file, record })).toEqual({
      text: 'Rejected: song.lrc: only TXT or lrc files, do not change the extension',
      tone: 'rejected',
    });
  });

  it('titles the record by the file name without its extension', () => {
    expect(lyricsTitleOf('Morning Song.lrc')).toBe('Morning Song');
    expect(lyricsTitleOf('.hidden')).toBe('.hidden');
    expect(lyricsTitleOf('x'.repeat(600) + '.txt')).toHaveLength(500);
  });
});
