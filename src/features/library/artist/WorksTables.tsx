import {
  Body1,
  Caption1,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useMemo } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { sharedMessages } from '../../../components/messages';
import { RouterLink } from '../../../components/RouterLink';
import { useRecords } from '../../../data/catalogueHooks';
import { routePath } from '../../../domain/routes';
import { useAlbumPageStyles } from '../album/AlbumPages.styles';
import { ReviewStatusBadge } from '../status/StatusBadges';
import type { AlbumWork, TrackWork } from './artistWorks';
import { albumRoleMessages, trackRoleMessages, worksMessages as m } from './messages';

interface TableProps<T> {
  rows: T[] | undefined;
  /** show the artist's roles (artist pages; a record company has none) */
  withRoles: boolean;
  label: string;
}

export function AlbumWorksTable({ rows, withRoles, label }: TableProps<AlbumWork>) {
  const intl = useIntl();
  const styles = useAlbumPageStyles();
  if (rows === undefined)
    return <Spinner size="small" label={intl.formatMessage(sharedMessages.loading)} />;
  if (rows.length === 0)
    return <Body1 className={styles.muted}>{intl.formatMessage(m.noAlbums)}</Body1>;
  return (
    <>
      <Caption1 className={styles.muted} data-testid="works-count">
        {intl.formatMessage(m.count, { count: rows.length })}
      </Caption1>
      <div className={styles.tableWrap}>
        <Table aria-label={label} size="small" className={styles.table}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{intl.formatMessage(m.albumName)}</TableHeaderCell>
              {withRoles && <TableHeaderCell>{intl.formatMessage(m.role)}</TableHeaderCell>}
              <TableHeaderCell>{intl.formatMessage(m.reviewStatus)}</TableHeaderCell>
              <TableHeaderCell>{intl.formatMessage(m.updatedAt)}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map(({ album, roles }) => (
              <TableRow key={album.id} data-testid="work-album" data-album-id={album.id}>
                <TableCell className={styles.nameCell}>
                  <RouterLink to={routePath('library-album-info', { albumId: album.id })}>
                    {album.name || intl.formatMessage(m.unnamed)}
                  </RouterLink>
                </TableCell>
                {withRoles && (
                  <TableCell>
                    {intl.formatList(
                      roles.map((r) => intl.formatMessage(albumRoleMessages[r])),
                      { type: 'conjunction' },
                    )}
                  </TableCell>
                )}
                <TableCell>
                  <ReviewStatusBadge status={album.reviewStatus} />
                </TableCell>
                <TableCell>
                  <time dateTime={album.updatedAt}>
                    <FormattedDate value={album.updatedAt} dateStyle="medium" />
                  </time>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}

export function TrackWorksTable({ rows, withRoles, label }: TableProps<TrackWork>) {
  const intl = useIntl();
  const styles = useAlbumPageStyles();
  const albums = useRecords('album');
  const albumNames = useMemo(() => new Map((albums ?? []).map((a) => [a.id, a.name])), [albums]);
  if (rows === undefined)
    return <Spinner size="small" label={intl.formatMessage(sharedMessages.loading)} />;
  if (rows.length === 0)
    return <Body1 className={styles.muted}>{intl.formatMessage(m.noSongs)}</Body1>;
  return (
    <>
      <Caption1 className={styles.muted} data-testid="works-count">
        {intl.formatMessage(m.count, { count: rows.length })}
      </Caption1>
      <div className={styles.tableWrap}>
        <Table aria-label={label} size="small" className={styles.table}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{intl.formatMessage(m.trackName)}</TableHeaderCell>
              <TableHeaderCell>{intl.formatMessage(m.albumName)}</TableHeaderCell>
              <TableHeaderCell>{intl.formatMessage(m.isrc)}</TableHeaderCell>
              {withRoles && <TableHeaderCell>{intl.formatMessage(m.role)}</TableHeaderCell>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map(({ track, roles }) => (
              <TableRow key={track.id} data-testid="work-track" data-track-id={track.id}>
                <TableCell className={styles.nameCell}>
                  <RouterLink to={routePath('library-track-info', { trackId: track.id })}>
                    {track.name || intl.formatMessage(m.unnamed)}
                  </RouterLink>
                </TableCell>
                <TableCell>
                  {track.albumId ? (
                    <RouterLink to={routePath('library-album-info', { albumId: track.albumId })}>
                      {albumNames.get(track.albumId) || intl.formatMessage(m.unnamed)}
                    </RouterLink>
                  ) : (
                    intl.formatMessage(m.noAlbum)
                  )}
                </TableCell>
                <TableCell>{track.isrc ?? ''}</TableCell>
                {withRoles && (
                  <TableCell>
                    {intl.formatList(
                      roles.map((r) => intl.formatMessage(trackRoleMessages[r])),
                      { type: 'conjunction' },
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
