// The lines of a lyrics record for the editor: its stored text when it has some (rolling lyrics
// saved here keep their LRC there), else the uploaded file read back through a signed URL (the
// server serves only verified files; KRC is encrypted and cannot be timed here).
import type { Lyrics } from '../../../domain/catalogue';
import {
  lyricLinesOf,
  lyricLinesOfText,
  type LyricLine,
  type RollingCode,
} from '../../../domain/media/rollingLyrics';
import { requestPlaybackUrl } from '../../../uploads/uploadApi';
import { reportError } from '../../../data/errorLog';

export type LinesResult =
  { ok: true; lines: LyricLine[] } | { ok: false; code: RollingCode | 'load-failed' };

export interface LoadDeps {
  requestUrl(fileId: string): Promise<string>;
  fetchBytes(url: string): Promise<Uint8Array>;
}

const defaultDeps: LoadDeps = {
  requestUrl: requestPlaybackUrl,
  fetchBytes: async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`lyrics file answered ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  },
};

export async function loadLyricsLines(
  record: Pick<Lyrics, 'content' | 'file' | 'format'>,
  deps: LoadDeps = defaultDeps,
): Promise<LinesResult> {
  if (record.content.trim() !== '') {
    const lines = lyricLinesOfText(record.content);
    return lines.length > 0 ? { ok: true, lines } : { ok: false, code: 'rolling-lyrics-empty' };
  }
  if (record.format === 'krc') return { ok: false, code: 'rolling-lyrics-unreadable' };
  if (record.file === null) return { ok: false, code: 'rolling-lyrics-missing' };
  let bytes: Uint8Array;
  try {
    bytes = await deps.fetchBytes(await deps.requestUrl(record.file.path));
  } catch (error) {
    reportError('lyrics.load', error);
    return { ok: false, code: 'load-failed' };
  }
  const read = lyricLinesOf(bytes);
  return read.ok ? { ok: true, lines: read.lines } : { ok: false, code: read.issue.code };
}
