// The album edit wizard's steps (spec section 2): Album Information, Tracks, Rights Holders,
// Globalization (optional), Finish/Submit Review. The wizard lives on the album's info route as
// ?step=<step>, so it needs no route of its own and every step is a link that survives a reload.
import { routePath } from '../../../../domain/routes';

export const WIZARD_STEPS = ['info', 'tracks', 'rights', 'localization', 'finish'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const WIZARD_STEP_PARAM = 'step';

/** The step named by the address, or null when the page is the plain info page. */
export function parseWizardStep(value: string | null): WizardStep | null {
  return (WIZARD_STEPS as readonly string[]).includes(value ?? '') ? (value as WizardStep) : null;
}

export function albumWizardPath(albumId: string, step: WizardStep = 'info'): string {
  return `${routePath('library-album-info', { albumId })}?${WIZARD_STEP_PARAM}=${step}`;
}

export function neighbourSteps(step: WizardStep): {
  previous: WizardStep | null;
  next: WizardStep | null;
} {
  const index = WIZARD_STEPS.indexOf(step);
  return { previous: WIZARD_STEPS[index - 1] ?? null, next: WIZARD_STEPS[index + 1] ?? null };
}
