// The partner's confirmation of a settlement statement: sent with the hash of the statement as read
// on this screen, so the server refuses it (409 statement-changed) when staff changed the statement
// since; that refusal becomes a visible conflict asking to read the statement again.
import { useState } from 'react';
import { isApiError, isNetworkError } from '../../app/api/errors';
import { putCachedEntry } from '../../data/cacheRepo';
import { reportError } from '../../data/errorLog';
import { confirmSettlement } from './financeCalls';

export type ConfirmState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done' }
  /** the statement is not the one read: it changed on the server */
  | { kind: 'changed' }
  | { kind: 'offline' }
  | { kind: 'failed'; error: unknown };

const KEEP = 20;

export function isStatementChanged(error: unknown): boolean {
  return isApiError(error) && String(error.code).endsWith('statement-changed');
}

export function useConfirmSettlement(id: string) {
  const [state, setState] = useState<ConfirmState>({ kind: 'idle' });
  async function confirm(contentHash: string) {
    setState({ kind: 'busy' });
    try {
      const view = await confirmSettlement({ id, contentHash, requestId: crypto.randomUUID() });
      await putCachedEntry('settlementStatements', id, { view, savedAt: Date.now() }, KEEP);
      setState({ kind: 'done' });
    } catch (error) {
      if (isStatementChanged(error)) setState({ kind: 'changed' });
      else if (isNetworkError(error)) setState({ kind: 'offline' });
      else {
        reportError('finance.confirm', error);
        setState({ kind: 'failed', error });
      }
    }
  }
  return { state, confirm, reset: () => setState({ kind: 'idle' }) };
}
