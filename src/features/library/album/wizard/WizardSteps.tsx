// The content of the wizard's steps other than the album information (which is the info form
// itself). Tracks embed the album's track list; rights holders and localization have their own
// tabs, so those steps say where the album stands and open the tab.
import { Body1, Spinner } from '@fluentui/react-components';
import { ArrowRightRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useRecords } from '../../../../data/catalogueHooks';
import type { Album } from '../../../../domain/catalogue';
import { routePath } from '../../../../domain/routes';
import { AlbumCommandNotice, AlbumCommands } from '../AlbumCommands';
import { albumEditability } from '../albumEditability';
import { AlbumTracks } from '../AlbumTracks';
import { AlbumStateNotices } from '../info/AlbumStateNotices';
import { useAlbumCommands } from '../info/useAlbumCommands';
import type { Completeness } from './completeness';
import { CompletenessList } from './CompletenessList';
import { QualityList } from './QualityList';
import { LinkButton } from './LinkButton';
import { wizardMessages as m, wizardValueMessages as v } from './messages';
import { useWizardStyles } from './Wizard.styles';

export function TracksStep({ album }: { album: Album }) {
  const intl = useIntl();
  return (
    <>
      <AlbumTracks album={album} />
      <div>
        <LinkButton
          to={routePath('library-album-track', { albumId: album.id })}
          icon={<ArrowRightRegular />}
          iconPosition="after"
          testId="wizard-open-tracks"
        >
          {intl.formatMessage(m.openTracksTab)}
        </LinkButton>
      </div>
    </>
  );
}

export function RightsStep({ album }: { album: Album }) {
  const intl = useIntl();
  const styles = useWizardStyles();
  const holders = useRecords('rightsHolder', { where: { field: 'albumId', equals: album.id } });
  return (
    <div className={styles.card}>
      {holders === undefined ? (
        <Spinner size="tiny" />
      ) : (
        <Body1>{intl.formatMessage(v.rightsCount, { count: holders.length })}</Body1>
      )}
      <div>
        <LinkButton
          to={routePath('library-album-rightsHolders', { albumId: album.id })}
          appearance="primary"
          testId="wizard-open-rights"
        >
          {intl.formatMessage(m.openRightsTab)}
        </LinkButton>
      </div>
    </div>
  );
}

export function LocalizationStep({ album }: { album: Album }) {
  const intl = useIntl();
  const styles = useWizardStyles();
  const rows = useRecords('localization', { where: { field: 'albumId', equals: album.id } });
  const languages = new Set((rows ?? []).map((r) => r.language)).size;
  return (
    <div className={styles.card}>
      {rows === undefined ? (
        <Spinner size="tiny" />
      ) : (
        <Body1>{intl.formatMessage(v.localizationCount, { count: languages })}</Body1>
      )}
      <div>
        <LinkButton
          to={routePath('library-album-localization', { albumId: album.id })}
          appearance="primary"
          testId="wizard-open-localization"
        >
          {intl.formatMessage(m.openLocalizationTab)}
        </LinkButton>
      </div>
    </div>
  );
}

/** What is still incomplete, the rejection reason, and the review commands (queued offline). */
export function FinishStep({
  album,
  completeness,
}: {
  album: Album;
  completeness: Completeness | null;
}) {
  const intl = useIntl();
  const commands = useAlbumCommands(album);
  const { explanation } = albumEditability(album);
  return (
    <>
      <AlbumStateNotices album={album} explanation={explanation} />
      {completeness === null ? (
        <Spinner size="small" label={intl.formatMessage(m.checking)} />
      ) : (
        <>
          <CompletenessList albumId={album.id} completeness={completeness} />
          <QualityList albumId={album.id} quality={completeness.quality} />
        </>
      )}
      <AlbumCommands
        album={album}
        run={(command) => void commands.run(command)}
        busy={commands.isBusy}
      />
      <AlbumCommandNotice album={album} commands={commands} showMissingLink={false} />
    </>
  );
}
