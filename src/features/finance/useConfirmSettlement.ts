// The partner's confirmation of a settlement statement, sent with the hash of the statement as read
// on this screen. Online it is sent at once; offline (or when the network fails on the way) it is
// queued on the device (src/domain/sync/queuedRequests.ts, kind statementConfirm) and sent by the
// next sync round. Either way the server refuses it (409 statement-changed) when staff changed the
// statement since: that refusal, at once or from the queue, is a visible conflict.
import { useEffect, useRef, useState } from 'react';
import { isApiError, isNetworkError } from '../../app/api/errors';
import { putCachedEntry } from '../../data/cacheRepo';
import { reportError } from '../../data/errorLog';
import {
  dismissDeviceRequest,
  queueDeviceRequest,
  useQueuedRequests,
} from '../../data/useQueuedRequests';
import type { QueuedRequest } from '../../domain/sync/queuedRequests';
import { nextUuidV7 } from '../../domain/sync/uuidv7';
import { confirmSettlement } from './financeCalls';

export type ConfirmState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done' }
  /** the statement is not the one read: it changed on the server */
  | { kind: 'changed' }
  | { kind: 'failed'; error: unknown };

const KEEP = 20;
const CHANGED = 'statement-changed';

export function isStatementChanged(error: unknown): boolean {
  return isApiError(error) && String(error.code) === CHANGED;
}

const refusalCode = (r: QueuedRequest) =>
  typeof r.lastError === 'object' && r.lastError !== null ? r.lastError.code : null;

export function useConfirmSettlement(statementId: string, onSettled: () => void) {
  const [state, setState] = useState<ConfirmState>({ kind: 'idle' });
  const queued = (useQueuedRequests(statementId) ?? []).filter(
    (r) => r.kind === 'statementConfirm',
  );
  const pending = queued.filter((r) => r.state === 'pending');
  const refused = queued.filter((r) => r.state === 'refused');
  const isChanged = state.kind === 'changed' || refused.some((r) => refusalCode(r) === CHANGED);

  // a queued confirmation the server took leaves the queue: read the statement as it is now
  const hadPending = useRef(false);
  useEffect(() => {
    if (hadPending.current && pending.length === 0 && refused.length === 0) onSettled();
    hadPending.current = pending.length > 0;
  }, [pending.length, refused.length, onSettled]);

  async function confirm(contentHash: string, online: boolean) {
    setState({ kind: 'busy' });
    const requestId = nextUuidV7();
    const queue = () =>
      queueDeviceRequest({
        id: requestId,
        kind: 'statementConfirm',
        body: { id: statementId, noObjection: true },
        decidedOn: { contentHash },
        subjectId: statementId,
      });
    try {
      if (!online) {
        await queue();
        setState({ kind: 'idle' });
        return;
      }
      const view = await confirmSettlement({ id: statementId, contentHash, requestId });
      await putCachedEntry(
        'settlementStatements',
        statementId,
        { view, savedAt: Date.now() },
        KEEP,
      );
      setState({ kind: 'done' });
    } catch (error) {
      if (isStatementChanged(error)) setState({ kind: 'changed' });
      // no answer came back: the id makes a resend by the queue safe
      else if (isNetworkError(error)) {
        await queue();
        setState({ kind: 'idle' });
      } else {
        reportError('finance.confirm', error);
        setState({ kind: 'failed', error });
      }
    }
  }

  /** Forgets the refused rows (read), and the conflict: the screen reads the statement again. */
  async function clearRefusals() {
    setState({ kind: 'idle' });
    for (const r of refused) await dismissDeviceRequest(r.id);
  }

  return { state, confirm, isChanged, pending, refused, clearRefusals };
}
