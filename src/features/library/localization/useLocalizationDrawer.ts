// The localization drawer's state: the draft, its issues (from the first save attempt on), and the
// save: a create or an update of the row, written locally first like every edit.
import { useState } from 'react';
import { createRecord, EditRefusedError, updateRecord } from '../../../data/catalogueRepo';
import type { ImageFacts, Issue, Localization } from '../../../domain/catalogue';
import { errorsOf } from '../../../domain/catalogue';
import {
  checkLocalizationDraft,
  draftToFields,
  newLocalizationDraft,
  rowToDraft,
  type LocalizationDraft,
  type LocalizationOwner,
} from './localizationDraft';
import { reportError } from '../../../data/errorLog';

export interface LocalizationDrawer {
  draft: LocalizationDraft | null;
  /** issues to show: none before the first save attempt; refusals of the repository too */
  issues: Issue[];
  hasSaveFailed: boolean;
  isBusy: boolean;
  openNew(): void;
  openEdit(row: Localization): void;
  close(): void;
  change(patch: Partial<Omit<LocalizationDraft, 'id' | 'overseasCover'>>): void;
  setCover(cover: ImageFacts | null): void;
  save(): Promise<boolean>;
}

export function useLocalizationDrawer(owner: LocalizationOwner, rows: readonly Localization[]): LocalizationDrawer {
  const [draft, setDraft] = useState<LocalizationDraft | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [refused, setRefused] = useState<Issue[]>([]);
  const [hasSaveFailed, setSaveFailed] = useState(false);
  const [isBusy, setBusy] = useState(false);

  const open = (next: LocalizationDraft) => {
    setDraft(next);
    setAttempted(false);
    setRefused([]);
    setSaveFailed(false);
  };
  const edit = (patch: Partial<LocalizationDraft>) => {
    setRefused([]);
    setSaveFailed(false);
    setDraft((d) => (d === null ? d : { ...d, ...patch }));
  };
  const checked = draft === null ? [] : checkLocalizationDraft(draft, owner, rows);

  return {
    draft,
    issues: attempted ? [...checked, ...refused] : refused,
    hasSaveFailed,
    isBusy,
    openNew: () => open(newLocalizationDraft()),
    openEdit: (row) => open(rowToDraft(row)),
    close: () => setDraft(null),
    change: (patch) => edit(patch),
    setCover: (overseasCover) => edit({ overseasCover }),
    save: async () => {
      if (draft === null) return false;
      setAttempted(true);
      if (errorsOf(checked).length > 0) return false;
      setBusy(true);
      try {
        const fields = draftToFields(draft, owner);
        if (draft.id === null) await createRecord('localization', fields);
        else await updateRecord('localization', draft.id, fields);
        setDraft(null);
        return true;
      } catch (error) {
        reportError('localization.save', error);
        if (error instanceof EditRefusedError && error.issues.length > 0) setRefused(error.issues);
        else setSaveFailed(true);
        return false;
      } finally {
        setBusy(false);
      }
    },
  };
}
