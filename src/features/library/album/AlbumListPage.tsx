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
  Title2,
  Title3,
} from '@fluentui/react-components';
import { AlbumRegular } from '@fluentui/react-icons';
import { FormattedDate, useIntl } from 'react-intl';
import { sharedMessages } from '../../../components/messages';
import { RouterLink } from '../../../components/RouterLink';
import { ReleaseStatusBadge, ReviewStatusBadge } from '../status/StatusBadges';
import { useAlbumPageStyles } from './AlbumPages.styles';
import { albumListMessages as m } from './messages';
import { useAlbumList } from './useAlbumList';

/** /library/album/list: the organisation's albums from the local database, newest change first. */
export function AlbumListPage() {
  const styles = useAlbumPageStyles();
  const intl = useIntl();
  const albums = useAlbumList();

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <Title2 as="h1" className={styles.heading}>
          {intl.formatMessage(m.heading)}
        </Title2>
        {albums && albums.length > 0 && (
          <Caption1 className={styles.muted}>{intl.formatMessage(m.count, { count: albums.length })}</Caption1>
        )}
      </div>

      {albums === undefined && <Spinner size="small" label={intl.formatMessage(sharedMessages.loading)} />}

      {albums?.length === 0 && (
        <div className={`${styles.panel} ${styles.empty}`} data-testid="album-list-empty">
          <AlbumRegular className={styles.emptyIcon} aria-hidden />
          <Title3 as="h2" className={styles.heading}>
            {intl.formatMessage(m.empty)}
          </Title3>
          <Body1 className={styles.muted}>{intl.formatMessage(m.emptyHint)}</Body1>
        </div>
      )}

      {albums && albums.length > 0 && (
        <div className={styles.tableWrap}>
          <Table className={styles.table} aria-label={intl.formatMessage(m.tableLabel)}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{intl.formatMessage(m.name)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.reviewStatus)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.releaseStatus)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.updatedAt)}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {albums.map((album) => (
                <TableRow key={album.id} data-testid="album-row" data-album-id={album.id}>
                  <TableCell className={styles.nameCell}>
                    <RouterLink to={album.infoPath}>{album.name || intl.formatMessage(m.unnamed)}</RouterLink>
                  </TableCell>
                  <TableCell>
                    <ReviewStatusBadge status={album.reviewStatus} />
                  </TableCell>
                  <TableCell>
                    <ReleaseStatusBadge status={album.releaseStatus} />
                  </TableCell>
                  <TableCell>
                    <time dateTime={album.updatedAt}>
                      <FormattedDate value={album.updatedAt} dateStyle="medium" timeStyle="short" />
                    </time>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
