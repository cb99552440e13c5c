import {
  Subtitle2,
  Table,
  TableBody,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  mergeClasses,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useRecords } from '../../../data/catalogueHooks';
import { validateAudioFacts, type Album, type Track } from '../../../domain/catalogue';
import { albumMediaMessages } from '../album/messages';
import { useAlbumMediaStyles } from '../album/AlbumMedia.styles';
import { TrackAudioRow } from '../album/TrackAudioRow';
import { isAlbumMediaEditable } from '../album/albumMediaEditability';
import { issueText } from '../shared/issueText';
import { lyricsMessages } from '../../lyrics/messages';
import { trackFieldLabels, trackIssueMessages, trackMessages as m } from './messages';
import { useTrackFormStyles } from './TrackPages.styles';

/**
 * The track's audio (status, upload, player) and lyrics: the album page's own row, in a table of
 * one, so both pages upload and play the same way. What the files still lack for review is listed
 * under it (the form's fields carry their own messages).
 */
export function TrackMediaSection({ track, album }: { track: Track; album: Album | null }) {
  const intl = useIntl();
  const styles = useAlbumMediaStyles();
  const formStyles = useTrackFormStyles();
  const lyrics = useRecords('lyrics', { where: { field: 'trackId', equals: track.id } });
  // a library track (no album) is locked by nothing
  const editable = album === null || isAlbumMediaEditable(album, 'track', 'audio');
  const lyricsEditable = album === null || isAlbumMediaEditable(album, 'lyrics', 'file');
  const instrumental = track.trackVersion === 'accompaniment';
  // the spatial-audio file has its own field in the form
  const issues = validateAudioFacts(track.audio, { requireVerified: true });
  const lacksLyrics = !instrumental && lyrics !== undefined && lyrics.length === 0;

  return (
    <section
      className={mergeClasses(styles.section, styles.wideSection)}
      aria-labelledby="track-media-heading"
      data-testid="track-media"
    >
      <Subtitle2 as="h2" id="track-media-heading">
        {intl.formatMessage(m.media)}
      </Subtitle2>
      <div className={styles.tableWrap}>
        <Table aria-label={intl.formatMessage(m.mediaTable)} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{intl.formatMessage(albumMediaMessages.trackNo)}</TableHeaderCell>
              <TableHeaderCell>{intl.formatMessage(albumMediaMessages.trackName)}</TableHeaderCell>
              <TableHeaderCell>{intl.formatMessage(albumMediaMessages.trackAudio)}</TableHeaderCell>
              <TableHeaderCell />
              <TableHeaderCell>{intl.formatMessage(lyricsMessages.column)}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            <TrackAudioRow track={track} editable={editable} lyricsEditable={lyricsEditable} />
          </TableBody>
        </Table>
      </div>
      {(issues.length > 0 || lacksLyrics) && (
        <div data-testid="track-media-issues">
          <Text weight="semibold">{intl.formatMessage(m.incompleteTitle)}</Text>
          <ul className={formStyles.issues}>
            {issues.map((i) => (
              <li key={`${i.field}-${i.code}`}>
                <Text size={200}>
                  {/* "{field} incomplete" names its field already */}
                  {i.code === 'required'
                    ? issueText(intl, i, trackFieldLabels)
                    : intl.formatMessage(trackIssueMessages.fileIssue, {
                        field: intl.formatMessage(
                          trackFieldLabels[i.field as keyof typeof trackFieldLabels] ??
                            trackFieldLabels.audio,
                        ),
                        message: issueText(intl, i, trackFieldLabels),
                      })}
                </Text>
              </li>
            ))}
            {lacksLyrics && (
              <li>
                <Text size={200}>
                  {issueText(
                    intl,
                    { field: 'lyrics', code: 'required', params: { field: 'lyrics' } },
                    trackFieldLabels,
                  )}
                </Text>
              </li>
            )}
          </ul>
        </div>
      )}
    </section>
  );
}
