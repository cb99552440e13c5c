// Re-apply and discard for the conflicts view, with a notice per conflict. Both only touch the
// local database (a re-apply queues a new op); the top bar then shows the sync that follows.
import { useState } from 'react';
import { discardConflict, reapplyConflict } from '../../../data/catalogueHooks';
import { reportError } from '../../../data/errorLog';

export type ConflictAction = 'reapply' | 'discard';
export type ActionNotice = {
  kind: 'reapplied' | 'discarded' | 'failed';
  conflictId: string;
} | null;

export interface ConflictActions {
  busyId: string | null;
  notice: ActionNotice;
  run(conflictId: string, action: ConflictAction): Promise<void>;
}

export function useConflictActions(): ConflictActions {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<ActionNotice>(null);
  return {
    busyId,
    notice,
    run: async (conflictId, action) => {
      setBusyId(conflictId);
      setNotice(null);
      try {
        if (action === 'reapply') await reapplyConflict(conflictId);
        else await discardConflict(conflictId);
        setNotice({ kind: action === 'reapply' ? 'reapplied' : 'discarded', conflictId });
      } catch (error) {
        reportError('sync.conflictAction', error);
        setNotice({ kind: 'failed', conflictId });
      } finally {
        setBusyId(null);
      }
    },
  };
}
