import { Body1, mergeClasses, Subtitle2, Table, TableBody, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useRecords } from '../../../data/catalogueHooks';
import type { Album } from '../../../domain/catalogue';
import { lyricsMessages } from '../../lyrics/messages';
import { isAlbumMediaEditable } from './albumMediaEditability';
import { useAlbumMediaStyles } from './AlbumMedia.styles';
import { albumMediaMessages as m } from './messages';
import { TrackAudioRow } from './TrackAudioRow';

/** The album's tracks from the local store, each with its audio (status, upload, player) and lyrics. */
export function AlbumTracks({ album }: { album: Album }) {
  const intl = useIntl();
  const styles = useAlbumMediaStyles();
  const tracks = useRecords('track', { where: { field: 'albumId', equals: album.id }, orderBy: 'trackNo' });
  const editable = isAlbumMediaEditable(album, 'track', 'audio');
  const lyricsEditable = isAlbumMediaEditable(album, 'lyrics', 'file');

  return (
    <section className={mergeClasses(styles.section, styles.wideSection)} aria-labelledby="album-tracks-heading" data-testid="album-tracks">
      <Subtitle2 as="h2" id="album-tracks-heading">
        {intl.formatMessage(m.tracks)}
      </Subtitle2>
      {tracks !== undefined && tracks.length === 0 ? (
        <Body1 className={styles.muted}>{intl.formatMessage(m.tracksEmpty)}</Body1>
      ) : (
        <div className={styles.tableWrap}>
          <Table aria-label={intl.formatMessage(m.tracksTable)} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{intl.formatMessage(m.trackNo)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.trackName)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.trackAudio)}</TableHeaderCell>
                <TableHeaderCell />
                <TableHeaderCell>{intl.formatMessage(lyricsMessages.column)}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {(tracks ?? []).map((track) => (
                <TrackAudioRow key={track.id} track={track} editable={editable} lyricsEditable={lyricsEditable} />
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
