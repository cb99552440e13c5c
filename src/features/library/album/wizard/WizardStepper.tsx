import { mergeClasses } from '@fluentui/react-components';
import { CheckmarkCircleFilled, WarningFilled } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useRouterLinkProps } from '../../../../components/useRouterLinkProps';
import type { Completeness } from './completeness';
import { wizardMessages as m, wizardStepMessages } from './messages';
import { useWizardStyles } from './Wizard.styles';
import { albumWizardPath, WIZARD_STEPS, type WizardStep } from './wizardSteps';

export type StepMark = 'complete' | 'incomplete' | null;

/** What the completeness check says of each step; steps without a rule carry no mark. */
export function stepMarks(
  completeness: Completeness | null,
): Readonly<Record<WizardStep, StepMark>> {
  const mark = (incomplete: boolean): StepMark =>
    completeness === null ? null : incomplete ? 'incomplete' : 'complete';
  const parts = completeness?.incompleteParts;
  return {
    info: mark(parts?.has('album') ?? false),
    tracks: mark(parts?.has('tracks') ?? false),
    rights: null,
    localization: null,
    finish: mark(!(completeness?.isComplete ?? true)),
  };
}

function StepLink({
  albumId,
  step,
  index,
  current,
  mark,
}: {
  albumId: string;
  step: WizardStep;
  index: number;
  current: boolean;
  mark: StepMark;
}) {
  const intl = useIntl();
  const styles = useWizardStyles();
  const { href, onClick } = useRouterLinkProps(albumWizardPath(albumId, step));
  return (
    <a
      href={href}
      onClick={onClick}
      className={mergeClasses(styles.step, current && styles.current)}
      aria-current={current ? 'step' : undefined}
      data-testid={`wizard-step-${step}`}
      data-mark={mark ?? 'none'}
    >
      <span className={styles.number} aria-hidden>
        {index + 1}
      </span>
      {intl.formatMessage(wizardStepMessages[step])}
      {mark === 'complete' && (
        <CheckmarkCircleFilled
          className={styles.complete}
          role="img"
          aria-label={intl.formatMessage(m.stepComplete)}
        />
      )}
      {mark === 'incomplete' && (
        <WarningFilled
          className={styles.incomplete}
          role="img"
          aria-label={intl.formatMessage(m.stepIncomplete)}
        />
      )}
    </a>
  );
}

/** The wizard's steps as links (each a page address), the current one marked for assistive tech. */
export function WizardStepper({
  albumId,
  current,
  completeness,
}: {
  albumId: string;
  current: WizardStep;
  completeness: Completeness | null;
}) {
  const intl = useIntl();
  const styles = useWizardStyles();
  const marks = stepMarks(completeness);
  return (
    <nav aria-label={intl.formatMessage(m.stepsLabel)} data-testid="album-wizard-steps">
      <ol className={styles.steps}>
        {WIZARD_STEPS.map((step, index) => (
          <li key={step}>
            <StepLink
              albumId={albumId}
              step={step}
              index={index}
              current={step === current}
              mark={marks[step]}
            />
          </li>
        ))}
      </ol>
    </nav>
  );
}
