// The album information form. Unedited fields follow the stored record live (a change from another
// tab or pulled from the server shows at once); edited fields keep the user's text until saved.
// Saving only writes IndexedDB (record + outbox op): it works offline, the sync engine sends it.
import { useState } from 'react';
import { EditRefusedError, updateRecord } from '../../../data/catalogueRepo';
import type { Album, Issue } from '../../../domain/catalogue';
import { albumEditability, type AlbumCommand, type AlbumEditability } from './albumEditability';
import {
  albumPatch,
  albumToValues,
  checkAlbumForm,
  recordFieldsOf,
  type AlbumFormField,
  type AlbumFormIssues,
  type AlbumFormValues,
} from './info/albumForm';
import { useAlbumCommands, type AlbumCommands } from './info/useAlbumCommands';
import { useUpcHolders } from './info/useUpcHolders';
import { reportError } from '../../../data/errorLog';

export { albumPatch } from './info/albumForm';

export type FormNotice = 'saved' | 'saveFailed' | 'fixErrors' | null;

export interface AlbumInfoForm {
  album: Album;
  values: AlbumFormValues;
  editable: AlbumEditability;
  /** may this form field change now */
  canEdit(field: AlbumFormField): boolean;
  issues: AlbumFormIssues;
  /** refused by the local repository on the last save (the server's payload rules) */
  refused: Issue[];
  isDirty: boolean;
  nameMissing: boolean;
  isBusy: boolean;
  notice: FormNotice;
  commands: AlbumCommands;
  change<F extends AlbumFormField>(field: F, value: AlbumFormValues[F]): void;
  /** false when nothing was written (errors, or the write failed) */
  save(): Promise<boolean>;
  /** saves unsaved edits first, so the review sees what the user sees */
  run(command: AlbumCommand): Promise<void>;
}

export function useAlbumInfoForm(album: Album): AlbumInfoForm {
  const [edits, setEdits] = useState<Partial<AlbumFormValues>>({});
  const [isSaving, setSaving] = useState(false);
  const [notice, setNotice] = useState<FormNotice>(null);
  const [refused, setRefused] = useState<Issue[]>([]);
  const commands = useAlbumCommands(album);
  const values: AlbumFormValues = { ...albumToValues(album), ...edits };
  const edited = Object.keys(edits) as AlbumFormField[];
  const holders = useUpcHolders(values.upcMode === 'owned' ? values.upc : '');
  const isUpcUsed = (ean13: string) => holders.some((h) => h.id !== album.id && h.ean13 === ean13);
  const issues = checkAlbumForm(album, values, edited, { isUpcUsed });
  const editable = albumEditability(album);
  const patch = albumPatch(album, values, edited);
  const isDirty = Object.keys(patch).length > 0;

  async function save(): Promise<boolean> {
    if (issues.blocking.length > 0) {
      setNotice('fixErrors');
      return false;
    }
    if (!isDirty) return true;
    setSaving(true);
    setNotice(null);
    try {
      await updateRecord('album', album.id, patch);
      setEdits({});
      setNotice('saved');
      return true;
    } catch (error) {
      reportError('album.save', error);
      // the repository runs the server's payload checks: show what it refused at the fields
      if (error instanceof EditRefusedError && error.issues.length > 0) {
        setRefused(error.issues);
        setNotice('fixErrors');
      } else setNotice('saveFailed');
      return false;
    } finally {
      setSaving(false);
    }
  }

  return {
    album,
    values,
    editable,
    canEdit: (field) => recordFieldsOf(field).every((f) => editable.canEdit(f)),
    issues,
    refused,
    isDirty,
    nameMissing: values.name.trim() === '',
    isBusy: isSaving || commands.isBusy,
    notice,
    commands,
    change: (field, value) => {
      setNotice(null);
      setRefused([]);
      setEdits((current) => ({ ...current, [field]: value }));
    },
    save,
    run: async (command) => {
      if (!(await save())) return;
      setNotice(null);
      await commands.run(command);
    },
  };
}
