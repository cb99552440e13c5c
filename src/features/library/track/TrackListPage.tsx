import { MusicNote2Regular } from '@fluentui/react-icons';
import { routeTitles } from '../../../app/router/messages';
import { lookupName } from '../shared/lookupOptions';
import { DateCell } from '../lists/cells';
import { EntityListPage, linkColumn, type EntityListSpec } from '../lists/EntityListPage';
import { routePath } from '../../../domain/routes';
import { GridLink } from '../lists/ListLinks';
import { columnMessages as c, trackListMessages, listMessages } from '../lists/messages';
import { ReviewStatusBadge } from '../status/StatusBadges';
import { useTrackList, type TrackRow } from './useTrackList';

const spec: EntityListSpec<TrackRow> = {
  title: routeTitles['library-track-list'],
  texts: trackListMessages,
  icon: MusicNote2Regular,
  testId: 'track',
  searchFields: ['name', 'isrc'],
  columns: ({ intl, nameText, styles }) => [
    linkColumn({
      id: 'name',
      header: intl.formatMessage(c.trackName),
      min: 200,
      grow: 2,
      to: (row) => routePath('library-track-info', { trackId: row.id }),
      text: (row) => nameText(row.name),
    }),
    {
      id: 'isrc',
      header: intl.formatMessage(c.isrc),
      min: 130,
      grow: 0,
      render: (row) => row.isrc,
    },
    {
      id: 'album',
      header: intl.formatMessage(c.album),
      min: 150,
      grow: 1.5,
      render: (row) =>
        row.albumId === null ? (
          <span className={styles.muted}>{intl.formatMessage(listMessages.notInAlbum)}</span>
        ) : (
          <GridLink to={routePath('library-album-info', { albumId: row.albumId })} tabIndex={-1}>
            {row.albumName === null
              ? intl.formatMessage(listMessages.unknownRecord)
              : nameText(row.albumName)}
          </GridLink>
        ),
    },
    {
      id: 'artists',
      header: intl.formatMessage(c.artists),
      min: 130,
      grow: 1,
      render: (row) => (
        <span title={intl.formatList(row.artistNames)}>{intl.formatList(row.artistNames)}</span>
      ),
    },
    {
      id: 'status',
      header: intl.formatMessage(c.status),
      min: 190,
      grow: 0,
      render: (row) =>
        row.albumStatus === null ? null : <ReviewStatusBadge status={row.albumStatus} />,
    },
    {
      id: 'language',
      header: intl.formatMessage(c.language),
      min: 150,
      grow: 0,
      render: (row) => lookupName('performLanguage', row.langCode, intl.locale),
    },
    {
      id: 'updatedAt',
      header: intl.formatMessage(c.updatedAt),
      min: 190,
      grow: 0,
      sortField: 'updatedAt',
      render: (row) => <DateCell value={row.updatedAt} withTime />,
    },
  ],
};

/** /library/track/list: every track on this device, searchable by name or ISRC. */
export function TrackListPage() {
  return <EntityListPage spec={spec} data={useTrackList()} />;
}
