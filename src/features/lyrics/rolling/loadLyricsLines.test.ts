import { describe, expect, it, vi } from 'vitest';
import { loadLyricsLines, type LoadDeps } from './loadLyricsLines';

const file = { path: '0190a5b2-0000-7000-8000-0000000000f1', name: 'dawn.txt', sizeBytes: 10 };
const deps = (bytes: Uint8Array | Error): LoadDeps => ({
  requestUrl: vi.fn(async () => '/api/files/x/stream?sig=1'),
  fetchBytes: vi.fn(async () => {
    if (bytes instanceof Error) throw bytes;
    return bytes;
  }),
});

describe('loadLyricsLines', () => {
  it('reads the stored content first, without a request', async () => {
    const d = deps(new Error('unused'));
    expect(
      await loadLyricsLines({ content: '[00:01.00]a\n[00:02.00]b', file, format: 'lrc' }, d),
    ).toEqual({
      ok: true,
      lines: [
        { text: 'a', timeMs: 1000 },
        { text: 'b', timeMs: 2000 },
      ],
    });
    expect(d.requestUrl).not.toHaveBeenCalled();
  });
  it('reads the uploaded file back through its signed URL', async () => {
    const d = deps(new TextEncoder().encode('晨光\n山云\n'));
    expect(await loadLyricsLines({ content: '', file, format: 'txt' }, d)).toEqual({
      ok: true,
      lines: [
        { text: '晨光', timeMs: null },
        { text: '山云', timeMs: null },
      ],
    });
    expect(d.requestUrl).toHaveBeenCalledWith(file.path);
  });
  it('says why it cannot: KRC, no file, a failed load, an empty file', async () => {
    expect(await loadLyricsLines({ content: '', file, format: 'krc' }, deps(new Error()))).toEqual({
      ok: false,
      code: 'rolling-lyrics-unreadable',
    });
    expect(
      await loadLyricsLines({ content: '', file: null, format: 'txt' }, deps(new Error())),
    ).toEqual({ ok: false, code: 'rolling-lyrics-missing' });
    expect(
      await loadLyricsLines({ content: '', file, format: 'txt' }, deps(new Error('404'))),
    ).toEqual({ ok: false, code: 'load-failed' });
    expect(
      await loadLyricsLines(
        { content: '', file, format: 'txt' },
        deps(new TextEncoder().encode(' \n')),
      ),
    ).toEqual({
      ok: false,
      code: 'rolling-lyrics-empty',
    });
  });
});
