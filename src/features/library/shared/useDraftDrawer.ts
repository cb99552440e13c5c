// The state of an add/edit drawer over a draft: the draft, whether a save was tried (its issues
// show from then on, live), what the local write refused or why it failed, and the save itself,
// which writes locally first like every edit. The rights holder and localization drawers build on it.
import { useState } from 'react';
import type { Issue } from '../../../domain/catalogue';
import { reportError } from '../../../data/errorLog';
import { refusalIssues } from './issueText';

export type DrawerProblem = 'saveFailed' | 'refused' | null;

export interface DraftDrawer<D> {
  /** null while the drawer is closed */
  draft: D | null;
  /** a save was tried since the drawer opened: the draft's own issues are shown */
  hasTriedSave: boolean;
  /** issues of a write the local store refused (the server's shape rules) */
  refused: Issue[];
  problem: DrawerProblem;
  isBusy: boolean;
  open(draft: D): void;
  close(): void;
  edit(change: (draft: D) => D): void;
  /** tries a save: nothing is written while `hasErrors`; true when written (the drawer closes) */
  save(hasErrors: (draft: D) => boolean, write: (draft: D) => Promise<unknown>): Promise<boolean>;
}

/** `saveContext`: how a failed save is named in the error log */
export function useDraftDrawer<D>(saveContext: string): DraftDrawer<D> {
  const [draft, setDraft] = useState<D | null>(null);
  const [hasTriedSave, setTriedSave] = useState(false);
  const [refused, setRefused] = useState<Issue[]>([]);
  const [problem, setProblem] = useState<DrawerProblem>(null);
  const [isBusy, setBusy] = useState(false);

  return {
    draft,
    hasTriedSave,
    refused,
    problem,
    isBusy,
    open: (next) => {
      setDraft(next);
      setTriedSave(false);
      setRefused([]);
      setProblem(null);
    },
    close: () => setDraft(null),
    edit: (change) => {
      setProblem(null);
      setRefused([]);
      setDraft((d) => (d === null ? d : change(d)));
    },
    save: async (hasErrors, write) => {
      if (draft === null) return false;
      setTriedSave(true);
      if (hasErrors(draft)) return false;
      setBusy(true);
      try {
        await write(draft);
        setDraft(null);
        return true;
      } catch (error) {
        reportError(saveContext, error);
        const issues = refusalIssues(error);
        setRefused(issues ?? []);
        setProblem(issues ? 'refused' : 'saveFailed');
        return false;
      } finally {
        setBusy(false);
      }
    },
  };
}
