// A version of a track's lyrics made in the editor (the timed LRC, or the traditional-Chinese
// conversion) goes the way an uploaded lyrics file goes: the pipeline's content check (LRC order,
// times within the track) and upload, then the track's lyrics record of that kind points at it.
// The text is kept in the record too, so the editor reopens it offline.
import type { Lyrics, Track } from '../../../domain/catalogue';
import { TextLimits } from '../../../domain/catalogue/limits';
import type { MediaIssue } from '../../../domain/media';
import type { LooseRecord } from '../../../domain/sync/records';
import type { StartUploadOptions, StartUploadResult } from '../../../uploads/uploader';
import { reportError } from '../../../data/errorLog';

export type LyricsVersionKind = Extract<Lyrics['kind'], 'rolling' | 'traditional'>;

export interface SaveDeps {
  startUpload(options: StartUploadOptions): Promise<StartUploadResult>;
  createRecord(entity: 'lyrics', record: LooseRecord): Promise<LooseRecord>;
  updateRecord(entity: 'lyrics', id: string, patch: LooseRecord): Promise<LooseRecord>;
}

export type SaveResult =
  | { ok: true }
  | {
      ok: false;
      reason: 'refused';
      fileName: string;
      issue: Pick<MediaIssue, 'code' | 'params'> | null;
    }
  | { ok: false; reason: 'saveFailed' };

/** A file name from the track's name: no path separators or characters file systems refuse. */
export function lyricsFileName(
  trackName: string,
  kind: LyricsVersionKind,
  format: 'lrc' | 'txt',
): string {
  // control characters (below U+0020) are dropped as well
  const printable = [...trackName].filter((c) => c.charCodeAt(0) >= 0x20).join('');
  const base =
    printable
      .replace(/[\\/:*?"<>|]+/g, '_')
      .trim()
      .slice(0, 120) || 'lyrics';
  return kind === 'traditional' ? `${base}.zh-Hant.${format}` : `${base}.${format}`;
}

export interface SaveInput {
  track: Pick<Track, 'id' | 'name' | 'audio'>;
  kind: LyricsVersionKind;
  format: 'lrc' | 'txt';
  text: string;
  /** the track's lyrics record of this kind, replaced when there is one */
  existing: Pick<Lyrics, 'id'> | null;
}

export async function saveLyricsVersion(
  { track, kind, format, text, existing }: SaveInput,
  deps: SaveDeps,
): Promise<SaveResult> {
  const name = lyricsFileName(track.name, kind, format);
  const file = new File([text], name, { type: 'text/plain' });
  const result = await deps.startUpload({
    file,
    purpose: 'lyrics',
    durationMs: track.audio?.durationMs ?? null,
  });
  if (!result.ok) {
    return {
      ok: false,
      reason: 'refused',
      fileName: name,
      issue: result.check.issues.find((i) => i.severity === 'error') ?? null,
    };
  }
  const ref = { path: result.fileId, name, sizeBytes: file.size };
  const content = text.length <= TextLimits.lyricsMax ? text : '';
  try {
    if (existing) await deps.updateRecord('lyrics', existing.id, { file: ref, format, content });
    else {
      await deps.createRecord('lyrics', {
        trackId: track.id,
        title: name.slice(0, name.lastIndexOf('.')),
        kind,
        format,
        language: kind === 'traditional' ? 'zh-Hant' : null,
        content,
        file: ref,
      });
    }
    return { ok: true };
  } catch (error) {
    reportError('lyrics.saveVersion', error);
    return { ok: false, reason: 'saveFailed' };
  }
}
