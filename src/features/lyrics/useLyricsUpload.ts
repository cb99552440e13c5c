// A track's lyrics files, the original and the translations: the pick is checked in the worker
// against the track's length, then the slot's record is created or re-pointed at the new file id at
// once (lyricsWrite), so it syncs while the file is still uploading.
import { useState } from 'react';
import { createRecord, deleteRecord, updateRecord } from '../../data/catalogueRepo';
import { useRecords } from '../../data/catalogueHooks';
import { reportError } from '../../data/errorLog';
import type { Lyrics, Track } from '../../domain/catalogue';
import { startUpload } from '../../uploads/uploader';
import type { PickedFile } from '../upload/FilePickButton';
import type { LyricsRefusal } from './lyricsStatus';
import { lyricsWrite, type LyricsSlot } from './lyricsWrite';

export interface LyricsUpload {
  /** every lyrics record of the track; undefined while the local store is read */
  rows: Lyrics[] | undefined;
  refusal: LyricsRefusal | null;
  hasSaveFailed: boolean;
  upload(slot: LyricsSlot, picked: PickedFile): Promise<void>;
  remove(row: Lyrics): Promise<void>;
}

export function useLyricsUpload(track: Track): LyricsUpload {
  const rows = useRecords('lyrics', { where: { field: 'trackId', equals: track.id } });
  const [refusal, setRefusal] = useState<LyricsRefusal | null>(null);
  const [hasSaveFailed, setSaveFailed] = useState(false);

  const upload = async (slot: LyricsSlot, { file, handle }: PickedFile) => {
    setRefusal(null);
    setSaveFailed(false);
    const result = await startUpload({
      file,
      purpose: 'lyrics',
      handle,
      durationMs: track.audio?.durationMs ?? null,
    });
    if (!result.ok) {
      const issue = result.check.issues.find((i) => i.severity === 'error');
      if (issue) setRefusal({ fileName: file.name, issue });
      return;
    }
    if (result.facts?.kind !== 'lyrics') return;
    const format = result.facts.format as Lyrics['format'];
    const ref = { path: result.fileId, name: file.name, sizeBytes: file.size };
    const write = lyricsWrite(rows, slot, {
      trackId: track.id,
      fileName: file.name,
      format,
      file: ref,
    });
    try {
      if (write.kind === 'update') await updateRecord('lyrics', write.id, write.patch);
      else await createRecord('lyrics', write.record);
    } catch (error) {
      reportError(slot.kind === 'original' ? 'lyrics.save' : 'lyrics.translationSave', error);
      setSaveFailed(true);
    }
  };

  const remove = async (row: Lyrics) => {
    setSaveFailed(false);
    try {
      await deleteRecord('lyrics', row.id);
    } catch (error) {
      reportError(row.kind === 'original' ? 'lyrics.delete' : 'lyrics.translationDelete', error);
      setSaveFailed(true);
    }
  };

  return { rows, refusal, hasSaveFailed, upload, remove };
}
