import {
  Body1,
  Button,
  Caption1,
  makeStyles,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { LinkDismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../components/RouterLink';
import { useRecord } from '../../../data/catalogueHooks';
import { routePath } from '../../../domain/routes';
import { useAlbumPageStyles } from '../album/AlbumPages.styles';
import { canChangeBinding, type Binding } from './bindingPlan';
import { authorizationFormMessages, bindMessages as m } from './messages';
import { useBindActions, useFileBindings } from './useBindings';
import { reportError } from '../../../data/errorLog';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground2 },
});

function BoundRow({ binding, onFailed }: { binding: Binding; onFailed(): void }) {
  const intl = useIntl();
  const track = useRecord('track', binding.trackId);
  const album = useRecord('album', track?.albumId ?? binding.albumId);
  const { unbind } = useBindActions();
  const name = track?.name || intl.formatMessage(m.untitledTrack);
  const locked = album !== undefined && !canChangeBinding(album ?? null);
  return (
    <TableRow data-testid="bound-track" data-track-id={binding.trackId}>
      <TableCell>
        {track ? (
          <RouterLink to={routePath('library-track-info', { trackId: track.id })}>
            {name}
          </RouterLink>
        ) : (
          name
        )}
      </TableCell>
      <TableCell>
        {album ? (
          <RouterLink to={routePath('library-album-info', { albumId: album.id })}>
            {album.name}
          </RouterLink>
        ) : (
          intl.formatMessage(m.noAlbum)
        )}
      </TableCell>
      <TableCell>{track?.isrc ?? ''}</TableCell>
      <TableCell>
        <Button
          size="small"
          icon={<LinkDismissRegular />}
          disabled={locked}
          title={locked ? intl.formatMessage(m.stateLocked) : undefined}
          aria-label={intl.formatMessage(m.unbindFor, { track: name })}
          onClick={() =>
            void unbind(binding.id).catch((error: unknown) => {
              reportError('authorization.unbind', error);
              onFailed();
            })
          }
        >
          {intl.formatMessage(m.unbind)}
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** The tracks bound to this authorization file, counted live from the device's bindings. */
export function BoundTracks({ authorizationId }: { authorizationId: string }) {
  const intl = useIntl();
  const styles = useStyles();
  const page = useAlbumPageStyles();
  const bindings = useFileBindings(authorizationId);
  const [failed, setFailed] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="bound-heading" data-testid="bound-tracks">
      <Subtitle2 as="h2" id="bound-heading">
        {intl.formatMessage(m.boundHeading)}
      </Subtitle2>
      <Caption1 className={styles.muted} data-testid="bound-count">
        {intl.formatMessage(m.songCount, { count: bindings?.length ?? 0 })}
      </Caption1>
      {failed && (
        <Body1 role="alert">{intl.formatMessage(authorizationFormMessages.saveFailed)}</Body1>
      )}
      {bindings !== undefined && bindings.length === 0 ? (
        <Body1 className={styles.muted}>{intl.formatMessage(m.noBound)}</Body1>
      ) : (
        <div className={page.tableWrap}>
          <Table aria-label={intl.formatMessage(m.boundTable)} size="small" className={page.table}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{intl.formatMessage(m.colTrack)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.colAlbum)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.colIsrc)}</TableHeaderCell>
                <TableHeaderCell aria-label={intl.formatMessage(m.unbind)} />
              </TableRow>
            </TableHeader>
            <TableBody>
              {(bindings ?? []).map((b) => (
                <BoundRow key={b.id} binding={b} onFailed={() => setFailed(true)} />
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
