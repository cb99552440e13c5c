import {
  Body1,
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Title2,
} from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { routeTitles } from '../../app/router/messages';
import { batchRepo } from '../../data/batchRepo';
import { useBatchStyles } from './BatchWizard.styles';
import { BatchStepper } from './BatchStepper';
import {
  batchMessages as m,
  batchPartyMessages,
  batchSheetMessages,
  batchStepMessages,
} from './messages';
import { appBatchRunner } from './run/appBatchRunner';
import { BatchProgress } from './steps/BatchProgress';
import { FinishStep } from './steps/FinishStep';
import { MaterialsStep } from './steps/MaterialsStep';
import { PartyStep } from './steps/PartyStep';
import { PlaylistStep } from './steps/PlaylistStep';
import { BATCH_STEPS, useBatchWizard, type BatchStep } from './useBatchWizard';
import { useOnline } from './useOnline';

function Wizard({ onFinished }: { onFinished(batchId: string): void }) {
  const intl = useIntl();
  const styles = useBatchStyles();
  const wizard = useBatchWizard(onFinished);
  const { step } = wizard;
  const index = BATCH_STEPS.indexOf(step);
  const go = (to: BatchStep | undefined) => to && wizard.setStep(to);
  const hint =
    step === 'party'
      ? batchPartyMessages.chooseFirst
      : step === 'playlist'
        ? batchSheetMessages.chooseFirst
        : null;
  return (
    <>
      <BatchStepper current={step} />
      <div className={styles.head}>
        <Caption1 className={styles.muted}>
          {intl.formatMessage(m.stepOf, { index: index + 1, count: BATCH_STEPS.length })}
        </Caption1>
        <Subtitle1 as="h2" className={styles.heading}>
          {intl.formatMessage(batchStepMessages[step])}
        </Subtitle1>
      </div>
      {step === 'party' && <PartyStep wizard={wizard} />}
      {step === 'playlist' && <PlaylistStep wizard={wizard} />}
      {step === 'materials' && <MaterialsStep wizard={wizard} />}
      {step === 'finish' && <FinishStep wizard={wizard} />}
      <nav className={styles.nav} aria-label={intl.formatMessage(m.navLabel)}>
        {index > 0 && (
          <Button
            icon={<ArrowLeftRegular />}
            disabled={wizard.isFinishing}
            onClick={() => go(BATCH_STEPS[index - 1])}
            data-testid="batch-previous"
          >
            {intl.formatMessage(m.previous)}
          </Button>
        )}
        {step !== 'finish' && (
          <Button
            appearance="primary"
            icon={<ArrowRightRegular />}
            iconPosition="after"
            disabled={!wizard.canLeave[step]}
            onClick={() => go(BATCH_STEPS[index + 1])}
            data-testid="batch-next"
          >
            {intl.formatMessage(m.next)}
          </Button>
        )}
        {hint !== null && !wizard.canLeave[step] && (
          <Body1 className={styles.muted}>{intl.formatMessage(hint)}</Body1>
        )}
      </nav>
    </>
  );
}

/**
 * /library/album/batch: the batch upload wizard (spec section 2). A batch already finished and not
 * closed is shown as its finish step and resumed, also after a reload.
 */
export function BatchUploadPage() {
  const intl = useIntl();
  const styles = useBatchStyles();
  const isOnline = useOnline();
  // undefined while the saved batch is looked for
  const [batchId, setBatchId] = useState<string | null | undefined>(undefined);
  const [wizardKey, setWizardKey] = useState(0);

  useEffect(() => {
    let live = true;
    void batchRepo.openBatch().then((open) => {
      if (!live) return;
      setBatchId(open?.id ?? null);
      if (open) void appBatchRunner.resume(open.id);
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <div
      className={styles.page}
      data-testid="batch-wizard"
      data-step={batchId ? 'progress' : undefined}
    >
      <div className={styles.head}>
        <Title2 as="h1" className={styles.heading}>
          {intl.formatMessage(routeTitles['library-album-batch'])}
        </Title2>
        <Body1 className={styles.muted}>{intl.formatMessage(m.intro)}</Body1>
      </div>
      {!isOnline && (
        <MessageBar intent="info" data-testid="batch-offline">
          <MessageBarBody>{intl.formatMessage(m.offline)}</MessageBarBody>
        </MessageBar>
      )}
      {batchId === undefined && <Spinner size="small" />}
      {batchId === null && <Wizard key={wizardKey} onFinished={setBatchId} />}
      {typeof batchId === 'string' && (
        <>
          <BatchStepper current="finish" />
          <BatchProgress
            batchId={batchId}
            onNewBatch={() => {
              setBatchId(null);
              setWizardKey((k) => k + 1);
            }}
          />
        </>
      )}
    </div>
  );
}
