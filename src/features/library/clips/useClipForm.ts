// The add/edit clip drawer's state: values, the domain's issues (shown once a save was tried), the
// clip file's upload through the pipeline, and the local write (works offline; sync sends it).
import { useState } from 'react';
import { createRecord, updateRecord } from '../../../data/catalogueRepo';
import { useRecord } from '../../../data/catalogueHooks';
import { hasErrors, type Issue } from '../../../domain/catalogue/issues';
import type { TrackClip } from '../../../domain/catalogue/media';
import type { PickedFile } from '../../upload/FilePickButton';
import { uploadAudioFile, type FilePickState } from '../shared/upload/audioUpload';
import { clipFormFromRecord, clipPayload, emptyClipForm, validateClipForm, type ClipFormValues } from './clipForm';

export interface ClipFormState {
  values: ClipFormValues;
  trackDurationMs: number | null;
  /** errors and warnings to show: none before the first save attempt, except warnings */
  issues: Issue[];
  fileState: FilePickState;
  isSaving: boolean;
  hasSaveFailed: boolean;
  hasTriedSave: boolean;
  change<K extends keyof ClipFormValues>(field: K, value: ClipFormValues[K]): void;
  pickFile(picked: PickedFile): Promise<void>;
  /** the saved clip's id, or null when refused or failed */
  save(): Promise<string | null>;
  reset(trackId: string | null): void;
}

export function useClipForm(clip: TrackClip | null, initialTrackId: string | null): ClipFormState {
  const [values, setValues] = useState<ClipFormValues>(() => (clip ? clipFormFromRecord(clip) : emptyClipForm(initialTrackId)));
  const [hasTriedSave, setTriedSave] = useState(false);
  const [fileState, setFileState] = useState<FilePickState>({ kind: 'idle' });
  const [isSaving, setSaving] = useState(false);
  const [hasSaveFailed, setSaveFailed] = useState(false);
  const track = useRecord('track', values.trackId);
  const trackDurationMs = track?.audio?.durationMs ?? null;
  const all = validateClipForm(values, trackDurationMs);
  const issues = hasTriedSave ? all : all.filter((i) => i.severity === 'warning');

  const change: ClipFormState['change'] = (field, value) => setValues((v) => ({ ...v, [field]: value }));

  async function pickFile(picked: PickedFile): Promise<void> {
    setFileState({ kind: 'checking' });
    const result = await uploadAudioFile(picked, 'clip');
    if (!result.ok) {
      setFileState({ kind: 'refused', fileName: result.fileName, issue: result.issue });
      return;
    }
    setFileState({ kind: 'idle' });
    setValues((v) => ({ ...v, file: result.file }));
  }

  async function save(): Promise<string | null> {
    setTriedSave(true);
    setSaveFailed(false);
    const payload = clipPayload(values);
    if (hasErrors(all) || payload === null) return null;
    setSaving(true);
    try {
      const saved = clip ? await updateRecord('trackClip', clip.id, payload) : await createRecord('trackClip', payload);
      return typeof saved.id === 'string' ? saved.id : (clip?.id ?? null);
    } catch {
      setSaveFailed(true);
      return null;
    } finally {
      setSaving(false);
    }
  }

  function reset(trackId: string | null): void {
    setValues(emptyClipForm(trackId));
    setTriedSave(false);
    setFileState({ kind: 'idle' });
    setSaveFailed(false);
  }

  return { values, trackDurationMs, issues, fileState, isSaving, hasSaveFailed, hasTriedSave, change, pickFile, save, reset };
}
