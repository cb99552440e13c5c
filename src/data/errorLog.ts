// The client's record of errors that became a "failed" state on screen: every catch that shows a
// failure calls reportError(context, error), so the cause is kept (a ring buffer in IndexedDB, read
// by the diagnostics panel an administrator can copy) instead of only the word "failed".
// Dexie is imported on the first report, not with this module: the shell and the login page call
// reportError too, and a logged-out visit must not download Dexie (tests/build/loginBudget.ts).
import type { PortalDb } from './db';

const database = (): Promise<PortalDb> => import('./db').then((m) => m.db);

/** How many reports are kept; older ones are dropped as new ones arrive. */
export const ERROR_LOG_CAPACITY = 200;
/** Long stacks and messages are cut: the log is for a person to read and copy. */
const TEXT_MAX = 4_000;
const CAUSE_DEPTH = 4;

export interface ErrorReport {
  /** ascending; assigned by IndexedDB */
  seq?: number;
  /** where it happened, e.g. 'album.save' or 'upload.complete' */
  context: string;
  at: number;
  name: string;
  message: string;
  stack?: string;
  /** the cause chain, outermost first */
  causes: { name: string; message: string }[];
  /** the page's path when it happened (no query: it may hold tokens) */
  path?: string;
}

const cut = (text: string): string => (text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX)}…` : text);

function describe(error: unknown): { name: string; message: string; stack?: string; cause?: unknown } {
  if (error instanceof Error) return { name: error.name, message: cut(error.message), stack: error.stack ? cut(error.stack) : undefined, cause: error.cause };
  if (typeof error === 'string') return { name: 'string', message: cut(error) };
  try {
    return { name: typeof error, message: cut(JSON.stringify(error) ?? String(error)) };
  } catch {
    return { name: typeof error, message: cut(String(error)) };
  }
}

/** The report kept for an error; pure, so what is stored can be tested without a database. */
export function toErrorReport(context: string, error: unknown, at: number = Date.now(), path?: string): ErrorReport {
  const top = describe(error);
  const causes: ErrorReport['causes'] = [];
  let cause = top.cause;
  while (cause !== undefined && causes.length < CAUSE_DEPTH) {
    const next = describe(cause);
    causes.push({ name: next.name, message: next.message });
    cause = next.cause;
  }
  return { context, at, name: top.name, message: top.message, stack: top.stack, causes, path };
}

let pending: Promise<void> = Promise.resolve();

/**
 * Keeps the cause of an error the screen turned into a failure. Never throws and never blocks the
 * caller: writing the log must not become a second failure. Writes run one after another so the
 * ring buffer's trim sees every earlier write.
 */
export function reportError(context: string, error: unknown): void {
  const report = toErrorReport(context, error, Date.now(), typeof document === 'undefined' ? undefined : location.pathname);
  if (import.meta.env?.DEV) console.error(`[${context}]`, error);
  pending = pending
    .then(database)
    .then((db) =>
      db.transaction('rw', db.errorLog, async () => {
        await db.errorLog.add(report);
        const count = await db.errorLog.count();
        if (count > ERROR_LOG_CAPACITY) {
          const oldest = await db.errorLog.orderBy('seq').limit(count - ERROR_LOG_CAPACITY).primaryKeys();
          await db.errorLog.bulkDelete(oldest);
        }
      }),
    )
    .catch(() => undefined);
}

/** Resolves once every report made so far is written (tests, and the panel before it reads). */
export function flushErrorLog(): Promise<void> {
  return pending;
}

/** The kept reports, newest first. */
export async function readErrorLog(): Promise<ErrorReport[]> {
  await flushErrorLog();
  const db = await database();
  return db.errorLog.orderBy('seq').reverse().toArray();
}

export async function clearErrorLog(): Promise<void> {
  await flushErrorLog();
  await (await database()).errorLog.clear();
}
