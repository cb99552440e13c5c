// Screenshots of the e2e suite are for people to look at, and nothing compares them: they are
// written only when E2E_SHOTS=1 (a run that looks at new screens), never in CI's run (issue 25).
import type { Locator, Page } from '@playwright/test';

export const SHOTS_ON = process.env.E2E_SHOTS === '1';

type ShotOptions = NonNullable<Parameters<Page['screenshot']>[0]> & { path: string };

/** `target.screenshot(options)` when E2E_SHOTS=1; nothing otherwise. */
export async function shot(target: Page | Locator, options: ShotOptions): Promise<void> {
  if (SHOTS_ON) await target.screenshot(options);
}
