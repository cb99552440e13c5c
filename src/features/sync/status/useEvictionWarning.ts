// The eviction warning as the screen needs it: the domain rule applied to the live sync status,
// re-evaluated when the oldest unsent edit reaches the limit (a timer, not polling), and the
// browser's "leave this page?" question while the warning holds.
import { useEffect, useState } from 'react';
import { decideEvictionWarning, type EvictionDecision } from '../../../domain/sync/evictionRisk';
import type { SyncStatus } from '../../../app/sync/status';
import { toMillis } from './syncIndicator';

type WarningInput = Pick<SyncStatus, 'persistence' | 'pending' | 'oldestPendingAt' | 'online'>;

export function useEvictionWarning(status: WarningInput): EvictionDecision {
  const [now, setNow] = useState(() => Date.now());
  const decision = decideEvictionWarning({
    persistence: status.persistence,
    pending: status.pending,
    oldestPendingAt: toMillis(status.oldestPendingAt),
    online: status.online,
    now,
  });
  const { recheckAt } = decision;
  useEffect(() => {
    if (recheckAt === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const recheck = () => {
      const current = Date.now();
      // a timer can end before the wall clock reaches its time (the clock set back meanwhile, a
      // test's frozen clock): setting the same `now` again would change nothing and arm no new
      // timer, so the warning would never come; wait the rest instead
      if (current < recheckAt) timer = setTimeout(recheck, recheckAt - current);
      else setNow(current);
    };
    timer = setTimeout(recheck, Math.max(0, recheckAt - Date.now()));
    return () => clearTimeout(timer);
  }, [recheckAt]);
  return decision;
}

/**
 * Asks before the page is closed or reloaded while `active`. Only under the warning: a closed page
 * with a persisted outbox loses nothing (the next visit sends it), so asking on every pending edit
 * would only train people to click through the question.
 */
export function useConfirmUnload(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
