// The localization drawer's state: the draft, its issues (from the first save attempt on), and the
// save: a create or an update of the row, written locally first like every edit.
import { createRecord, updateRecord } from '../../../data/catalogueRepo';
import type { ImageFacts, Issue, Localization } from '../../../domain/catalogue';
import { errorsOf } from '../../../domain/catalogue';
import { useDraftDrawer } from '../shared/useDraftDrawer';
import {
  checkLocalizationDraft,
  draftToFields,
  newLocalizationDraft,
  rowToDraft,
  type LocalizationDraft,
  type LocalizationOwner,
} from './localizationDraft';

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

export function useLocalizationDrawer(
  owner: LocalizationOwner,
  rows: readonly Localization[],
): LocalizationDrawer {
  const drawer = useDraftDrawer<LocalizationDraft>('localization.save');
  const check = (draft: LocalizationDraft) => checkLocalizationDraft(draft, owner, rows);
  const checked = drawer.draft === null ? [] : check(drawer.draft);

  return {
    draft: drawer.draft,
    issues: drawer.hasTriedSave ? [...checked, ...drawer.refused] : drawer.refused,
    hasSaveFailed: drawer.problem === 'saveFailed',
    isBusy: drawer.isBusy,
    openNew: () => drawer.open(newLocalizationDraft()),
    openEdit: (row) => drawer.open(rowToDraft(row)),
    close: drawer.close,
    change: (patch) => drawer.edit((d) => ({ ...d, ...patch })),
    setCover: (overseasCover) => drawer.edit((d) => ({ ...d, overseasCover })),
    save: () =>
      drawer.save(
        (draft) => errorsOf(check(draft)).length > 0,
        async (draft) => {
          const fields = draftToFields(draft, owner);
          if (draft.id === null) await createRecord('localization', fields);
          else await updateRecord('localization', draft.id, fields);
        },
      ),
  };
}
