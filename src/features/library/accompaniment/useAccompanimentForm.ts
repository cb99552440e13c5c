// The accompaniment drawer's state: values, the domain's issues (shown once a save was tried), the
// file's upload through the pipeline (header-checked like track audio), and the local write.
import { useState } from 'react';
import { createRecord, updateRecord } from '../../../data/catalogueRepo';
import { hasErrors, type Issue } from '../../../domain/catalogue/issues';
import type { Accompaniment } from '../../../domain/catalogue/media';
import type { PickedFile } from '../../upload/FilePickButton';
import { uploadAudioFile, type FilePickState } from '../shared/upload/audioUpload';
import {
  accompanimentFormFromRecord,
  accompanimentPayload,
  emptyAccompanimentForm,
  validateAccompanimentForm,
  type AccompanimentFormValues,
} from './accompanimentForm';

export interface AccompanimentFormState {
  values: AccompanimentFormValues;
  issues: Issue[];
  fileState: FilePickState;
  isSaving: boolean;
  hasSaveFailed: boolean;
  hasTriedSave: boolean;
  change<K extends keyof AccompanimentFormValues>(field: K, value: AccompanimentFormValues[K]): void;
  pickFile(picked: PickedFile): Promise<void>;
  save(): Promise<string | null>;
  reset(trackId: string | null): void;
}

export function useAccompanimentForm(acc: Accompaniment | null, initialTrackId: string | null): AccompanimentFormState {
  const [values, setValues] = useState<AccompanimentFormValues>(() => (acc ? accompanimentFormFromRecord(acc) : emptyAccompanimentForm(initialTrackId)));
  const [hasTriedSave, setTriedSave] = useState(false);
  const [fileState, setFileState] = useState<FilePickState>({ kind: 'idle' });
  const [isSaving, setSaving] = useState(false);
  const [hasSaveFailed, setSaveFailed] = useState(false);
  const all = validateAccompanimentForm(values);

  async function pickFile(picked: PickedFile): Promise<void> {
    setFileState({ kind: 'checking' });
    const result = await uploadAudioFile(picked, 'accompaniment');
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
    const payload = accompanimentPayload(values);
    if (hasErrors(all) || payload === null) return null;
    setSaving(true);
    try {
      const saved = acc ? await updateRecord('accompaniment', acc.id, payload) : await createRecord('accompaniment', payload);
      return typeof saved.id === 'string' ? saved.id : (acc?.id ?? null);
    } catch {
      setSaveFailed(true);
      return null;
    } finally {
      setSaving(false);
    }
  }

  return {
    values,
    issues: hasTriedSave ? all : [],
    fileState,
    isSaving,
    hasSaveFailed,
    hasTriedSave,
    change: (field, value) => setValues((v) => ({ ...v, [field]: value })),
    pickFile,
    save,
    reset: (trackId) => {
      setValues(emptyAccompanimentForm(trackId));
      setTriedSave(false);
      setFileState({ kind: 'idle' });
      setSaveFailed(false);
    },
  };
}
