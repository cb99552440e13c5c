import {
  Body1,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { sharedMessages } from '../../../components/messages';
import { RouterLink } from '../../../components/RouterLink';
import { useRecord, useRecords } from '../../../data/catalogueHooks';
import type { Album } from '../../../domain/catalogue';
import { routePath } from '../../../domain/routes';
import { useAlbumPageStyles } from '../album/AlbumPages.styles';
import { AlbumFrame } from '../frame/AlbumFrame';
import { albumCoverage, canChangeBinding } from './bindingPlan';
import {
  albumAuthorizationMessages as m,
  authorizationFormMessages,
  bindMessages,
} from './messages';
import { useAlbumBindings } from './useAlbumBindings';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

function FileRow({ fileId, trackNames }: { fileId: string; trackNames: string[] }) {
  const intl = useIntl();
  const file = useRecord('authorization', fileId);
  return (
    <TableRow data-testid="album-authorization-file" data-authorization-id={fileId}>
      <TableCell>
        <RouterLink to={routePath('library-authorization-edit', { authId: fileId })}>
          {file?.title || intl.formatMessage(authorizationFormMessages.untitled)}
        </RouterLink>
      </TableCell>
      <TableCell>{file?.number ?? ''}</TableCell>
      <TableCell>{file?.attachment?.name ?? ''}</TableCell>
      <TableCell>
        {trackNames.map((name, i) => (
          <div key={`${i}-${name}`}>{name}</div>
        ))}
      </TableCell>
    </TableRow>
  );
}

function AlbumAuthorizations({ album }: { album: Album }) {
  const intl = useIntl();
  const page = useAlbumPageStyles();
  const styles = useStyles();
  const tracks = useRecords('track', {
    where: { field: 'albumId', equals: album.id },
    orderBy: 'trackNo',
  });
  const { bindings, probes } = useAlbumBindings((tracks ?? []).map((t) => t.id));
  const nameOf = (id: string) =>
    tracks?.find((t) => t.id === id)?.name || intl.formatMessage(bindMessages.untitledTrack);
  const editable = canChangeBinding(album);

  if (tracks === undefined || bindings === undefined) {
    return (
      <>
        {probes}
        <Spinner size="small" label={intl.formatMessage(sharedMessages.loading)} />
      </>
    );
  }
  const coverage = albumCoverage(
    tracks.map((t) => t.id),
    bindings,
  );
  return (
    <div className={`${page.panel} ${styles.section}`} data-testid="album-authorizations">
      {probes}
      {!editable && (
        <MessageBar intent="info">
          <MessageBarBody>{intl.formatMessage(bindMessages.lockedExplanation)}</MessageBarBody>
        </MessageBar>
      )}
      <Subtitle2 as="h2">{intl.formatMessage(m.filesHeading)}</Subtitle2>
      {coverage.byFile.size === 0 ? (
        <Body1 className={page.muted}>{intl.formatMessage(m.noFiles)}</Body1>
      ) : (
        <div className={page.tableWrap}>
          <Table aria-label={intl.formatMessage(m.filesTable)} size="small" className={page.table}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{intl.formatMessage(m.colTitle)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.colNumber)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.colAttachment)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.colTracks)}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {[...coverage.byFile].map(([fileId, trackIds]) => (
                <FileRow key={fileId} fileId={fileId} trackNames={trackIds.map(nameOf)} />
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <Subtitle2 as="h2">{intl.formatMessage(m.missingHeading)}</Subtitle2>
      {tracks.length === 0 ? (
        <Body1 className={page.muted}>{intl.formatMessage(m.noTracks)}</Body1>
      ) : coverage.missing.length === 0 ? (
        <Body1 data-testid="album-authorization-covered">{intl.formatMessage(m.allCovered)}</Body1>
      ) : (
        <MessageBar intent="warning" layout="multiline" data-testid="album-authorization-missing">
          <MessageBarBody>
            {intl.formatMessage(m.missingCount, { count: coverage.missing.length })}
            <ul className={styles.list}>
              {coverage.missing.map((id) => (
                <li key={id}>{nameOf(id)}</li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      )}
      {coverage.multiple.length > 0 && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            {intl.formatMessage(m.multipleHeading)}:{' '}
            {intl.formatList(coverage.multiple.map(nameOf), { type: 'conjunction' })}
          </MessageBarBody>
        </MessageBar>
      )}
      {editable && tracks.length > 0 && (
        <div>
          <RouterLink
            to={routePath('library-album-authorization-bindAuthorization', { albumId: album.id })}
          >
            {intl.formatMessage(m.bindButton)}
          </RouterLink>
        </div>
      )}
    </div>
  );
}

/** /library/album/:albumId/authorization/list: the files bound to the album's tracks, and the tracks without one. */
export function AlbumAuthorizationListPage() {
  return (
    <AlbumFrame tab="library-album-authorization-list">
      {(album) => <AlbumAuthorizations album={album} />}
    </AlbumFrame>
  );
}
