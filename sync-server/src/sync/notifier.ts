// Tells this instance's SSE streams that an organisation has new changes. The source is the
// database's NOTIFY on CHANGES_CHANNEL (sent by every committing org write, orgWrite.ts), so a
// change committed through any instance on the same PostgreSQL reaches every instance; on PGlite
// the same NOTIFY reaches the one process. LISTEN starts with the first subscriber.
import type { Db } from '../db/db';
import { CHANGES_CHANNEL } from './orgWrite';

/** seq: the organisation's new latest server_seq; null: notifications may have been missed. */
export type ChangeListener = (seq: number | null) => void;

export interface ChangeNotifier {
  /** resolves once notifications are flowing; the returned function unsubscribes */
  subscribe(orgId: string, listener: ChangeListener): Promise<() => void>;
  close(): Promise<void>;
}

export function parseChangePayload(payload: string): { orgId: string; seq: number } | null {
  const match = /^([0-9a-f-]{36}):(\d+)$/i.exec(payload);
  return match ? { orgId: match[1], seq: Number(match[2]) } : null;
}

export function createChangeNotifier(db: Db): ChangeNotifier {
  const byOrg = new Map<string, Set<ChangeListener>>();
  let started: Promise<(() => Promise<void>) | null> | undefined;
  let closed = false;

  const dispatch = (payload: string | null): void => {
    if (payload === null) {
      for (const listeners of byOrg.values()) for (const listener of listeners) listener(null);
      return;
    }
    const change = parseChangePayload(payload);
    if (change === null) return;
    for (const listener of byOrg.get(change.orgId) ?? []) listener(change.seq);
  };

  const start = (): Promise<(() => Promise<void>) | null> => {
    // a database without LISTEN (test doubles) still serves streams: the first poke and heartbeats
    started ??= db.listen ? db.listen(CHANGES_CHANNEL, dispatch) : Promise.resolve(null);
    return started;
  };

  return {
    async subscribe(orgId, listener) {
      if (closed) throw new Error('the change notifier is closed');
      await start();
      const listeners = byOrg.get(orgId) ?? new Set<ChangeListener>();
      listeners.add(listener);
      byOrg.set(orgId, listeners);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && byOrg.get(orgId) === listeners) byOrg.delete(orgId);
      };
    },
    async close() {
      closed = true;
      byOrg.clear();
      const stop = started ? await started.catch(() => null) : null;
      await stop?.();
    },
  };
}
