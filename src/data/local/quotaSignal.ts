// An edit that hit the storage quota failed, so nothing in the database can say so: this tab hears
// it here (the app's sync status listens) and every other tab through the sync channel. The app
// listens, the write path only tells: src/data never imports the app.
import { postSyncMessage } from '../../sync/channel';

type QuotaListener = (isFull: boolean) => void;

const listeners = new Set<QuotaListener>();

export function onQuotaSignal(listener: QuotaListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** An edit could not be stored: say so here and in every other tab. */
export function reportQuotaError(): void {
  for (const listener of listeners) listener(true);
  postSyncMessage({ type: 'quota-error' });
}

/** A later successful write shows there is room again. */
export function clearQuotaError(): void {
  for (const listener of listeners) listener(false);
}
