// The add-album drawer's state. Nothing is refused while typing; after a first "Create" every
// field shows its issue live. Creating writes IndexedDB and the outbox only (review status 10 is
// predicted at once), so it works offline.
import { useState } from 'react';
import { useSession } from '../../../../app/session/useSession';
import { createRecord, EditRefusedError } from '../../../../data/catalogueRepo';
import { errorsOf, type Issue } from '../../../../domain/catalogue';
import { emptyNewAlbum, newAlbumIssues, newAlbumRecord, type NewAlbumValues } from './newAlbumForm';
import { reportError } from '../../../../data/errorLog';

export interface NewAlbumState {
  values: NewAlbumValues;
  /** shown once the user tried to create */
  issues: Issue[];
  busy: boolean;
  failed: boolean;
  change<K extends keyof NewAlbumValues>(field: K, value: NewAlbumValues[K]): void;
  /** the new album's id, or null when it was not created */
  create(): Promise<string | null>;
  reset(): void;
}

export function useNewAlbum(): NewAlbumState {
  const { user } = useSession();
  const organisationId = user?.organisationId ?? '';
  const [edits, setEdits] = useState<Partial<NewAlbumValues>>({});
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [refused, setRefused] = useState<Issue[]>([]);
  // the session may arrive after the drawer was first rendered: the default follows it
  const values: NewAlbumValues = { ...emptyNewAlbum(organisationId), ...edits };
  const issues = tried ? [...newAlbumIssues(values), ...refused] : [];

  return {
    values,
    issues,
    busy,
    failed,
    change: (field, value) => {
      setFailed(false);
      setRefused([]);
      setEdits((current) => ({ ...current, [field]: value }));
    },
    create: async () => {
      setTried(true);
      if (errorsOf(newAlbumIssues(values)).length > 0) return null;
      setBusy(true);
      try {
        const created = await createRecord('album', newAlbumRecord(values));
        return String(created.id);
      } catch (error) {
        reportError('album.create', error);
        if (error instanceof EditRefusedError && error.issues.length > 0) setRefused(error.issues);
        else setFailed(true);
        return null;
      } finally {
        setBusy(false);
      }
    },
    reset: () => {
      setEdits({});
      setTried(false);
      setFailed(false);
      setRefused([]);
    },
  };
}
