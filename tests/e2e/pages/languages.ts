// Each browser flow runs in one language, Chinese and English alternating across specs (issue 25):
// the catalogue test (src/i18n) proves both catalogues carry the same ids, placeholders and
// script, the unit check that no screen shows a raw message id covers both, and the walks of every
// route (narrow-screens.spec.ts, at 390 and 1440 px, with axe) and i18n.spec.ts render every screen
// in both. E2E_ALL_LANGUAGES=1 runs every flow in every language its spec lists.
export const ALL_LANGUAGES = process.env.E2E_ALL_LANGUAGES === '1';

/** The cases a spec runs: the one `chosen` picks, or all of them with E2E_ALL_LANGUAGES=1. */
export function inOneLanguage<T>(cases: readonly T[], chosen: (c: T) => boolean): readonly T[] {
  if (ALL_LANGUAGES) return cases;
  const picked = cases.filter(chosen);
  if (picked.length !== 1)
    throw new Error(`expected one case in the chosen language, got ${picked.length}`);
  return picked;
}
