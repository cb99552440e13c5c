// The team screen's changes: each needs the server (roles, invitations are confirmed there, never
// queued), so offline they are refused up front with "needs a connection"; after a change the
// lists are read again.
import { useState } from 'react';
import { isApiError, isNetworkError } from '../../app/api/errors';
import { reportError } from '../../data/errorLog';
import { useOnline } from '../batch/useOnline';

export type ActionOutcome = 'done' | 'failed';

export function useTeamActions(afterChange: () => void) {
  const isOnline = useOnline();
  const [failure, setFailure] = useState<unknown>(null);
  const [isBusy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown>): Promise<ActionOutcome> {
    setFailure(null);
    setBusy(true);
    try {
      await action();
      afterChange();
      return 'done';
    } catch (error) {
      // a refusal is the server's answer, shown as is; anything else also keeps its cause
      if (!isApiError(error) && !isNetworkError(error)) reportError('team.action', error);
      setFailure(error);
      return 'failed';
    } finally {
      setBusy(false);
    }
  }

  return { isOnline, failure, isBusy, run, clearFailure: () => setFailure(null) };
}
