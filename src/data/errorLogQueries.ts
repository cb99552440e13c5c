// The error log as a screen reads it: live, newest first. Kept apart from errorLog.ts, which the
// shell loads, so Dexie's hooks come only with the diagnostics panel.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './db';
import type { ErrorReport } from './errorLog';

/** undefined while the store is read */
export function useErrorLog(): ErrorReport[] | undefined {
  return useLiveQuery(() => db.errorLog.orderBy('seq').reverse().toArray(), []);
}
