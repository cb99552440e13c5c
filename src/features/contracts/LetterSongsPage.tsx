import { Body1, Spinner, TableCell, TableRow, Title2 } from '@fluentui/react-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useParams } from 'react-router-dom';
import { sharedMessages } from '../../components/messages';
import { RouterLink } from '../../components/RouterLink';
import { useRecord, useRecords } from '../../data/catalogueHooks';
import { routePath } from '../../domain/routes';
import { labels } from '../../i18n/labels';
import { RecordTable } from '../library/shared/RecordTable';
import { useContractStyles } from './Contracts.styles';
import { contractMessages as m } from './messages';

function SongRow({ trackId }: { trackId: string }) {
  const track = useRecord('track', trackId);
  const album = useRecord('album', track?.albumId ?? null);
  return (
    <TableRow data-testid="song-row">
      <TableCell>
        {track ? (
          <RouterLink to={routePath('library-track-info', { trackId })}>{track.name}</RouterLink>
        ) : (
          trackId
        )}
      </TableCell>
      <TableCell>{track?.isrc ?? ''}</TableCell>
      <TableCell>{album?.name ?? ''}</TableCell>
    </TableRow>
  );
}

/** /account/letter/:authorisationId/songInfo: the songs bound to one authorization letter. */
export function LetterSongsPage() {
  const intl = useIntl();
  const styles = useContractStyles();
  const { authorisationId = '' } = useParams();
  const letter = useRecord('authorization', authorisationId);
  const bindings = useRecords('authorizationTrack', {
    where: { field: 'authorizationId', equals: authorisationId },
  });
  const t = (d: MessageDescriptor) => intl.formatMessage(d);
  return (
    <div className={styles.page}>
      <RouterLink to={routePath('account-contract-list')}>{t(m.back)}</RouterLink>
      {letter === undefined || bindings === undefined ? (
        <Spinner size="small" label={t(sharedMessages.loading)} />
      ) : letter === null ? (
        <Body1 data-testid="letter-not-found">{t(m.letterNotFound)}</Body1>
      ) : (
        <>
          <Title2 as="h1" className={styles.heading}>
            {intl.formatMessage(m.songsHeading, { title: letter.title })}
          </Title2>
          {bindings.length === 0 ? (
            <Body1 data-testid="songs-empty">{t(m.songsEmpty)}</Body1>
          ) : (
            <RecordTable
              label={t(m.songsTable)}
              headers={[t(m.songName), t(labels.isrc), t(m.songAlbum)]}
              classNames={{ wrap: styles.tableWrap }}
              testId="song-table"
            >
              {bindings.map((b) => (
                <SongRow key={b.id} trackId={b.trackId} />
              ))}
            </RecordTable>
          )}
        </>
      )}
    </div>
  );
}
