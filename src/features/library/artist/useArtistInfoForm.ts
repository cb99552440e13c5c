// The artist information form. Unedited fields follow the stored record live (a pull or another
// tab shows at once); edited ones keep the user's text until saved. Saving writes IndexedDB and the
// outbox in one go, so it works offline.
import { useState } from 'react';
import { updateRecord } from '../../../data/catalogueRepo';
import { errorsOf, type Artist, type ImageFacts, type Issue } from '../../../domain/catalogue';
import { artistFormIssues, artistPatch, artistValues, type ArtistFormValues } from './artistForm';
import { refusalIssues } from '../shared/issueText';
import { reportError } from '../../../data/errorLog';

export type ArtistNotice = 'saved' | 'saveFailed' | null;

export interface ArtistInfoForm {
  values: ArtistFormValues;
  issues: Issue[];
  isDirty: boolean;
  hasErrors: boolean;
  busy: boolean;
  notice: ArtistNotice;
  change<K extends keyof ArtistFormValues>(field: K, value: ArtistFormValues[K]): void;
  save(): Promise<void>;
  /** a new avatar is recorded at once, like an album cover: its upload is already under way */
  saveAvatar(avatar: ImageFacts): Promise<void>;
}

export function useArtistInfoForm(artist: Artist): ArtistInfoForm {
  const [edits, setEdits] = useState<Partial<ArtistFormValues>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<ArtistNotice>(null);
  const [refused, setRefused] = useState<Issue[]>([]);
  const values: ArtistFormValues = { ...artistValues(artist), ...edits };
  const patch = artistPatch(artist, values);
  const issues = [...artistFormIssues(values), ...refused];
  const hasErrors = errorsOf(issues).length > 0;

  async function write(changes: Record<string, unknown>, after: () => void): Promise<void> {
    setBusy(true);
    setNotice(null);
    try {
      await updateRecord('artist', artist.id, changes);
      after();
      setNotice('saved');
    } catch (error) {
      reportError('artist.save', error);
      const found = refusalIssues(error);
      if (found) setRefused(found);
      else setNotice('saveFailed');
    } finally {
      setBusy(false);
    }
  }

  return {
    values,
    issues,
    isDirty: Object.keys(patch).length > 0,
    hasErrors,
    busy,
    notice,
    change: (field, value) => {
      setNotice(null);
      setRefused([]);
      setEdits((current) => ({ ...current, [field]: value }));
    },
    save: async () => {
      if (hasErrors || Object.keys(patch).length === 0) return;
      await write(patch, () => setEdits({}));
    },
    // the avatar is never held in `edits`: the stored record shows it as soon as it is written
    saveAvatar: (avatar) => write({ avatar }, () => undefined),
  };
}
