// The e2e server's clock, moved through the file playwright.config.ts names in CLOCK_OFFSET_FILE
// (sync-server/src/clock.ts: the system time plus the milliseconds in it), never the machine's.
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const DAY_MS = 86_400_000;
/** as playwright.config.ts sets it: inside the data dir, so each run starts at offset 0 */
export const SERVER_CLOCK_FILE = path.resolve(
  process.env.E2E_DATA_DIR ?? '.tmp/e2e-data',
  'clock-offset-ms',
);

/** How far the server's clock is ahead of the machine's, in milliseconds. */
export function serverClockOffset(): number {
  return existsSync(SERVER_CLOCK_FILE) ? Number(readFileSync(SERVER_CLOCK_FILE, 'utf8')) : 0;
}

/** The server's UTC day `days` from its today (YYYY-MM-DD). */
export function serverDay(days = 0): string {
  return new Date(Date.now() + serverClockOffset() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Moves the server's clock on by whole days: written whole, then renamed, as the server expects. */
export function moveServerClock(days: number): void {
  const part = `${SERVER_CLOCK_FILE}.part`;
  writeFileSync(part, String(serverClockOffset() + days * DAY_MS));
  renameSync(part, SERVER_CLOCK_FILE);
}

/** Back to the machine's time (the spec after this one sees the usual clock). */
export function resetServerClock(): void {
  rmSync(SERVER_CLOCK_FILE, { force: true });
}
