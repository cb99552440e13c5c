// The add-artist drawer's state. Nothing is refused while typing; after a first "Create" every
// field shows its issue live. Creating writes IndexedDB and the outbox only, so it works offline.
import { useState } from 'react';
import { createRecord } from '../../../data/catalogueRepo';
import { errorsOf, type Issue } from '../../../domain/catalogue';
import {
  artistContent,
  artistFormIssues,
  emptyArtistValues,
  type ArtistFormValues,
} from './artistForm';
import { refusalIssues } from '../shared/issueText';
import { reportError } from '../../../data/errorLog';

export interface NewArtistState {
  values: ArtistFormValues;
  /** shown once the user tried to create */
  issues: Issue[];
  busy: boolean;
  failed: boolean;
  change<K extends keyof ArtistFormValues>(field: K, value: ArtistFormValues[K]): void;
  /** the new artist's id, or null when it was not created */
  create(): Promise<string | null>;
  reset(): void;
}

export function useNewArtist(): NewArtistState {
  const [values, setValues] = useState<ArtistFormValues>(emptyArtistValues);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [refused, setRefused] = useState<Issue[]>([]);
  const issues = tried ? [...artistFormIssues(values), ...refused] : [];

  return {
    values,
    issues,
    busy,
    failed,
    change: (field, value) => {
      setFailed(false);
      setRefused([]);
      setValues((current) => ({ ...current, [field]: value }));
    },
    create: async () => {
      setTried(true);
      if (errorsOf(artistFormIssues(values)).length > 0) return null;
      setBusy(true);
      try {
        const created = await createRecord('artist', { ...artistContent(values) });
        return String(created.id);
      } catch (error) {
        reportError('artist.create', error);
        const issues = refusalIssues(error);
        if (issues) setRefused(issues);
        else setFailed(true);
        return null;
      } finally {
        setBusy(false);
      }
    },
    reset: () => {
      setValues(emptyArtistValues());
      setTried(false);
      setFailed(false);
      setRefused([]);
    },
  };
}
