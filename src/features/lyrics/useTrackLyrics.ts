// The track's lyrics record (one per track: the original lyrics) and the upload that replaces its
// file: the pick is checked in the worker against the track's length, then the record is created
// or re-pointed at the new file id at once, so it syncs while the file is still uploading.
import { useState } from 'react';
import { createRecord, updateRecord } from '../../data/catalogueRepo';
import { useRecords } from '../../data/catalogueHooks';
import type { Lyrics, Track } from '../../domain/catalogue';
import { TextLimits } from '../../domain/catalogue/limits';
import { startUpload } from '../../uploads/uploader';
import type { PickedFile } from '../upload/FilePickButton';
import type { LyricsRefusal } from './lyricsStatus';
import { reportError } from '../../data/errorLog';

/** The record's title: the file name without its extension. */
export function lyricsTitleOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).slice(0, TextLimits.nameMax);
}

export interface TrackLyricsState {
  /** undefined while the local store is read, null when the track has none */
  lyrics: Lyrics | null | undefined;
  refusal: LyricsRefusal | null;
  hasSaveFailed: boolean;
  upload(picked: PickedFile): Promise<void>;
}

export function useTrackLyrics(track: Track): TrackLyricsState {
  const rows = useRecords('lyrics', { where: { field: 'trackId', equals: track.id } });
  const lyrics = rows === undefined ? undefined : (rows.find((r) => r.kind === 'original') ?? rows[0] ?? null);
  const [refusal, setRefusal] = useState<LyricsRefusal | null>(null);
  const [hasSaveFailed, setSaveFailed] = useState(false);

  const upload = async ({ file, handle }: PickedFile) => {
    setRefusal(null);
    setSaveFailed(false);
    const result = await startUpload({ file, purpose: 'lyrics', handle, durationMs: track.audio?.durationMs ?? null });
    if (!result.ok) {
      const issue = result.check.issues.find((i) => i.severity === 'error');
      if (issue) setRefusal({ fileName: file.name, issue });
      return;
    }
    if (result.facts?.kind !== 'lyrics') return;
    const format = result.facts.format as Lyrics['format'];
    const ref = { path: result.fileId, name: file.name, sizeBytes: file.size };
    try {
      if (lyrics) await updateRecord('lyrics', lyrics.id, { file: ref, format });
      else {
        await createRecord('lyrics', {
          trackId: track.id,
          title: lyricsTitleOf(file.name),
          kind: 'original',
          format,
          language: null,
          content: '',
          file: ref,
        });
      }
    } catch (error) {
      reportError('lyrics.save', error);
      setSaveFailed(true);
    }
  };

  return { lyrics, refusal, hasSaveFailed, upload };
}
