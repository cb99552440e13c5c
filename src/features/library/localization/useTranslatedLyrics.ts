// A track's lyrics in other languages: `lyrics` records of kind 'translation' with their language.
// The upload works as the original lyrics' (features/lyrics/useTrackLyrics): checked in the worker
// against the track's length, then the record is created (or re-pointed, one file per language)
// at once, so it syncs while the file is still uploading.
import { useState } from 'react';
import { createRecord, deleteRecord, updateRecord } from '../../../data/catalogueRepo';
import { useRecords } from '../../../data/catalogueHooks';
import type { Lyrics, Track } from '../../../domain/catalogue';
import { startUpload } from '../../../uploads/uploader';
import type { PickedFile } from '../../upload/FilePickButton';
import type { LyricsRefusal } from '../../lyrics/lyricsStatus';
import { lyricsTitleOf } from '../../lyrics/useTrackLyrics';
import { reportError } from '../../../data/errorLog';

export interface TranslatedLyrics {
  /** undefined while the local store is read */
  rows: Lyrics[] | undefined;
  refusal: LyricsRefusal | null;
  hasSaveFailed: boolean;
  upload(language: string, picked: PickedFile): Promise<void>;
  remove(row: Lyrics): Promise<void>;
}

export function useTranslatedLyrics(track: Track): TranslatedLyrics {
  const all = useRecords('lyrics', { where: { field: 'trackId', equals: track.id } });
  const rows = all?.filter((r) => r.kind === 'translation');
  const [refusal, setRefusal] = useState<LyricsRefusal | null>(null);
  const [hasSaveFailed, setSaveFailed] = useState(false);

  return {
    rows,
    refusal,
    hasSaveFailed,
    upload: async (language, { file, handle }) => {
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
      const existing = rows?.find((r) => r.language === language);
      try {
        if (existing) await updateRecord('lyrics', existing.id, { file: ref, format, title: lyricsTitleOf(file.name) });
        else await createRecord('lyrics', { trackId: track.id, title: lyricsTitleOf(file.name), kind: 'translation', format, language, content: '', file: ref });
      } catch (error) {
        reportError('lyrics.translationSave', error);
        setSaveFailed(true);
      }
    },
    remove: async (row) => {
      setSaveFailed(false);
      try {
        await deleteRecord('lyrics', row.id);
      } catch (error) {
        reportError('lyrics.translationDelete', error);
        setSaveFailed(true);
      }
    },
  };
}
