import { mergeClasses } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useBatchStyles } from './BatchWizard.styles';
import { batchMessages as m, batchStepMessages } from './messages';
import { BATCH_STEPS, type BatchStep } from './useBatchWizard';

/** The four steps of spec section 2, the current one marked for assistive technology. */
export function BatchStepper({ current }: { current: BatchStep }) {
  const intl = useIntl();
  const styles = useBatchStyles();
  return (
    <nav aria-label={intl.formatMessage(m.stepsLabel)} data-testid="batch-steps">
      <ol className={styles.steps}>
        {BATCH_STEPS.map((step, index) => (
          <li
            key={step}
            className={mergeClasses(styles.step, step === current && styles.current)}
            aria-current={step === current ? 'step' : undefined}
          >
            <span className={styles.number} aria-hidden>
              {index + 1}
            </span>
            {intl.formatMessage(batchStepMessages[step])}
          </li>
        ))}
      </ol>
    </nav>
  );
}
