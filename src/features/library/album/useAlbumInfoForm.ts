// The album information form. Unedited fields follow the stored record live (a change from another
// tab or pulled from the server shows at once); edited fields keep the user's text until saved.
// Saving only writes IndexedDB (record + outbox op): it works offline, the sync engine sends it.
import { useState } from 'react';
import { runAlbumCommand, updateRecord } from '../../../data/catalogueRepo';
import type { Album } from '../../../domain/catalogue';
import { albumEditability, type AlbumCommand, type AlbumEditability } from './albumEditability';

type Field = 'name' | 'introduction';
type Edits = Partial<Record<Field, string>>;
export type FormNotice = 'saved' | 'saveFailed' | 'commandQueued' | 'commandFailed' | null;

export interface AlbumInfoForm {
  values: Record<Field, string>;
  editable: AlbumEditability;
  isDirty: boolean;
  nameMissing: boolean;
  isBusy: boolean;
  notice: FormNotice;
  change(field: Field, value: string): void;
  save(): Promise<void>;
  run(command: AlbumCommand): Promise<void>;
}

function storedValues(album: Album): Record<Field, string> {
  return { name: album.name, introduction: album.introduction ?? '' };
}

/** The fields the user changed from the stored record, as an update patch. */
export function albumPatch(album: Album, edits: Edits): Partial<Pick<Album, Field>> {
  const patch: Partial<Pick<Album, Field>> = {};
  if (edits.name !== undefined && edits.name.trim() !== album.name) patch.name = edits.name.trim();
  if (edits.introduction !== undefined && edits.introduction !== (album.introduction ?? '')) {
    patch.introduction = edits.introduction;
  }
  return patch;
}

export function useAlbumInfoForm(album: Album): AlbumInfoForm {
  const [edits, setEdits] = useState<Edits>({});
  const [isBusy, setBusy] = useState(false);
  const [notice, setNotice] = useState<FormNotice>(null);
  const stored = storedValues(album);
  const values = { name: edits.name ?? stored.name, introduction: edits.introduction ?? stored.introduction };
  const editable = albumEditability(album);
  const patch = albumPatch(album, edits);
  const isDirty = Object.keys(patch).length > 0;
  const nameMissing = values.name.trim() === '';

  async function writePatch(): Promise<boolean> {
    if (!isDirty) return true;
    if (nameMissing) return false;
    try {
      await updateRecord('album', album.id, patch);
      setEdits({});
      return true;
    } catch {
      setNotice('saveFailed');
      return false;
    }
  }

  async function busy(work: () => Promise<void>): Promise<void> {
    setBusy(true);
    setNotice(null);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  }

  return {
    values,
    editable,
    isDirty,
    nameMissing,
    isBusy,
    notice,
    change: (field, value) => {
      setNotice(null);
      setEdits((current) => ({ ...current, [field]: value }));
    },
    save: () =>
      busy(async () => {
        if (await writePatch()) setNotice('saved');
      }),
    // unsaved edits go first, so the review sees what the user sees
    run: (command) =>
      busy(async () => {
        if (!(await writePatch())) return;
        try {
          await runAlbumCommand(album.id, command);
          setNotice('commandQueued');
        } catch {
          setNotice('commandFailed');
        }
      }),
  };
}
