// The rights holder drawer's state: the draft being edited, its issues (shown from the first save
// attempt on, then live), and the save that writes the holder and its country records locally
// first, as one edit of several records (all queued together or none), so it works offline like
// every other form and a failure never leaves a holder without its country records.
import { useState } from 'react';
import { saveRecords } from '../../../data/catalogueRepo';
import type { Issue, RightsCountry, RightsHolder } from '../../../domain/catalogue';
import type { RightsHolderCheck } from '../../../domain/catalogue/validateRights';
import { hasRightsHolderErrors } from '../../../domain/catalogue/validateRights';
import { nextUuidV7 } from '../../../domain/sync/uuidv7';
import { useDraftDrawer, type DrawerProblem } from '../shared/useDraftDrawer';
import {
  checkDraft,
  emptyCountry,
  holderToDraft,
  newHolderDraft,
  planRemoval,
  planWrites,
  type CountryDraft,
  type HolderDraft,
  type RightsOwner,
} from './rightsDraft';

export interface RightsHolderDrawer {
  draft: HolderDraft | null;
  /** issues to show: none before the first save attempt */
  shown: RightsHolderCheck | null;
  refused: Issue[];
  problem: DrawerProblem;
  isBusy: boolean;
  openNew(): void;
  openEdit(holder: RightsHolder, countries: readonly RightsCountry[]): void;
  close(): void;
  setHolder(patch: Partial<Pick<HolderDraft, 'type' | 'name' | 'email'>>): void;
  setCountry(key: string, patch: Partial<CountryDraft>): void;
  addCountry(): void;
  removeCountry(key: string): void;
  /** true when saved (the drawer closes) */
  save(): Promise<boolean>;
}

export function useRightsHolderDrawer(owner: RightsOwner): RightsHolderDrawer {
  const drawer = useDraftDrawer<HolderDraft>('rights.save');
  // the country records as stored when the drawer opened: the save removes those the user removed
  const [stored, setStored] = useState<readonly RightsCountry[]>([]);
  const open = (next: HolderDraft, countries: readonly RightsCountry[]) => {
    drawer.open(next);
    setStored(countries);
  };
  const { draft, edit } = drawer;

  return {
    draft,
    shown: draft !== null && drawer.hasTriedSave ? checkDraft(draft) : null,
    refused: drawer.refused,
    problem: drawer.problem,
    isBusy: drawer.isBusy,
    openNew: () => open(newHolderDraft(), []),
    openEdit: (holder, countries) => open(holderToDraft(holder, countries), countries),
    close: drawer.close,
    setHolder: (patch) => edit((d) => ({ ...d, ...patch })),
    setCountry: (key, patch) =>
      edit((d) => ({
        ...d,
        countries: d.countries.map((c) => (c.key === key ? { ...c, ...patch } : c)),
      })),
    addCountry: () => edit((d) => ({ ...d, countries: [...d.countries, emptyCountry()] })),
    removeCountry: (key) =>
      edit((d) => ({ ...d, countries: d.countries.filter((c) => c.key !== key) })),
    save: () =>
      drawer.save(
        (d) => hasRightsHolderErrors(checkDraft(d)),
        (d) => saveRecords(planWrites(d, owner, stored, nextUuidV7)),
      ),
  };
}

/** Deletes a holder with its country records in one local write: all of them, or none. */
export function removeRightsHolder(
  holder: RightsHolder,
  countries: readonly RightsCountry[],
): Promise<unknown> {
  return saveRecords(planRemoval(holder, countries));
}
