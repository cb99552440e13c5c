// The rights holder drawer's state: the draft being edited, its issues (shown from the first save
// attempt on, then live), and the save that writes the holder and its country records locally
// first, as one edit of several records (all queued together or none), so it works offline like
// every other form and a failure never leaves a holder without its country records.
import { useState } from 'react';
import { EditRefusedError, saveRecords } from '../../../data/catalogueRepo';
import type { Issue, RightsCountry, RightsHolder } from '../../../domain/catalogue';
import type { RightsHolderCheck } from '../../../domain/catalogue/validateRights';
import { hasRightsHolderErrors } from '../../../domain/catalogue/validateRights';
import { nextUuidV7 } from '../../../domain/sync/uuidv7';
import { checkDraft, emptyCountry, holderToDraft, newHolderDraft, planWrites, type CountryDraft, type HolderDraft, type RightsOwner } from './rightsDraft';
import { reportError } from '../../../data/errorLog';

export type DrawerProblem = 'saveFailed' | 'refused' | null;

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
  const [draft, setDraft] = useState<HolderDraft | null>(null);
  const [stored, setStored] = useState<readonly RightsCountry[]>([]);
  const [attempted, setAttempted] = useState(false);
  const [refused, setRefused] = useState<Issue[]>([]);
  const [problem, setProblem] = useState<DrawerProblem>(null);
  const [isBusy, setBusy] = useState(false);

  const open = (next: HolderDraft, countries: readonly RightsCountry[]) => {
    setDraft(next);
    setStored(countries);
    setAttempted(false);
    setRefused([]);
    setProblem(null);
  };
  const edit = (change: (d: HolderDraft) => HolderDraft) => {
    setProblem(null);
    setRefused([]);
    setDraft((d) => (d === null ? d : change(d)));
  };

  return {
    draft,
    shown: draft !== null && attempted ? checkDraft(draft) : null,
    refused,
    problem,
    isBusy,
    openNew: () => open(newHolderDraft(), []),
    openEdit: (holder, countries) => open(holderToDraft(holder, countries), countries),
    close: () => setDraft(null),
    setHolder: (patch) => edit((d) => ({ ...d, ...patch })),
    setCountry: (key, patch) => edit((d) => ({ ...d, countries: d.countries.map((c) => (c.key === key ? { ...c, ...patch } : c)) })),
    addCountry: () => edit((d) => ({ ...d, countries: [...d.countries, emptyCountry()] })),
    removeCountry: (key) => edit((d) => ({ ...d, countries: d.countries.filter((c) => c.key !== key) })),
    save: async () => {
      if (draft === null) return false;
      setAttempted(true);
      if (hasRightsHolderErrors(checkDraft(draft))) return false;
      setBusy(true);
      try {
        await saveRecords(planWrites(draft, owner, stored, nextUuidV7));
        setDraft(null);
        return true;
      } catch (error) {
        reportError('rights.save', error);
        if (error instanceof EditRefusedError && error.issues.length > 0) {
          setRefused(error.issues);
          setProblem('refused');
        } else setProblem('saveFailed');
        return false;
      } finally {
        setBusy(false);
      }
    },
  };
}
