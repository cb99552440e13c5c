import { Body1, Button, Spinner } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useBatchStyles } from '../BatchWizard.styles';
import { batchFinishMessages as m } from '../messages';
import type { BatchWizardState } from '../useBatchWizard';

/** Step 4 before finishing: what will be created and uploaded, and the button that does it. */
export function FinishStep({ wizard }: { wizard: BatchWizardState }) {
  const intl = useIntl();
  const styles = useBatchStyles();
  const tracks = wizard.albums.reduce((sum, a) => sum + a.tracks.length, 0);
  return (
    <div className={styles.card}>
      <Body1 data-testid="batch-finish-intro">
        {intl.formatMessage(m.intro, {
          albums: wizard.albums.length,
          tracks,
          files: wizard.materials.state.accepted.length,
          button: intl.formatMessage(m.start),
        })}
      </Body1>
      <div className={styles.row}>
        <Button
          appearance="primary"
          icon={wizard.isFinishing ? <Spinner size="tiny" /> : <CheckmarkRegular />}
          disabled={wizard.isFinishing || wizard.albums.length === 0}
          onClick={() => void wizard.finish()}
          data-testid="batch-finish"
        >
          {intl.formatMessage(wizard.isFinishing ? m.starting : m.start)}
        </Button>
      </div>
    </div>
  );
}
