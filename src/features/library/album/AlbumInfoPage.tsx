import { makeStyles } from '@fluentui/react-components';
import { TaskListLtrRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { AlbumFrame } from '../frame/AlbumFrame';
import { AlbumCoverField } from './AlbumCoverField';
import { AlbumInfoForm } from './AlbumInfoForm';
import { AlbumDistributionPanel } from './distribution/AlbumDistributionPanel';
import { albumFormMessages } from './info/messages';
import { AlbumPackageDownload } from './package/AlbumPackageDownload';
import { AlbumWizard } from './wizard/AlbumWizard';
import { LinkButton } from './wizard/LinkButton';
import { albumWizardPath, parseWizardStep, WIZARD_STEP_PARAM } from './wizard/wizardSteps';

const useStyles = makeStyles({ entry: { display: 'flex', justifyContent: 'flex-end' } });

/**
 * /library/album/:albumId/info: the album as stored on this device, editable where review allows;
 * with ?step=<step> the same route shows the album edit wizard.
 */
export function AlbumInfoPage() {
  const intl = useIntl();
  const styles = useStyles();
  const [params] = useSearchParams();
  const step = parseWizardStep(params.get(WIZARD_STEP_PARAM));
  return (
    <AlbumFrame tab="library-album-info">
      {(album) =>
        step ? (
          <AlbumWizard key={album.id} album={album} step={step} />
        ) : (
          <>
            <div className={styles.entry}>
              <LinkButton
                to={albumWizardPath(album.id, 'info')}
                icon={<TaskListLtrRegular />}
                testId="album-open-wizard"
              >
                {intl.formatMessage(albumFormMessages.stepByStep)}
              </LinkButton>
            </div>
            {/* first: on an approved album (the only kind that shows it) the form below is locked,
                and where it goes is what the partner came for */}
            <AlbumDistributionPanel key={`distribution-${album.id}`} album={album} />
            {/* keyed by album: another album's page starts with a clean form */}
            <AlbumInfoForm key={album.id} album={album} />
            <AlbumCoverField key={`cover-${album.id}`} album={album} />
            <AlbumPackageDownload key={`package-${album.id}`} album={album} />
          </>
        )
      }
    </AlbumFrame>
  );
}
