// One add/edit form for a track's clips and accompaniments: values, the domain's issues (warnings at
// once, errors once a save was tried), the file's upload through the pipeline (header-checked like
// track audio), and the local write (works offline; sync sends it). A spec says what differs.
import { useState } from 'react';
import { createRecord, updateRecord } from '../../../../data/catalogueRepo';
import { useRecord } from '../../../../data/catalogueHooks';
import type { AudioFacts } from '../../../../domain/catalogue/common';
import type { EntityRecordMap } from '../../../../domain/catalogue/entities';
import { hasErrors, type Issue } from '../../../../domain/catalogue/issues';
import type { PickedFile } from '../../../upload/FilePickButton';
import { reportError } from '../../../../data/errorLog';
import { uploadAudioFile, type FilePickState } from '../upload/audioUpload';

export type MediaEntity = 'trackClip' | 'accompaniment';

/** What every media form holds besides its own fields. */
export interface MediaFormValues {
  trackId: string | null;
  file: AudioFacts | null;
}

/** What one kind of media record brings to the form. */
export interface MediaFormSpec<
  E extends MediaEntity,
  V extends MediaFormValues,
  P extends Record<string, unknown>,
> {
  entity: E;
  /** how a failed save is named in the error log */
  saveContext: string;
  uploadPurpose: 'clip' | 'accompaniment';
  empty(trackId: string | null): V;
  fromRecord(record: EntityRecordMap[E]): V;
  /** the track's length is known once the track is (clips are checked against it) */
  validate(values: V, trackDurationMs: number | null): Issue[];
  /** the record to write; null while a required value is missing */
  payload(values: V): P | null;
}

export interface MediaFormState<V extends MediaFormValues> {
  values: V;
  trackDurationMs: number | null;
  /** errors and warnings to show: none before the first save attempt, except warnings */
  issues: Issue[];
  fileState: FilePickState;
  isSaving: boolean;
  hasSaveFailed: boolean;
  hasTriedSave: boolean;
  change<K extends keyof V>(field: K, value: V[K]): void;
  pickFile(picked: PickedFile): Promise<void>;
  /** the saved record's id, or null when refused or failed */
  save(): Promise<string | null>;
  reset(trackId: string | null): void;
}

export function useMediaForm<
  E extends MediaEntity,
  V extends MediaFormValues,
  P extends Record<string, unknown>,
>(
  spec: MediaFormSpec<E, V, P>,
  record: EntityRecordMap[E] | null,
  initialTrackId: string | null,
): MediaFormState<V> {
  const [values, setValues] = useState<V>(() =>
    record ? spec.fromRecord(record) : spec.empty(initialTrackId),
  );
  const [hasTriedSave, setTriedSave] = useState(false);
  const [fileState, setFileState] = useState<FilePickState>({ kind: 'idle' });
  const [isSaving, setSaving] = useState(false);
  const [hasSaveFailed, setSaveFailed] = useState(false);
  const track = useRecord('track', values.trackId);
  const trackDurationMs = track?.audio?.durationMs ?? null;
  const all = spec.validate(values, trackDurationMs);
  const issues = hasTriedSave ? all : all.filter((i) => i.severity === 'warning');

  const change: MediaFormState<V>['change'] = (field, value) =>
    setValues((v) => ({ ...v, [field]: value }));

  async function pickFile(picked: PickedFile): Promise<void> {
    setFileState({ kind: 'checking' });
    const result = await uploadAudioFile(picked, spec.uploadPurpose);
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
    const payload = spec.payload(values);
    if (hasErrors(all) || payload === null) return null;
    setSaving(true);
    try {
      const saved = record
        ? await updateRecord(spec.entity, record.id, payload)
        : await createRecord(spec.entity, payload);
      return typeof saved.id === 'string' ? saved.id : (record?.id ?? null);
    } catch (error) {
      reportError(spec.saveContext, error);
      setSaveFailed(true);
      return null;
    } finally {
      setSaving(false);
    }
  }

  function reset(trackId: string | null): void {
    setValues(spec.empty(trackId));
    setTriedSave(false);
    setFileState({ kind: 'idle' });
    setSaveFailed(false);
  }

  return {
    values,
    trackDurationMs,
    issues,
    fileState,
    isSaving,
    hasSaveFailed,
    hasTriedSave,
    change,
    pickFile,
    save,
    reset,
  };
}
