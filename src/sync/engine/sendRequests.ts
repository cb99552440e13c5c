// The sync round's second step (after the outbox, before the pull): the queued business requests,
// one at a time in the order they were made. A request the server judged leaves the pending queue
// (done: removed; refused: kept as a visible row); one it did not judge (offline, 5xx, 401, 429)
// stops the step with the failure, so the runner retries later and nothing behind it overtakes it.
import { judgeAnswer, pendingInOrder, queuedRequestCall } from '../../domain/sync/queuedRequests';
import type { RequestQueueStore } from '../store/requestQueue';
import { isSyncFailure } from './transport';

export interface SendRequestsOptions {
  store: RequestQueueStore;
  post(url: string, body: unknown): Promise<unknown>;
  /** told of each refusal (the app's reportError), as the engine tells of refused ops */
  onError?(context: string, error: unknown): void;
}

export async function sendQueuedRequests(
  options: SendRequestsOptions,
): Promise<{ sent: number; refused: number }> {
  const { store, post } = options;
  const report = { sent: 0, refused: 0 };
  for (const request of pendingInOrder(await store.list())) {
    const call = queuedRequestCall(request);
    try {
      await post(call.url, call.body);
      await store.remove(request.id);
      report.sent += 1;
    } catch (error) {
      const status = isSyncFailure(error) && error.kind === 'refused' ? error.status : null;
      const attempts = request.attempts + 1;
      if (judgeAnswer(status) !== 'refused' || !isSyncFailure(error)) {
        await store.update({
          ...request,
          attempts,
          lastError: isSyncFailure(error) ? error.kind : 'error',
        });
        throw error;
      }
      await store.update({
        ...request,
        attempts,
        state: 'refused',
        lastError: { status: status ?? 0, code: error.code, msg: error.msg },
      });
      options.onError?.('sync.requestRefused', error);
      report.refused += 1;
    }
  }
  return report;
}
