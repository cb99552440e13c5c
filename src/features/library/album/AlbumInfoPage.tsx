import { Body1, Spinner, Title2, Title3 } from '@fluentui/react-components';
import { AlbumRegular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { sharedMessages } from '../../../components/messages';
import { RouterLink } from '../../../components/RouterLink';
import { useRecord } from '../../../data/catalogueHooks';
import { AlbumCoverField } from './AlbumCoverField';
import { AlbumInfoForm } from './AlbumInfoForm';
import { useAlbumPageStyles } from './AlbumPages.styles';
import { albumInfoMessages as m, albumListMessages } from './messages';
import { AlbumTracks } from './AlbumTracks';
import { ALBUM_LIST_PATH } from './paths';

/** /library/album/:albumId/info: the album as stored on this device, editable where review allows. */
export function AlbumInfoPage() {
  const styles = useAlbumPageStyles();
  const intl = useIntl();
  const { albumId = '' } = useParams();
  const album = useRecord('album', albumId);

  if (album === undefined) return <Spinner size="small" label={intl.formatMessage(sharedMessages.loading)} />;
  if (album === null) {
    return (
      <div className={`${styles.panel} ${styles.empty}`} data-testid="album-not-found">
        <AlbumRegular className={styles.emptyIcon} aria-hidden />
        <Title3 as="h1" className={styles.heading}>
          {intl.formatMessage(m.notFound)}
        </Title3>
        <Body1 className={styles.muted}>{intl.formatMessage(m.notFoundHint)}</Body1>
        <RouterLink to={ALBUM_LIST_PATH}>{intl.formatMessage(m.backToList)}</RouterLink>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <Title2 as="h1" className={styles.heading} data-testid="album-title">
        {album.name || intl.formatMessage(albumListMessages.unnamed)}
      </Title2>
      {/* keyed by album: another album's page starts with a clean form */}
      <AlbumInfoForm key={album.id} album={album} />
      <AlbumCoverField key={`cover-${album.id}`} album={album} />
      <AlbumTracks album={album} />
    </div>
  );
}
