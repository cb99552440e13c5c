import { Body1, Caption1, Subtitle1 } from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular, DismissRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useAlbumSubmissionData } from '../../../../data/albumSubmissionQueries';
import type { Album } from '../../../../domain/catalogue';
import { routePath } from '../../../../domain/routes';
import { AlbumCoverField } from '../AlbumCoverField';
import { AlbumInfoForm } from '../AlbumInfoForm';
import { albumCompleteness } from './completeness';
import { LinkButton } from './LinkButton';
import {
  wizardMessages as m,
  wizardStepIntros,
  wizardStepMessages,
  wizardValueMessages as v,
} from './messages';
import { useWizardStyles } from './Wizard.styles';
import { FinishStep, LocalizationStep, RightsStep, TracksStep } from './WizardSteps';
import { WizardStepper } from './WizardStepper';
import { albumWizardPath, neighbourSteps, WIZARD_STEPS, type WizardStep } from './wizardSteps';

function StepContent({
  album,
  step,
  completeness,
}: {
  album: Album;
  step: WizardStep;
  completeness: ReturnType<typeof albumCompleteness> | null;
}) {
  switch (step) {
    case 'info':
      return (
        <>
          <AlbumInfoForm album={album} />
          <AlbumCoverField album={album} />
        </>
      );
    case 'tracks':
      return <TracksStep album={album} />;
    case 'rights':
      return <RightsStep album={album} />;
    case 'localization':
      return <LocalizationStep album={album} />;
    case 'finish':
      return <FinishStep album={album} completeness={completeness} />;
  }
}

/**
 * The album edit wizard (spec section 2) on the album's info route: the steps with what the
 * completeness check says of each, the current step's screen, and previous / next.
 */
export function AlbumWizard({ album, step }: { album: Album; step: WizardStep }) {
  const intl = useIntl();
  const styles = useWizardStyles();
  const data = useAlbumSubmissionData(album.id);
  const completeness = data ? albumCompleteness(data) : null;
  const { previous, next } = neighbourSteps(step);
  const index = WIZARD_STEPS.indexOf(step);

  return (
    <div className={styles.wizard} data-testid="album-wizard" data-step={step}>
      <WizardStepper albumId={album.id} current={step} completeness={completeness} />
      <div className={styles.head}>
        <Caption1 className={styles.muted}>
          {intl.formatMessage(v.stepOf, { index: index + 1, count: WIZARD_STEPS.length })}
        </Caption1>
        <Subtitle1 as="h2" className={styles.heading}>
          {intl.formatMessage(wizardStepMessages[step])}
        </Subtitle1>
        <Body1 className={styles.muted}>{intl.formatMessage(wizardStepIntros[step])}</Body1>
      </div>
      {/* keyed by step: each step starts with a clean form and fresh notices */}
      <StepContent key={step} album={album} step={step} completeness={completeness} />
      <nav className={styles.nav} aria-label={intl.formatMessage(m.navLabel)}>
        {previous && (
          <LinkButton
            to={albumWizardPath(album.id, previous)}
            icon={<ArrowLeftRegular />}
            testId="wizard-previous"
          >
            {intl.formatMessage(m.previous)}
          </LinkButton>
        )}
        {next && (
          <LinkButton
            to={albumWizardPath(album.id, next)}
            icon={<ArrowRightRegular />}
            iconPosition="after"
            appearance="primary"
            testId="wizard-next"
          >
            {intl.formatMessage(m.next)}
          </LinkButton>
        )}
        <span className={styles.spacer} />
        <LinkButton
          to={routePath('library-album-info', { albumId: album.id })}
          icon={<DismissRegular />}
          appearance="subtle"
          testId="wizard-close"
        >
          {intl.formatMessage(m.close)}
        </LinkButton>
      </nav>
    </div>
  );
}
